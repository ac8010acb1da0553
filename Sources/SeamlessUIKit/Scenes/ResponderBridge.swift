import SeamlessEngine

/// Hands the touches of a UIKit scene's window to the view each landed on, as `UITouch`es,
/// through its `touchesBegan`/`Moved`/`Ended`/`Cancelled` (which pass them up the responder
/// chain by default).
final class ResponderBridge: TouchObserver {
  private var delivered = UITouchSet()

  func touchesBegan(_ touches: [Touch], event: TouchEvent) { deliver(touches, event) { $0.touchesBegan($1, with: $2) } }
  func touchesMoved(_ touches: [Touch], event: TouchEvent) { deliver(touches, event) { $0.touchesMoved($1, with: $2) } }
  func touchesEnded(_ touches: [Touch], event: TouchEvent) { deliver(touches, event) { $0.touchesEnded($1, with: $2) } }
  func touchesCancelled(_ touches: [Touch], event: TouchEvent) {
    deliver(touches, event) { $0.touchesCancelled($1, with: $2) }
  }

  private func deliver(_ touches: [Touch], _ event: TouchEvent, _ send: (UIView, Set<UITouch>, UIEvent) -> Void) {
    guard let first = touches.first, let view = UIView.owner(of: first.view) else { return }
    let engine = view.backing.engine
    let uiEvent = UIEvent.touches(event, in: engine)
    let uiTouches = delivered.of(touches)
    AmbientEngine.run(engine) { send(view, uiTouches, uiEvent) }
  }
}
