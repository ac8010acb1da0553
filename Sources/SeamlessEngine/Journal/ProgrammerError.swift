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
  /// The dynamics API was misused (see ``DynamicsMisuse``).
  case dynamics(DynamicsMisuse)

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
    case .dynamics(let misuse): misuse.description
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
    case .dynamics(let misuse): "dynamics \(misuse.canonicalText)"
    }
  }
}
