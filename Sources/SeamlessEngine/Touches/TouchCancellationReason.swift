/// Why the engine cancelled a touch that was down.
///
/// ```swift
/// engine.beginIgnoringInteractionEvents()   // a finger already down gets touchesCancelled
/// ```
public enum TouchCancellationReason: Sendable, Hashable, CustomStringConvertible {
  /// The app began ignoring interaction events while the touch was down.
  case ignoringInteractionEventsBegan

  var canonicalText: String {
    switch self {
    case .ignoringInteractionEventsBegan: "ignoring-interaction-events-began"
    }
  }

  public var description: String { canonicalText }
}
