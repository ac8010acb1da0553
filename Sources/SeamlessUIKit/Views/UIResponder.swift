import Foundation

/// `UIResponder`: an object that touches travel through, from the view they land on up its
/// superviews.
///
/// A touch's samples go to the `touchesBegan`/`Moved`/`Ended`/`Cancelled` of the view it
/// landed on (after its gesture recognizers saw them, as UIKit delivers them); each default
/// implementation passes them to ``next``, so an override on a superview sees touches that
/// land on subviews which do not handle them.
///
/// ```swift
/// final class Knob: UIView {
///   override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
///     guard let touch = touches.first else { return }
///     center = touch.location(in: superview)
///   }
/// }
/// ```
open class UIResponder {
  public init() {}

  /// The responder touches go to when this one does not handle them.
  open var next: UIResponder? { nil }

  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  /// Inert: there is no keyboard; `false`.
  open var canBecomeFirstResponder: Bool { false }
  /// Inert: `false`.
  @discardableResult open func becomeFirstResponder() -> Bool { false }
  /// Inert: `true`.
  @discardableResult open func resignFirstResponder() -> Bool { true }
}
