extension Engine: GestureArbiterHost {
  package func identify(_ recognizer: GestureRecognizer) {
    identities.id(of: recognizer)
  }

  package func adopt(_ recognizer: GestureRecognizer) {
    recognizer.engine = self
  }

  package func gestureActionDidRun() {
    spendMainThreadTime(mainThreadCosts.perGestureAction)
  }

  package func cancelTouchesForObservers(of recognizer: GestureRecognizer) {
    for touch in recognizer.touches where !touch.isCancelledForObservers {
      touch.isCancelledForObservers = true
      guard touch.observersSawBegan else { continue }
      record(.touchCancelled(touchID: touch.id, view: touch.view.name, reason: .gestureRecognized(recognizer: recognizer.name)))
      let event = TouchEvent(timestamp: arbiter.eventTime ?? now, allTouches: activeTouches)
      for observer in touch.observers { observer.touchesCancelled([touch], event: event) }
    }
  }
}
