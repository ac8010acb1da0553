import SeamlessEngine

/// No jumps where animations meet: at every presentation transition the value is
/// continuous, and where the view was already moving when an animation took over (a
/// retarget, a property animator continued with new timing), so is the velocity
/// (WWDC 2014 session 236, “Building Interruptible and Responsive Interactions”, the three transitions; WWDC 2017 session 230 (“Advanced Animations with UIKit”), interruptible animators).
///
/// Reads `presentation-transition` entries, each with exact left and right limits: animations
/// added (additive, from-current-state, absolute), natural ends, removals (with or without
/// promotion: a catch), property animators stopped, paused, scrubbed, continued, reversed
/// and finished. Value continuity applies to all of them, judged as the eye sees it: a step under
/// half a device pixel at the trace's display scale is invisible (a size change by its edges,
/// which move half as far; scale and rotation by how far the view's farthest corner moves;
/// alpha by one level of 255; a whole turn of rotation is no step at all). Larger steps must be
/// within rounding (``ContinuityTolerance``), with three kinds of slack, each named in the message:
///
/// - a spring's natural end may step by its settling epsilon of the distance;
/// - a scrub (`fractionComplete` set) while a finger holds the view may move it twice as far as
///   the fingers moved since the property's previous transition (the view follows the finger;
///   an animator paused and re-based at its progress scrubs the rest of its way faster than
///   uniformly when its spring was behind its fraction); a view inside another view a finger
///   holds (a label morphing in a dragged panel) scrubs at its animator's own rate, unjudged
///   here: the panel's scrub is judged;
///   a scrub with no finger down is a jump the app asked for;
/// - `finishAnimation(at: .start / .end)` with no finger holding the view is a jump the app
///   asked for; under a finger it is a jump like any other.
///
/// An animation's natural end is judged with whatever follows it at the same journal instant:
/// when a new animation of the property begins there from where the ended one left it (a fade
/// in begun as a fade out ends), the eye sees one continuous value, not the model step between.
///
/// Velocity continuity (exact: the analytic limits) applies to animations of geometric properties added, and animators
/// continued, while the view was visibly moving (left velocity over half a device pixel per 60 Hz frame); alpha and corner radius,
/// which UIKit never animates additively, need only keep their value (a
/// `beginFromCurrentState` fade reversing another). Pauses, stops and reversals change velocity by
/// definition; a release from a finger is ``ReleaseVelocity``'s business.
///
/// ```swift
/// ContinuityAtTransitions().check(run)
/// // ["t=0.500000000 s: card.centerY added-absolute: value left 350.0 pt, right 100.0 pt (jump 250.0 > 0.0)"]
/// ```
public struct ContinuityAtTransitions: Invariant {
  public let name = InvariantName.continuity.rawValue
  public let summary = "presentation values never jump at a transition, nor do velocities at a retarget"
  public var tolerance: ContinuityTolerance

  public init(tolerance: ContinuityTolerance = ContinuityTolerance()) {
    self.tolerance = tolerance
  }

  public func makeChecker(for run: ReplayRun) -> any InvariantChecker {
    Checker(tolerance: tolerance, engine: run.engine, pointsPerPixel: run.pointsPerPixel)
  }

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

    private unowned let engine: Engine
    let pointsPerPixel: Double
    @exclusivity(unchecked) private var transitions = 0

    init(tolerance: ContinuityTolerance, engine: Engine, pointsPerPixel: Double) {
      self.tolerance = tolerance
      self.engine = engine
      self.pointsPerPixel = pointsPerPixel
    }

    var judgedCount: Int? { transitions }
    var judged: String? { "\(transitions) transition\(transitions == 1 ? "" : "s") judged" }

    /// A visible jump at an animation's end, held until the journal's instant is over: the app may start a
    /// new animation of the property at that same instant from where the ended one left it (a fade
    /// in begun as a fade out ends), and then the eye sees no jump.
    private struct PendingEnd {
      var key: Key
      /// The journal entry's instant (what else happens then can continue it).
      var instant: Instant
      /// The transition's own instant (where the violation is reported).
      var at: Instant
      var left: Double
      var limit: Double
      var message: String
      var view: String
      var phase: FailurePhase
    }
    @exclusivity(unchecked) private var pendingEnd: PendingEnd?

    private func flushPendingEnd() {
      guard let pending = pendingEnd else { return }
      pendingEnd = nil
      log.append(at: pending.at, pending.message, view: pending.view, phase: pending.phase)
    }

