/// A running property animator's clock: its fraction τ moves linearly from
/// ``fromFraction`` at ``anchor`` to ``toFraction`` over ``nanoseconds``.
///
/// Before the anchor (a start after a delay) τ holds still; at and after the end it holds
/// at the target. Left and right limits at both instants follow ``LimitSide``.
///
/// ```swift
/// let run = AnimatorRun(anchor: .zero, fromFraction: 0, toFraction: 1, nanoseconds: 2_000_000_000)
/// run.fraction(at: Instant(nanoseconds: 500_000_000), side: .right)   // (0.25, 0.5 per second)
/// ```
package struct AnimatorRun: Sendable, Hashable {
  package var anchor: Instant
  package var fromFraction: Double
  package var toFraction: Double
  package var nanoseconds: Int64

  /// When τ reaches the target.
  package var end: Instant { anchor + TimeSpan(nanoseconds: nanoseconds) }

  /// τ and dτ/dt (per second) at `instant`.
  package func fraction(at instant: Instant, side: LimitSide) -> (value: Double, rate: Double) {
    let elapsed = instant.nanoseconds - anchor.nanoseconds
    if elapsed < 0 || (elapsed == 0 && side == .left) { return (fromFraction, 0) }
    if elapsed > nanoseconds || (elapsed == nanoseconds && side == .right) { return (toFraction, 0) }
    let share = Double(elapsed) / Double(nanoseconds)
    return (fromFraction + (toFraction - fromFraction) * share, (toFraction - fromFraction) / (Double(nanoseconds) / 1e9))
  }
}
