/// An open animation block: what a model change inside it turns into.
///
/// Resolved when the block opens, with the enclosing block's duration, curve and options
/// inherited as ``AnimationOptions`` says.
struct AnimationContext {
  enum Mode {
    /// Changes animate with these parameters.
    case animate
    /// `performWithoutAnimation`: changes take effect at once.
    case withoutAnimation
    /// A transaction: no parameters of its own, only a completion group.
    case transaction
    /// A property animator's animation block: changes become tracks starting at `start`.
    case animator(PropertyAnimator, start: Double)
  }

  var mode: Mode
  /// The block's completion group (`nil` for `performWithoutAnimation`).
  var block: AnimationBlock?
  /// One pass: curve and duration, or spring.
  var timing: AnimationTiming
  /// The requested duration (a spring's response), for inheritance.
  var duration: Double
  var delay: Double
  var options: AnimationOptions
}
