import SeamlessEngine

/// No jumps where animations meet: at every presentation transition the value is
/// continuous, and where the view was already moving when an animation took over (a
/// retarget, a property animator continued with new timing), so is the velocity
/// (seeds/wwdc2014-236, the three transitions; seeds/wwdc2017-230, interruptible animators).
///
/// Reads `presentation-transition` entries, each with exact left and right limits: animations
/// added (additive, from-current-state, absolute), natural ends, removals (with or without
/// promotion: a catch), property animators stopped, paused, scrubbed, continued, reversed
/// and finished. Value continuity applies to all of them, within rounding
/// (``ContinuityTolerance``), with three kinds of slack, each named in the message:
///
/// - a spring's natural end may step by its settling epsilon of the distance;
/// - a scrub (`fractionComplete` set) while a finger holds the view may move it as far as the
///   fingers moved since the property's previous transition (the view follows the finger);
///   a scrub with no finger down is a jump the app asked for;
/// - `finishAnimation(at: .start / .end)` with no finger holding the view is a jump the app
///   asked for; under a finger it is a jump like any other.
///
/// Velocity continuity applies to animations of geometric properties added, and animators
/// continued, while the view was moving (left velocity not zero); alpha and corner radius,
/// which UIKit never animates additively, need only keep their value (a
/// `beginFromCurrentState` fade reversing another). Pauses, stops and reversals change velocity by
/// definition; a release from a finger is ``ReleaseVelocity``'s business.
///
/// ```swift
/// ContinuityAtTransitions().check(run)
/// // ["t=0.500000000 s: card.centerY added-absolute: value left 350.0 pt, right 100.0 pt (jump 250.0 > 0.0)"]
/// ```
public struct ContinuityAtTransitions: Invariant {
  public let name = "continuity"
  public let summary = "presentation values never jump at a transition, nor do velocities at a retarget"
  public var tolerance: ContinuityTolerance

  public init(tolerance: ContinuityTolerance = ContinuityTolerance()) {
    self.tolerance = tolerance
  }

  public func makeChecker(for run: ReplayRun) -> any InvariantChecker { Checker(tolerance: tolerance) }

  private struct Key: Hashable {
    var view: String
    var property: ViewProperty
  }

  final class Checker: InvariantChecker {
    var journalInterests: JournalEventKinds { [.touchDelivered, .presentationTransition] }
    var samplesFrames: Bool { false }
    let tolerance: ContinuityTolerance
    @exclusivity(unchecked) var log = ViolationLog()
    /// Total distance every finger has moved so far (points).
    @exclusivity(unchecked) var odometer = 0.0
    @exclusivity(unchecked) var fingers: [UInt32: Point] = [:]
    @exclusivity(unchecked) private var odometerAtTransition: [Key: Double] = [:]

    init(tolerance: ContinuityTolerance) {
      self.tolerance = tolerance
    }

    func observe(_ entry: JournalEntry) {
      if case .touchDelivered(let input, _, _) = entry.event {
        let point = Point(x: input.x, y: input.y)
        switch input.phase {
        case .began:
          fingers[input.touchID] = point
        case .moved, .stationary:
          if let last = fingers[input.touchID] { odometer += last.distance(to: point) }
          fingers[input.touchID] = point
        case .ended, .cancelled:
          if let last = fingers[input.touchID] { odometer += last.distance(to: point) }
          fingers[input.touchID] = nil
        }
      } else if case .presentationTransition(let t) = entry.event {
        check(t)
      }
    }

    private func check(_ t: PresentationTransition) {
      let key = Key(view: t.view, property: t.property)
      let travelled = odometer - (odometerAtTransition[key] ?? odometer)
      odometerAtTransition[key] = odometer
      // Put in words only for a violation (most transitions are continuous).
      var unit: String { ContinuityTolerance.unit(of: t.property) }
      var valueUnit: String { unit.isEmpty ? "" : " \(unit)" }
      var velocityUnit: String { unit.isEmpty ? "/s" : " \(unit)/s" }
      var place: String { "\(t.view).\(t.property) \(t.cause.canonicalText)\(t.held ? " under a finger" : "")" }
      var limit = tolerance.rounding(t.left.value, t.right.value)
      var slack = ""
      switch t.cause {
      case .finished:
        // Finishing at the start or end values is a jump the app asks for, unless a finger holds the view.
        guard t.held else { return }
      case .scrubbed:
        guard t.held else { return }
        let allowed = travelled * tolerance.scrubRatio
        if allowed > limit {
          limit += allowed
          slack = ", the fingers moved \(format(travelled)) pt since the previous transition"
        }
      case .ended:
        if t.allowance > 0 {
          limit = max(limit, t.allowance * 1.001)
          slack = ", a spring's settling allowance"
        }
      case .added, .removed, .stopped, .paused, .continued, .reversed:
        break
      }
      let valueJump = abs(t.right.value - t.left.value)
      if !(valueJump <= limit) {
        log.append(
          at: t.instant,
          "\(place): value left \(format(t.left.value))\(valueUnit), right \(format(t.right.value))\(valueUnit) "
            + "(jump \(formatTolerance(valueJump)) > \(formatTolerance(limit))\(slack))")
      }
      switch t.cause {
      case .added, .continued: break
      case .ended, .removed, .stopped, .finished, .paused, .scrubbed, .reversed: return
      }
      // Alpha and corner radius never animate additively in UIKit: the best a retarget can do
      // is begin from the current state, which keeps the value but not the velocity.
      guard t.property.isGeometric, t.left.velocity != 0 else { return }
      let velocityJump = abs(t.right.velocity - t.left.velocity)
      let velocityLimit = tolerance.rounding(t.left.velocity, t.right.velocity)
      if !(velocityJump <= velocityLimit) {
        log.append(
          at: t.instant,
          "\(place): velocity left \(format(t.left.velocity))\(velocityUnit), right "
            + "\(format(t.right.velocity))\(velocityUnit) (jump \(formatTolerance(velocityJump)) > \(formatTolerance(velocityLimit)))")
      }
    }

    func finish(_ run: ReplayRun) -> [InvariantViolation] { log.violations }
  }
}

/// A number with at most three decimals for messages (`350.0`, `-862.069`).
func format(_ value: Double) -> String {
  guard value.isFinite else { return "\(value)" }
  let rounded = (value * 1000).rounded() / 1000
  return "\(rounded == 0 ? 0 : rounded)"
}

/// A tolerance for messages: three decimals when that shows it, else scientific (`3.0e-7`).
func formatTolerance(_ value: Double) -> String {
  guard value.isFinite, value != 0, abs(value) < 0.001 else { return format(value) }
  var mantissa = abs(value)
  var exponent = 0
  while mantissa < 1 {
    mantissa *= 10
    exponent -= 1
  }
  return "\(format(value < 0 ? -mantissa : mantissa))e\(exponent)"
}
