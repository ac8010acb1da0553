/// The event a touch delivery belongs to: its timestamp and every touch that is down.
///
/// The engine's `UIEvent` for touches. ``allTouches`` includes touches on other views,
/// so a multi-finger recognizer sees all fingers even though the engine delivers one
/// sample per call.
///
/// ```swift
/// func touchesBegan(_ touches: [Touch], event: TouchEvent) {
///   if event.allTouches.count == 2 { startPinch(at: event.timestamp) }
/// }
/// ```
public struct TouchEvent {
  /// The time of the sample being delivered.
  public let timestamp: Instant
  /// Every touch that is down, in the order they began (including the delivered ones;
  /// ended or cancelled ones are included in the call that ends them).
  public let allTouches: [Touch]
}
