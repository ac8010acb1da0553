/// How far a scroll view's content goes past its edge for a drag that would take it further:
/// UIScrollView's rubber band.
///
/// Apple does not publish the law. The engine uses the one community reverse engineering
/// arrived at (b3ll/Motion's `RubberBanding.swift`, Grant Paul's published formula):
///
///     f(x, d, c) = (1 − 1 / (x·c/d + 1))·d,   c = 0.55
///
/// for an overshoot `x ≥ 0` past the edge, with `d` the scroll view's size on that axis. The
/// content moves at `c` (0.55) times the finger's pace at the edge and never gets farther than `d`
/// past it. ``inverse(_:dimension:)`` undoes it, so that a drag that starts on content already
/// past its edge (caught in a bounce) carries on from where it is shown.
///
/// ```swift
/// RubberBand.offset(100, dimension: 844)    // 51.3 pt
/// RubberBand.inverse(51.3, dimension: 844)  // ≈ 100
/// ```
package enum RubberBand {
  /// The coefficient `c`: the content's pace at the edge relative to the finger's.
  package static let coefficient = 0.55

  /// The shown overshoot for an overshoot `x` (signed: the sign is kept) on an axis of size
  /// `dimension`; `x` itself when the dimension is not positive.
  package static func offset(_ x: Double, dimension d: Double) -> Double {
    guard d > 0, x != 0 else { return x }
    let magnitude = (1 - 1 / (abs(x) * coefficient / d + 1)) * d
    return x < 0 ? -magnitude : magnitude
  }

  /// The overshoot `x` whose shown overshoot is `y` (signed); a shown overshoot at or beyond
  /// the dimension (which no drag reaches) maps to the farthest finite one.
  package static func inverse(_ y: Double, dimension d: Double) -> Double {
    guard d > 0, y != 0 else { return y }
    let shown = min(abs(y), d * (1 - 1e-9))
    let magnitude = shown * d / ((d - shown) * coefficient)
    return y < 0 ? -magnitude : magnitude
  }
}
