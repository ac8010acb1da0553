/// What a ``GestureArbiter`` asks of the engine it arbitrates for: identities, the controls
/// that may deny a recognizer, the touches withheld from observers, the cost of an action.
///
/// The engine is the one host; a test of the arbitration rules alone may give its own (or
/// none).
///
/// ```swift
/// final class RecordingHost: GestureArbiterHost {
///   var adopted: [String] = []
///   func adopt(_ recognizer: GestureRecognizer) { adopted.append(recognizer.name) }
///   // … the other requirements do nothing
/// }
/// ```
package protocol GestureArbiterHost: AnyObject {
  /// Gives the host's identity to a recognizer the journal is about to name for the first time.
  func identify(_ recognizer: GestureRecognizer)
  /// A recognizer got its first touch through the arbiter: the host links it to itself.
  func adopt(_ recognizer: GestureRecognizer)
  /// One of a recognizer's actions ran (the host charges its main-thread cost).
  func gestureActionDidRun()
  /// The control that denies `recognizer` its move out of `possible`, if one does.
  func controlDenying(_ recognizer: GestureRecognizer) -> Control?
  /// Settles the withheld touches of `recognizer`, which has just begun or recognized.
  func settleWithheldTouches(recognizedBy recognizer: GestureRecognizer)
  /// Delivers the withheld calls of every touch whose delaying recognizers have all decided.
  func releaseWithheldTouches()
  /// Cancels `recognizer`'s down touches for their touch observers (it recognized and
  /// cancels touches in its view).
  func cancelTouchesForObservers(of recognizer: GestureRecognizer)
}
