extension TouchDispatcher {
  /// Whether `touch`'s sample in `phase` is withheld from its observers
  /// (``GestureRecognizer/delaysTouchesBegan``, ``GestureRecognizer/delaysTouchesEnded``);
  /// if so, it is noted on the touch and journaled.
  ///
  /// Called after the recognizers had the sample, so only a recognizer still undecided
  /// after it withholds. Once a call is withheld, the touch's later calls queue behind it.
  /// A touch without observers is never withheld.
  ///
  /// ```swift
  /// if withholds(touch, phase: .ended) { return }   // the double tap waits for a second tap
  /// ```
  func withholds(_ touch: Touch, phase: Touch.Phase) -> Bool {
    guard !touch.observers.isEmpty else { return false }
    if !touch.withheldPhases.isEmpty && isReleasable(touch) {
      // Decided outside an update that released it (a delivery nested in another update).
      withheldTouches.removeAll { $0 === touch }
      release(touch)
    }
    let holding = !touch.withheldPhases.isEmpty
    switch phase {
    case .stationary:
      return false
    case .cancelled:
      // The observers never saw the touch begin: they hear nothing of it.
      guard holding else { return false }
      let phases = touch.withheldPhases
      touch.withheldPhases.removeAll()
      withheldTouches.removeAll { $0 === touch }
      record(.touchDiscarded(touchID: touch.id, view: touch.view.name, phases: phases, recognizer: nil))
      return true
    case .began, .moved, .ended:
      let began = phase != .ended || touch.withheldPhases.first == .began
      let delayers = delayingRecognizers(of: touch, began: began, ended: phase == .ended)
      guard holding || (phase != .moved && !delayers.isEmpty) else { return false }
      if phase != .moved || touch.withheldPhases.last != .moved { touch.withheldPhases.append(phase) }
      if !holding { withheldTouches.append(touch) }
      record(.touchWithheld(touchID: touch.id, view: touch.view.name, phase: phase, recognizers: delayers.map(\.name)))
      return true
    }
  }

  /// The recognizers of `touch` that had it, could still recognize, and delay its `began`
  /// (if `began`) or its `ended` (if `ended`), in the touch's recognizer order.
  func delayingRecognizers(of touch: Touch, began: Bool, ended: Bool) -> [GestureRecognizer] {
    touch.gestureRecognizers.filter { recognizer in
      ((began && recognizer.delaysTouchesBegan) || (ended && recognizer.delaysTouchesEnded))
        && GestureArbiter.isUndecided(recognizer) && recognizer.sequenceTouches.contains { $0 === touch }
    }
  }

  /// Settles the withheld touches of `recognizer`, which has just begun or recognized:
  /// a withheld `began` is discarded (if it delays `began` or cancels touches), a withheld
  /// `ended` becomes `touchesCancelled` (if it cancels touches); otherwise the touch waits
  /// for `releaseWithheldTouches()`.
  func settleWithheldTouches(recognizedBy recognizer: GestureRecognizer) {
    for touch in withheldTouches where !touch.withheldPhases.isEmpty && !touch.isCancelledForObservers {
      guard recognizer.sequenceTouches.contains(where: { $0 === touch }) else { continue }
      let phases = touch.withheldPhases
      if phases.first == .began {
        guard recognizer.delaysTouchesBegan || recognizer.cancelsTouchesInView else { continue }
        touch.withheldPhases.removeAll()
        touch.isCancelledForObservers = true
        record(.touchDiscarded(touchID: touch.id, view: touch.view.name, phases: phases, recognizer: recognizer.name))
      } else if recognizer.cancelsTouchesInView {
        touch.withheldPhases.removeAll()
        touch.isCancelledForObservers = true
        record(.touchCancelled(touchID: touch.id, view: touch.view.name, reason: .gestureRecognized(recognizer: recognizer.name)))
        let event = TouchEvent(timestamp: arbiter.eventTime ?? now, allTouches: activeTouches)
        dispatchDepth += 1
        for observer in touch.observers { observer.touchesCancelled([touch], event: event) }
        dispatchDepth -= 1
      }
    }
    withheldTouches.removeAll { $0.withheldPhases.isEmpty }
  }

  /// Delivers the withheld calls of every touch whose delaying recognizers have all
  /// decided, oldest withheld first (journaled `touch-released`).
  ///
  /// Runs at the end of each outermost gesture update, before the sweep resets the
  /// recognizers, with the update's event time.
  func releaseWithheldTouches() {
    while let index = withheldTouches.firstIndex(where: isReleasable) {
      release(withheldTouches.remove(at: index))
    }
  }

  /// Delivers the withheld calls of `touch` to its observers, if it has any left.
  private func release(_ touch: Touch) {
    let phases = touch.withheldPhases
    guard !phases.isEmpty, !touch.isCancelledForObservers else { return }
    touch.withheldPhases.removeAll()
    record(.touchReleased(touchID: touch.id, view: touch.view.name, phases: phases))
    let event = TouchEvent(timestamp: arbiter.eventTime ?? now, allTouches: activeTouches)
    let delivered = [touch]
    dispatchDepth += 1
    for phase in phases {
      if phase == .began { touch.observersSawBegan = true }
      for observer in touch.observers { observer.receive(phase, delivered, event: event) }
    }
    dispatchDepth -= 1
  }

  /// Whether a withheld touch is settled or none of its delaying recognizers is undecided.
  private func isReleasable(_ touch: Touch) -> Bool {
    guard !touch.withheldPhases.isEmpty, !touch.isCancelledForObservers else { return true }
    return delayingRecognizers(of: touch, began: touch.withheldPhases.first == .began, ended: touch.withheldPhases.last == .ended)
      .isEmpty
  }

  /// Cancels `recognizer`'s down touches for their touch observers (it recognized and
  /// cancels touches in its view).
  func cancelTouchesForObservers(of recognizer: GestureRecognizer) {
    for touch in recognizer.touches where !touch.isCancelledForObservers {
      touch.isCancelledForObservers = true
      guard touch.observersSawBegan else { continue }
      record(.touchCancelled(touchID: touch.id, view: touch.view.name, reason: .gestureRecognized(recognizer: recognizer.name)))
      let event = TouchEvent(timestamp: arbiter.eventTime ?? now, allTouches: activeTouches)
      for observer in touch.observers { observer.touchesCancelled([touch], event: event) }
    }
  }
}
