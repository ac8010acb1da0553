import Foundation
import SeamlessEngine

extension UIView {
  /// `UIView.AnimationOptions`: the engine's options, with UIKit's names.
  public typealias AnimationOptions = SeamlessEngine.AnimationOptions
  /// `UIView.KeyframeAnimationOptions`.
  public typealias KeyframeAnimationOptions = SeamlessEngine.KeyframeAnimationOptions

  /// `UIView.AnimationCurve`.
  public enum AnimationCurve: Int, Sendable, Hashable {
    case easeInOut, easeIn, easeOut, linear

    var timingCurve: TimingCurve {
      switch self {
      case .easeInOut: .easeInEaseOut
      case .easeIn: .easeIn
      case .easeOut: .easeOut
      case .linear: .linear
      }
    }
  }

  /// Runs `animations` and animates every change it makes, in the replay whose code is running.
  ///
  /// Outside a replay (no engine is current) the changes take effect at once and
  /// `completion` runs at once with `true`: there is no clock to animate on.
  ///
  /// ```swift
  /// UIView.animate(withDuration: 0.3, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
  ///   bird.center = target
  /// }
  /// ```
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    guard let engine = AmbientEngine.current else { return withoutEngine(animations, completion) }
    engine.animate(
      withDuration: duration, delay: delay, options: options, animations: animations,
      completion: completion.map { body in { finished in AmbientEngine.run(engine) { body(finished) } } })
  }

  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// The spring block: a spring of `dampingRatio` that settles in `duration`, starting at
  /// `velocity` (the finger's speed over the distance to go).
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    guard let engine = AmbientEngine.current else { return withoutEngine(animations, completion) }
    engine.animate(
      withDuration: duration, delay: delay, usingSpringWithDamping: Double(dampingRatio),
      initialSpringVelocity: Double(velocity), options: options, animations: animations,
      completion: completion.map { body in { finished in AmbientEngine.run(engine) { body(finished) } } })
  }

  /// Changes in `actionsWithoutAnimation` take effect at once, even inside an animation block.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    guard let engine = AmbientEngine.current else { return actionsWithoutAnimation() }
    engine.performWithoutAnimation(actionsWithoutAnimation)
  }

  /// A keyframe animation: `animations` adds keyframes with ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``.
  public class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    guard let engine = AmbientEngine.current else { return withoutEngine(animations, completion) }
    engine.animateKeyframes(
      withDuration: duration, delay: delay, options: options, animations: animations,
      completion: completion.map { body in { finished in AmbientEngine.run(engine) { body(finished) } } })
  }

  /// One keyframe of the enclosing keyframe animation (times relative to its duration).
  public class func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    guard let engine = AmbientEngine.current else { return animations() }
    engine.addKeyframe(withRelativeStartTime: frameStartTime, relativeDuration: frameDuration, animations: animations)
  }

  /// A transition of `view`'s content (flip, curl, cross-dissolve) while `animations` changes it.
  public class func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    guard let engine = AmbientEngine.current else { return withoutEngine(animations ?? {}, completion) }
    engine.transition(
      with: view.backing, duration: duration, options: options,
      animations: animations.map { body in
        {
          body(); view.syncSubviewsFromBacking()
        }
      },
      completion: completion.map { body in { finished in AmbientEngine.run(engine) { body(finished) } } })
    view.syncSubviewsFromBacking()
  }

  /// A transition replacing `fromView` by `toView` in its superview (or hiding and showing
  /// them with `.showHideTransitionViews`).
  public class func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
    completion: ((Bool) -> Void)? = nil
  ) {
    let container = fromView.superview
    guard let engine = AmbientEngine.current else {
      if options.contains(.showHideTransitionViews) {
        fromView.isHidden = true
        toView.isHidden = false
      } else if let container {
        container.insertSubview(toView, belowSubview: fromView)
        fromView.removeFromSuperview()
      }
      completion?(true)
      return
    }
    engine.transition(
      from: fromView.backing, to: toView.backing, duration: duration, options: options,
      completion: { finished in
        container?.syncSubviewsFromBacking()
        fromView.syncSuperviewFromBacking()
        if let completion { AmbientEngine.run(engine) { completion(finished) } }
      })
    container?.syncSubviewsFromBacking()
    fromView.syncSuperviewFromBacking()
  }

  private static func withoutEngine(_ animations: () -> Void, _ completion: ((Bool) -> Void)?) {
    animations()
    completion?(true)
  }
}
