import SeamlessEngine

/// What the user sees never jumps: between two consecutive frames a view moves no farther
/// than its velocities allow (a one-frame spike is a teleport), and nothing on screen is NaN
/// or infinite.
///
/// Reads the `FrameSampler`'s presentation samples of every view something touched. For
/// each property, the change between frames *k − 1* and *k* (interval *Δt*) may be at most
///
///     1.5 × max(|v(k−1)|, |v(k)|) × Δt  +  slack
///
/// with the analytic velocities on both sides, and on both sides of any presentation
/// transition of the property inside the interval (a catch that stops a view mid-frame)
/// (1.5 covers a velocity peak inside the
/// interval; the slack, 1 pt for positions and sizes, 0.01 for scale, 0.01 rad, 0.02 of
/// alpha, covers a spring snapping to its target within its settling epsilon). For a view
/// a dynamic animator moves, *Δt* is the time since the main thread last ran (after a stall
/// the physics catches up at once: a hitch, reported as one, not a teleport), its velocity
/// at the start of the frame's physics counts too (a throw a contact stops within the frame),
/// and its position may also move at the physics' push-out speed
/// (`DynamicAnimator.maximumPushOutSpeed`, 400 pt/s) for one physics step more than *Δt*
/// (steps fall on a fixed grid, so a frame can run one more), which separates overlapping
/// items without showing in their velocity.
///
/// A scroll view's content offset (its bounds origin) is a position too: under a finger it may
/// move as far as the finger did; while the content moves by itself it may move as far as that
/// motion took it since its last step (over a stall too), and an offset the app sets then is
/// judged against that motion, not exempt as a deliberate move.
///
/// A scrub (a paused property animator's `fractionComplete` set) moves the view as far as
/// asked: that distance is allowed here, and judged by `continuity` and `follows-finger`.
///
/// Exempt: a value the app set without animation when no finger held the view and no
/// animation of it was in flight (moving a view at rest deliberately: `performWithoutAnimation`,
/// a gesture's action, a command). Two such writes snap what the eye sees, and are judged as
/// motion, with half a device pixel (alpha 1/255; scale and rotation by the farthest corner) as
/// their slack: one made while an animation of the property is in flight (an alpha reset outside
/// a block mid-fade; unless the view is fully transparent on both frames), and one a completion
/// handler makes while the view is seen (a snap at the end of a transition: a card put back
/// home at full alpha). A completion's write to a view that is hidden, fully transparent or off
/// the window's bounds on either frame (on both, for alpha: a view that pops in or out is seen)
/// is not judged: resetting what nobody sees is how transitions clean up. Rotation is compared
/// as seen: a whole turn is no jump. A
/// value set without animation by the code handling a finger that holds the view is not
/// exempt: it may move as far as that finger moved since the previous frame (times the
/// drag's `FingerFollowing.scale`) — a pan handler that sets the centre to the touch
/// location instead of adding the translation jumps by the grab offset. Non-position
/// properties that a finger sets directly (a pinch's scale) are exempt too.
///
/// An animation with `.repeat` and no `.autoreverse` jumps back to its start at the end of
/// each pass, as the app asked: that jump is allowed. So is the same loop written by hand: a
/// completion handler that sets the property back and starts the animation that just ended
/// again (see `settles`) makes no snap at that transition's end.
///
/// A view taken out of the window while an animation is still moving it vanishes
/// mid-flight, which is a jump too (WWDC 2014 session 236, “Building Interruptible and Responsive Interactions”, Toggle Bird: a postamble that runs
/// in every completion removes the bird while a later transition still animates it).
///
/// Cannot see: jumps between frames that come back before the next frame (invisible
/// anyway); a discrete keyframe animation of geometry counts as teleporting (exclude the
/// view with ``ignoredViews``).
///
/// ```swift
/// NoTeleport()   // ["t=0.216 s: box.centerY moved 48.2 pt in one frame (8.3 ms) at 0.0 → 0.0 pt/s (allowed 1.0 pt) …"]
/// ```
public struct NoTeleport: Invariant {
  public let name = InvariantName.noTeleport.rawValue
  public let summary = "between frames no view moves farther than its velocities allow, and nothing shown is non-finite"
  /// Views (by name) not checked.
  public var ignoredViews: Set<String>

  public init(ignoredViews: Set<String> = []) {
    self.ignoredViews = ignoredViews
  }

  public func makeChecker(for run: ReplayRun) -> any InvariantChecker {
    Checker(ignoredViews: ignoredViews, pointsPerPixel: run.pointsPerPixel)
  }

  /// The slack for `property`: what a spring's snap to its target may add.
  static func slack(_ property: ViewProperty) -> Double {
    switch property {
    case .centerX, .centerY, .boundsWidth, .boundsHeight, .boundsX, .boundsY, .translationX, .translationY, .cornerRadius: 1
    case .scaleX, .scaleY, .rotation, .shear: 0.01
    case .alpha: 0.02
    }
  }

