/// A request that would have broken the rules of virtual time, recorded instead of obeyed.
///
/// Virtual time only moves forward, and only from outside the work it is running. A
/// request that breaks either rule changes nothing: the clock keeps its instant, records
/// the violation (in `VirtualClock.violations` and, when it has one, its ``Journal``)
/// and returns. A test then fails on the record, with both instants in the message,
/// instead of crashing the process that replays the trace.
///
/// ```swift
/// let clock = VirtualClock()
/// clock.advance(to: Instant(nanoseconds: 20_000_000))
/// clock.advance(to: Instant(nanoseconds: 10_000_000))   // ignored and recorded
/// clock.violations.first?.description
/// // "advance(to: 0.010000000 s) would move time backwards from now 0.020000000 s; ..."
/// ```
public enum ClockViolation: Sendable, Hashable, CustomStringConvertible {
  /// An advance to an instant before `now`.
  case timeWentBackwards(now: Instant, requested: Instant)
  /// An advance by a span so large that the instant would overflow `Int64`.
  case overflow(now: Instant, by: TimeSpan)
  /// An advance (or run) requested by work that the clock itself is running.
  case reentrantAdvance(now: Instant, requested: Instant)

  public var description: String {
    switch self {
    case .timeWentBackwards(let now, let requested):
      "advance(to: \(requested)) would move time backwards from now \(now); "
        + "virtual time only moves forward, so the request was ignored"
    case .overflow(let now, let by):
      "advance(by: \(by)) from now \(now) overflows the 64-bit nanosecond range; the request was ignored"
    case .reentrantAdvance(let now, let requested):
      "advance to \(requested) requested at \(now) from work the clock is running; "
        + "only code outside scheduled work may move time, so the request was ignored"
    }
  }

  /// The violation's canonical journal text: a kind and integer nanoseconds.
  var canonicalText: String {
    switch self {
    case .timeWentBackwards(let now, let requested):
      "time-went-backwards now=\(now.nanoseconds) requested=\(requested.nanoseconds)"
    case .overflow(let now, let by):
      "overflow now=\(now.nanoseconds) by=\(by.nanoseconds)"
    case .reentrantAdvance(let now, let requested):
      "reentrant-advance now=\(now.nanoseconds) requested=\(requested.nanoseconds)"
    }
  }
}
