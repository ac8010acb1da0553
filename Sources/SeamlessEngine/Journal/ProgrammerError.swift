/// A call that UIKit would answer with an exception or undefined behaviour, recorded in the
/// journal instead.
///
/// The engine never traps on a misuse of its UIKit-shaped API: the call is ignored (or
/// clamped, as each case says), the error is journaled with the instant and the state that
/// made it an error, and the invariant "no programmer errors" fails the test with this
/// description. New cases are added as new APIs arrive (recognizers, animators).
///
/// ```swift
/// let engine = Engine()
/// engine.endIgnoringInteractionEvents()   // never began: recorded, the counter stays 0
/// engine.journal.problems.first?.description
/// // "t=0.000000000 s: endIgnoringInteractionEvents() called while the ignore counter is 0; ..."
/// ```
public enum ProgrammerError: Sendable, Hashable, CustomStringConvertible {
  /// `endIgnoringInteractionEvents()` with the counter already at 0.
  case unbalancedEndIgnoringInteractionEvents
  /// A display refresh rate that is not a positive whole number of hertz (at most 1000).
  case invalidFrameRate(hz: Int)
  /// A stall with a negative duration.
  case negativeStallDuration(TimeSpan)
  /// A gesture recognizer asked for a move its state machine forbids; the state is unchanged.
  case illegalGestureTransition(recognizer: String, IllegalGestureTransition)
  /// Gesture recognizers that each wait for the next to fail, the last for the first
  /// (``GestureRecognizer/require(toFail:)`` or the failure-requirement hooks), all wanting to
  /// begin or recognize: UIKit deadlocks; the engine failed them all.
  case requireToFailCycle(recognizers: [String])
  /// An animation call got a parameter out of its domain (`call` names the call); the
  /// nearest valid value was used instead, as the case's text says.
  case invalidAnimationParameter(call: String, parameter: String, value: Double, used: Double)
  /// A property animator call its state forbids (UIKit raises); the call changed nothing.
  case animatorMisuse(animator: String, call: String, state: AnimatingState, rule: String)
  /// A view model value set to NaN or infinity (UIKit raises `CALayerInvalidGeometry`);
  /// the old value stays. `property` names the offending component of a point or size.
  case nonFiniteModelValue(view: String, property: ViewProperty, value: Double)
  /// A trace command the scene does not know (the trace was made for another scene).
  case unknownCommand(scene: String, command: SceneCommand)
  /// `addKeyframe` called where there is no keyframe block to add to (`context` says
  /// where: outside any block, in an `animate` block, in another `addKeyframe`, in
  /// `performWithoutAnimation`); its body ran as if it were not wrapped in `addKeyframe`.
  case keyframeOutsideKeyframeAnimation(context: String)
  /// The dynamics API was misused (see ``DynamicsMisuse``).
  case dynamics(DynamicsMisuse)
  /// `transition(from:to:…)` was called with a from-view that has no superview: there is
  /// no container to transition, so nothing moved and the completion ran with `true`.
  case transitionFromViewWithoutSuperview(view: String)
  /// Two objects of `kind` in the run share a name, so the journal (and every invariant)
  /// cannot tell them apart (see `IdentityRegistry`).
  case duplicateName(kind: IdentityKind, name: String, firstID: Int, secondID: Int)
  /// A control was given a value it cannot take (`call` names the setter, `rule` the
  /// constraint); the value is unchanged.
  case controlMisuse(control: String, call: String, rule: String)
  /// An Auto Layout constraint UIKit cannot honour (a required one conflicting with the
  /// required ones in place, which UIKit breaks, or a change UIKit raises for); `rule` says
  /// which and what became of it.
  case layoutMisuse(constraint: String, rule: String)
  /// A trace's metadata under `key` does not read as what the replay needs from it (`problem`
  /// says why); the replay went on without it.
  case malformedTraceMetadata(key: String, problem: String)

