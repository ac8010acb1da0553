/// Whether a view turns to face the way its centre travels along a keyframe path:
/// `CAKeyframeAnimation.rotationMode`.
///
/// UIKit's `animateKeyframes` has no rotation mode (its options have no bits for it);
/// Core Animation's keyframe animation does, and the engine offers it as an argument of
/// ``Engine/animateKeyframes(withDuration:delay:options:rotationMode:animations:completion:)``.
///
/// - ``fixed``: the view keeps its own rotation (Core Animation's `nil`, the default).
/// - ``rotateAuto``: while the block's centre keyframes animate, the presentation rotation
///   is the model rotation plus the path's tangent angle `atan2(dy/du, dx/du)`
///   (`KeyframeHeading`).
/// - ``rotateAutoReverse``: the tangent angle plus π (the view travels backwards).
///
/// ```swift
/// engine.animateKeyframes(withDuration: 2, options: .calculationModeCubicPaced, rotationMode: .rotateAuto, animations: {
///   engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { plane.center = Point(x: 200, y: 100) }
///   engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { plane.center = Point(x: 350, y: 400) }
/// })
/// ```
public enum KeyframeRotationMode: String, Sendable, Hashable, CaseIterable {
  case fixed
  case rotateAuto
  case rotateAutoReverse
}
