/// One engine happening, as the journal stores it.
///
/// The enum grows with the engine: recognizer transitions, animation and animator events
/// and completion calls become new cases. Every `switch` over it in the engine names each
/// case (no `default:`) but ``description``'s, so a new case does not compile until it has
/// a canonical text and a place in `isProblem`. Views are named by ``View/name``; times are ``Instant``s.
///
/// ```swift
/// let event = JournalEvent.ignoringInteractionEventsChanged(from: 0, to: 1)
/// event.canonicalText   // "ignoring-interaction-events from=0 to=1"
/// ```
public enum JournalEvent: Sendable, Hashable, CustomStringConvertible {
  /// A display frame began: its index, scheduled time, rate and whether the main thread ran.
  case frame(Frame)
  /// The refresh rate changed; `atFrame` is the first frame timed by the new rate's epoch.
  case frameRateChanged(from: Int, to: Int, atFrame: Int)
  /// A main-thread stall was scheduled over `start..<end`.
  case stallScheduled(start: Instant, end: Instant)
  /// A touch sample reached the view it was hit-tested to and `observers` touch observers.
  case touchDelivered(InputEvent, view: String, observers: Int)
  /// A well-formed touch sample was dropped, and why.
  case touchDropped(InputEvent, reason: TouchDropReason)
  /// The system cancelled a touch in flight (its observers got `touchesCancelled`).
  case touchCancelled(touchID: UInt32, view: String, reason: TouchCancellationReason)
  /// A touch call was withheld from the touch's observers because `recognizers` (whose
  /// `delaysTouchesBegan` or `delaysTouchesEnded` applies) could still recognize.
  case touchWithheld(touchID: UInt32, view: String, phase: Touch.Phase, recognizers: [String])
  /// The touch's withheld calls were delivered to its observers, in this order: the
  /// recognizers that withheld them failed (or recognized without cancelling touches).
  case touchReleased(touchID: UInt32, view: String, phases: [Touch.Phase])
  /// The touch's withheld calls were dropped and its observers never hear of it:
  /// `recognizer` recognized it (or, `nil`, the touch was cancelled first).
  case touchDiscarded(touchID: UInt32, view: String, phases: [Touch.Phase], recognizer: String?)
  /// A malformed touch sample was refused.
  case inputRejected(InputEvent, reason: InputRejection)
  /// The ignore-interaction-events counter changed.
  case ignoringInteractionEventsChanged(from: Int, to: Int, caller: String)
  /// The clock refused a request.
  case clockViolation(ClockViolation)
  /// An API was misused.
  case programmerError(ProgrammerError)
  /// A gesture recognizer changed state (a reset is a move to `possible`), and why.
  case gestureStateChanged(
    recognizer: String, view: String, from: GestureRecognizerState, to: GestureRecognizerState,
    cause: GestureTransitionCause)
  /// A continuous gesture ended with a velocity to hand over (a pan's lift): the views it was
  /// dragging (``GestureRecognizer/followedView`` or the views its actions moved), the
  /// finger's velocity in window points per second, and how the views follow the finger.
  /// Journaled before the `ended` actions run, so whatever they start is the hand-off.
  case gestureReleased(recognizer: String, velocity: Point, views: [String], following: FingerFollowing?)
  /// A gesture recognizer called one of its actions, in the state that sent it.
  case gestureActionCalled(recognizer: String, action: String, state: GestureRecognizerState)
  /// An animation block (or property animator) animated a model change.
  case animationAdded(AnimationRecord)
  /// An animation ended: ran to its end (`finished`) or was removed or replaced first.
  case animationEnded(id: Int, view: String, property: ViewProperty, finished: Bool)
  /// A completion handler was registered: an `animate` or keyframe block's, a transaction's
  /// or a property animator's (`addCompletion`), with the identity its call will carry.
  case completionRegistered(handler: Int, kind: CompletionKind, owner: String)
  /// A completion group finished and its handler (if it has one) was called.
  case animationCompletionCalled(block: Int, handler: Int?, finished: Bool)
  /// A property animator dropped its completion handlers without calling them
  /// (`stopAnimation(true)`).
  case completionsDiscarded(animator: String, handlers: [Int], call: String)
  /// A view's model value was set to its presentation value (removing animations).
  case presentationPromoted(view: String, property: ViewProperty, value: Double)
  /// A view property's presentation on both sides of an animation change.
  case presentationTransition(PresentationTransition)
  /// A scene's ``TransitionCounter`` changed.
  case counterChanged(name: String, from: Int, to: Int)
  /// A timer the app scheduled was scheduled, fired or cancelled (see ``TimerEvent``).
  case timer(TimerEvent)
  /// A trace command reached the scene.
  case commandPerformed(SceneCommand)
  /// A property animator was called (or reached its end): its state afterwards and its
  /// fraction τ.
  /// `run` counts the animator's runs (inactive → active).
  case animatorChanged(
    animator: String, run: Int, call: String, state: AnimatingState, isRunning: Bool, isReversed: Bool,
    fraction: Double)
  /// A property animator's completion handlers (by identity) ran with the final position of run `run`.
  case animatorCompletionCalled(animator: String, run: Int, position: AnimatingPosition, handlers: [Int])
  /// A dynamic animator event (see ``DynamicsEvent``).
  case dynamics(DynamicsEvent)
  /// An object got its numeric identity (see `IdentityRegistry`).
  case identified(kind: IdentityKind, id: Int, name: String)
  /// A scene recorded an event of its own (see ``SceneEvent``).
  case sceneEvent(SceneCommand)
  /// A view transition began or ended (see ``ViewTransition``).
  case viewTransition(ViewTransitionEvent)
  /// Idle frames `first…last` (at `hz`, times `from…to`) the engine skipped in one step
  /// (see `Engine.skipsIdleFrames`): nothing animated, no touch was down, nothing was due.
  case framesSkipped(first: Int, last: Int, hz: Int, from: Instant, to: Instant)
  /// A control sent one event (``ControlEvents``, a single bit): because of the touch
  /// `touchID`, or through ``Control/sendActions(for:)`` (`nil`).
  case controlEvent(control: String, event: ControlEvents, touchID: UInt32?)
  /// A control called one of its actions for `event`.
  case controlActionCalled(control: String, action: String, event: ControlEvents)
  /// A control's state flags (highlighted, disabled, selected) changed.
  case controlStateChanged(control: String, from: ControlState, to: ControlState)
  /// A control's value changed, by the user or the app: a slider's `value`, `minimumValue`
  /// or `maximumValue`, a segmented control's `selectedSegmentIndex`.
  case controlValueChanged(control: String, property: String, value: Double)
  /// A scroll view's drag, deceleration, bounce, catch or rest (``ScrollEvent``).
  case scroll(ScrollEvent)

