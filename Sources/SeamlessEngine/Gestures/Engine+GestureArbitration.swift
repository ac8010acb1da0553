extension Engine {
  /// Runs `body` as one gesture update; when the outermost update returns, the sweep
  /// resets every terminal recognizer whose touches have all lifted and forgets the
  /// recognizers that have nothing left to do.
  ///
  /// Touch delivery to recognizers and recognizer deadlines run inside an update, so a
  /// reset never happens in the middle of arbitration.
  ///
  /// ```swift
  /// engine.withGestureUpdates(eventTime: nil) { engine.requestMove(doubleTap, to: .failed) }
  /// ```
  func withGestureUpdates(eventTime: Instant?, _ body: () -> Void) {
    let outerTime = gestureEventTime
    if let eventTime { gestureEventTime = eventTime }
    gestureUpdateDepth += 1
    body()
    gestureUpdateDepth -= 1
    gestureEventTime = outerTime
    if gestureUpdateDepth == 0 { sweepRecognizers() }
  }

  /// Gives one touch sample to the touch's recognizers, in order.
  func deliverToGestureRecognizers(_ touch: Touch, phase: Touch.Phase, event: TouchEvent) {
    withGestureUpdates(eventTime: event.timestamp) {
      let delivered = [touch]
      for recognizer in touch.gestureRecognizers {
        if phase == .began {
          recognizer.engine = self
          if !involvedRecognizers.contains(where: { $0 === recognizer }) { involvedRecognizers.append(recognizer) }
          recognizer.touches.append(touch)
          recognizer.sequenceTouches.append(touch)
        } else if !recognizer.touches.contains(where: { $0 === touch }) {
          continue
        }
        if Self.receivesTouches(recognizer) {
          switch phase {
          case .began: recognizer.touchesBegan(delivered, event: event)
          case .moved: recognizer.touchesMoved(delivered, event: event)
          case .ended: recognizer.touchesEnded(delivered, event: event)
          case .cancelled: recognizer.touchesCancelled(delivered, event: event)
          case .stationary: break
          }
        }
        recognizer.noteLocation()
        if phase.isTerminal {
          recognizer.touches.removeAll { $0 === touch }
          if recognizer.touches.isEmpty { touchSequenceEnded(for: recognizer) }
        }
      }
    }
  }

  /// Whether the recognizer's touch methods are called: enabled, not holding a move, and
  /// possible, began or changed.
  static func receivesTouches(_ recognizer: GestureRecognizer) -> Bool {
    guard recognizer.isEnabled, recognizer.heldState == nil else { return false }
    switch recognizer.state {
    case .possible, .began, .changed: return true
    case .ended, .cancelled, .failed: return false
    }
  }

  /// The recognizer's own request to move to `next`.
  func requestMove(_ recognizer: GestureRecognizer, to next: GestureRecognizerState) {
    let from = recognizer.state
    guard GestureStateMachine.isLegal(from: from, to: next, kind: recognizer.kind) else {
      let error = IllegalGestureTransition(from: from, to: next, kind: recognizer.kind)
      return record(.programmerError(.illegalGestureTransition(recognizer: recognizer.name, error)))
    }
    if from == .possible, next == .began || next == .ended {
      return recognize(recognizer, as: next, cause: .recognizer)
    }
    if next == .failed { recognizer.heldState = nil }
    transition(recognizer, to: next, cause: .recognizer)
  }

  /// `possible → began/ended`, through shouldBegin, failure requirements and exclusivity.
  private func recognize(_ recognizer: GestureRecognizer, as next: GestureRecognizerState, cause: GestureTransitionCause) {
    if let blocker = recognizer.failureRequirements.first(where: { Self.hasRecognized($0) }) {
      recognizer.heldState = nil
      transition(recognizer, to: .failed, cause: .requiredFailureRecognized(blocker.name))
      return
    }
    if recognizer.failureRequirements.contains(where: { Self.isUndecided($0) }) {
      recognizer.heldState = next
      return
    }
    recognizer.heldState = nil
    // Controls (Controls/Engine+ControlArbitration.swift): a control tracking one of the
    // recognizer's touches may deny a recognizer of its ancestors, as UIKit's controls do
    // through UIView.gestureRecognizerShouldBegin(_:) since iOS 6.
    if let control = controlDenying(recognizer) {
      transition(recognizer, to: .failed, cause: .deniedByControl(control.name))
      return
    }
    if let shouldBegin = recognizer.shouldBegin, !shouldBegin(recognizer) {
      transition(recognizer, to: .failed, cause: .shouldBeginDenied)
      return
    }
    if let active = involvedRecognizers.first(where: { other in
      other !== recognizer && (other.state == .began || other.state == .changed)
        && Self.shareTouches(recognizer, other) && !Self.simultaneous(recognizer, other)
    }) {
      transition(recognizer, to: .failed, cause: .excluded(by: active.name))
      return
    }
    guard transition(recognizer, to: next, cause: cause, sendingActions: false) else { return }
    for other in involvedRecognizers where other !== recognizer && other.state == .possible {
      if other.failureRequirements.contains(where: { $0 === recognizer }) {
        other.heldState = nil
        transition(other, to: .failed, cause: .requiredFailureRecognized(recognizer.name))
      } else if Self.shareTouches(recognizer, other) && !Self.simultaneous(recognizer, other) {
        other.heldState = nil
        transition(other, to: .failed, cause: .excluded(by: recognizer.name))
      }
    }
    if recognizer.cancelsTouchesInView { cancelTouchesForObservers(of: recognizer) }
    if recognizer.state == next { recognizer.sendActions() }
  }

  /// Applies a legal move, journals it and (unless told not to) sends actions.
  ///
  /// A move to failed releases or fails the recognizers waiting for this one. Returns
  /// whether the move happened.
  @discardableResult
  private func transition(
    _ recognizer: GestureRecognizer, to next: GestureRecognizerState, cause: GestureTransitionCause,
    sendingActions: Bool = true
  ) -> Bool {
    let from = recognizer.state
    holdGeneration &+= 1
    identities.id(of: recognizer)
    do {
      try recognizer.machine.move(to: next)
    } catch {
      record(.programmerError(.illegalGestureTransition(recognizer: recognizer.name, error)))
      return false
    }
    record(
      .gestureStateChanged(
        recognizer: recognizer.name, view: recognizer.view?.name ?? "", from: from, to: next, cause: cause))
    if next == .began || (next == .ended && from == .possible) {
      recognizer.gestureSerial += 1
      recognizer.movedViews.removeAll()
    }
    if next == .ended && (from == .began || from == .changed), let velocity = recognizer.releaseVelocity {
      // The hand-off: what the gesture was moving and how fast the finger left, before the
      // actions that take over.
      record(
        .gestureReleased(
          recognizer: recognizer.name, velocity: velocity, views: recognizer.draggedViews.map(\.name),
          following: recognizer.following))
    }
    if next.isTerminal { recognizer.cancelDeadlines() }
    recognizer.stateDidChange(from: from, to: next)
    if sendingActions && next.sendsActions { recognizer.sendActions() }
    if next == .failed { requirementFailed(recognizer) }
    return true
  }

  /// Re-examines the recognizers holding a move on `failed`.
  private func requirementFailed(_ failed: GestureRecognizer) {
    for waiting in involvedRecognizers where waiting.state == .possible {
      guard let held = waiting.heldState, waiting.failureRequirements.contains(where: { $0 === failed }) else {
        continue
      }
      if let blocker = waiting.failureRequirements.first(where: { Self.hasRecognized($0) }) {
        waiting.heldState = nil
        transition(waiting, to: .failed, cause: .requiredFailureRecognized(blocker.name))
      } else if !waiting.failureRequirements.contains(where: { Self.isUndecided($0) }) {
        recognize(waiting, as: held, cause: .requiredFailuresFailed)
      }
    }
  }

  /// The last touch of the recognizer lifted or was cancelled.
  private func touchSequenceEnded(for recognizer: GestureRecognizer) {
    switch recognizer.state {
    case .began, .changed:
      transition(recognizer, to: .cancelled, cause: .touchSequenceEnded)
    case .possible:
      let holdsRecognition = recognizer.heldState == .ended
      if !holdsRecognition && !recognizer.isAwaitingMoreTouches {
        recognizer.heldState = nil
        transition(recognizer, to: .failed, cause: .touchSequenceEnded)
      }
    case .ended, .cancelled, .failed:
      break
    }
  }

  /// `isEnabled` went to false.
  func recognizerWasDisabled(_ recognizer: GestureRecognizer) {
    guard involvedRecognizers.contains(where: { $0 === recognizer }) else { return }
    withGestureUpdates(eventTime: nil) {
      switch recognizer.state {
      case .began, .changed:
        transition(recognizer, to: .cancelled, cause: .disabled)
      case .possible:
        recognizer.heldState = nil
        transition(recognizer, to: .failed, cause: .disabled)
      case .ended, .cancelled, .failed:
        break
      }
    }
  }

  /// Cancels the recognizer's down touches for their touch observers.
  private func cancelTouchesForObservers(of recognizer: GestureRecognizer) {
    for touch in recognizer.touches where !touch.isCancelledForObservers {
      touch.isCancelledForObservers = true
      guard touch.observersSawBegan else { continue }
      record(.touchCancelled(touchID: touch.id, view: touch.view.name, reason: .gestureRecognized(recognizer: recognizer.name)))
      let event = TouchEvent(timestamp: gestureEventTime ?? now, allTouches: activeTouches)
      for observer in touch.observers { observer.touchesCancelled([touch], event: event) }
    }
  }

  /// Resets terminal recognizers whose touches have all lifted; forgets idle ones.
  private func sweepRecognizers() {
    var index = 0
    while index < involvedRecognizers.count {
      let recognizer = involvedRecognizers[index]
      guard recognizer.touches.isEmpty else {
        index += 1
        continue
      }
      let from = recognizer.state
      if from.isTerminal {
        recognizer.machine.reset()
        record(
          .gestureStateChanged(
            recognizer: recognizer.name, view: recognizer.view?.name ?? "", from: from, to: .possible, cause: .reset))
        recognizer.clearSequence()
        recognizer.stateDidChange(from: from, to: .possible)
        involvedRecognizers.remove(at: index)
      } else if from == .possible && recognizer.heldState == nil && !recognizer.isAwaitingMoreTouches {
        recognizer.clearSequence()
        involvedRecognizers.remove(at: index)
      } else {
        index += 1
      }
    }
  }

  /// Whether `recognizer` has begun or recognized (a dependent must fail).
  static func hasRecognized(_ recognizer: GestureRecognizer) -> Bool {
    switch recognizer.state {
    case .began, .changed, .ended, .cancelled: true
    case .possible, .failed: false
    }
  }

  /// Whether `recognizer` may still recognize in the current sequence: possible, enabled,
  /// and tracking touches, waiting for more or holding a move.
  static func isUndecided(_ recognizer: GestureRecognizer) -> Bool {
    guard recognizer.state == .possible, recognizer.isEnabled else { return false }
    return !recognizer.touches.isEmpty || recognizer.isAwaitingMoreTouches || recognizer.heldState != nil
  }

  static func shareTouches(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
    a.sequenceTouches.contains { touch in b.sequenceTouches.contains { $0 === touch } }
  }

  static func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
    a.shouldRecognizeSimultaneously?(b) == true || b.shouldRecognizeSimultaneously?(a) == true
  }
}
