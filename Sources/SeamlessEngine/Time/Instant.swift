/// A point in virtual time: whole nanoseconds since the engine started at 0.
///
/// Instants are integers so that arithmetic is exact and every platform agrees on
/// every comparison. Nothing in the engine reads a wall clock: an instant only ever
/// comes from a `VirtualClock`, an ``InputEvent`` or a `FrameSchedule`. The
/// `description` prints seconds with all nine fractional digits, the form failure
/// messages use ("t=0.350000000 s").
///
/// ```swift
/// let release = Instant(nanoseconds: 350_000_000)
/// let deadline = release + .milliseconds(500)
/// deadline - release        // 500 ms
/// print("t=\(deadline)")   // t=0.850000000 s
/// ```
public struct Instant: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// Nanoseconds since time 0.
  public var nanoseconds: Int64

  /// The instant `nanoseconds` after time 0.
  public init(nanoseconds: Int64) {
    self.nanoseconds = nanoseconds
  }

  /// Time 0, where every virtual clock starts.
  public static let zero = Instant(nanoseconds: 0)

  public static func < (a: Instant, b: Instant) -> Bool { a.nanoseconds < b.nanoseconds }

  /// The instant `span` later (earlier for a negative span).
  ///
  /// Traps on overflow, like `Int64`.
  public static func + (a: Instant, span: TimeSpan) -> Instant {
    Instant(nanoseconds: a.nanoseconds + span.nanoseconds)
  }

  /// The instant `span` earlier.
  ///
  /// Traps on overflow, like `Int64`.
  public static func - (a: Instant, span: TimeSpan) -> Instant {
    Instant(nanoseconds: a.nanoseconds - span.nanoseconds)
  }

  /// The time from `b` to `a`.
  public static func - (a: Instant, b: Instant) -> TimeSpan {
    TimeSpan(nanoseconds: a.nanoseconds - b.nanoseconds)
  }

  /// The instant `span` later, or the last representable instant if that would overflow
  /// (a deadline "never"): scheduling must not trap on a huge delay.
  package func saturatingAdding(_ span: TimeSpan) -> Instant {
    let (sum, overflow) = nanoseconds.addingReportingOverflow(span.nanoseconds)
    guard overflow else { return Instant(nanoseconds: sum) }
    return Instant(nanoseconds: span.nanoseconds < 0 ? .min : .max)
  }

  /// Seconds with nine fractional digits and a unit: `"0.350000000 s"`.
  public var description: String { TimeSpan.secondsText(nanoseconds) }
}
