import SeamlessEngine

/// Where a release spring starts so that it can carry the finger's velocity.
///
/// A spring's initial velocity is normalised by the distance it has to go (WWDC 2014 session 236 (“Building Interruptible and Responsive Interactions”):
/// 50 pt/s over 100 pt is 0.5), so a view released exactly at its target has no distance to
/// carry any velocity over: UIKit makes no animation at all and the view stops dead under a
/// flick. The reference scenes start such a spring half a point short of the target,
/// against the velocity (set without animation; invisible), so it overshoots and comes
/// back as it would have.
///
/// ```swift
/// let y = ReleaseSpring.start(card.center.y, to: 600, velocity: 3000)   // 599.5 when card.center.y == 600
/// ```
enum ReleaseSpring {
  /// How far short of the target a spring starts when it would otherwise have no distance.
  static let nudge = 0.5

  /// `current`, or half a point short of `target` against `velocity` when `current` is
  /// closer to the target than that and the finger was moving at all (over 1e-9 pt/s: a
  /// drift of a fifth of a point per second is still velocity the spring must carry).
  static func start(_ current: Double, to target: Double, velocity: Double) -> Double {
    guard abs(target - current) < nudge, abs(velocity) > 1e-9 else { return current }
    return velocity > 0 ? target - nudge : target + nudge
  }

  /// Moves `view`'s centre (without animation) to where its release springs towards
  /// `target` at `velocity` can start (see ``start(_:to:velocity:)``).
  static func prepare(_ view: View, to target: Point, velocity: Point, in engine: Engine) {
    let start = Point(
      x: self.start(view.center.x, to: target.x, velocity: velocity.x),
      y: self.start(view.center.y, to: target.y, velocity: velocity.y))
    guard start != view.center else { return }
    engine.performWithoutAnimation { view.center = start }
  }
}
