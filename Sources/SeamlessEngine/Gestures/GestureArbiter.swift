/// Gesture arbitration: which recognizers get a touch, which may begin, which must wait for
/// another to fail, and when they reset — the state UIKit keeps per touch sequence, owned by
/// one object instead of the engine.
///
/// The engine gives every touch sample to ``deliver(_:phase:event:)``; a recognizer's own
/// decisions (``GestureRecognizer/setState(_:)``, its deadlines, `isEnabled = false`) come
/// back through ``update(eventTime:_:)``. An update runs the moves in order; when the
/// outermost one returns, the host releases touches withheld from their observers by
/// recognizers that have all decided, then the sweep resets every terminal recognizer whose
/// touches have all lifted and forgets those with nothing left to do.
///
/// It journals to the engine's journal at the engine's clock; what else it needs from the
/// engine — controls that may deny a move, touches withheld from observers, identities, the
/// cost of an action — it asks its ``GestureArbiterHost``. With no host (a test of the rules
/// alone) it arbitrates and journals all the same.
///
/// ```swift
/// let arbiter = GestureArbiter(journal: engine.journal, clock: engine.clock)
/// arbiter.host = engine
/// arbiter.deliver(touch, phase: .began, event: event)   // the touch's recognizers, in order
/// arbiter.involvedRecognizers                          // who is tracking, waiting or holding
/// ```
package final class GestureArbiter {
  /// The engine the arbiter journals to and asks about controls and withheld touches.
  ///
  /// Unowned, not weak: a weak reference would give the engine a side table and make every
  /// retain of it slow (29 % of a gesture-heavy replay when it was weak). The engine empties
  /// it when it deinitializes, and reading it after that traps rather than dangles.
  @exclusivity(unchecked) package unowned var host: (any GestureArbiterHost)?
  /// Recognizers tracking touches, waiting for more, or holding a move, in the order they
  /// first got a touch: the set the arbitration rules look at.
  @exclusivity(unchecked) package private(set) var involvedRecognizers: [GestureRecognizer] = []
  /// Recognizers whose actions are running, innermost last.
  @exclusivity(unchecked) package private(set) var actingRecognizers: [GestureRecognizer] = []
  /// How many moves it has made: a recognizer's move may change who holds what, so this is
  /// part of the key of the sampler's cache (with the engine's own generation).
  @exclusivity(unchecked) package private(set) var transitions = 0
  /// Whether any touch has calls withheld from its observers (kept by the host).
  @exclusivity(unchecked) package var hasWithheldTouches = false
  /// Where moves, actions and programmer errors are journaled.
  package let journal: Journal
  /// The clock whose instant they are journaled at.
  let clock: VirtualClock
  /// The time of the touch sample being given to recognizers, if one is.
  @exclusivity(unchecked) package private(set) var eventTime: Instant?
  /// Nesting of gesture updates; the end-of-update sweep runs when it returns to 0.
  @exclusivity(unchecked) private var updateDepth = 0
  /// The one-touch array handed to recognizers, reused sample to sample.
  @exclusivity(unchecked) private var deliveryBuffer: [Touch] = []
  /// What refers back to the arbiter without keeping it alive (see ``ObjectLink``).
  let link = ObjectLink<GestureArbiter>()

  /// An arbiter journaling to `journal` at `clock`'s instants, with no host yet.
  package init(journal: Journal, clock: VirtualClock) {
    self.journal = journal
    self.clock = clock
    deliveryBuffer.reserveCapacity(1)
    link.object = self
  }

  deinit {
    link.object = nil
  }

  /// Links `recognizer` to this arbiter (and, through the host, to its engine) at its first
  /// touch.
  private func adopt(_ recognizer: GestureRecognizer) {
    recognizer.arbiter = self
    host?.adopt(recognizer)
  }

  private func record(_ event: JournalEvent) { journal.record(event, at: clock.now) }

  /// Runs the recognizer's actions, journaled, with it as the innermost acting recognizer.
  func sendActions(of recognizer: GestureRecognizer) {
    let host = host
    let count = recognizer.touches.count
    recognizer.touchCountChanged = recognizer.state != .began && count != recognizer.touchCountAtLastAction
    recognizer.touchCountAtLastAction = count
    actingRecognizers.append(recognizer)
    defer { actingRecognizers.removeLast() }
    for action in recognizer.actions {
      record(.gestureActionCalled(recognizer: recognizer.name, action: action.name, state: recognizer.state))
      action.body(recognizer)
      host?.gestureActionDidRun()
    }
  }

  /// Runs `body` as one gesture update; when the outermost update returns, touches
  /// withheld from their observers by recognizers that have all decided are released
  /// (`releaseWithheldTouches()`), then the sweep resets every terminal recognizer whose
  /// touches have all lifted and forgets the recognizers that have nothing left to do.
  ///
  /// Touch delivery to recognizers and recognizer deadlines run inside an update, so a
  /// reset never happens in the middle of arbitration.
  ///
  /// ```swift
  /// arbiter.update(eventTime: nil) { arbiter.requestMove(doubleTap, to: .failed) }
  /// ```
  func update(eventTime: Instant?, _ body: () -> Void) {
    let outerTime = self.eventTime
    if let eventTime { self.eventTime = eventTime }
    updateDepth += 1
    body()
    if updateDepth == 1 && hasWithheldTouches { host?.releaseWithheldTouches() }
    updateDepth -= 1
    self.eventTime = outerTime
    if updateDepth == 0 { sweepRecognizers() }
  }

  /// Gives one touch sample to the touch's recognizers, in order.
  func deliver(_ touch: Touch, phase: Touch.Phase, event: TouchEvent) {
    update(eventTime: event.timestamp) {
      // The one-touch array the recognizers get, in a buffer kept between samples (a delivery
      // inside this one mutates the arbiter's copy, not this one).
      deliveryBuffer.removeAll(keepingCapacity: true)
      deliveryBuffer.append(touch)
      let delivered = deliveryBuffer
      for recognizer in touch.gestureRecognizers {
        if phase == .began {
          if let shouldReceive = recognizer.shouldReceive, !shouldReceive(touch) { continue }
          adopt(recognizer)
          if !involvedRecognizers.contains(where: { $0 === recognizer }) { involvedRecognizers.append(recognizer) }
          recognizer.touches.append(touch)
          recognizer.sequenceTouches.append(touch)
        } else if !recognizer.touches.contains(where: { $0 === touch }) {
          continue
        }
        if Self.receivesTouches(recognizer) {
          if let bridge = recognizer.bridge, phase != .stationary {
            bridge.touches(phase, delivered, event: event)
          } else {
            switch phase {
            case .began: recognizer.touchesBegan(delivered, event: event)
            case .moved: recognizer.touchesMoved(delivered, event: event)
            case .ended: recognizer.touchesEnded(delivered, event: event)
            case .cancelled: recognizer.touchesCancelled(delivered, event: event)
            case .stationary: break
            }
          }
        }
        recognizer.noteLocation()
        if phase.isTerminal {
          recognizer.touches.removeAll { $0 === touch }
          if recognizer.touches.isEmpty { touchSequenceEnded(for: recognizer) }
        }
      }
    }
    // Empty again (its capacity kept), so the buffer keeps no touch, nor its view, alive.
    deliveryBuffer.removeAll(keepingCapacity: true)
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
      record(.programmerError(.illegalGestureTransition(recognizer: recognizer.name, error)))
      return
    }
    if from == .possible, next == .began || next == .ended {
      return recognize(recognizer, as: next, cause: .recognizer)
    }
    if next == .failed { recognizer.heldState = nil }
    transition(recognizer, to: next, cause: .recognizer)
  }

  /// `possible → began/ended`, through shouldBegin, failure requirements and exclusivity.
  private func recognize(_ recognizer: GestureRecognizer, as next: GestureRecognizerState, cause: GestureTransitionCause) {
    let requirements = failureRequirements(of: recognizer)
    if let blocker = requirements.first(where: { Self.hasRecognized($0) }) {
      recognizer.heldState = nil
      transition(recognizer, to: .failed, cause: .requiredFailureRecognized(blocker.name))
      return
    }
    if requirements.contains(where: { Self.isUndecided($0) }) {
      if let cycle = requireToFailCycle(closedBy: recognizer) {
        return failCycle(cycle)
      }
      recognizer.heldState = next
      return
    }
    recognizer.heldState = nil
    // Controls (Controls/Engine+ControlArbitration.swift): a control tracking one of the
    // recognizer's touches may deny a recognizer of its ancestors, as UIKit's controls do
    // through UIView.gestureRecognizerShouldBegin(_:) since iOS 6.
    if let control = host?.controlDenying(recognizer) {
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
      if requiresFailure(other, of: recognizer) {
        other.heldState = nil
        transition(other, to: .failed, cause: .requiredFailureRecognized(recognizer.name))
      } else if Self.shareTouches(recognizer, other) && !Self.simultaneous(recognizer, other) {
        other.heldState = nil
        transition(other, to: .failed, cause: .excluded(by: recognizer.name))
      }
    }
    if let host {
      if hasWithheldTouches { host.settleWithheldTouches(recognizedBy: recognizer) }
      if recognizer.cancelsTouchesInView { host.cancelTouchesForObservers(of: recognizer) }
    }
    if recognizer.state == next { sendActions(of: recognizer) }
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
    transitions &+= 1
    if recognizer.journalID == 0 { host?.identify(recognizer) }
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
    if sendingActions && next.sendsActions { sendActions(of: recognizer) }
    if next == .failed { requirementFailed(recognizer) }
    return true
  }

  /// Re-examines the recognizers holding a move on `failed`.
  private func requirementFailed(_ failed: GestureRecognizer) {
    for waiting in involvedRecognizers where waiting.state == .possible {
      guard let held = waiting.heldState, requiresFailure(waiting, of: failed) else {
        continue
      }
      let requirements = failureRequirements(of: waiting)
      if let blocker = requirements.first(where: { Self.hasRecognized($0) }) {
        waiting.heldState = nil
        transition(waiting, to: .failed, cause: .requiredFailureRecognized(blocker.name))
      } else if !requirements.contains(where: { Self.isUndecided($0) }) {
        recognize(waiting, as: held, cause: .requiredFailuresFailed)
      }
    }
  }

  /// Whether `waiting` must wait for `other` to fail: `other` is one of its
  /// ``GestureRecognizer/failureRequirements``, or (when the two share a touch in the current
  /// sequence) `waiting`'s ``GestureRecognizer/shouldRequireFailure(of:)`` or
  /// ``GestureRecognizer/shouldRequireFailureOf``, or `other`'s
  /// ``GestureRecognizer/shouldBeRequiredToFail(by:)`` or
  /// ``GestureRecognizer/shouldBeRequiredToFailBy``, says so.
  ///
  /// ```swift
  /// doubleTap.shouldBeRequiredToFailBy = { $0 === tap }
  /// arbiter.requiresFailure(tap, of: doubleTap)   // true once both have the touch
  /// ```
  func requiresFailure(_ waiting: GestureRecognizer, of other: GestureRecognizer) -> Bool {
    guard waiting !== other else { return false }
    if waiting.failureRequirements.contains(where: { $0 === other }) { return true }
    guard Self.shareTouches(waiting, other) else { return false }
    return waiting.shouldRequireFailure(of: other) || waiting.shouldRequireFailureOf?(other) == true
      || other.shouldBeRequiredToFail(by: waiting) || other.shouldBeRequiredToFailBy?(waiting) == true
  }

  /// Every recognizer `recognizer` waits for now: its static requirements in the order they
  /// were added, then the involved recognizers the hooks add, in the order they got a touch.
  func failureRequirements(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
    var requirements = recognizer.failureRequirements
    for other in involvedRecognizers where !requirements.contains(where: { $0 === other }) {
      if requiresFailure(recognizer, of: other) { requirements.append(other) }
    }
    return requirements
  }

  /// The cycle `start` would close by holding a move: a path of undecided requirements
  /// from `start` through recognizers that already hold a move and back to `start`, in
  /// waiting order (`start` first), or `nil`.
  ///
  /// A member that does not hold a move can still fail on its own and release the others,
  /// so only a cycle of held moves is a deadlock. The search is depth-first in
  /// ``failureRequirements(of:)`` order, so the same state finds the same cycle.
  func requireToFailCycle(closedBy start: GestureRecognizer) -> [GestureRecognizer]? {
    var path = [start]
    var explored: [GestureRecognizer] = []
    func reachesStart(from last: GestureRecognizer) -> Bool {
      for next in failureRequirements(of: last) where Self.isUndecided(next) {
        if next === start { return true }
        guard next.heldState != nil, !path.contains(where: { $0 === next }), !explored.contains(where: { $0 === next })
        else { continue }
        path.append(next)
        if reachesStart(from: next) { return true }
        path.removeLast()
        explored.append(next)
      }
      return false
    }
    return reachesStart(from: start) ? path : nil
  }

  /// Journals the cycle as a programmer error and fails every member still `possible`.
  private func failCycle(_ cycle: [GestureRecognizer]) {
    record(.programmerError(.requireToFailCycle(recognizers: cycle.map(\.name))))
    // Clear every held move first, so no member is released by another member's failure.
    for member in cycle { member.heldState = nil }
    for member in cycle where member.state == .possible {
      transition(member, to: .failed, cause: .requireToFailCycle)
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
    update(eventTime: nil) {
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
