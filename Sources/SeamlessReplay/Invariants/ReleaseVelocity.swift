import SeamlessEngine

/// Gesture → animation: when a finger lifts off a view and an animation of that view's
/// centre starts at the same instant, the animation starts at the finger's velocity
/// (seeds/wwdc2014-236: "the animation starts at the finger's velocity").
///
/// The finger's velocity is estimated from the touch samples delivered for that touch with
/// the engine's ``VelocityTracker`` (LSQ2, as a pan recognizer sees them). Checked: the
/// last finger of a touch sequence lifting after travelling at least `dragDistance` pt (a
/// drag, not a tap) in a sequence that never had a second finger down, and each centre axis of that view that gets an animation then while
/// it was not already animating (its left velocity is 0: it was following the finger, not
/// flying; a tap that retargets a flying view is the continuity invariant's business).
/// Tolerance: the larger of `share` of the finger's speed on that axis and `floor` pt/s.
///
/// ```swift
/// ReleaseVelocity().check(run)
/// // ["t=1.204 s: card.centerY starts at 0.0 pt/s but the finger left at 1500.1 pt/s (tolerance 30.0)"]
/// ```
public struct ReleaseVelocity: Invariant {
  public let name = "release-velocity"
  public let summary = "an animation that takes over from a finger starts at the finger's velocity"
  /// Slack as a share of the finger's speed on the axis.
  public var share = 0.02
  /// Slack in pt/s.
  public var floor = 5.0
  /// How far (pt) a touch must travel to count as a drag: the pan's 10 pt hysteresis.
  public var dragDistance = 10.0

  public init(share: Double = 0.02, floor: Double = 5.0, dragDistance: Double = 10.0) {
    self.share = share
    self.floor = floor
    self.dragDistance = dragDistance
  }

  public func check(_ run: ReplayRun) -> [InvariantViolation] {
    var violations: [InvariantViolation] = []
    var trackers: [UInt32: VelocityTracker] = [:]
    var starts: [UInt32: Point] = [:]
    var travelled: [UInt32: Double] = [:]
    var down: Set<UInt32> = []
    var mostDown = 0  // fingers down at once in the current sequence
    var lifts: [(instant: Instant, view: String, velocity: Point)] = []
    for entry in run.journal.entries {
      guard case .touchDelivered(let input, let view, _) = entry.event else { continue }
      switch input.phase {
      case .began:
        var tracker = VelocityTracker()
        _ = tracker.addSample(time: input.time.nanoseconds, position: Point(x: input.x, y: input.y))
        trackers[input.touchID] = tracker
        starts[input.touchID] = Point(x: input.x, y: input.y)
        travelled[input.touchID] = 0
        down.insert(input.touchID)
        mostDown = max(mostDown, down.count)
      case .moved, .stationary:
        _ = trackers[input.touchID]?.addSample(time: input.time.nanoseconds, position: Point(x: input.x, y: input.y))
        if let start = starts[input.touchID] {
          travelled[input.touchID] = max(travelled[input.touchID] ?? 0, start.distance(to: Point(x: input.x, y: input.y)))
        }
      case .ended:
        _ = trackers[input.touchID]?.addSample(time: input.time.nanoseconds, position: Point(x: input.x, y: input.y))
        down.remove(input.touchID)
        if down.isEmpty, mostDown == 1, let tracker = trackers[input.touchID], (travelled[input.touchID] ?? 0) >= dragDistance {
          lifts.append((entry.instant, view, tracker.velocity()))
        }
        if down.isEmpty { mostDown = 0 }
        trackers[input.touchID] = nil
        starts[input.touchID] = nil
        travelled[input.touchID] = nil
      case .cancelled:
        down.remove(input.touchID)
        if down.isEmpty { mostDown = 0 }
        trackers[input.touchID] = nil
        starts[input.touchID] = nil
        travelled[input.touchID] = nil
      }
    }
    guard !lifts.isEmpty else { return [] }
    var next = 0
    for entry in run.journal.entries {
      guard case .presentationTransition(let t) = entry.event, case .added = t.cause else { continue }
      while next < lifts.count && lifts[next].instant < t.instant { next += 1 }
      guard next < lifts.count, lifts[next].instant == t.instant, lifts[next].view == t.view, t.left.velocity == 0 else {
        continue
      }
      let finger: Double
      switch t.property {
      case .centerX: finger = lifts[next].velocity.x
      case .centerY: finger = lifts[next].velocity.y
      case .boundsWidth, .boundsHeight, .translationX, .translationY, .scaleX, .scaleY, .rotation, .alpha,
        .cornerRadius:
        continue
      }
      let limit = max(floor, share * abs(finger))
      if !(abs(t.right.velocity - finger) <= limit) {
        violations.append(
          InvariantViolation(
            instant: t.instant,
            message: "\(t.view).\(t.property) starts at \(format(t.right.velocity)) pt/s but the finger left at "
              + "\(format(finger)) pt/s (tolerance \(format(limit)))"))
      }
    }
    return violations
  }
}
