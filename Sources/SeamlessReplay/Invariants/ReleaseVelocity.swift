import SeamlessEngine

/// Gesture → animation: whatever takes over a dragged view when the finger lifts starts at
/// the finger's velocity (seeds/wwdc2014-236: "the animation starts at the finger's
/// velocity"; seeds/wwdc2017-230: continue the animator with a spring carrying it;
/// seeds/wwdc2015-229: `addLinearVelocity` to the dynamic item).
///
/// The engine journals each release (`gesture-released`: the recognizer, the velocity it
/// reported — the one the app reads in its `ended` action — and the views it was dragging).
/// At that frame's render, after the `ended` actions have handed over (for a view that
/// dynamics takes over, at the first frame the physics steps it; for a view nothing takes
/// over, 50 ms later), each of those views must be moving at the finger's velocity (times the drag's ``FingerFollowing/scale``) on
/// every axis it follows, whatever moves it: an animation added, a property animator
/// continued or started, a dynamic behavior. The velocity is the frame sampler's: the
/// presentation's analytic velocity of centre and translation in window points, plus the
/// dynamics' item velocity.
///
/// Tolerance: rounding (1e-9 of the larger speed) where the view is animated, since both
/// sides are exact; for a view that dynamics moves, 25 pt/s or 5 % of the finger's speed,
/// whichever is larger, because the physics has already stepped (gravity, resistance, a
/// field) between the hand-off and the frame; an item that began a contact in those steps
/// is not checked (the collision changed its velocity). Views whose gesture declares
/// ``FingerFollowing/handsOffVelocity`` `false` (a slider thumb) are not checked; nor are
/// cancelled gestures.
///
/// ```swift
/// ReleaseVelocity()
/// // ["t=1.204 s: \"card\" moves at (0.0, 0.0) pt/s after \"card-pan\" released it at (0.0, -1500.1) pt/s: y off by 1500.1 …"]
/// ```
public struct ReleaseVelocity: Invariant {
  public let name = "release-velocity"
  public let summary = "whatever takes over a dragged view at the lift starts at the finger's velocity"
  /// Relative tolerance where both sides are analytic.
  public var relative = 1e-9
  /// Slack for views moved by dynamics: the larger of `dynamicsShare` of the finger's speed
  /// and `dynamicsFloor` pt/s.
  public var dynamicsShare = 0.05
  public var dynamicsFloor = 25.0

  /// How long after the lift something may take to start moving a view (a dynamic item
  /// rejoins the world at the animator's next step): 50 ms.
  public static let handOffWindow = TimeSpan.milliseconds(50)

  public init() {}

  public func makeChecker(for run: ReplayRun) -> any InvariantChecker { Checker(invariant: self) }

  private struct Release {
    var instant: Instant
    var recognizer: String
    var velocity: Point
    var views: [String]
    var following: FingerFollowing
  }

  final class Checker: InvariantChecker {
    let invariant: ReleaseVelocity
    var log = ViolationLog()
    private var pending: [Release] = []

    init(invariant: ReleaseVelocity) {
      self.invariant = invariant
    }

    /// Items that began a contact since a pending release (their velocity changed for a reason).
    private var collided: Set<String> = []

    func observe(_ entry: JournalEntry) {
      if !pending.isEmpty, case .dynamics(.contactBegan(_, _, let first, let second, _, _)) = entry.event {
        collided.insert(first)
        collided.insert(second)
        return
      }
      guard case .gestureReleased(let recognizer, let velocity, let views, let following) = entry.event,
        let following, following.handsOffVelocity, !views.isEmpty
      else { return }
      pending.append(
        Release(instant: entry.instant, recognizer: recognizer, velocity: velocity, views: views, following: following))
    }

    func frameSampled(_ sampler: FrameSampler) {
      guard !pending.isEmpty else { return }
      let now = sampler.frame.time
      for index in pending.indices where pending[index].instant <= now {
        let release = pending[index]
        pending[index].views = release.views.filter { name in
          guard let slot = (0..<sampler.sampledCount).first(where: { sampler.views[$0].name == name }),
            sampler.isOnScreen[slot]
          else { return false }
          // Animations take over at once; dynamics at their first step after the lift (the
          // item rejoins the world then); nothing at all, by the time 50 ms have passed.
          let animated = sampler.views[slot].contributions.contains { $0.property.isPosition }
          let waited = now - release.instant >= ReleaseVelocity.handOffWindow
          guard animated || sampler.isDynamicsDriven[slot] || waited else { return true }
          // An item that hit something at once was stopped or bounced by the collision.
          if sampler.isDynamicsDriven[slot] && collided.contains(name) { return false }
          check(release, view: name, slot: slot, sampler)
          return false
        }
      }
      pending.removeAll { $0.views.isEmpty }
      if pending.isEmpty { collided.removeAll() }
    }

    private func check(_ release: Release, view: String, slot: Int, _ sampler: FrameSampler) {
      let actual = sampler.windowVelocities[slot]
      let expected = release.following.scale * release.velocity
      let dynamics = sampler.isDynamicsDriven[slot]
      var offs: [String] = []
      var limitText = ""
      for (axis, followed, e, a) in [
        ("x", release.following.axes.includesHorizontal, expected.x, actual.x),
        ("y", release.following.axes.includesVertical, expected.y, actual.y),
      ] where followed {
        let limit =
          dynamics
          ? max(invariant.dynamicsFloor, invariant.dynamicsShare * abs(e))
          : invariant.relative * max(1, abs(e), abs(a))
        limitText =
          dynamics
          ? "\(format(limit)) pt/s: the physics stepped between the hand-off and the frame" : formatTolerance(limit)
        if !(abs(a - e) <= limit) { offs.append("\(axis) off by \(format(abs(a - e))) pt/s") }
      }
      guard !offs.isEmpty else { return }
      let mover = dynamics ? "dynamics" : "its animations"
      log.append(
        at: release.instant,
        "\"\(view)\" moves at (\(format(actual.x)), \(format(actual.y))) pt/s (\(mover)) after \"\(release.recognizer)\" "
          + "released it at (\(format(expected.x)), \(format(expected.y))) pt/s: \(offs.joined(separator: ", ")) "
          + "(tolerance \(limitText))")
    }

    func finish(_ run: ReplayRun) -> [InvariantViolation] { log.violations }
  }
}
