/// A signed amount of virtual time in whole nanoseconds.
///
/// The engine's own duration type: `Swift.Duration` counts attoseconds in 128 bits and
/// would make every frame-time computation a conversion. Spans are built from integer
/// units only, so a span written in a test is exactly the span the engine uses.
///
/// ```swift
/// let longPress = TimeSpan.milliseconds(500)
/// let frame120 = TimeSpan.nanoseconds(1_000_000_000 / 120)   // 8_333_333 ns
/// longPress > frame120                                        // true
/// ```
public struct TimeSpan: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The span in nanoseconds (negative spans point backwards in time).
  public var nanoseconds: Int64

  /// A span of `nanoseconds`.
  public init(nanoseconds: Int64) {
    self.nanoseconds = nanoseconds
  }

  /// No time at all.
  public static let zero = TimeSpan(nanoseconds: 0)

  /// The largest span ``init(seconds:)`` makes: 10⁹ s (about 31.7 years), far enough
  /// from `Int64`'s limit that adding it to any instant of a run cannot overflow.
  package static let maximumConvertedSeconds = 1e9

  /// `seconds` rounded to the nearest nanosecond, clamped to ±`maximumConvertedSeconds`
  /// (NaN is 0), so converting a number from an API or a file never traps.
  ///
  /// ```swift
  /// TimeSpan(seconds: 0.35).nanoseconds     // 350_000_000
  /// TimeSpan(seconds: 1e300).nanoseconds    // 1_000_000_000_000_000_000
  /// ```
  public init(seconds: Double) {
    guard !seconds.isNaN else {
      self.init(nanoseconds: 0)
      return
    }
    let clamped = min(max(seconds, -Self.maximumConvertedSeconds), Self.maximumConvertedSeconds)
    self.init(nanoseconds: Int64((clamped * 1e9).rounded()))
  }

  public static func nanoseconds(_ n: Int64) -> TimeSpan { TimeSpan(nanoseconds: n) }
  public static func microseconds(_ n: Int64) -> TimeSpan { TimeSpan(nanoseconds: n * 1_000) }
  public static func milliseconds(_ n: Int64) -> TimeSpan { TimeSpan(nanoseconds: n * 1_000_000) }
  public static func seconds(_ n: Int64) -> TimeSpan { TimeSpan(nanoseconds: n * 1_000_000_000) }

  public static func < (a: TimeSpan, b: TimeSpan) -> Bool { a.nanoseconds < b.nanoseconds }
  public static func + (a: TimeSpan, b: TimeSpan) -> TimeSpan { TimeSpan(nanoseconds: a.nanoseconds + b.nanoseconds) }
  public static func - (a: TimeSpan, b: TimeSpan) -> TimeSpan { TimeSpan(nanoseconds: a.nanoseconds - b.nanoseconds) }
  public static func * (k: Int64, a: TimeSpan) -> TimeSpan { TimeSpan(nanoseconds: k * a.nanoseconds) }

  /// The span in seconds as a `Double` (for velocities; never for scheduling).
  public var seconds: Double { Double(nanoseconds) / 1e9 }

  /// Seconds with nine fractional digits and a unit: `"0.016666666 s"`.
  public var description: String { Self.secondsText(nanoseconds) }

  /// `nanoseconds` as seconds with exactly nine fractional digits, by integer arithmetic
  /// (no floating-point formatting, so every platform prints the same text).
  static func secondsText(_ nanoseconds: Int64) -> String {
    let magnitude = nanoseconds.magnitude
    let whole = magnitude / 1_000_000_000
    let fraction = String(magnitude % 1_000_000_000)
    let padding = String(repeating: "0", count: 9 - fraction.count)
    return (nanoseconds < 0 ? "-" : "") + "\(whole).\(padding)\(fraction) s"
  }
}
