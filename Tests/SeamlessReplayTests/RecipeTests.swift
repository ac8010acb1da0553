import Foundation
import SeamlessReplay
import SeamlessTrace
import Testing

@Suite struct RecipeTests {
  private func recipe(_ name: String) throws -> Recipe {
    try Recipe(json: String(contentsOf: fixturesDirectory.appendingPathComponent("recipes/\(name).json"), encoding: .utf8))
  }

  @Test(arguments: ["tap-drag-fling", "pinch-rotate", "drags-and-flings-60s"])
  func fixtureRecipesSynthesiseValidTraces(name: String) throws {
    let trace = try recipe(name).synthesize()
    var validator = TouchSequenceValidator()
    for event in trace.events { try validator.validate(event) }
    #expect(validator.touchesDown.isEmpty)
    #expect(trace.header.recipe != nil)
    // Deterministic: the same recipe gives the same bytes.
    #expect(try trace.encoded() == recipe(name).synthesize().encoded())
    // What is synthesised is what the file stores.
    #expect(try Trace(bytes: trace.encoded()) == trace)
  }

  @Test func sizeOfSixtySecondsOfDragsAndFlings() throws {
    let trace = try recipe("drags-and-flings-60s").synthesize()
    let touches = trace.events.filter { if case .touch = $0 { true } else { false } }.count
    #expect(touches >= 5000)
    let duration = Double((trace.events.last?.time ?? 0) - (trace.events.first?.time ?? 0)) / 1e9
    #expect(duration > 55 && duration <= 60)
    let bytes = try trace.encoded(options: TraceWriterOptions(flushPolicy: .onClose))
    let perSample = Double(bytes.count) / Double(touches)
    #expect(perSample <= 2.5, "\(perSample) bytes per touch sample (\(bytes.count) bytes, \(touches) samples)")
    let jsonl = ([TraceJSONLines.line(for: trace.header)] + trace.events.map(TraceJSONLines.line(for:))).joined(separator: "\n") + "\n"
    let gzippedJSONLines = try gzipped(Array(jsonl.utf8))
    #expect(bytes.count * 4 <= gzippedJSONLines.count, "trace \(bytes.count) bytes, gzip'd JSON Lines \(gzippedJSONLines.count) bytes")
  }