  /// Whether the event reports something wrong (a violation, a misuse, malformed input).
  package var isProblem: Bool { kind.isProblem }

  /// The stable, platform-independent one-line text the journal digest is computed from.
  ///
  /// It is a kebab-case kind, then `key=value` fields; instants as integer nanoseconds, doubles in
  /// Swift's shortest round-trip form, names quoted. Changing it changes every digest.
  package var canonicalText: String {
    switch self {
    case .frame(let frame):
      "frame \(frame.canonicalText)"
    case .frameRateChanged(let from, let to, let atFrame):
      "frame-rate from=\(from) to=\(to) frame=\(atFrame)"
    case .stallScheduled(let start, let end):
      "stall start=\(start.nanoseconds) end=\(end.nanoseconds)"
    case .touchDelivered(let event, let view, let observers):
      "touch-delivered \(event.canonicalText) view=\(view.canonicalQuoted) observers=\(observers)"
    case .touchDropped(let event, let reason):
      "touch-dropped \(event.canonicalText) reason=\(reason.canonicalText)"
    case .touchCancelled(let touchID, let view, let reason):
      "touch-cancelled id=\(touchID) view=\(view.canonicalQuoted) reason=\(reason.canonicalText)"
    case .touchWithheld(let touchID, let view, let phase, let recognizers):
      "touch-withheld id=\(touchID) view=\(view.canonicalQuoted) phase=\(phase) "
        + "recognizers=[\(recognizers.map(\.canonicalQuoted).joined(separator: ","))]"
    case .touchReleased(let touchID, let view, let phases):
      "touch-released id=\(touchID) view=\(view.canonicalQuoted) phases=\(phases.map(\.description).joined(separator: ","))"
    case .touchDiscarded(let touchID, let view, let phases, let recognizer):
      "touch-discarded id=\(touchID) view=\(view.canonicalQuoted) phases=\(phases.map(\.description).joined(separator: ","))"
        + (recognizer.map { " recognizer=\($0.canonicalQuoted)" } ?? "")
    case .inputRejected(let event, let reason):
      "input-rejected \(event.canonicalText) reason=\(reason.canonicalText)"
    case .ignoringInteractionEventsChanged(let from, let to, let caller):
      "ignoring-interaction-events from=\(from) to=\(to) caller=\(caller.canonicalQuoted)"
    case .clockViolation(let violation):
      "clock-violation \(violation.canonicalText)"
    case .programmerError(let error):
      "programmer-error \(error.canonicalText)"
    case .gestureStateChanged(let recognizer, let view, let from, let to, let cause):
      "gesture-state recognizer=\(recognizer.canonicalQuoted) view=\(view.canonicalQuoted) from=\(from) to=\(to) "
        + "cause=\(cause.canonicalText)"
    case .gestureReleased(let recognizer, let velocity, let views, let following):
      "gesture-released recognizer=\(recognizer.canonicalQuoted) vx=\(velocity.x.canonicalText) "
        + "vy=\(velocity.y.canonicalText) views=[\(views.map(\.canonicalQuoted).joined(separator: ","))]"
        + (following.map { " following=\($0.canonicalText)" } ?? "")
    case .gestureActionCalled(let recognizer, let action, let state):
      "gesture-action recognizer=\(recognizer.canonicalQuoted) action=\(action.canonicalQuoted) state=\(state)"
    case .animationAdded(let record):
      "animation-added \(record.canonicalText)"
    case .animationEnded(let id, let view, let property, let finished):
      "animation-ended id=\(id) view=\(view.canonicalQuoted) property=\(property) finished=\(finished)"
    case .completionRegistered(let handler, let kind, let owner):
      "completion-registered handler=\(handler) kind=\(kind.rawValue) owner=\(owner.canonicalQuoted)"
    case .animationCompletionCalled(let block, let handler, let finished):
      "animation-completion block=\(block)\(handler.map { " handler=\($0)" } ?? "") finished=\(finished)"
    case .completionsDiscarded(let animator, let handlers, let call):
      "completions-discarded animator=\(animator.canonicalQuoted) handlers=\(handlers.map(String.init).joined(separator: ",")) "
        + "call=\(call.canonicalQuoted)"
    case .presentationPromoted(let view, let property, let value):
      "presentation-promoted view=\(view.canonicalQuoted) property=\(property) value=\(value.canonicalText)"
    case .presentationTransition(let transition):
      "presentation-transition \(transition.canonicalText)"
    case .counterChanged(let name, let from, let to):
      "counter name=\(name.canonicalQuoted) from=\(from) to=\(to)"
    case .timer(let event):
      event.canonicalText
    case .commandPerformed(let command):
      "command \(command.description)"
    case .animatorChanged(let animator, let run, let call, let state, let isRunning, let isReversed, let fraction):
      "animator animator=\(animator.canonicalQuoted) run=\(run) call=\(call.canonicalQuoted) state=\(state.rawValue) "
        + "running=\(isRunning) reversed=\(isReversed) fraction=\(fraction.canonicalText)"
    case .animatorCompletionCalled(let animator, let run, let position, let handlers):
      "animator-completion animator=\(animator.canonicalQuoted) run=\(run) position=\(position.rawValue) "
        + "handlers=\(handlers.map(String.init).joined(separator: ","))"
    case .dynamics(let event):
      event.canonicalText
    case .identified(let kind, let id, let name):
      "identified kind=\(kind.rawValue) id=\(id) name=\(name.canonicalQuoted)"
    case .sceneEvent(let record):
      "scene-event \(record.description)"
    case .viewTransition(let event):
      event.canonicalText
    case .framesSkipped(let first, let last, let hz, let from, let to):
      "frames-skipped first=\(first) last=\(last) hz=\(hz) from=\(from.nanoseconds) to=\(to.nanoseconds)"
    case .controlEvent(let control, let event, let touchID):
      "control-event control=\(control.canonicalQuoted) event=\(event)" + (touchID.map { " touch=\($0)" } ?? "")
    case .controlActionCalled(let control, let action, let event):
      "control-action control=\(control.canonicalQuoted) action=\(action.canonicalQuoted) event=\(event)"
    case .controlStateChanged(let control, let from, let to):
      "control-state control=\(control.canonicalQuoted) from=\(from) to=\(to)"
    case .controlValueChanged(let control, let property, let value):
      "control-value control=\(control.canonicalQuoted) property=\(property) value=\(value.canonicalText)"
    case .scroll(let event):
      event.canonicalText
    }
  }

  /// A sentence for failure messages; problems explain themselves, the rest print their
  /// canonical text.
  ///
  /// The one `switch` over the cases with a `default:`: a new case is no problem unless
  /// ``JournalEventKind/isProblem`` says so (that switch names every case), and then it is
  /// added here.
  public var description: String {
    switch self {
    case .clockViolation(let violation): violation.description
    case .programmerError(let error): error.description
    case .inputRejected(let event, let reason): "input \(event) refused: \(reason)"
    default: canonicalText
    }
  }
}
