/// What happened to a main-thread timer the app scheduled (``Engine/scheduleTimer(at:label:_:)``:
/// a scene's own timer, UIKit's `DispatchQueue.main.asyncAfter`): journaled so a timer-driven
/// interaction can be read in the journal like any other.
///
/// Timers the engine keeps for itself (recognizer deadlines, a trace's commands and frame-rate
/// changes) are not journaled: their effects are.
///
/// ```swift
/// TimerEvent(change: .scheduled, timer: 3, label: "hide chrome", deadline: Instant(nanoseconds: 2_000_000_000)).canonicalText
/// // "timer change=scheduled id=3 label=\"hide chrome\" deadline=2000000000"
/// ```
public struct TimerEvent: Sendable, Hashable {
  /// What happened.
  public enum Change: String, Sendable, Hashable, CaseIterable {
    /// Scheduled for ``TimerEvent/deadline``.
    case scheduled
    /// Its work ran (at its deadline, or when the main thread was next free).
    case fired
    /// Cancelled before it ran.
    case cancelled
  }

  public var change: Change
  /// The engine's number for the timer (``MainThreadTimer/sequence``), in scheduling order.
  public var timer: UInt64
  public var label: String
  /// When it is due.
  public var deadline: Instant

  public init(change: Change, timer: UInt64, label: String, deadline: Instant) {
    self.change = change
    self.timer = timer
    self.label = label
    self.deadline = deadline
  }

  /// The event's canonical text.
  package var canonicalText: String {
    "timer change=\(change.rawValue) id=\(timer) label=\(label.canonicalQuoted) deadline=\(deadline.nanoseconds)"
  }
}
