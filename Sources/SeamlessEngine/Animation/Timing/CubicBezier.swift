/// A cubic Bézier timing function from (0, 0) to (1, 1), solved as WebKit's `UnitBezier`
/// and Chromium's `gfx::CubicBezier` solve it.
///
/// The curve is `(x(s), y(s))` for a parameter `s` in [0, 1], with control points
/// `(x1, y1)` and `(x2, y2)`; `x` is the fraction of the animation's duration and `y` its
/// progress. `progress(at:)` finds `s` with `x(s) = x` by at most four Newton steps from
/// a guess interpolated in 11 samples of `x(s)`, then by bisection inside the bracketing
/// samples, stopping once `|x(s) − x| < ` `epsilon` (default 1e-7, Chromium's `Solve`;
/// CoreAnimation's own tolerance is not public). Progress is then within about
/// `epsilon · |dy/dx|` of the exact root. Outside [0, 1] the curve is extended by straight
/// lines with the end gradients, as WebKit and Chromium do. `velocity(at:)` is the
/// analytic derivative `dy/dx = (dy/ds) / (dx/ds)` at the solved parameter, in progress
/// per unit of duration fraction (divide by the duration in seconds for progress per
/// second); it is infinite where the curve's tangent is vertical (`dx/ds = 0`, `dy/ds ≠ 0`).
///
/// Control-point x values must lie in [0, 1] so that `x(s)` never runs backwards (then it
/// is monotone); y values are free, which allows overshoot. The x values are checked.
///
/// ```swift
/// let curve = CubicBezier.easeInEaseOut
/// curve.progress(at: 0.25)    // 0.129162… of the way after a quarter of the duration
/// let duration = 0.3          // seconds
/// let distance = 200.0        // points
/// curve.velocity(at: 0.5) / duration * distance   // ≈ 1149 pt/s at the midpoint
/// ```
public struct CubicBezier: Sendable, Hashable {
  /// The first control point's x (fraction of the duration), in [0, 1].
  package let x1: Double
  /// The first control point's y (progress).
  package let y1: Double
  /// The second control point's x (fraction of the duration), in [0, 1].
  package let x2: Double
  /// The second control point's y (progress).
  package let y2: Double
  /// The solver's tolerance on `x`: `|x(s) − x| < epsilon` for the returned parameter.
  package let epsilon: Double

  /// Power-basis coefficients: `x(s) = ((ax·s + bx)·s + cx)·s`, same for y.
  private let ax: Double, bx: Double, cx: Double
  private let ay: Double, by: Double, cy: Double
  /// dy/dx used to extend the curve before x = 0 and after x = 1.
  private let startGradient: Double
  private let endGradient: Double

  /// The Newton tolerance ceiling and the smallest `dx/ds` a Newton step divides by,
  /// WebKit's and Chromium's `kBezierEpsilon`.
  package static let newtonEpsilon = 1e-7
  /// Newton steps before falling back to bisection (`kMaxNewtonIterations`).
  static let newtonIterations = 4
  /// Samples of `x(s)` at s = 0, 0.1, …, 1 for the initial guess (`CUBIC_BEZIER_SPLINE_SAMPLES`).
  static let sampleCount = 11
  /// More halvings than a double's 52-bit mantissa can use: the bisection always ends.
  static let bisectionLimit = 64

  /// A curve with control points `(x1, y1)` and `(x2, y2)`.
  ///
  /// Throws ``TimingParameterError`` when a value is not finite, an x lies outside
  /// [0, 1], or `epsilon` is not positive.
  ///
  /// ```swift
  /// let swiftOut = try CubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1)
  /// ```
  public init(x1: Double, y1: Double, x2: Double, y2: Double, epsilon: Double = 1e-7) throws(TimingParameterError) {
    for (value, name) in [(x1, "x1"), (y1, "y1"), (x2, "x2"), (y2, "y2")] {
      try TimingParameterError.requireFinite(value, name)
    }
    for (value, name) in [(x1, "x1"), (x2, "x2")] where !(0...1).contains(value) {
      throw .controlPointXOutOfRange(name: name, value: value)
    }
    try TimingParameterError.requirePositive(epsilon, "epsilon")
    self.init(unchecked: x1, y1, x2, y2, epsilon: epsilon)
  }

