/// A property animator's timing parameters: `UICubicTimingParameters` or
/// `UISpringTimingParameters`.
///
/// A cubic timing maps the fraction of the animator's duration to progress. A spring runs
/// each animation from where it is (WWDC 2017 session 230 (“Advanced Animations with UIKit”): "spring animations always animate
/// from their current presentation value"). A ratio spring is derived from the animator's
/// duration so that it settles in exactly that time (UIKit documents `duration` as the
/// total duration; the mapping is private: `Spring.uiViewAnimation(duration:dampingRatio:initialVelocity:)`),
/// so the run lasts the duration and animators of one duration end together. A physical
/// spring ignores the duration and the run lasts its settling time, as UIKit does. A spring's initial velocity is a vector
/// normalised by each property's distance: `y` for `centerY`, `x` for every other
/// property (UIKit uses `dx`, the x component, for sizes and transforms, as observed in
/// jenox's "Demystifying UIKit Spring Animations", github.com/jenox/UIKit-Playground; Apple's
/// `UISpringTimingParameters` documentation says only that the vector's magnitude is used).
///
/// ```swift
/// let release = AnimatorTiming.spring(dampingRatio: 0.8, initialVelocity: Point(x: 0, y: 2))
/// let scrub = AnimatorTiming.cubic(.easeOut)
/// ```
public enum AnimatorTiming: Sendable, Hashable {
  /// A timing curve over the duration.
  case cubic(TimingCurve)
  /// A spring with a damping ratio and an initial velocity in progress units per second.
  case spring(dampingRatio: Double, initialVelocity: Point)
  /// A spring from its physical parameters (`initialVelocity` as above); the duration is ignored.
  case physicalSpring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Point)

  /// The springs for the x-like and y-like properties, if this is a spring.
  package func springs(duration: Double) -> (x: Spring, y: Spring)? {
    switch self {
    case .cubic: return nil
    case .spring(let ratio, let velocity):
      guard duration > 0,
        let x = try? Spring.uiViewAnimation(duration: duration, dampingRatio: ratio, initialVelocity: velocity.x),
        let y = try? Spring.uiViewAnimation(duration: duration, dampingRatio: ratio, initialVelocity: velocity.y)
      else { return nil }
      return (x, y)
    case .physicalSpring(let mass, let stiffness, let damping, let velocity):
      guard let x = try? Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity.x),
        let y = try? Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity.y)
      else { return nil }
      return (x, y)
    }
  }

  var canonicalText: String {
    switch self {
    case .cubic(.linear): "linear"
    case .cubic(.cubicBezier(let b)):
      "bezier=\(b.x1.canonicalText),\(b.y1.canonicalText),\(b.x2.canonicalText),\(b.y2.canonicalText)"
    case .spring(let ratio, let v):
      "spring ratio=\(ratio.canonicalText) v=\(v.x.canonicalText),\(v.y.canonicalText)"
    case .physicalSpring(let m, let k, let c, let v):
      "spring mass=\(m.canonicalText) stiffness=\(k.canonicalText) damping=\(c.canonicalText) "
        + "v=\(v.x.canonicalText),\(v.y.canonicalText)"
    }
  }
}
