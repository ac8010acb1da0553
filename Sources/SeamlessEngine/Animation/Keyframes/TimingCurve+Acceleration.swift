extension TimingCurve {
  /// d² progress / dt² at `t`, per unit of duration fraction squared: how fast
  /// ``velocity(at:)`` changes, for the turn rate of a keyframe heading.
  ///
  /// For a cubic Bézier, `(y″x′ − y′x″) / x′³` at the solved parameter, derivatives in
  /// Bernstein form; 0 for linear, outside [0, 1] (the straight extensions), and where
  /// `x′ = 0` (an end whose control point lies on it, where the curvature has no finite
  /// value in *t*).
  ///
  /// ```swift
  /// TimingCurve.easeInEaseOut.acceleration(at: 0.5)   // 0: the steepest point
  /// ```
  package func acceleration(at t: Double) -> Double {
    switch self {
    case .linear: return 0
    case .cubicBezier(let bezier):
      guard t >= 0 && t <= 1 else { return 0 }
      let s = t == 0 ? 0 : (t == 1 ? 1 : bezier.parameter(forX: t))
      let r = 1 - s
      func first(_ p1: Double, _ p2: Double) -> Double { 3 * (r * r * p1 + 2 * r * s * (p2 - p1) + s * s * (1 - p2)) }
      func second(_ p1: Double, _ p2: Double) -> Double { 6 * (r * (p2 - 2 * p1) + s * (1 - 2 * p2 + p1)) }
      let (dx, dy) = (first(bezier.x1, bezier.x2), first(bezier.y1, bezier.y2))
      let (ddx, ddy) = (second(bezier.x1, bezier.x2), second(bezier.y1, bezier.y2))
      guard dx != 0 else { return 0 }
      return (ddy * dx - dy * ddx) / (dx * dx * dx)
    }
  }
}
