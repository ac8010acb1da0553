import Foundation
import SeamlessEngine
import SeamlessTrace

/// One touch's lift and the velocity a pan recognizer would have measured at it.
///
/// ``scan(_:strategy:)`` keeps one ``VelocityTracker`` per touch id, feeds it every sample
/// of that touch (began, moved and stationary, in trace order) and reads the velocity at
/// the time of the ending sample (zero when the finger had not moved for 40 ms); a `began`
/// starts the tracker afresh. The ending sample itself is not fed: as a pan recognizer,
/// Android and Flutter, its position is not movement.
///
/// ```swift
/// let reader = try TraceReader(path: "fling.trace")
/// for release in try TouchRelease.scan(reader, strategy: .lsq2) {
///   print(release.touchID, release.velocity)   // 1 (0.0, -1500.0) pt/s
/// }
/// ```
struct TouchRelease {
  /// The touch that lifted.
  var touchID: UInt32
  /// The time of the ending sample, ns.
  var time: Int64
  /// `ended` or `cancelled`.
  var phase: TouchPhase
  /// The release velocity in pt/s.
  var velocity: Point

  /// Every release in `reader`'s remaining events, in trace order.
  static func scan(_ reader: TraceReader, strategy: VelocityEstimationStrategy) throws -> [TouchRelease] {
    var trackers: [UInt32: VelocityTracker] = [:]
    var releases: [TouchRelease] = []
    while let event = try reader.next() {
      guard case .touch(let touch) = event else { continue }
      let position = Point(x: touch.x, y: touch.y)
      switch touch.phase {
      case .began:
        var tracker = VelocityTracker(strategy: strategy)
        tracker.addSample(time: touch.time, position: position)
        trackers[touch.touchID] = tracker
      case .moved, .stationary:
        trackers[touch.touchID, default: VelocityTracker(strategy: strategy)].addSample(time: touch.time, position: position)
      case .ended, .cancelled:
        let tracker = trackers.removeValue(forKey: touch.touchID) ?? VelocityTracker(strategy: strategy)
        releases.append(
          TouchRelease(touchID: touch.touchID, time: touch.time, phase: touch.phase, velocity: tracker.velocity(at: touch.time)))
      }
    }
    return releases
  }

  /// `t=0.300000 s  touch 1  vx=0.00 vy=-1500.00 pt/s`, with `  (cancelled)` for a
  /// cancelled touch.
  var text: String {
    var line =
      "t=\(String(format: "%.6f", Double(time) / 1e9)) s  touch \(touchID)  vx=\(Self.fixed(velocity.x)) vy=\(Self.fixed(velocity.y)) pt/s"
    if phase == .cancelled { line += "  (cancelled)" }
    return line
  }

  /// `{"id":1,"t_ns":300000000,"phase":"ended","vx":0.0,"vy":-1500.0}`.
  var json: String {
    var object = JSONObjectWriter()
    object.add("id", touchID)
    object.add("t_ns", time)
    object.add("phase", phase.name)
    object.add("vx", velocity.x)
    object.add("vy", velocity.y)
    return object.text
  }

  /// Two decimals, without a minus sign on a value that rounds to zero.
  private static func fixed(_ value: Double) -> String {
    let text = String(format: "%.2f", value)
    return text == "-0.00" ? "0.00" : text
  }
}
