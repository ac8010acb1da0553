/// An open animation block: what a model change inside it turns into.
///
/// Resolved when the block opens, with the enclosing block's duration, curve and options
/// inherited as ``AnimationOptions`` says.
struct AnimationContext {
  enum Mode {
    /// Changes animate with these parameters.
    case animate
    /// The body of `animateKeyframes`: changes become keyframes spanning the whole duration.
    case keyframes(KeyframeRecorder)
    /// The body of `addKeyframe` (call number `call`): changes become keyframes over
    /// [`start`, `start + duration`] of the enclosing keyframe block.
    case keyframe(KeyframeRecorder, call: Int, start: Double, duration: Double)
    /// `performWithoutAnimation`: changes take effect at once.
    case withoutAnimation
    /// A transaction: no parameters of its own, only a completion group.
    case transaction
    /// A property animator's animation block: changes become tracks starting at `start`.
    case animator(PropertyAnimator, start: Double)
  }

  var mode: Mode
  /// The block's completion group (`nil` for `performWithoutAnimation` and `addKeyframe`).
  var block: AnimationBlock?
  /// One pass: curve and duration, or spring.
  var timing: AnimationTiming
  /// The requested duration (a spring's response), for inheritance.
  var duration: Double
  var delay: Double
  var options: AnimationOptions

  var isTransaction: Bool {
    if case .transaction = mode { true } else { false }
  }
}