  final class Checker: InvariantChecker {
    var journalInterests: JournalEventKinds { [.presentationTransition] }
    var samplesFrames: Bool { true }
    let ignoredViews: Set<String>
    @exclusivity(unchecked) var log = ViolationLog()
    /// (view, property) pairs already reported as non-finite.
    @exclusivity(unchecked) var nonFinite: Set<String> = []
    /// The fastest either side of a presentation transition moved each (view, property)
    /// since the last frame: a catch or stop within the frame leaves no trace in the samples.
    @exclusivity(unchecked) private var transitionSpeeds: [TransitionKey: Double] = [:]

    private struct TransitionKey: Hashable {
      var view: String
      var property: ViewProperty
    }

    /// How far scrubs moved each (view, property) since the last frame: a scrub is a jump
    /// someone asked for (a finger, judged by `continuity` and `follows-finger`, or the app).
    @exclusivity(unchecked) private var scrubbed: [TransitionKey: Double] = [:]

    func observe(_ entry: JournalEntry) {
      guard case .presentationTransition(let t) = entry.event else { return }
      let key = TransitionKey(view: t.view, property: t.property)
      transitionSpeeds[key] = max(transitionSpeeds[key] ?? 0, abs(t.left.velocity), abs(t.right.velocity))
      if t.cause == .scrubbed { scrubbed[key, default: 0] += abs(t.right.value - t.left.value) }
    }

    /// The size of a device pixel (pt) at the trace's display scale.
    let pointsPerPixel: Double

    init(ignoredViews: Set<String>, pointsPerPixel: Double) {
      self.ignoredViews = ignoredViews
      self.pointsPerPixel = pointsPerPixel
    }

    /// Per slot, whether the view is one of ``ignoredViews`` (a slot keeps its view's name).
    @exclusivity(unchecked) private var ignoredSlots: [Bool] = []

    /// Frames sampled with at least one view to judge.
    @exclusivity(unchecked) private var frames = 0

    var judgedCount: Int? { frames }
    var judged: String? { "\(frames) frame\(frames == 1 ? "" : "s") judged" }

