/// The state of a gesture recognizer, as `UIGestureRecognizer.State` names it (raw values
/// equal UIKit's).
///
/// The documented state machine (UIKit, "About the Gesture Recognizer State Machine"):
///
/// ```
/// discrete:    possible ──► ended (= recognized)
///              possible ──► failed
/// continuous:  possible ──► began ──► changed* ──► ended | cancelled
///              possible ──► failed
/// both:        any terminal state (ended, cancelled, failed) ──► possible, by the reset
///              that follows the end of the touch sequence — and only then.
/// ```
///
/// The recognizer moves itself by what it sees in the touches; the engine resets it when
/// its touch sequence ends. Action messages go out on began, changed, ended and cancelled,
/// never on failed or possible. See ``GestureStateMachine``.
public enum GestureRecognizerState: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  case possible = 0
  case began = 1
  case changed = 2
  case ended = 3
  case cancelled = 4
  case failed = 5

  /// A discrete recognizer's success: the same state as ``ended``.
  public static let recognized = GestureRecognizerState.ended

  /// Whether the state ends the gesture until the next reset.
  public var isTerminal: Bool {
    switch self {
    case .ended, .cancelled, .failed: true
    case .possible, .began, .changed: false
    }
  }

  /// Whether entering the state sends the recognizer's action messages.
  package var sendsActions: Bool {
    switch self {
    case .began, .changed, .ended, .cancelled: true
    case .possible, .failed: false
    }
  }

  public var description: String {
    switch self {
    case .possible: "possible"
    case .began: "began"
    case .changed: "changed"
    case .ended: "ended"
    case .cancelled: "cancelled"
    case .failed: "failed"
    }
  }
}
