extension Engine {
  /// `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`: runs
  /// `animations` now, and animates every view model value changed in it (or in the
  /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)`` calls it makes)
  /// through keyframes.
  ///
  /// When the body returns, each changed (view, property) gets one absolute
  /// `ViewAnimation` following a `KeyframeTrack`: it starts from the old model value
  /// (the presentation value with ``KeyframeAnimationOptions/beginFromCurrentState``) and
  /// reaches each keyframe's value at the keyframe's end; a change made directly in the
  /// body is a keyframe over the whole duration. Keyframe animations are never additive
  /// (WWDC 2014 session 236, “Building Interruptible and Responsive Interactions”): one replaces the absolute animation in flight on its property
  /// (whose completion gets `false`) and masks the additive ones below it. The keyframes
  /// are laid out over `duration` linearly (UIKit's default; there are no curve options;
  /// a keyframe may have its own curve through
  /// ``addKeyframe(withRelativeStartTime:relativeDuration:curve:animations:)``),
  /// interpolated as the options' `KeyframeAnimationOptions.calculationMode` says (the
  /// paced modes pace a centre that moves in x and y along its path in the plane); delay,
  /// repeat and autoreverse work as for ``animate(withDuration:delay:options:animations:completion:)``.
  /// Nested in an animation block, the keyframe block inherits its duration and options
  /// unless overridden, so a duration of 0 inside a block takes the block's
  /// (WWDC 2017 session 230, “Advanced Animations with UIKit”). The journal's `animation-added` timing reads
  /// `keyframes mode=… keys=time:value,… linear duration=…`. `completion` runs once, as for
  /// any block (`AnimationBlock`). A non-finite or negative duration or delay, or mode
  /// bits 5…7, are recorded programmer errors (0 and linear are used).
  ///
  /// ```swift
  /// engine.animateKeyframes(withDuration: 0.6, options: .calculationModeCubic, animations: {
  ///   engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { badge.scaleX = 1.3 }
  ///   engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { badge.scaleX = 1 }
  /// }, completion: { finished in
  ///   pulses += 1
  /// })
  /// ```
  public func animateKeyframes(
    withDuration duration: Double, delay: Double = 0, options: KeyframeAnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animateKeyframes(
      withDuration: duration, delay: delay, options: options, rotationMode: .fixed, animations: animations,
      completion: completion)
  }

  /// ``animateKeyframes(withDuration:delay:options:animations:completion:)`` with a
  /// ``KeyframeRotationMode``: `CAKeyframeAnimation.rotationMode`, which UIKit's API does
  /// not expose.
  ///
  /// With ``KeyframeRotationMode/rotateAuto`` (or ``KeyframeRotationMode/rotateAutoReverse``)
  /// each view whose centre the block animates also gets an additive keyframe animation of
  /// its rotation with the same timing: the presentation rotation is the model rotation (and
  /// whatever else animates it) plus the heading of the centre path, `atan2(dy, dx)` of the
  /// path's velocity (plus π), with its exact rate (`KeyframeHeading`). Core Animation
  /// sets the layer's rotation from the path while the position animation runs and removes
  /// it with the animation; so here, when the block ends, the view shows its model rotation
  /// again, a jump unless the path ends heading 0 (the end is journaled as a transition
  /// with both limits; so is the start, unless the path starts heading 0; the continuity
  /// invariant reports both, as they show on screen). On an autoreversing pass back the
  /// heading is still the path's forward tangent: the view backs along the path. The
  /// heading animation is its own `ViewAnimation` on
  /// ``ViewProperty/rotation``; the block's completion waits for it as for the others. It
  /// belongs to the centre, as Core Animation's rotation mode belongs to the position
  /// animation: an animation that replaces the centre keyframes, or removing them, removes
  /// the heading too (journaled as a removal of the rotation; promoted with the rest when
  /// the removal promotes, so a caught view keeps the heading it shows). Inside a property animator's block the
  /// rotation mode is not modelled: the centre animates without turning.
  ///
  /// ```swift
  /// plane.center = Point(x: 0, y: 0)
  /// engine.animateKeyframes(withDuration: 4, options: .calculationModePaced, rotationMode: .rotateAuto, animations: {
  ///   engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { plane.center = Point(x: 300, y: 0) }
  ///   engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { plane.center = Point(x: 300, y: 100) }
  /// })
  /// plane.presentationValue(of: .rotation, at: Instant(nanoseconds: 1_000_000_000), side: .right)   // 0: heading +x
  /// plane.presentationValue(of: .rotation, at: Instant(nanoseconds: 3_500_000_000), side: .right)   // π/2: heading +y
  /// ```
  public func animateKeyframes(
    withDuration duration: Double, delay: Double = 0, options: KeyframeAnimationOptions = [],
    rotationMode: KeyframeRotationMode, animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let call = "animateKeyframes(withDuration:delay:options:animations:completion:)"
    let modeBits = (options.rawValue & KeyframeAnimationOptions.calculationModeMask) >> 10
    if modeBits > 4 {
      record(
        .programmerError(
          .invalidAnimationParameter(call: call, parameter: "calculationMode", value: Double(modeBits), used: 0)))
    }
    var context = animationContext(
      call: call, duration: duration, delay: delay, options: options.animationOptions, spring: nil,
      completion: completion)
    context.mode = .keyframes(KeyframeRecorder(mode: options.calculationMode, rotationMode: rotationMode))
    context.timing = .curve(.linear, duration: context.duration)
    runBlock(context, animations)
  }

  /// `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`: inside an
  /// ``animateKeyframes(withDuration:delay:options:animations:completion:)`` body, makes
  /// every change in `animations` a keyframe over [start, start + duration] of the block.
  ///
  /// Times are fractions of the block's duration. A time outside [0, 1] or NaN, or a span
  /// ending after 1, is a recorded programmer error and is clamped (NaN → 0). An animation
  /// block nested in `animations` is not a keyframe: it makes ordinary animations that
  /// inherit the keyframe's span, its duration (relative duration × the block's) and its
  /// start (added to the nested block's own delay), so it runs while the keyframe does.
  /// Called anywhere else (outside any block, in an `animate` block, in another
  /// `addKeyframe`, in `performWithoutAnimation`) it is a recorded
  /// ``ProgrammerError/keyframeOutsideKeyframeAnimation(context:)`` and `animations` runs
  /// as if it were not wrapped: never a crash.
  ///
  /// ```swift
  /// engine.animateKeyframes(withDuration: 1, animations: {
  ///   engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.2) { card.center.y = 500 }
  ///   engine.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.3) { card.center.y = 200 }
  ///   engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.center.y = 300 }
  /// })
  /// ```
  public func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations body: () -> Void
  ) {
    addKeyframe(
      call: "addKeyframe(withRelativeStartTime:relativeDuration:animations:)", start: frameStartTime,
      duration: frameDuration, curve: .linear, body)
  }

  /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)`` whose segment runs
  /// through `curve`: one of `CAKeyframeAnimation.timingFunctions`.
  ///
  /// UIKit's public `UIView` API has no per-keyframe curve (each segment is linear, UIView's
  /// default); Core Animation's keyframe animation, which UIKit builds, has one timing
  /// function per segment, and this models it. In ``KeyframeCalculationMode/linear`` mode
  /// the segment that ends at this keyframe's value (from its start, or from the previous
  /// key when it starts before that one) runs `v = vₐ + (v_b − vₐ)·curve(s)` over its local
  /// time *s* ∈ [0, 1], so its velocity is `(v_b − vₐ)·curve′(s) / span` (`KeyframeTrack`).
  /// In discrete mode the step still comes at the key time; cubic and the paced modes
  /// ignore the curve, as Core Animation's paced modes ignore `timingFunctions`. An
  /// animation block nested in `animations` inherits `curve` with the keyframe's span. The
  /// journal writes the key as `time:value:bezier=x1,y1,x2,y2`.
  ///
  /// ```swift
  /// engine.animateKeyframes(withDuration: 1, animations: {
  ///   engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5, curve: .easeOut) { card.center.y = 200 }
  ///   engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5, curve: .easeIn) { card.center.y = 600 }
  /// })
  /// ```
  public func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, curve: TimingCurve,
    animations body: () -> Void
  ) {
    addKeyframe(
      call: "addKeyframe(withRelativeStartTime:relativeDuration:curve:animations:)", start: frameStartTime,
      duration: frameDuration, curve: curve, body)
  }

  private func addKeyframe(
    call: String, start frameStartTime: Double, duration frameDuration: Double, curve: TimingCurve, _ body: () -> Void
  ) {
    guard let outer = animations.animatingContext, case .keyframes(let recorder) = outer.mode else {
      record(.programmerError(.keyframeOutsideKeyframeAnimation(context: keyframeMisuseContext)))
      body()
      return
    }
    var start = frameStartTime
    if !(start >= 0 && start <= 1) {
      let used = start.isNaN ? 0 : min(max(start, 0), 1)
      record(.programmerError(.invalidAnimationParameter(call: call, parameter: "relativeStartTime", value: start, used: used)))
      start = used
    }
    var length = frameDuration
    // A span may end after 1 by rounding (0.1 + 0.9): only a real excess is an error.
    if !(length >= 0 && start + length <= 1 + 1e-12) {
      let used = length.isNaN ? 0 : min(max(length, 0), 1 - start)
      record(
        .programmerError(.invalidAnimationParameter(call: call, parameter: "relativeDuration", value: length, used: used)))
      length = used
    }
    let number = recorder.nextCall
    recorder.nextCall += 1
    if curve != .linear { recorder.curves[number] = curve }
    let context = AnimationContext(
      mode: .keyframe(recorder, call: number, start: start, duration: length), block: nil,
      timing: .curve(curve, duration: length * outer.duration), duration: length * outer.duration,
      delay: outer.delay + start * outer.duration, options: outer.options)
    runBlock(context, body)
  }

  /// Where a misplaced `addKeyframe` was called, for its programmer error.
  private var keyframeMisuseContext: String {
    guard let context = animations.contexts.last(where: { !$0.isTransaction }) else {
      return "outside any animation block"
    }
    switch context.mode {
    case .animate: return "inside an animate block"
    case .animator: return "inside a property animator's animations"
    case .keyframe: return "inside another addKeyframe"
    case .withoutAnimation: return "inside performWithoutAnimation"
    case .keyframes, .transaction: return "outside a keyframe block"
    }
  }
}
