/// `UIView.KeyframeAnimationOptions`: how a keyframe animation block's animations run.
///
/// Raw values are UIKit's. The bits below bit 10 are the same as ``AnimationOptions``'s
/// (`animationOptions` extracts them); the calculation mode is the three-bit field at
/// bit 10 (``calculationModeLinear`` is 0, the default). There are no curve bits: the
/// keyframes are laid out over the duration linearly, UIKit's default for keyframe
/// animations. Values 5…7 of the mode field are not modes; they are taken as linear (see
/// `calculationMode`). A keyframe block nested in an animation block inherits its
/// duration and options (not its curve) unless it passes ``overrideInheritedDuration`` or
/// ``overrideInheritedOptions`` (WWDC 2017 session 230, “Advanced Animations with UIKit”, "duration inheritance").
///
/// ```swift
/// engine.animateKeyframes(withDuration: 1, options: [.calculationModeCubic, .allowUserInteraction], animations: {
///   engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.center.y = 300 }
///   engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.center.y = 120 }
/// })
/// ```
public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt

  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Touches may land on the animating views (see ``AnimationOptions/allowUserInteraction``).
  public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
  /// Each property starts from its presentation value instead of its old model value.
  public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
  /// Repeat forever (until removed; the completion then gets `false`).
  public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
  /// Run the keyframes forward, then backward.
  public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
  /// Use this block's duration even when nested in another block.
  public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
  /// Use only this block's options even when nested in another block.
  public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
  /// Straight lines between keyframes (the default).
  public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
  /// Steps: each keyframe's value appears at its key time.
  public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
  /// Constant speed along the polyline through the values; key times are ignored.
  public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
  /// A Catmull–Rom spline through the values at their key times.
  public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
  /// The Catmull–Rom spline at constant speed; key times are ignored.
  public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

  static let calculationModeMask: UInt = 7 << 10

  /// The calculation mode the mode bits select; the unused values 5…7 select linear.
  package var calculationMode: KeyframeCalculationMode {
    switch (rawValue & Self.calculationModeMask) >> 10 {
    case 1: .discrete
    case 2: .paced
    case 3: .cubic
    case 4: .cubicPaced
    default: .linear
    }
  }

  /// The options shared with ``AnimationOptions`` (every bit but the calculation mode).
  package var animationOptions: AnimationOptions {
    AnimationOptions(rawValue: rawValue & ~Self.calculationModeMask)
  }
}