  public var description: String {
    switch self {
    case .unbalancedEndIgnoringInteractionEvents:
      "endIgnoringInteractionEvents() called while the ignore counter is 0; every end must "
        + "balance an earlier beginIgnoringInteractionEvents(), so the call was ignored"
    case .invalidFrameRate(let hz):
      "frame rate \(hz) Hz requested; rates are whole hertz in 1...1000, so the rate is unchanged"
    case .negativeStallDuration(let duration):
      "stall of \(duration) requested; a stall lasts zero or more nanoseconds, so it was ignored"
    case .illegalGestureTransition(let recognizer, let transition):
      "gesture recognizer \"\(recognizer)\": \(transition); the state stays \(transition.from)"
    case .requireToFailCycle(let recognizers):
      "gesture recognizers \((recognizers + recognizers.prefix(1)).map { "\"\($0)\"" }.joined(separator: " → ")) each "
        + "require the next to fail, so none of them can ever recognize (UIKit deadlocks); they all failed. Let only one "
        + "of them wait for the other (require(toFail:), shouldRequireFailure(of:), shouldBeRequiredToFail(by:))"
    case .invalidAnimationParameter(let call, let parameter, let value, let used):
      "\(call): \(parameter) \(value) is out of range, so \(used) was used"
    case .animatorMisuse(let animator, let call, let state, let rule):
      "property animator \"\(animator)\": \(call) called in state \(state.rawValue), but \(rule); the call was ignored"
    case .nonFiniteModelValue(let view, let property, let value):
      "view \"\(view)\": \(property) set to \(value); model values must be finite (UIKit raises "
        + "CALayerInvalidGeometry), so the value is unchanged"
    case .unknownCommand(let scene, let command):
      "scene \"\(scene)\" does not know the command \"\(command)\"; was the trace recorded for another scene?"
    case .keyframeOutsideKeyframeAnimation(let context):
      "addKeyframe(withRelativeStartTime:relativeDuration:animations:) called \(context); keyframes belong "
        + "directly inside animateKeyframes(withDuration:delay:options:animations:completion:), so its changes "
        + "were made as if addKeyframe were not there"
    case .dynamics(let misuse): misuse.description
    case .transitionFromViewWithoutSuperview(let view):
      "transition(from:to:duration:options:completion:) from \"\(view)\", which has no superview: the to-view "
        + "takes the from-view's place in its superview, so there was nothing to transition"
    case .duplicateName(let kind, let name, let first, let second):
      "two \(kind.rawValue)s are named \"\(name)\" (\(kind.rawValue) \(first) and \(kind.rawValue) \(second)): the journal "
        + "tells objects apart by name, so give each one its own"
    case .controlMisuse(let control, let call, let rule):
      "control \"\(control)\": \(call), but \(rule); the value is unchanged"
    case .layoutMisuse(let constraint, let rule):
      "layout constraint \(constraint): \(rule)"
    case .malformedTraceMetadata(let key, let problem):
      "the trace's metadata \"\(key)\" is malformed (\(problem)), so the replay ran without it"
    }
  }

  var canonicalText: String {
    switch self {
    case .unbalancedEndIgnoringInteractionEvents: "unbalanced-end-ignoring-interaction-events"
    case .invalidFrameRate(let hz): "invalid-frame-rate hz=\(hz)"
    case .negativeStallDuration(let duration): "negative-stall-duration duration=\(duration.nanoseconds)"
    case .illegalGestureTransition(let recognizer, let transition):
      "illegal-gesture-transition recognizer=\(recognizer.canonicalQuoted) from=\(transition.from) "
        + "to=\(transition.to) kind=\(transition.kind)"
    case .requireToFailCycle(let recognizers):
      "require-to-fail-cycle recognizers=[\(recognizers.map(\.canonicalQuoted).joined(separator: ","))]"
    case .invalidAnimationParameter(let call, let parameter, let value, let used):
      "invalid-animation-parameter call=\(call.canonicalQuoted) parameter=\(parameter.canonicalQuoted) "
        + "value=\(value.canonicalText) used=\(used.canonicalText)"
    case .nonFiniteModelValue(let view, let property, let value):
      "non-finite-model-value view=\(view.canonicalQuoted) property=\(property) value=\(value.canonicalText)"
    case .unknownCommand(let scene, let command):
      "unknown-command scene=\(scene.canonicalQuoted) command=\(command.description.canonicalQuoted)"
    case .animatorMisuse(let animator, let call, let state, let rule):
      "animator-misuse animator=\(animator.canonicalQuoted) call=\(call.canonicalQuoted) state=\(state.rawValue) "
        + "rule=\(rule.canonicalQuoted)"
    case .keyframeOutsideKeyframeAnimation(let context):
      "keyframe-outside-keyframe-animation context=\(context.canonicalQuoted)"
    case .dynamics(let misuse): "dynamics \(misuse.canonicalText)"
    case .transitionFromViewWithoutSuperview(let view): "transition-from-view-without-superview view=\(view.canonicalQuoted)"
    case .duplicateName(let kind, let name, let first, let second):
      "duplicate-name kind=\(kind.rawValue) name=\(name.canonicalQuoted) first=\(first) second=\(second)"
    case .controlMisuse(let control, let call, let rule):
      "control-misuse control=\(control.canonicalQuoted) call=\(call.canonicalQuoted) rule=\(rule.canonicalQuoted)"
    case .layoutMisuse(let constraint, let rule):
      "layout-misuse constraint=\(constraint.canonicalQuoted) rule=\(rule.canonicalQuoted)"
    case .malformedTraceMetadata(let key, let problem):
      "malformed-trace-metadata key=\(key.canonicalQuoted) problem=\(problem.canonicalQuoted)"
    }
  }
}
