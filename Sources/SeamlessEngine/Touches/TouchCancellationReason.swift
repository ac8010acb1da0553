/// Why the engine cancelled a touch that was down.
///
/// ```swift
/// engine.beginIgnoringInteractionEvents()   // a finger already down gets touchesCancelled
/// ```
public enum TouchCancellationReason: Sendable, Hashable, CustomStringConvertible {
  /// The app began ignoring interaction events while the touch was down.
  case ignoringInteractionEventsBegan
  /// A gesture recognizer with `cancelsTouchesInView` recognized the touch: the view's
  /// touch observers get `touchesCancelled`, the recognizers keep receiving the touch.
  case gestureRecognized(recognizer: String)

  var canonicalText: String {
    switch self {
    case .ignoringInteractionEventsBegan: "ignoring-interaction-events-began"
    case .gestureRecognized(let recognizer): "gesture-recognized recognizer=\(recognizer.canonicalQuoted)"
    }
  }

  public var description: String { canonicalText }
}
