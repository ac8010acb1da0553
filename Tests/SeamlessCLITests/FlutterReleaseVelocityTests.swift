import Foundation
import Testing

/// `seamless velocity` on Flutter's recorded strokes, each replayed as a trace with its real
/// up event (15 ms after the last move, at the same place): the up event is not movement, so
/// the release velocities are Flutter's published ones.
let flutterRecordingURL = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().appendingPathComponent("../../../shared/reference/flutter_velocity_tracker_events.json")
  .standardizedFileURL

@Suite(
  .enabled(
    if: FileManager.default.fileExists(atPath: flutterRecordingURL.path),
    "needs ../shared/reference/flutter_velocity_tracker_events.json next to the checkout; skipped without it"))
struct FlutterReleaseVelocityTests {
  static let url = flutterRecordingURL

  /// Flutter's expected lift velocities (px/s, read here as pt/s) for `velocityEventData`,
  /// from flutter/flutter `packages/flutter/test/gestures/velocity_tracker_test.dart` at
  /// commit 4e95d3a109ef3e09c9954b969208341fb7726312.
  static let flutterExpected: [(x: Double, y: Double)] = [
    (219.59280094228163, 1304.701682306001), (355.71046950050845, 967.2112857054104),
    (12.657970884022308, -36.90447839251946), (714.1399654786744, -2561.534447931869),
    (-19.668121066218564, -2910.105747052462), (646.8690114934209, 2976.977762577527),
    (396.6988447819592, 2106.225572911095), (298.31594440044495, -3660.8315955215294),
    (-1.7334232785165882, -3288.13174127454), (384.6361280392334, -2645.6612524779835),
    (176.37900397918557, 2711.2542876273264), (396.9328560260098, 4280.651578291764),
    (-71.51939428321249, 3716.7385187526947),
  ]

  @Test func everyStrokeReleasesAtFlutterVelocityWithinOnePercent() throws {
    let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: Self.url)) as? [String: Any])
    let events = try #require(object["main"] as? [[String: Any]])
    var lines = [#"{"kind":"header","producer":"flutter velocity_tracker_data.dart","scene":"strokes"}"#]
    for event in events {
      let type = try #require(event["type"] as? String)
      let milliseconds = try #require(event["t_ms"] as? Int)
      let x = try #require(event["x"] as? Double)
      let y = try #require(event["y"] as? Double)
      let phase = ["down": "began", "move": "moved", "up": "ended"][type] ?? "?"
      lines.append(#"{"kind":"touch","t_ns":\#(milliseconds * 1_000_000),"id":1,"phase":"\#(phase)","x":\#(x),"y":\#(y)}"#)
    }
    let trace = try scratch().appendingPathComponent("flutter.trace").path
    let imported = try seamless(["import", "--format", "jsonl", "-", "-o", trace], input: lines.joined(separator: "\n"))
    try #require(imported.status == 0, "\(imported.stderr)")
    let result = try seamless(["velocity", trace, "--json"])
    try #require(result.status == 0, "\(result.stderr)")
    let lifts = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    try #require(lifts.count == Self.flutterExpected.count)
    var worst = 0.0
    for (index, (lift, expected)) in zip(lifts, Self.flutterExpected).enumerated() {
      let vx = try #require(lift["vx"] as? Double)
      let vy = try #require(lift["vy"] as? Double)
      // Relative to the stroke's speed: the 1/64 pt grid of the file moves a slow axis by more
      // than 1 % of itself (stroke 2 is 37 px/s).
      let speed = (expected.x * expected.x + expected.y * expected.y).squareRoot()
      let error = max(abs(vx - expected.x), abs(vy - expected.y)) / speed
      worst = max(worst, error)
      #expect(error < 0.01, "stroke \(index): (\(vx), \(vy)) pt/s, Flutter (\(expected.x), \(expected.y))")
    }
    #expect(worst < 0.01)
  }
}