  private init(unchecked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, epsilon: Double = 1e-7) {
    (self.x1, self.y1, self.x2, self.y2, self.epsilon) = (x1, y1, x2, y2, epsilon)
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
    // The gradient at an end is the first control point that differs from the end point
    // (in x), or 1 when all three coincide.
    if x1 > 0 {
      startGradient = y1 / x1
    } else if y1 == 0 && x2 > 0 {
      startGradient = y2 / x2
    } else if y1 == 0 && y2 == 0 {
      startGradient = 1
    } else {
      startGradient = 0
    }
    if x2 < 1 {
      endGradient = (y2 - 1) / (x2 - 1)
    } else if y2 == 1 && x1 < 1 {
      endGradient = (y1 - 1) / (x1 - 1)
    } else if y2 == 1 && y1 == 1 {
      endGradient = 1
    } else {
      endGradient = 0
    }
  }

  /// `CAMediaTimingFunctionName.easeIn`: control points (0.42, 0) and (1, 1).
  public static let easeIn = CubicBezier(unchecked: 0.42, 0, 1, 1)
  /// `CAMediaTimingFunctionName.easeOut`: control points (0, 0) and (0.58, 1).
  public static let easeOut = CubicBezier(unchecked: 0, 0, 0.58, 1)
  /// `CAMediaTimingFunctionName.easeInEaseOut`: control points (0.42, 0) and (0.58, 1).
  public static let easeInEaseOut = CubicBezier(unchecked: 0.42, 0, 0.58, 1)
  /// `CAMediaTimingFunctionName.default` (CSS `ease`): control points (0.25, 0.1) and (0.25, 1).
  public static let `default` = CubicBezier(unchecked: 0.25, 0.1, 0.25, 1)
  /// `CAMediaTimingFunctionName.linear` as a Bézier: (0, 0) and (1, 1), so `y(s) = x(s)`.
  public static let linear = CubicBezier(unchecked: 0, 0, 1, 1)

  // MARK: The parametric curve

