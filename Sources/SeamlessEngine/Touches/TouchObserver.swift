/// Something attached to a view that receives the touches landing on it or its subviews:
/// a gesture recognizer, or a scene's own touch handler.
///
/// When a touch begins, the engine hit-tests it and fixes its observers: those attached to
/// the hit view (in attachment order), then those of each ancestor up to the window. Every
/// later sample of the touch goes to exactly those observers, in that order, until the
/// touch ends or is cancelled, even if observers are attached or detached meanwhile (as a
/// `UITouch`'s gesture recognizers are fixed at touch-down). Each call carries the touches
/// of the sample (currently always one) and the ``TouchEvent`` with the sample's time;
/// observers read time from there, never from a clock. An observer must not keep the
/// `touches` array past the call (it is a reused buffer; copy it to keep it).
///
/// ```swift
/// final class DragHandler: TouchObserver {
///   var log: [Instant] = []
///   func touchesBegan(_ touches: [Touch], event: TouchEvent) { log.append(event.timestamp) }
///   func touchesMoved(_ touches: [Touch], event: TouchEvent) { log.append(event.timestamp) }
///   func touchesEnded(_ touches: [Touch], event: TouchEvent) { log.append(event.timestamp) }
///   func touchesCancelled(_ touches: [Touch], event: TouchEvent) { log.append(event.timestamp) }
/// }
/// card.addTouchObserver(DragHandler())
/// ```
public protocol TouchObserver: AnyObject {
  func touchesBegan(_ touches: [Touch], event: TouchEvent)
  func touchesMoved(_ touches: [Touch], event: TouchEvent)
  func touchesEnded(_ touches: [Touch], event: TouchEvent)
  func touchesCancelled(_ touches: [Touch], event: TouchEvent)
}

extension TouchObserver {
  /// Calls the method for `phase` with `touches` (nothing for `stationary`).
  func receive(_ phase: Touch.Phase, _ touches: [Touch], event: TouchEvent) {
    switch phase {
    case .began: touchesBegan(touches, event: event)
    case .moved: touchesMoved(touches, event: event)
    case .ended: touchesEnded(touches, event: event)
    case .cancelled: touchesCancelled(touches, event: event)
    case .stationary: break
    }
  }
}
