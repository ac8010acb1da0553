/// How a keyframe animation moves between its keyframes: the calculation-mode bits of
/// ``KeyframeAnimationOptions`` (`UIView.KeyframeAnimationOptions.calculationMode…`).
///
/// - ``linear``: straight lines between the values at their key times (the default).
/// - ``discrete``: each value holds from its key time until the next key time; no motion
///   between (velocity 0).
/// - ``paced``: the polyline through the values at constant speed over the whole animation;
///   key times are ignored.
/// - ``cubic``: a Catmull–Rom spline through the values at their key times (tangent
///   `(v₍ᵢ₊₁₎ − v₍ᵢ₋₁₎) / (t₍ᵢ₊₁₎ − t₍ᵢ₋₁₎)`, one-sided at the ends), so it may overshoot.
/// - ``cubicPaced``: the uniform Catmull–Rom spline through the values, re-timed to constant
///   speed over the whole animation; key times are ignored.
///
/// `KeyframeTrack` documents the exact curves. When a block animates both centre x and
/// centre y of a view, the paced modes pace the centre as one point, at constant speed along
/// its path in the plane (Core Animation's paced `position`); every other property is paced
/// on its own. Per-keyframe timing curves apply in linear mode only.
///
/// ```swift
/// engine.animateKeyframes(withDuration: 0.6, options: .calculationModePaced, animations: {
///   engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.center.x = 295 }
///   engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.center.x = 195 }
/// })
/// ```
public enum KeyframeCalculationMode: String, Sendable, Hashable, CaseIterable {
  case linear
  case discrete
  case paced
  case cubic
  case cubicPaced
}