    func frameSampled(_ sampler: FrameSampler) {
      let time = sampler.frame.time
      if sampler.sampledCount > 0 { frames &+= 1 }
      while ignoredSlots.count < sampler.sampledCount {
        ignoredSlots.append(ignoredViews.contains(sampler.names[ignoredSlots.count]))
      }
      // This frame's arrays, read once (not through the sampler per property).
      let values = sampler.values
      let velocities = sampler.velocities
      let previousValues = sampler.previousValues
      let previousVelocities = sampler.previousVelocities
      let names = sampler.names
      let stride = FrameSampler.propertyCount
      for slot in 0..<sampler.sampledCount where !ignoredSlots[slot] {
        let name = names[slot]
        // The slot's flags, read once (each read of a sampler array from here is a call).
        let state = sampler.state(of: slot)
        guard state.isOnScreen else {
          // Taken off screen while its animations still move it: it vanishes mid-flight.
          if state.hasPrevious && state.isAnimating {
            log.append(
              at: time,
              "\(name) left the window before frame \(sampler.frame.index) while an animation was still moving it: it "
                + "vanished mid-flight (a postamble that ran before the last transition ended?)", view: name, phase: .transition)
          }
          continue
        }
        let isDynamicsDriven = state.isDynamicsDriven
        let isScrollDriven = state.isScrollDriven
        // Main-thread motion (physics, a scroll view's deceleration) catches up after a stall
        // at once: a hitch, reported as one, not a teleport.
        let interval = isDynamicsDriven || isScrollDriven ? sampler.mainThreadInterval : sampler.interval
        let seconds = Double(interval.nanoseconds) / 1e9
        let hasPrevious = state.hasPrevious
        // Most frames every property moves within what its velocities alone allow: what the
        // checks below add to that allowance (a transition's speed, a scrub, the physics, a
        // finger) only widens it, and what they skip only passes, so such a slot passes.
        // (Not for a view the physics moved: its allowance also reads its start velocity.)
        if hasPrevious && !isDynamicsDriven && !isScrollDriven
          && Self.movesWithinVelocities(
            values, velocities, previousValues, previousVelocities, from: slot * stride, seconds: seconds)
        {
          continue
        }
        let directWrites = state.directWrites
        let midAnimationWrites = state.midAnimationWrites
        let completionWrites = state.completionWrites
        // Whether the eye could see the view on each frame (asked only of a completion's write).
        var seen: (previous: Bool, current: Bool)?
        let fingerWrites = state.fingerWrites
        // What the eye cannot see does not snap: a view shown fully transparent on both frames.
        let alphaIndex = slot * stride + Int(ViewProperty.alpha.rawValue)
        let invisible = hasPrevious && max(abs(values[alphaIndex]), abs(previousValues[alphaIndex])) < 1.0 / 255
        for raw in 0..<stride {
          guard let property = ViewProperty(rawValue: UInt8(raw)) else { continue }
          let index = slot * stride + raw
          let value = values[index]
          let velocity = velocities[index]
          guard value.isFinite && velocity.isFinite else {
            if nonFinite.insert("\(name).\(property)").inserted {
              log.append(
                at: time, "\(name).\(property) is shown as \(value) moving at \(velocity)/s (frame \(sampler.frame.index))",
                view: name)
            }
            continue
          }
          guard hasPrevious else { continue }
          let bit = UInt16(1) << UInt16(property.rawValue)
          // A deliberate write of a view at rest is exempt; one made while an animation of the
          // property is in flight snaps what is shown, and is judged as motion; so is one a
          // completion handler makes to a view the eye sees (at a transition's end).
          let snaps = midAnimationWrites & bit != 0
          var endSnap = false
          if directWrites & bit != 0 {
            if snaps {
              if invisible && property != .alpha { continue }
            } else if completionWrites & bit != 0 {
              let both = seen ?? (sampler.isSeen(slot, previous: true), sampler.isSeen(slot, previous: false))
              seen = both
              // An alpha that pops in or out is seen on one side; geometry must be seen on both.
              guard property == .alpha ? both.previous || both.current : both.previous && both.current else { continue }
              endSnap = true
            } else {
              continue
            }
          }
          let fingerSet = fingerWrites & bit != 0
          if fingerSet && !property.isPosition { continue }
          let previous = previousValues[index]
          let previousVelocity = previousVelocities[index]
          guard previous.isFinite && previousVelocity.isFinite else { continue }
          var speed = max(abs(previousVelocity), abs(velocity))
          if !transitionSpeeds.isEmpty, let during = transitionSpeeds[TransitionKey(view: name, property: property)] {
            speed = max(speed, during)
          }
          // A snap is judged as the eye sees it: its slack is the smallest visible step.
          let slack =
            snaps || endSnap
            ? property.visibleStep(
              on: Size(
                width: values[slot * stride + Int(ViewProperty.boundsWidth.rawValue)],
                height: values[slot * stride + Int(ViewProperty.boundsHeight.rawValue)]),
              pointsPerPixel: pointsPerPixel) : Self.slacks[raw]
          var allowed = Self.allowance(speed: speed, seconds: seconds, slack: slack)
          // Why more was allowed: put in words only for a violation (most frames allow it).
          var because = Allowance.motion
          if !scrubbed.isEmpty, let scrub = scrubbed[TransitionKey(view: name, property: property)] {
            allowed += scrub
            because = .scrubbed(scrub)
          }
          if isDynamicsDriven && property.isPosition {
            // The item may have moved at the velocity it started the frame's physics with
            // (a throw) before a contact stopped it; and contacts push overlapping items apart
            // without that showing in their velocity.
            let start = sampler.dynamicsStartVelocities[slot]
            let startSpeed = property == .centerX ? abs(start.x) : (property == .centerY ? abs(start.y) : 0)
            // Physics steps fall on a fixed 1/240 s grid: a frame whose time lands a
            // nanosecond before a step leaves that step to the next frame, which then runs
            // one step more than its interval holds.
            let stepped = seconds + 1 / Double(DynamicAnimator.stepRate)
            allowed += 1.5 * max(startSpeed - speed, 0) * seconds + DynamicAnimator.maximumPushOutSpeed * stepped
            because = .pushOut
          }
          if isScrollDriven && property.movesSubviews {
            // The scroll view's own motion took the content this far since its last step (a
            // spring accelerating over a long step, after a stall): its own path, not a jump.
            let travel = sampler.scrollStepTravels[slot]
            let own = property == .boundsX ? travel.x : travel.y
            allowed += own
            because = .scrolled(own)
          }
          if fingerSet {
            let travel = state.fingerTravel
            allowed += travel
            because = .finger(travel, countChanged: state.fingerCountChanged)
          } else if snaps {
            because = .snapped
          } else if endSnap {
            because = .snappedAtEnd
          }
          // A whole turn is no jump: rotation is compared as it is seen.
          let moved = property == .rotation ? abs((value - previous).remainder(dividingBy: 2 * .pi)) : abs(value - previous)
          if !(moved <= allowed), let view = sampler.view(slot) {
            // `.repeat` without `.autoreverse` starts each pass again from the start: the jump
            // back the app asked for.
            var jump = 0.0
            for case let animation as ViewAnimation in view.contributions where animation.property == property {
              jump = max(jump, animation.repeatJump(after: time - interval, upTo: time))
            }
            allowed += jump
          }
          if !(moved <= allowed) {
            let unit = ContinuityTolerance.unit(of: property)
            let u = unit.isEmpty ? "" : " \(unit)"
            log.append(
              at: time,
              "\(name).\(property) moved \(format(moved))\(u) in one frame (\(format(seconds * 1000)) ms, frame "
                + "\(sampler.frame.index)): from \(format(previous)) to \(format(value))\(u) at \(format(previousVelocity)) → "
                + "\(format(velocity))\(u)/s (allowed \(format(allowed))\(u)\(because.text))", view: name,
              phase: fingerSet || state.isHeld ? .drag : .transition)
          }
        }
      }
      frameSampledEnd()
    }

