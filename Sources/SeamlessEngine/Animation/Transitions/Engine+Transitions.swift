extension Engine {
  /// `UIView.transition(with:duration:options:animations:completion:)`: runs `animations`,
  /// whose changes to `view` and its subviews take effect at once, and plays the
  /// transition style of `options` from the old look of `view` to the new one.
  ///
  /// Where it happens in the frame loop: the transition starts now, lasts `duration` on the
  /// options' curve and ends in the render step that reaches its end; `completion` then
  /// runs once in that frame's completion step with `true`, or with `false` if another
  /// transition on `view` replaced it or `removeAllAnimations()` removed it first (as for
  /// block animations). Presentation values are the new model values throughout (Core
  /// Animation transitions a snapshot; `ViewTransition.sample(at:side:)` says what
  /// shows). With `.allowAnimatedContent` the changes animate instead, with the
  /// transition's duration and curve, in the same completion group. Without
  /// `.allowUserInteraction` a touch landing in `view` is swallowed while it runs.
  ///
  /// ```swift
  /// // The Notes page curl of WWDC 2010 session 123 (“Building Animation Driven Interfaces”): change the text, then transition.
  /// engine.transition(with: noteView, duration: 0.5, options: .transitionCurlUp, animations: {
  ///   noteView.alpha = 1
  /// })
  /// ```
  public func transition(
    with view: View, duration: Double, options: AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    let call = "transition(with:duration:options:animations:completion:)"
    let seconds = validSeconds(duration, call: call, parameter: "duration")
    let block = self.animations.makeBlock(completion: completion, kind: .transition)
    _ = self.animations.beginTransition(
      on: view, style: TransitionStyle(options: options), duration: seconds, options: options, block: block, from: nil,
      to: nil)
    runTransitionBody(block: block, duration: seconds, options: options, animations ?? {})
  }

  /// `UIView.transition(from:to:duration:options:completion:)`: replaces `fromView` with
  /// `toView` in `fromView`'s superview (the container) and plays the transition there.
  ///
  /// Without `.showHideTransitionViews`, `toView` is inserted where `fromView` was (same
  /// index, so the same place in front-to-back order) and `fromView` is removed; with it,
  /// `fromView` is hidden and `toView` shown, both staying where they are. The changes take
  /// effect now; the transition, its completion and `finished` are as for
  /// ``transition(with:duration:options:animations:completion:)`` on the container. A
  /// `fromView` without a superview is a recorded
  /// ``ProgrammerError/transitionFromViewWithoutSuperview(view:)``: nothing changes and the
  /// completion runs in the next frame with `true`.
  ///
  /// ```swift
  /// // The Weather app's info button (WWDC 2010 session 123, “Building Animation Driven Interfaces”): flip to the back and, later, back.
  /// engine.transition(from: front, to: back, duration: 0.6,
  ///                   options: [.transitionFlipFromRight, .showHideTransitionViews])
  /// ```
  public func transition(
    from fromView: View, to toView: View, duration: Double, options: AnimationOptions = [],
    completion: ((Bool) -> Void)? = nil
  ) {
    let call = "transition(from:to:duration:options:completion:)"
    let seconds = validSeconds(duration, call: call, parameter: "duration")
    let block = animations.makeBlock(completion: completion, kind: .transition)
    guard let container = fromView.superview else {
      record(.programmerError(.transitionFromViewWithoutSuperview(view: fromView.name)))
      block.isOpen = false
      animations.settle(block)
      return
    }
    _ = animations.beginTransition(
      on: container, style: TransitionStyle(options: options), duration: seconds, options: options, block: block,
      from: fromView, to: toView)
    runTransitionBody(block: block, duration: seconds, options: options.subtracting(.allowAnimatedContent)) {
      if options.contains(.showHideTransitionViews) {
        fromView.isHidden = true
        toView.isHidden = false
      } else {
        if toView !== fromView, toView.superview !== container, let index = container.subviews.firstIndex(where: { $0 === fromView }) {
          container.insertSubview(toView, at: index)
        }
        if toView !== fromView { fromView.removeFromSuperview() }
      }
    }
  }

  /// Runs a transition's body in its completion group: its changes apply at once, or animate
  /// with the transition with `.allowAnimatedContent`.
  private func runTransitionBody(block: AnimationBlock, duration: Double, options: AnimationOptions, _ body: () -> Void) {
    let animated = options.contains(.allowAnimatedContent)
    let context = AnimationContext(
      mode: animated ? .animate : .withoutAnimation, block: block, timing: .curve(options.curve, duration: duration),
      duration: duration, delay: 0, options: AnimationOptions(rawValue: options.rawValue & ~AnimationOptions.transitionMask))
    runBlock(context, body)
  }
}
