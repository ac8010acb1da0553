/// A layer over the engine (the UIKit layer) that takes a control's tracking calls, so that
/// its own subclasses' overrides of `beginTracking(_:with:)` and the rest run; its defaults
/// call the control's own ``Control/beginTracking(_:)`` and the rest back.
///
/// The control asks its view's bridge, if it is one, before its own methods:
///
/// ```swift
/// extension UIControl: ControlTrackingBridge {
///   func bridgedBeginTracking(_ touch: Touch) -> Bool { beginTracking(UITouch.bridge(touch), with: nil) }
///   // …
/// }
/// ```
package protocol ControlTrackingBridge: AnyObject {
  func bridgedBeginTracking(_ touch: Touch) -> Bool
  func bridgedContinueTracking(_ touch: Touch) -> Bool
  func bridgedEndTracking(_ touch: Touch?)
  func bridgedCancelTracking()
}
