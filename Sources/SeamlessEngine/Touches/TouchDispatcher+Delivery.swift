extension TouchDispatcher {
  /// Queues a sample (see `Engine.enqueue(_:)`), or journals why it is refused.
  func enqueue(_ event: InputEvent) {
    guard event.x.isFinite, event.y.isFinite else {
      return record(.inputRejected(event, reason: .nonFiniteLocation))
    }
    guard event.time >= now else {
      return record(.inputRejected(event, reason: .beforeNow(now: now)))
    }
    if let previous = lastEnqueuedInputTime, event.time < previous {
      return record(.inputRejected(event, reason: .outOfOrder(previous: previous)))
    }
    lastEnqueuedInputTime = event.time
    inputQueue.append(event)
  }

  /// Drops the delivered prefix of the input queue, reusing its storage.
  func compactInputQueue() {
    if inputHead == inputQueue.count {
      inputQueue.removeAll(keepingCapacity: true)
      inputHead = 0
    } else if inputHead >= 256 && inputHead >= inputQueue.count / 2 {
      // Only when the delivered prefix is at least half the queue: amortised O(1) per sample.
      inputQueue.removeFirst(inputHead)
      inputHead = 0
    }
  }

  /// Delivers one sample, on the main thread.
  func deliver(_ event: InputEvent) {
    generation &+= 1
    if let dropped = droppedTouchIDs.firstIndex(of: event.touchID) {
      switch event.phase {
      case .began:
        record(.inputRejected(event, reason: .beganWhileDown))
      case .moved, .stationary:
        record(.touchDropped(event, reason: .restOfDroppedSequence))
      case .ended, .cancelled:
        record(.touchDropped(event, reason: .restOfDroppedSequence))
        droppedTouchIDs.remove(at: dropped)
      }
      return
    }
    let index = activeTouches.firstIndex { $0.id == event.touchID }
    switch event.phase {
    case .began:
      guard index == nil else { return record(.inputRejected(event, reason: .beganWhileDown)) }
      begin(event)
    case .moved, .stationary, .ended, .cancelled:
      guard let index else { return record(.inputRejected(event, reason: .unknownTouch)) }
      update(activeTouches[index], with: event)
    }
  }

  private func begin(_ event: InputEvent) {
    touchDowns += 1
    if ignoringInteractionEventsCount > 0 {
      return drop(event, reason: .ignoringInteractionEvents)
    }
    let hit = hitTestOverride.map { $0(event.location) } ?? window.hitTest(event.location, at: now, values: hitTestValues)
    guard let view = hit, view.root === window else {
      return drop(event, reason: .noViewHit)
    }
    if let transition = view.interactionBlockingTransition {
      return drop(event, reason: .transitionDisallowsInteraction(container: transition.containerName))
    }
    if let animated = view.interactionBlockingAnimatedView {
      return drop(event, reason: .animationDisallowsInteraction(view: animated.name))
    }
    var observers: [any TouchObserver] = []
    var recognizers: [GestureRecognizer] = []
    var current: View? = view
    while let candidate = current {
      observers.append(contentsOf: candidate.touchObservers)
      recognizers.append(contentsOf: candidate.gestureRecognizers.filter(\.isEnabled))
      current = candidate.superview
    }
    let touch = Touch(
      id: event.touchID, phase: .began, timestamp: event.time, windowLocation: event.location,
      view: view, window: window, observers: observers, gestureRecognizers: recognizers)
    touch.tapCount = tapCount(beginningAt: event.location, time: event.time)
    touch.force = event.force
    touch.majorRadius = event.majorRadius
    activeTouches.append(touch)
    if view !== window { touchDownsOnViews += 1 }
    identities.id(of: view)
    sampler.track(view)
    record(.touchDelivered(event, view: view.name, observers: observers.count))
    dispatch(touch, phase: .began)
  }

  private func update(_ touch: Touch, with event: InputEvent) {
    if event.phase == .moved {
      touch.previousWindowLocation = touch.windowLocation
    }
    touch.pathSinceSample += touch.windowLocation.distance(to: event.location)
    touch.windowLocation = event.location
    touch.timestamp = event.time
    touch.phase = event.phase
    touch.force = event.force
    touch.majorRadius = event.majorRadius
    record(.touchDelivered(event, view: touch.view.name, observers: touch.observers.count))
    switch event.phase {
    case .began, .stationary:
      break
    case .moved:
      dispatch(touch, phase: .moved)
    case .ended, .cancelled:
      noteLift(of: touch)
      dispatch(touch, phase: event.phase)
      activeTouches.removeAll { $0 === touch }
      if sampler.isActive && touch.pathSinceSample > 0 { liftedSinceSample.append(touch) }
    }
  }

  private func drop(_ event: InputEvent, reason: TouchDropReason) {
    record(.touchDropped(event, reason: reason))
    droppedTouchIDs.append(event.touchID)
  }

  /// Gives the touch's sample to its gesture recognizers, then (unless a recognizer
  /// cancelled it for them or withholds it, see `withholds(_:phase:)`) calls its observers
  /// for `phase`, with a reused one-touch buffer.
  func dispatch(_ touch: Touch, phase: Touch.Phase) {
    let event = TouchEvent(timestamp: touch.timestamp, allTouches: activeTouches)
    fingerDepth += 1
    defer { fingerDepth -= 1 }
    dispatchDepth += 1
    if !touch.gestureRecognizers.isEmpty {
      arbiter.deliver(touch, phase: phase, event: event)
    }
    guard !touch.isCancelledForObservers, !withholds(touch, phase: phase) else {
      dispatchDepth -= 1
      return
    }
    if phase == .began { touch.observersSawBegan = true }
    deliveryBuffer.removeAll(keepingCapacity: true)
    deliveryBuffer.append(touch)
    for observer in touch.observers { observer.receive(phase, deliveryBuffer, event: event) }
    dispatchDepth -= 1
    deliveryBuffer.removeAll(keepingCapacity: true)
  }
}