  @Test func timelineTimingAtAndAfter() throws {
    let trace = try Recipe(
      json: """
        {"version": 1, "timeline": [
          {"at": 1.0, "gesture": "tap", "at_point": [10, 10], "hold": 0.1},
          {"after": 0.5, "marker": "m"},
          {"after": 0.25, "stall": 0.2},
          {"after": 0, "command": "c", "args": [{"name": "n", "integer": 3}, {"name": "p", "point": [1, 2]}]},
          {"at": 0.5, "frame_rate": 60}
        ]}
        """
    ).synthesize()
    #expect(trace.events.map(\.time) == [500_000_000, 1_000_000_000, 1_100_000_000, 1_600_000_000, 1_850_000_000, 2_050_000_000])
    #expect(trace.events[4] == .system(SystemEvent(time: 1_850_000_000, kind: .stall(duration: 200_000_000))))
    #expect(
      trace.events[5]
        == .command(
          TraceCommand(
            time: 2_050_000_000, name: "c", arguments: [.init(name: "n", value: .integer(3)), .init(name: "p", value: .point(x: 1, y: 2))]))
    )
  }

  @Test func overlappingGesturesGetDistinctIDs() throws {
    let trace = try Recipe(
      json: """
        {"version": 1, "timeline": [
          {"at": 0, "gesture": "drag", "from": [10, 10], "to": [200, 10], "duration": 1},
          {"at": 0.5, "gesture": "tap", "at_point": [100, 500]}
        ]}
        """
    ).synthesize()
    let ids = Set(trace.events.compactMap { if case .touch(let t) = $0 { t.touchID } else { nil } })
    #expect(ids == [1, 2])
  }

  @Test func canonicalRecipeIsStoredInTheHeader() throws {
    let recipe = try Recipe(json: #"{"timeline": [], "version": 1, "seed": 18446744073709551615}"#)
    #expect(recipe.canonicalJSON == #"{"seed":18446744073709551615,"timeline":[],"version":1}"#)
    let trace = try recipe.synthesize()
    #expect(trace.header.seed == UInt64.max)
    #expect(trace.header.recipe == recipe.canonicalJSON)
  }

  @Test(arguments: [
    (#"{"version": 2, "timeline": []}"#, "version: recipe version 2 is not supported"),
    (#"{"timeline": []}"#, "version: missing"),
    (#"{"version": 1, "timeline": [], "colour": 1}"#, "colour: unknown key"),
    (#"{"version": 1, "timeline": [{"at": 0, "gesture": "swirl"}]}"#, "timeline[0].gesture: unknown gesture \"swirl\""),
    (#"{"version": 1, "timeline": [{"at": 0, "gesture": "drag", "from": [1, 2]}]}"#, "timeline[0].to: missing"),
    (#"{"version": 1, "timeline": [{"at": 0, "gesture": "drag", "from": [1], "to": [1, 2]}]}"#, "timeline[0].from: expected a point"),
    (
      #"{"version": 1, "timeline": [{"at": 0, "gesture": "fling", "from": [100, 100], "velocity": [0, 100], "duration": 0.05}]}"#,
      "timeline[0]: fling: duration 0.05 s is shorter than the 0.117 s a 120 Hz fling needs"
    ),
    (#"{"version": 1, "timeline": [{"at": 0, "after": 1, "marker": "x"}]}"#, "timeline[0]: give either \"at\" or \"after\""),
    (#"{"version": 1, "timeline": [{"at": 0, "marker": "x", "stall": 1}]}"#, "timeline[0]: needs exactly one of"),
    (#"{"version": 1, "timeline": [{"at": -1, "marker": "x"}]}"#, "timeline[0].at: -1.0 s is before the start"),
    (
      #"{"version": 1, "timeline": [{"at": 0, "gesture": "tap", "at_point": [1, 1], "easing": "linear"}]}"#,
      "timeline[0].easing: unknown key"
    ),
    (#"{"version": 1, "touch_hz": 0, "timeline": []}"#, "touch_hz: 0 Hz is outside"),
    (#"{"version": 1, "timeline": [{"at": 0, "orientation": "sideways"}]}"#, "timeline[0].orientation: unknown orientation"),
    ("not json", "not valid JSON"),
    (#"{"version": 1, "timeline": [{"at": 1e30, "marker": "x"}]}"#, "timeline[0].at: 1e+30 s is after the latest allowed start"),
    (
      #"{"version": 1, "timeline": [{"after": 900000, "marker": "x"}, {"after": 900000, "marker": "y"}]}"#,
      "timeline[1]: starts at 1800000.0 s, after the latest"
    ),
    (#"{"version": 1, "timeline": [{"at": 0, "stall": 1e300}]}"#, "timeline[0].stall: a stall of 1e+300 s is outside"),
    (
      #"{"version": 1, "timeline": [{"at": 0, "gesture": "drag", "from": [1, 1], "to": [2, 2], "duration": 1e9}]}"#,
      "timeline[0]: drag: duration"
    ),
  ])
  func errorsNameThePlace(json: String, prefix: String) {
    do {
      _ = try Recipe(json: json).synthesize()
      Issue.record("expected an error for \(json)")
    } catch {
      #expect(error.description.hasPrefix(prefix), "\(error)")
    }
  }
}

/// gzip through the system's gzip, level 6 (its default), as a user would compress JSON Lines.
func gzipped(_ bytes: [UInt8]) throws -> [UInt8] {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["gzip", "-6", "-c"]
  let input = Pipe()
  let output = Pipe()
  process.standardInput = input
  process.standardOutput = output
  try process.run()
  input.fileHandleForWriting.write(Data(bytes))
  try input.fileHandleForWriting.close()
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return Array(data)
}
