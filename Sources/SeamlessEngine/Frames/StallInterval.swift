/// A half-open interval of virtual time during which the main thread is blocked.
///
/// ```swift
/// let stall = StallInterval(start: Instant(nanoseconds: 20_000_000), end: Instant(nanoseconds: 70_000_000))
/// ```
struct StallInterval {
  var start: Instant
  var end: Instant
}
