/// Why a gesture recognizer changed state, as the journal records it.
///
/// A recognizer moves itself by what it sees in its touches (``recognizer``); every other
/// move is the engine's arbitration between recognizers or its end-of-sequence bookkeeping,
/// and names the recognizer that caused it where there is one, so a journal line explains
/// itself.
///
/// ```swift
/// // gesture-state recognizer="long press" view="card" from=possible to=failed cause=excluded-by recognizer="pan"
/// let cause = GestureTransitionCause.excluded(by: "pan")
/// cause.canonicalText   // "excluded-by recognizer=\"pan\""
/// ```
public enum GestureTransitionCause: Sendable, Hashable, CustomStringConvertible {
  /// The recognizer's own decision from its touches or a deadline.
  case recognizer
  /// The recognizer's touch sequence ended (or it was disabled after it) and a terminal
  /// state returned to `possible`.
  case reset
  /// Another recognizer on the same touches began or recognized, and neither allowed
  /// simultaneous recognition.
  case excluded(by: String)
  /// A recognizer this one requires to fail began or recognized instead.
  case requiredFailureRecognized(String)
  /// Every recognizer this one required to fail has failed, so its held move happened.
  case requiredFailuresFailed
  /// The recognizer asked to begin or recognize and closed a cycle of require-to-fail
  /// relations (or was a member of the cycle another one closed): every member fails.
  case requireToFailCycle
  /// The `shouldBegin` hook answered `false`.
  case shouldBeginDenied
  /// A control tracking one of its touches denied it
  /// (``Control/gestureRecognizerShouldBegin(_:)``): UIKit's controls win over recognizers
  /// of their ancestors.
  case deniedByControl(String)
  /// `isEnabled` was set to `false` while the recognizer was tracking touches.
  case disabled
  /// All its touches lifted while it was still `possible` and not waiting for more
  /// touches (or while `began`/`changed` and it did not end itself).
  case touchSequenceEnded

  var canonicalText: String {
    switch self {
    case .recognizer: "recognizer"
    case .reset: "reset"
    case .excluded(let other): "excluded-by recognizer=\(other.canonicalQuoted)"
    case .requiredFailureRecognized(let other): "required-failure-recognized recognizer=\(other.canonicalQuoted)"
    case .requiredFailuresFailed: "required-failures-failed"
    case .requireToFailCycle: "require-to-fail-cycle"
    case .shouldBeginDenied: "should-begin-denied"
    case .deniedByControl(let control): "denied-by-control control=\(control.canonicalQuoted)"
    case .disabled: "disabled"
    case .touchSequenceEnded: "touch-sequence-ended"
    }
  }

  public var description: String { canonicalText }
}