    func finish(_ run: ReplayRun) -> [InvariantViolation] { log.violations }

    /// ``slack(_:)`` by raw value.
    private static let slacks = ViewProperty.allCases.map(NoTeleport.slack)

    /// How far a property may move in a frame of `seconds` at `speed` (its faster velocity
    /// either side), before what a transition, scrub, the physics or a finger adds: one
    /// formula for the fast path and the full check, so passing one is passing the other.
    @inline(__always)
    private static func allowance(speed: Double, seconds: Double, slack: Double) -> Double {
      1.5 * speed * seconds + slack
    }

    /// Whether every property of the slot at `base` is finite and moved no farther since the
    /// previous frame than its ``allowance(speed:seconds:slack:)``: the least the check allows.
    private static func movesWithinVelocities(
      _ values: [Double], _ velocities: [Double], _ previousValues: [Double], _ previousVelocities: [Double], from base: Int,
      seconds: Double
    ) -> Bool {
      let count = FrameSampler.propertyCount
      guard base + count <= values.count, base + count <= previousValues.count else { return false }
      for raw in 0..<count {
        let index = base + raw
        let value = values[index]
        let velocity = velocities[index]
        let previous = previousValues[index]
        let previousVelocity = previousVelocities[index]
        guard value.isFinite && velocity.isFinite && previous.isFinite && previousVelocity.isFinite else { return false }
        let speed = max(abs(previousVelocity), abs(velocity))
        guard abs(value - previous) <= allowance(speed: speed, seconds: seconds, slack: slacks[raw]) else { return false }
      }
      return true
    }

    /// What a frame's allowance added to the motion its velocities explain, for the message.
    private enum Allowance {
      /// Nothing: the velocities alone.
      case motion
      /// A scrub moved it this far.
      case scrubbed(Double)
      /// The physics may push overlapping items apart.
      case pushOut
      /// A scroll view's own motion moved it this far.
      case scrolled(Double)
      /// The code handling a finger set it, and the finger moved this far; whether a finger
      /// landed or lifted on the view that frame while another held it.
      case finger(Double, countChanged: Bool)
      /// The app set it outside an animation block while an animation of it was in flight.
      case snapped
      /// A completion handler set it while the view was seen.
      case snappedAtEnd

      var text: String {
        switch self {
        case .motion: ""
        case .scrubbed(let scrub): ", scrubbed \(format(scrub))"
        case .pushOut: ", with the physics' push-out of overlaps"
        case .scrolled(let travel): ", \(format(travel)) pt of it the scroll view's own motion"
        case .finger(let travel, let countChanged):
          ", set by the code handling a finger that moved \(format(travel)) pt"
            + (countChanged
              ? "; the gesture's number of touches changed since its last action (a finger landed or lifted while "
                + "another held on), and its location(in:) is the centroid of its touches, which jumps then "
                + "(its translation(in:) does not)"
              : "")
        case .snapped:
          "; the app set it outside an animation block while an animation of it was in flight, so it snapped (UIKit "
            + "shows such a write at once; animate it, or set the model to what is shown before removing the animation)"
        case .snappedAtEnd:
          "; a completion handler set it without animation while the view was on screen and visible, so it snapped "
            + "as the transition ended (animate it, or set it while the view is hidden, transparent or off screen)"
        }
      }
    }

    func frameSampledEnd() {
      if !transitionSpeeds.isEmpty { transitionSpeeds.removeAll(keepingCapacity: true) }
      if !scrubbed.isEmpty { scrubbed.removeAll(keepingCapacity: true) }
    }
  }
}

extension ViewProperty {
  /// Whether the property is a position on screen: the view's (centre or translation), or
  /// that of what it holds (the bounds origin, a scroll view's content offset).
  var isPosition: Bool {
    switch self {
    case .centerX, .centerY, .translationX, .translationY, .boundsX, .boundsY: true
    case .boundsWidth, .boundsHeight, .scaleX, .scaleY, .rotation, .shear, .alpha, .cornerRadius: false
    }
  }
}