    func observe(_ entry: JournalEntry) {
      if let pending = pendingEnd {
        if case .presentationTransition(let t) = entry.event, entry.instant == pending.instant,
          Key(view: t.view, property: t.property) == pending.key
        {
          // The same property again at the same instant: shown on from where the end left it?
          if abs(t.left.value - pending.left) <= pending.limit { pendingEnd = nil } else { flushPendingEnd() }
        } else if entry.instant != pending.instant {
          flushPendingEnd()
        }
      }
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
        check(t, at: entry.instant)
      }
    }

    private func check(_ t: PresentationTransition, at entryInstant: Instant) {
      transitions += 1
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
      // Under a finger: taking hold of a moving view is a catch; a scrub, or anything else, the drag.
      let phase: FailurePhase = t.held ? (t.cause.takesHold && t.cause != .scrubbed ? .catch : .drag) : .transition
      switch t.cause {
      case .finished:
        // Finishing at the start or end values is a jump the app asks for, unless a finger holds the view.
        guard t.held else { return }
      case .scrubbed:
        // A view morphing inside a view the finger holds (a label scrubbed inside a dragged
        // panel) moves with the scrub at the animator's own rate, however fast: its container's
        // scrub is what follows the finger, and is judged.
        guard t.held, !ridesInsideHeldView(t.view) else { return }
        // A paused animator re-based at its progress scrubs the rest of its way up to faster
        // than uniformly (a spring behind its fraction): twice the fingers' travel.
        let allowed = 2 * travelled * tolerance.scrubRatio
        if allowed > limit {
          limit += allowed
          slack = ", twice the \(format(travelled)) pt the fingers moved since the previous transition"
        }
      case .ended:
        if t.allowance > 0 {
          limit = max(limit, t.allowance * 1.001)
          slack = ", a spring's settling allowance"
        }
      case .added, .removed, .stopped, .paused, .continued, .reversed:
        break
      }
      var valueJump = abs(t.right.value - t.left.value)
      if t.property == .rotation && valueJump.isFinite {
        // A whole turn shows the same: a rotation is seen modulo 2π.
        valueJump = abs((t.right.value - t.left.value).remainder(dividingBy: 2 * Double.pi))
      }
      let visible = valueJump > limit && valueJump.isFinite ? visibleStep(t.view, t.property) : 0
      if !(valueJump <= limit), valueJump.isFinite, valueJump <= visible {
        // Under half a device pixel (alpha: 1/255), the eye sees no jump.
        return
      }
      if !(valueJump <= limit) {
        // Say the bar the jump cleared: the smallest visible step when it is the higher one.
        let bar =
          visible > limit
          ? "\(formatTolerance(visible)), \(visibleStepMeaning(t.property))"
          : "\(formatTolerance(limit))\(slack)"
        let message =
          "\(place): value left \(format(t.left.value))\(valueUnit), right \(format(t.right.value))\(valueUnit) "
          + "(jump \(formatTolerance(valueJump)) > \(bar))"
        if case .ended = t.cause {
          flushPendingEnd()
          pendingEnd = PendingEnd(
            key: key, instant: entryInstant, at: t.instant, left: t.left.value, limit: max(limit, visible), message: message, view: t.view,
            phase: phase)
        } else {
          log.append(at: t.instant, message, view: t.view, phase: phase)
        }
      }
      switch t.cause {
      case .added, .continued: break
      case .ended, .removed, .stopped, .finished, .paused, .scrubbed, .reversed: return
      }
      // Alpha and corner radius never animate additively in UIKit: the best a retarget can do
      // is begin from the current state, which keeps the value but not the velocity.
      // A view moving less than half a device pixel a frame (at 60 Hz) is at rest to the eye: an
      // animation that starts it moving is not a retarget (a straggler's residual 0.3 pt/s is no
      // velocity to keep).
      guard t.property.isGeometric, t.left.velocity != 0, abs(t.left.velocity) / 60 > visibleStep(t.view, t.property) else {
        return
      }
      let velocityJump = abs(t.right.velocity - t.left.velocity)
      let velocityLimit = tolerance.rounding(t.left.velocity, t.right.velocity)
      if !(velocityJump <= velocityLimit) {
        log.append(
          at: t.instant,
          "\(place): velocity left \(format(t.left.velocity))\(velocityUnit), right "
            + "\(format(t.right.velocity))\(velocityUnit) (jump \(formatTolerance(velocityJump)) > \(formatTolerance(velocityLimit)))",
          view: t.view, phase: phase)
      }
    }

    /// The largest step of `property` the eye cannot see on the view named `name`
    /// (`ViewProperty.visibleStep(on:pointsPerPixel:)` at its size; 0 for a
    /// scale or rotation of a view no longer in the window).
    func visibleStep(_ name: String, _ property: ViewProperty) -> Double {
      switch property {
      case .scaleX, .scaleY, .rotation, .shear:
        guard let size = engine.window.firstDescendant(where: { $0.name == name })?.bounds.size else { return 0 }
        return property.visibleStep(on: size, pointsPerPixel: pointsPerPixel)
      default:
        return property.visibleStep(on: .zero, pointsPerPixel: pointsPerPixel)
      }
    }

    /// What ``visibleStep(_:_:)`` stands for, for messages.
    func visibleStepMeaning(_ property: ViewProperty) -> String {
      let scale = pointsPerPixel > 0 ? format(1 / pointsPerPixel) : "?"
      switch property {
      case .centerX, .centerY, .translationX, .translationY, .boundsX, .boundsY, .cornerRadius:
        return "half a device pixel at \(scale)×, the smallest step the eye sees"
      case .boundsWidth, .boundsHeight: return "a device pixel at \(scale)× (each edge moves half), the smallest step the eye sees"
      case .alpha: return "one level of 255, the smallest step the eye sees"
      case .scaleX, .scaleY, .rotation, .shear:
        return "moving the farthest corner half a device pixel at \(scale)×, the smallest step the eye sees"
      }
    }

    /// Whether the view named `name` lies inside another view a finger holds.
    private func ridesInsideHeldView(_ name: String) -> Bool {
      var ancestor = engine.window.firstDescendant { $0.name == name }?.superview
      while let view = ancestor, view !== engine.window {
        if engine.sampler.isHeldByFinger(view) { return true }
        ancestor = view.superview
      }
      return false
    }

    func finish(_ run: ReplayRun) -> [InvariantViolation] {
      flushPendingEnd()
      return log.violations
    }
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
