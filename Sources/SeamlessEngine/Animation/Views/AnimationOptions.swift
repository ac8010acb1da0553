/// `UIView.AnimationOptions`: how an animation block's animations run.
///
/// Raw values are UIKit's, so the curve is the two-bit field at bit 16
/// (``curveEaseInOut`` is 0, the default). Nested blocks inherit the enclosing block's
/// duration and curve unless they pass ``overrideInheritedDuration`` or
/// ``overrideInheritedCurve``, and its other options unless they pass
/// ``overrideInheritedOptions`` (WWDC 2010 session 123, “Building Animation Driven Interfaces”, "Property Inheritance").
///
/// ```swift
/// engine.animate(withDuration: 0.4, options: [.allowUserInteraction, .curveEaseOut]) {
///   card.center = Point(x: 195, y: 120)
/// }
/// ```
public struct AnimationOptions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt

  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Touches may land on the animating views (hit-tested where the model says unless the
  /// view or engine asks for presentation values); without it the animating views swallow
  /// touches.
  public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
  /// Non-additive animations start from the presentation value instead of the old model
  /// value (additive ones always do, in effect).
  public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
  /// Repeat forever (until removed; the completion then gets `false`).
  public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
  /// Run forward then backward; alone, once each way, then the view shows its model value.
  public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
  /// Use this block's duration even when nested in another block.
  public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
  /// Use this block's curve even when nested in another block.
  public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
  /// Use only this block's options even when nested in another block.
  public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
  /// In a view transition, animate the changes the block makes to properties (with the
  /// transition's duration and curve) instead of applying them at once under the snapshot.
  public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
  /// In `transition(from:to:…)`, hide the from-view and show the to-view instead of removing
  /// and adding them.
  public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
  /// Ease in and out: (0.42, 0), (0.58, 1); UIView's default.
  public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
  /// Ease in: (0.42, 0), (1, 1).
  public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
  /// Ease out: (0, 0), (0.58, 1).
  public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
  /// Linear.
  public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

  /// No transition effect (the default of the transition field).
  public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
  public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
  public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
  public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
  public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
  public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
  public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
  public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

  static let curveMask: UInt = 3 << 16
  static let transitionMask: UInt = 7 << 20

  /// The timing curve the curve bits select.
  package var curve: TimingCurve {
    switch (rawValue & Self.curveMask) >> 16 {
    case 1: .easeIn
    case 2: .easeOut
    case 3: .linear
    default: .easeInEaseOut
    }
  }

  /// The options other than the curve bits.
  var withoutCurve: AnimationOptions { AnimationOptions(rawValue: rawValue & ~Self.curveMask) }
}
