import Foundation
import SeamlessEngine

/// `UITimingCurveType`.
public enum UITimingCurveType: Int, Sendable {
  case builtin, cubic, spring, composed
}

/// `UITimingCurveProvider`: what a property animator's timing is made of.
public protocol UITimingCurveProvider {
  var timingCurveType: UITimingCurveType { get }
  var cubicTimingParameters: UICubicTimingParameters? { get }
  var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
  /// The engine's timing for these parameters.
  var animatorTiming: AnimatorTiming {
    if let spring = springTimingParameters { return spring.timing }
    return .cubic(cubicTimingParameters?.timingCurve ?? .easeInEaseOut)
  }
}

/// `UICubicTimingParameters`: a built-in curve or a cubic Bézier through two control points.
///
/// ```swift
/// UICubicTimingParameters(controlPoint1: CGPoint(x: 0.1, y: 0.8), controlPoint2: CGPoint(x: 0.3, y: 1))
/// ```
public final class UICubicTimingParameters: UITimingCurveProvider {
  public let animationCurve: UIView.AnimationCurve
  public let controlPoint1: CGPoint
  public let controlPoint2: CGPoint
  let timingCurve: TimingCurve

  /// The default curve (ease in, ease out).
  public convenience init() { self.init(animationCurve: .easeInOut) }

  public init(animationCurve curve: UIView.AnimationCurve) {
    animationCurve = curve
    timingCurve = curve.timingCurve
    let bezier: CubicBezier
    switch timingCurve {
    case .linear: bezier = .linear
    case .cubicBezier(let b): bezier = b
    }
    controlPoint1 = CGPoint(x: bezier.x1, y: bezier.y1)
    controlPoint2 = CGPoint(x: bezier.x2, y: bezier.y2)
  }

  /// A Bézier curve from (0, 0) to (1, 1) through two control points.
  ///
  /// Control points whose x is outside 0…1 (the curve
  /// would not be a function of time) fall back to ease-in-ease-out; the engine journals
  /// such parameters when it gets them directly.
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
    controlPoint1 = point1
    controlPoint2 = point2
    if let bezier = try? CubicBezier(x1: Double(point1.x), y1: Double(point1.y), x2: Double(point2.x), y2: Double(point2.y)) {
      timingCurve = .cubicBezier(bezier)
    } else {
      timingCurve = .easeInEaseOut
    }
  }

  public var timingCurveType: UITimingCurveType { .cubic }
  public var cubicTimingParameters: UICubicTimingParameters? { self }
  public var springTimingParameters: UISpringTimingParameters? { nil }
}

/// `UISpringTimingParameters`.
///
/// A damping-ratio spring takes its stiffness from the animator's duration, so the run lasts
/// that duration; a mass–stiffness–damping spring ignores the duration and the run lasts its
/// settling time, and the animator's ``UIViewPropertyAnimator/duration`` reports that time,
/// as UIKit's does (code such as `preferredDuration / animator.duration` relies on it).
/// `initialVelocity` is normalised by each property's distance.
///
/// ```swift
/// let v = CGVector(dx: 0, dy: velocity.y / (target.y - card.center.y))
/// UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: v)
/// ```
public final class UISpringTimingParameters: UITimingCurveProvider {
  public let initialVelocity: CGVector
  let timing: AnimatorTiming

  /// UIKit's default: damping ratio 4.56 (Apple's documentation states this value), no velocity.
  public convenience init() { self.init(dampingRatio: 4.56, initialVelocity: .zero) }

  public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }

  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    initialVelocity = velocity
    timing = .spring(dampingRatio: Double(ratio), initialVelocity: velocity.engine)
  }

  public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
    initialVelocity = velocity
    timing = .physicalSpring(
      mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), initialVelocity: velocity.engine)
  }

  /// iOS 17's perceptual spring, by SwiftUI's mapping of duration and bounce to a physical spring.
  ///
  /// The spring has mass 1; invalid values fall back to the default spring.
  public convenience init(duration: TimeInterval, bounce: CGFloat = 0, initialVelocity velocity: CGVector = .zero) {
    if let spring = try? Spring(duration: duration, bounce: Double(bounce)) {
      self.init(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: velocity)
    } else {
      self.init(dampingRatio: 4.56, initialVelocity: velocity)
    }
  }

  public var timingCurveType: UITimingCurveType { .spring }
  public var cubicTimingParameters: UICubicTimingParameters? { nil }
  public var springTimingParameters: UISpringTimingParameters? { self }
}
