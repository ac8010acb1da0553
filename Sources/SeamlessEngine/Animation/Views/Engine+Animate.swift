extension Engine {
  /// `UIView.animate(withDuration:delay:options:animations:completion:)`: runs `animations`
  /// now and animates every view model value it changes.
  ///
  /// Each change becomes a `ViewAnimation` from the old value to the new one (see
  /// `AnimationKind` for additive, from-current-state and absolute), starting after
  /// `delay` seconds, with the curve of `options` (ease-in-ease-out by default). Blocks
  /// nest: an inner block inherits the outer one's duration, curve and options unless its
  /// options override them (WWDC 2010 session 123, “Building Animation Driven Interfaces”), so a zero-duration block inside an
  /// animation animates with it (WWDC 2014 session 236, “Building Interruptible and Responsive Interactions”, "Toggle Bird"). A zero-duration block
  /// on its own makes zero-length animations: additive ones in flight keep running; an
  /// absolute one in flight is replaced and its completion gets `false`. `completion` runs
  /// once, in the completion step of the frame after the block's last animation ends (see
  /// `AnimationBlock` for `finished`). A NaN, negative or too long (beyond
  /// `AnimationServer.maximumDuration`) duration or delay is a recorded programmer error
  /// and the nearest valid value is used (NaN → 0).
  ///
  /// ```swift
  /// engine.animate(withDuration: 0.35, options: .allowUserInteraction, animations: {
  ///   card.center = Point(x: 195, y: 120)
  /// }, completion: { finished in
  ///   transitions -= 1
  /// })
  /// ```
  public func animate(
    withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let context = animationContext(
      call: "animate(withDuration:delay:options:animations:completion:)", duration: duration, delay: delay,
      options: options, spring: nil, completion: completion)
    runBlock(context, animations)
  }

  /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`:
  /// as ``animate(withDuration:delay:options:animations:completion:)`` with a spring.
  ///
  /// The spring is `Spring.uiViewAnimation(duration:dampingRatio:initialVelocity:)`: the
  /// spring of that ratio that settles in exactly `duration` (Apple: "the total duration of
  /// the animations"; the mapping itself is private), so every animation of the block and
  /// its completion end at `duration`, within 0.001 of the distance from the target.
  /// `initialSpringVelocity` is normalised by
  /// each property's distance, so a release at `v` pt/s toward a target `d` pt away
  /// continues exactly when it is `v / d` (``Spring/normalizedVelocity(_:from:to:)``). A
  /// damping ratio that is not positive and finite is a recorded programmer error and 1 is
  /// used; a non-finite velocity, 0.
  ///
  /// ```swift
  /// let v = Spring.normalizedVelocity(pan.velocity(in: window).y, from: card.center.y, to: 120)
  /// engine.animate(withDuration: 0.5, usingSpringWithDamping: 0.8, initialSpringVelocity: v, animations: {
  ///   card.center.y = 120
  /// })
  /// ```
  public func animate(
    withDuration duration: Double, delay: Double = 0, usingSpringWithDamping dampingRatio: Double,
    initialSpringVelocity velocity: Double, options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let call = "animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)"
    var ratio = dampingRatio
    if !(ratio.isFinite && ratio > 0) {
      record(.programmerError(.invalidAnimationParameter(call: call, parameter: "dampingRatio", value: ratio, used: 1)))
      ratio = 1
    }
    var initialVelocity = velocity
    if !initialVelocity.isFinite {
      record(
        .programmerError(
          .invalidAnimationParameter(call: call, parameter: "initialSpringVelocity", value: velocity, used: 0)))
      initialVelocity = 0
    }
    let context = animationContext(
      call: call, duration: duration, delay: delay, options: options, spring: (ratio, initialVelocity),
      completion: completion)
    runBlock(context, animations)
  }

  /// `UIView.performWithoutAnimation(_:)`: changes in `actions` take effect at once, even
  /// inside an animation block.
  ///
  /// ```swift
  /// engine.performWithoutAnimation { badge.alpha = 1 }
  /// ```
  public func performWithoutAnimation(_ actions: () -> Void) {
    let context = AnimationContext(
      mode: .withoutAnimation, block: nil, timing: .curve(.linear, duration: 0), duration: 0, delay: 0, options: [])
    runBlock(context, actions)
  }

  /// `CATransaction` with a completion block: `completion` runs once, when every animation
  /// made inside `body` (by any animation block, nested or not) has ended, or in the next
  /// frame if none was made.
  ///
  /// ```swift
  /// engine.performTransaction({
  ///   engine.animate(withDuration: 0.3) { card.alpha = 0 }
  ///   engine.animate(withDuration: 0.5) { sheet.center.y = 900 }
  /// }, completion: { sheet.removeFromSuperview() })
  /// ```
  public func performTransaction(_ body: () -> Void, completion: @escaping () -> Void) {
    let block = animations.makeBlock(completion: { _ in completion() }, kind: .transaction)
    let context = AnimationContext(
      mode: .transaction, block: block, timing: .curve(.linear, duration: 0), duration: 0, delay: 0, options: [])
    runBlock(context, body)
  }

  func runBlock(_ context: AnimationContext, _ body: () -> Void) {
    animations.openBlock(context)
    body()
    animations.closeBlock()
  }

  /// `seconds` if it is a valid animation time (finite, 0 … ``AnimationServer/maximumDuration``);
  /// otherwise a recorded programmer error and the nearest valid value (NaN → 0).
  func validSeconds(_ seconds: Double, call: String, parameter: String) -> Double {
    guard !(seconds >= 0 && seconds <= AnimationServer.maximumDuration) else { return seconds }
    let used = seconds.isNaN ? 0 : min(max(seconds, 0), AnimationServer.maximumDuration)
    record(.programmerError(.invalidAnimationParameter(call: call, parameter: parameter, value: seconds, used: used)))
    return used
  }

  /// The parameters of a new block, inheriting from the innermost open one.
  ///
  /// A block nested in `addKeyframe` inherits the keyframe's span: its duration and, added
  /// to its own delay, the keyframe's start.
  func animationContext(
    call: String, duration: Double, delay: Double, options: AnimationOptions, spring: (ratio: Double, velocity: Double)?,
    completion: ((Bool) -> Void)?
  ) -> AnimationContext {
    let ownDuration = validSeconds(duration, call: call, parameter: "duration")
    var ownDelay = validSeconds(delay, call: call, parameter: "delay")
    let outer = animations.animatingContext
    if let outer, case .keyframe = outer.mode { ownDelay += outer.delay }
    var resolvedDuration = ownDuration
    var resolvedOptions = options
    var timing: AnimationTiming
    if let outer, !options.contains(.overrideInheritedDuration) { resolvedDuration = outer.duration }
    if let outer, !options.contains(.overrideInheritedOptions) {
      resolvedOptions = AnimationOptions(rawValue: outer.options.withoutCurve.rawValue | options.rawValue)
    }
    if let outer, !options.contains(.overrideInheritedCurve) {
      switch outer.timing {
      case .curve(let curve, _): timing = .curve(curve, duration: resolvedDuration)
      case .spring(let outerSpring):
        timing = Self.springTiming(
          duration: resolvedDuration, ratio: outerSpring.dampingRatio, velocity: outerSpring.initialVelocity)
      }
    } else if let spring {
      timing = Self.springTiming(duration: resolvedDuration, ratio: spring.ratio, velocity: spring.velocity)
    } else {
      timing = .curve(options.curve, duration: resolvedDuration)
    }
    return AnimationContext(
      mode: .animate,
      block: animations.makeBlock(
        completion: completion, kind: call.hasPrefix("animateKeyframes") ? .keyframes : .animate),
      timing: timing, duration: resolvedDuration,
      delay: ownDelay, options: resolvedOptions)
  }

  /// A spring that settles in `duration`, or a zero-length pass when there is none.
  private static func springTiming(duration: Double, ratio: Double, velocity: Double) -> AnimationTiming {
    guard duration > 0, let spring = try? Spring.uiViewAnimation(duration: duration, dampingRatio: ratio, initialVelocity: velocity)
    else { return .curve(.easeInEaseOut, duration: 0) }
    return .spring(spring)
  }
}
