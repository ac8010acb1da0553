/// How an animation's progress follows the fraction of its duration elapsed.
///
/// `CAMediaTimingFunction`'s role: a map from `t`, the fraction of the duration (0 at the
/// start, 1 at the end), to progress (0 at the from-value, 1 at the to-value), together with
/// its analytic derivative. Springs are time-based rather than duration-based; see
/// ``Spring``.
///
/// ```swift
/// let curve = TimingCurve.easeInEaseOut
/// let duration = 0.35                                   // seconds
/// let from = 100.0, to = 400.0                          // points
/// let t = 0.1 / duration                                // 100 ms in
/// let position = from + (to - from) * curve.progress(at: t)
/// let speed = (to - from) * curve.velocity(at: t) / duration   // pt/s
/// ```
public enum TimingCurve: Sendable, Hashable {
  /// Progress equals the fraction of the duration, extended beyond [0, 1]; velocity 1.
  case linear
  /// A cubic Bézier from (0, 0) to (1, 1).
  case cubicBezier(CubicBezier)

  /// `CAMediaTimingFunctionName.easeIn`: (0.42, 0), (1, 1).
  public static let easeIn = TimingCurve.cubicBezier(.easeIn)
  /// `CAMediaTimingFunctionName.easeOut`: (0, 0), (0.58, 1).
  public static let easeOut = TimingCurve.cubicBezier(.easeOut)
  /// `CAMediaTimingFunctionName.easeInEaseOut`: (0.42, 0), (0.58, 1); UIView's default curve.
  public static let easeInEaseOut = TimingCurve.cubicBezier(.easeInEaseOut)
  /// `CAMediaTimingFunctionName.default`: (0.25, 0.1), (0.25, 1), CSS `ease`.
  public static let `default` = TimingCurve.cubicBezier(.default)

  /// The progress at `t`, the fraction of the duration elapsed.
  package func progress(at t: Double) -> Double {
    switch self {
    case .linear: t
    case .cubicBezier(let bezier): bezier.progress(at: t)
    }
  }

  /// d progress / dt at `t`, per unit of duration fraction (divide by the duration in
  /// seconds for progress per second).
  package func velocity(at t: Double) -> Double {
    switch self {
    case .linear: 1
    case .cubicBezier(let bezier): bezier.velocity(at: t)
    }
  }
}
