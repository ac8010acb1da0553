/// A handle to work scheduled on a ``VirtualClock``, used to cancel it.
///
/// Handles are sequence numbers from the clock that issued them; they compare equal only
/// to themselves and are never reused by that clock.
///
/// ```swift
/// let clock = VirtualClock()
/// let timeout = clock.schedule(after: .milliseconds(250), label: "double-tap window") { print("expired") }
/// clock.cancel(timeout)   // true: it had not run yet
/// ```
package struct ClockTimer: Sendable, Hashable {
  /// The clock's sequence number for the work.
  package let sequence: UInt64
}
