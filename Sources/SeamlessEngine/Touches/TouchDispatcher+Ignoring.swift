extension TouchDispatcher {
  /// One more level of ignoring touches (see `Engine.beginIgnoringInteractionEvents`):
  /// touches already down are cancelled when the count leaves 0.
  func beginIgnoringInteractionEvents(caller: String) {
    let old = ignoringInteractionEventsCount
    ignoringInteractionEventsCount = old + 1
    record(.ignoringInteractionEventsChanged(from: old, to: old + 1, caller: caller))
    if old == 0 && !activeTouches.isEmpty {
      needsToCancelActiveTouches = true
      cancelActiveTouchesIfRequested()
    }
  }

  /// One level less (see `Engine.endIgnoringInteractionEvents`); below 0 is a programmer error.
  func endIgnoringInteractionEvents(caller: String) {
    let old = ignoringInteractionEventsCount
    guard old > 0 else {
      return record(.programmerError(.unbalancedEndIgnoringInteractionEvents))
    }
    ignoringInteractionEventsCount = old - 1
    record(.ignoringInteractionEventsChanged(from: old, to: old - 1, caller: caller))
  }

  /// Cancels the touches in flight if a begin asked for it and no delivery is running.
  func cancelActiveTouchesIfRequested() {
    guard needsToCancelActiveTouches, dispatchDepth == 0 else { return }
    needsToCancelActiveTouches = false
    while let touch = activeTouches.first {
      touch.phase = .cancelled
      touch.timestamp = now
      record(.touchCancelled(touchID: touch.id, view: touch.view.name, reason: .ignoringInteractionEventsBegan))
      dispatch(touch, phase: .cancelled)
      activeTouches.removeAll { $0 === touch }
      if sampler.isActive && touch.pathSinceSample > 0 { liftedSinceSample.append(touch) }
      droppedTouchIDs.append(touch.id)
    }
  }
}