  /// `x(s)`: the fraction of the duration at curve parameter `s`.
  package func x(atParameter s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
  /// `y(s)`: the progress at curve parameter `s`.
  package func y(atParameter s: Double) -> Double { ((ay * s + by) * s + cy) * s }
  /// `dx/ds` at curve parameter `s`.
  package func xDerivative(atParameter s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
  /// `dy/ds` at curve parameter `s`.
  package func yDerivative(atParameter s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }

  /// The curve parameter `s` with `|x(s) − x| < epsilon`, for `x` in [0, 1].
  ///
  /// Newton's method from a guess interpolated between the samples of `x(s)` at tenths of
  /// `s`, stopping at `|x(s) − x| < min(1e-7, epsilon)`; if four steps do not get there (or
  /// `dx/ds` falls below 1e-7) and the last iterate is not within `epsilon`, bisection
  /// between the two bracketing samples. `x` outside [0, 1] is clamped.
  ///
  /// ```swift
  /// let s = CubicBezier.easeIn.parameter(forX: 0.5)
  /// CubicBezier.easeIn.x(atParameter: s)   // 0.5 ± 1e-7
  /// ```
  package func parameter(forX x: Double) -> Double {
    let x = Swift.min(Swift.max(x, 0), 1)
    // Bracket and initial guess from the samples at s = 0, 0.1, …, 1 (x(s) is monotone).
    var lower = 0.0
    var upper = 1.0
    var s = x
    var previousSample = 0.0
    for index in 1..<Self.sampleCount {
      let sampleS = Double(index) / Double(Self.sampleCount - 1)
      let sample = self.x(atParameter: sampleS)
      if x <= sample {
        lower = Double(index - 1) / Double(Self.sampleCount - 1)
        upper = sampleS
        let span = sample - previousSample
        s = span > 0 ? lower + (upper - lower) * (x - previousSample) / span : lower
        break
      }
      previousSample = sample
    }

    let newtonTolerance = Swift.min(Self.newtonEpsilon, epsilon)
    var error = self.x(atParameter: s) - x
    for _ in 0..<Self.newtonIterations {
      if abs(error) < newtonTolerance { return s }
      let slope = xDerivative(atParameter: s)
      if abs(slope) < Self.newtonEpsilon { break }
      s -= error / slope
      error = self.x(atParameter: s) - x
    }
    if abs(error) < epsilon { return s }

    s = (lower + upper) / 2
    for _ in 0..<Self.bisectionLimit {
      let sampled = self.x(atParameter: s)
      if abs(sampled - x) < epsilon { return s }
      if x > sampled { lower = s } else { upper = s }
      s = (lower + upper) / 2
    }
    return s
  }

  // MARK: Timing

  /// The progress at `t`, the fraction of the duration elapsed.
  ///
  /// Exactly 0 at `t = 0` and 1 at `t = 1`; extended linearly with the end gradients
  /// before 0 and after 1. Within [0, 1] the error is about `epsilon · |dy/dx|`.
  ///
  /// ```swift
  /// CubicBezier.default.progress(at: 0.5)   // 0.802403
  /// ```
  package func progress(at t: Double) -> Double {
    if t <= 0 { return startGradient * t }
    if t >= 1 { return 1 + endGradient * (t - 1) }
    return y(atParameter: parameter(forX: t))
  }

  /// The rate of progress, d progress / dt, at `t` (a fraction of the duration).
  ///
  /// The analytic `(dy/ds) / (dx/ds)` at the solved parameter; where both vanish (an end
  /// point on its neighbouring control point) the limit, from the ratio of the first
  /// non-vanishing higher derivatives. The end gradients before 0 and after 1.
  ///
  /// ```swift
  /// CubicBezier.easeInEaseOut.velocity(at: 0)     // 0: it starts at rest
  /// CubicBezier.easeInEaseOut.velocity(at: 0.5)   // 1.7241… = 1.5 / 0.87: the steepest point
  /// ```
  package func velocity(at t: Double) -> Double {
    if t < 0 { return startGradient }
    if t > 1 { return endGradient }
    let s = t == 0 ? 0 : (t == 1 ? 1 : parameter(forX: t))
    return slope(atParameter: s)
  }

  /// dy/dx at curve parameter `s`, with l'Hôpital's rule where `dx/ds = dy/ds = 0`.
  ///
  /// The derivatives are taken in Bernstein form, so at `s = 0` and `s = 1` they are exact
  /// (`3·x1`, `3·(1 − x2)`, …) and a control point on an end point gives an exact zero.
  func slope(atParameter s: Double) -> Double {
    let r = 1 - s
    func first(_ p1: Double, _ p2: Double) -> Double { 3 * (r * r * p1 + 2 * r * s * (p2 - p1) + s * s * (1 - p2)) }
    func second(_ p1: Double, _ p2: Double) -> Double { 6 * (r * (p2 - 2 * p1) + s * (1 - 2 * p2 + p1)) }
    func third(_ p1: Double, _ p2: Double) -> Double { 6 * (1 - 3 * p2 + 3 * p1) }
    let derivatives = [
      (first(x1, x2), first(y1, y2)), (second(x1, x2), second(y1, y2)), (third(x1, x2), third(y1, y2)),
    ]
    for (dx, dy) in derivatives where dx != 0 || dy != 0 {
      if dx == 0 { return dy > 0 ? .infinity : -.infinity }
      return dy / dx
    }
    return 0
  }
}
