extension JournalEvent {
  /// Feeds the event, journaled at `instant`, to the journal digest: a tag naming its kind,
  /// the instant, then its fields as words (see ``JournalHasher``).
  ///
  /// The events a busy frame journals (touches delivered, gesture states and actions,
  /// presentation transitions, animations, animators, counters, completions) are fed field
  /// by field, without formatting; the rarer ones feed their ``canonicalText``. Either way
  /// the words determine the event: tags differ per kind, strings carry their length and
  /// optional fields a presence flag, so two events with different canonical texts feed
  /// different words. The tag comes first, before the instant, so that a record's first
  /// word tells an entry (tags 0–14) from a run of frames (0xF0): an instant can be any
  /// word, and an entry at 240 ns could otherwise read as a run.
  func digest(at instant: Instant, into hasher: inout JournalHasher) {
    switch self {
    case .frame(let frame):
      hasher.combine(word: 1)
      hasher.combine(instant)
      hasher.combine(frame.index)
      hasher.combine(frame.time)
      hasher.combine(frame.hz)
      switch frame.mainThread {
      case .ran: hasher.combine(false)
      case .stalled(let until):
        hasher.combine(true)
        hasher.combine(until)
      }
    case .touchDelivered(let event, let view, let observers):
      hasher.combine(word: 2)
      hasher.combine(instant)
      event.digest(into: &hasher)
      hasher.combine(view)
      hasher.combine(observers)
    case .gestureStateChanged(let recognizer, let view, let from, let to, let cause):
      hasher.combine(word: 3)
      hasher.combine(instant)
      hasher.combine(recognizer)
      hasher.combine(view)
      hasher.combine(from.rawValue)
      hasher.combine(to.rawValue)
      cause.digest(into: &hasher)
    case .gestureActionCalled(let recognizer, let action, let state):
      hasher.combine(word: 4)
      hasher.combine(instant)
      hasher.combine(recognizer)
      hasher.combine(action)
      hasher.combine(state.rawValue)
    case .presentationTransition(let transition):
      hasher.combine(word: 5)
      hasher.combine(instant)
      transition.digest(into: &hasher)
    case .animationAdded(let record):
      hasher.combine(word: 6)
      hasher.combine(instant)
      hasher.combine(record.id)
      hasher.combine(record.view)
      hasher.combine(Int(record.property.rawValue))
      hasher.combine(record.kind.rawValue)
      hasher.combine(record.from)
      hasher.combine(record.to)
      hasher.combine(record.begin)
      hasher.combine(record.timing)
      hasher.combine(record.repeats)
      hasher.combine(record.autoreverses)
    case .animationEnded(let id, let view, let property, let finished):
      hasher.combine(word: 7)
      hasher.combine(instant)
      hasher.combine(id)
      hasher.combine(view)
      hasher.combine(Int(property.rawValue))
      hasher.combine(finished)
    case .completionRegistered(let handler, let kind, let owner):
      hasher.combine(word: 8)
      hasher.combine(instant)
      hasher.combine(handler)
      hasher.combine(kind.rawValue)
      hasher.combine(owner)
    case .animationCompletionCalled(let block, let handler, let finished):
      hasher.combine(word: 9)
      hasher.combine(instant)
      hasher.combine(block)
      hasher.combine(handler != nil)
      hasher.combine(handler ?? 0)
      hasher.combine(finished)
    case .counterChanged(let name, let from, let to):
      hasher.combine(word: 10)
      hasher.combine(instant)
      hasher.combine(name)
      hasher.combine(from)
      hasher.combine(to)

    case .animatorChanged(let animator, let run, let call, let state, let isRunning, let isReversed, let fraction):
      hasher.combine(word: 11)
      hasher.combine(instant)
      hasher.combine(animator)
      hasher.combine(run)
      hasher.combine(call)
      hasher.combine(state.rawValue)
      hasher.combine(isRunning)
      hasher.combine(isReversed)
      hasher.combine(fraction)
    case .animatorCompletionCalled(let animator, let run, let position, let handlers):
      hasher.combine(word: 12)
      hasher.combine(instant)
      hasher.combine(animator)
      hasher.combine(run)
      hasher.combine(position.rawValue)
      hasher.combine(handlers.count)
      for handler in handlers { hasher.combine(handler) }
    case .framesSkipped(let first, let last, let hz, let from, let to):
      hasher.combine(word: 13)
      hasher.combine(instant)
      hasher.combine(first)
      hasher.combine(last)
      hasher.combine(hz)
      hasher.combine(from)
      hasher.combine(to)
    case .dynamics(.itemState(let animator, let item, let x, let y, let vx, let vy, let angle)):
      // Every dynamic item, every frame a dynamic animator runs.
      hasher.combine(word: 14)
      hasher.combine(instant)
      hasher.combine(animator)
      hasher.combine(item)
      hasher.combine(x)
      hasher.combine(y)
      hasher.combine(vx)
      hasher.combine(vy)
      hasher.combine(angle)
    case .frameRateChanged, .stallScheduled, .touchDropped, .touchCancelled, .touchWithheld, .touchReleased,
      .touchDiscarded, .inputRejected, .ignoringInteractionEventsChanged, .clockViolation, .programmerError,
      .gestureReleased, .completionsDiscarded, .presentationPromoted, .commandPerformed, .dynamics, .identified,
      .sceneEvent, .viewTransition, .controlEvent, .controlActionCalled, .controlStateChanged, .controlValueChanged,
      .timer, .scroll:
      hasher.combine(word: 0)
      hasher.combine(instant)
      hasher.combine(canonicalText)
    }
  }
}

