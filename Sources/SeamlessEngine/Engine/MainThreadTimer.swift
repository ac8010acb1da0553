/// A handle to a main-thread timer scheduled with ``Engine/scheduleTimer(at:label:_:)``.
///
/// Timers are how main-thread code waits for a deadline: a long-press recognizer's 0.5 s,
/// a double-tap window, a scene's delayed command. Cancel with
/// ``Engine/cancelTimer(_:)``; handles are never reused by an engine.
///
/// ```swift
/// let longPress = engine.scheduleTimer(after: .milliseconds(500), label: "long press") { recognize() }
/// engine.cancelTimer(longPress)   // the finger moved too far
/// ```
public struct MainThreadTimer: Sendable, Hashable {
  /// The engine's sequence number for the timer.
  public let sequence: UInt64
}
