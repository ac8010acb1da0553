#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How quickly a scroll view's content slows after the finger lifts:
/// `UIScrollView.DecelerationRate`, the fraction of its velocity the content keeps each
/// millisecond.
///
/// Apple names ``normal`` and ``fast``; their values, 0.998 and 0.99, are the ones reported
/// everywhere UIScrollView is imitated (Flutter's `scroll_simulation.dart`: "Taken from
/// UIScrollView.decelerationRate (.normal = 0.998)"). The engine decays continuously,
/// `v(t) = v₀·r^(1000·t)`, so a release at `v₀` pt/s travels `−v₀ / (1000·ln r)` in all:
/// 499.5 pt per 1,000 pt/s at ``normal``.
///
/// ```swift
/// scrollView.decelerationRate = .fast
/// ScrollDecelerationRate(rawValue: 0.995)   // any rate in (0, 1)
/// ```
public struct ScrollDecelerationRate: Sendable, Hashable, RawRepresentable {
  /// The fraction of velocity kept per millisecond, in (0, 1).
  public var rawValue: Double

  /// A rate; values outside (0, 1) are clamped into it when the content decelerates.
  public init(rawValue: Double) {
    self.rawValue = rawValue
  }

  /// UIKit's default: 0.998.
  public static let normal = ScrollDecelerationRate(rawValue: 0.998)
  /// Stops sooner: 0.99.
  public static let fast = ScrollDecelerationRate(rawValue: 0.99)

  /// `1000·ln r` (per second, negative): the exponent of the decay, for a rate clamped into
  /// (0, 1) (a non-finite one is taken as ``normal``).
  var exponent: Double {
    let rate = rawValue.isFinite ? min(max(rawValue, 1e-6), 1 - 1e-9) : Self.normal.rawValue
    return 1000 * log(rate)
  }
}
