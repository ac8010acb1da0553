/// The engine's `UIButton`: a control whose primary action fires on touch up inside, and
/// that wins single taps over the tap recognizers of its ancestors.
///
/// A button sends the ``Control`` touch events and, in the same send right after
/// ``ControlEvents/touchUpInside``, ``ControlEvents/primaryActionTriggered`` (UIKit's
/// buttons trigger their primary action on touch up inside). A single-finger single tap
/// on it does not let a ``TapGestureRecognizer`` of an ancestor recognize (that recognizer
/// fails, cause `denied-by-control`): Apple's "Attaching gesture recognizers to UIKit
/// controls" lists "a single finger single tap" on a button among the default control
/// actions that win. Every other recognizer of an ancestor — a pan, a long press, a double
/// tap — still competes, and one with `cancelsTouchesInView` that recognizes cancels the
/// button's touch (``ControlEvents/touchCancel``).
///
/// ```swift
/// let like = Button(name: "like", center: Point(x: 60, y: 400), size: Size(width: 44, height: 44))
/// card.addSubview(like)
/// card.addGestureRecognizer(TapGestureRecognizer(name: "open card"))   // a tap on `like` does not open the card
/// like.addAction(named: "like", for: .primaryActionTriggered) { _, _ in likes += 1 }
/// ```
open class Button: Control {
  override var eventsWithTouchUpInside: ControlEvents { .primaryActionTriggered }

  /// Denies single-finger single-tap recognizers of ancestors; allows the rest.
  open override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
    !Self.isSingleFingerSingleTap(recognizer)
  }
}

extension Control {
  /// Whether `recognizer` is a tap recognizer for one tap of one finger: what buttons and
  /// segmented controls win over.
  static func isSingleFingerSingleTap(_ recognizer: GestureRecognizer) -> Bool {
    guard let tap = recognizer as? TapGestureRecognizer else { return false }
    return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
  }
}
