import Foundation
import SeamlessEngine

/// Flutter's recorded touch data for its velocity tracker tests, read from the shared
/// reference file `../shared/reference/flutter_velocity_tracker_events.json` (next to the
/// repository's checkout; absent elsewhere, and then the tests that need it are skipped).
///
/// The file is `velocityEventData` and `interruptedVelocityEventData` of
/// flutter/flutter `packages/flutter/test/gestures/velocity_tracker_data.dart` converted
/// to JSON: times in integer milliseconds, positions in logical pixels.
///
/// ```swift
/// let recording = try FlutterVelocityRecording.load()
/// let lifts = recording.liftVelocities(recording.main, strategy: .lsq2)   // 13 values
/// ```
struct FlutterVelocityRecording: Decodable {
  /// One pointer event: `down`, `move` or `up`.
  struct Event: Decodable {
    var type: String
    var t_ms: Int64
    var pointer: Int
    var x: Double
    var y: Double
  }

  /// What a tracker reports at one `up` event.
  struct Lift {
    var velocity: Point
    var windowSampleCount: Int
  }

  var main: [Event]
  var interrupted: [Event]

  static let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("../../../shared/reference/flutter_velocity_tracker_events.json")
    .standardizedFileURL

  static var isAvailable: Bool { FileManager.default.fileExists(atPath: url.path) }

  static func load() throws -> FlutterVelocityRecording {
    try JSONDecoder().decode(FlutterVelocityRecording.self, from: Data(contentsOf: url))
  }

  /// Feeds ONE tracker with every event in order, as Flutter's test does (it never resets
  /// between pointers): `down` and `move` add a sample, `up` reads the velocity.
  func liftVelocities(_ events: [Event], strategy: VelocityEstimationStrategy) -> [Lift] {
    var tracker = VelocityTracker(strategy: strategy)
    var lifts: [Lift] = []
    for event in events {
      switch event.type {
      case "down", "move":
        tracker.addSample(time: event.t_ms * 1_000_000, position: Point(x: event.x, y: event.y))
      case "up":
        lifts.append(Lift(velocity: tracker.velocity(), windowSampleCount: tracker.windowSampleCount))
      default:
        break  // The file has no other kinds; a new one would not be a pointer sample.
      }
    }
    return lifts
  }
}