extension InputEvent {
  func digest(into hasher: inout JournalHasher) {
    hasher.combine(Int(touchID))
    hasher.combine(Int(phase.rawValue))
    hasher.combine(time)
    hasher.combine(x)
    hasher.combine(y)
  }
}

extension GestureTransitionCause {
  func digest(into hasher: inout JournalHasher) {
    switch self {
    case .recognizer: hasher.combine(word: 1)
    case .reset: hasher.combine(word: 2)
    case .excluded(let other):
      hasher.combine(word: 3)
      hasher.combine(other)
    case .requiredFailureRecognized(let other):
      hasher.combine(word: 4)
      hasher.combine(other)
    case .requiredFailuresFailed: hasher.combine(word: 5)
    case .requireToFailCycle: hasher.combine(word: 6)
    case .shouldBeginDenied: hasher.combine(word: 7)
    case .deniedByControl(let control):
      hasher.combine(word: 8)
      hasher.combine(control)
    case .disabled: hasher.combine(word: 9)
    case .touchSequenceEnded: hasher.combine(word: 10)
    }
  }
}

extension PresentationTransition {
  func digest(into hasher: inout JournalHasher) {
    hasher.combine(view)
    hasher.combine(Int(property.rawValue))
    switch cause {
    case .added(let kind):
      hasher.combine(word: 1)
      hasher.combine(kind.rawValue)
    case .ended: hasher.combine(word: 2)
    case .removed(let promoted):
      hasher.combine(word: 3)
      hasher.combine(promoted)
    case .stopped: hasher.combine(word: 4)
    case .finished(let position):
      hasher.combine(word: 5)
      hasher.combine(position.rawValue)
    case .paused: hasher.combine(word: 6)
    case .scrubbed: hasher.combine(word: 7)
    case .continued: hasher.combine(word: 8)
    case .reversed: hasher.combine(word: 9)
    }
    hasher.combine(instant)
    hasher.combine(left.value)
    hasher.combine(left.velocity)
    hasher.combine(right.value)
    hasher.combine(right.velocity)
    hasher.combine(allowance)
    hasher.combine(held)
  }
}
