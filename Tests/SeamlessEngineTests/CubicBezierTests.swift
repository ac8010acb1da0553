import SeamlessEngine
import Testing

/// Published expectations for Chromium's `gfx::CubicBezier`, which solves exactly as
/// WebKit's `UnitBezier` does: chromium/chromium `ui/gfx/geometry/cubic_bezier_unittest.cc`
/// (commit 3e1a26c44c024d97dc9a4c09bbc6a2365398ca2c), tests Basic, UnclampedYValues, Slope,
/// InputOutOfRange and CommonEasingFunctions / LinearEquivalentBeziers /
/// ControlPointsOutsideUnitSquare.
enum ChromiumCubicBezierTable {
  /// `Basic`: CubicBezier(0.25, 0, 0.75, 1).Solve(x), published to 5 decimals.
  static let basic: [(x: Double, progress: Double)] = [
    (0, 0), (0.05, 0.01136), (0.1, 0.03978), (0.15, 0.079780), (0.2, 0.12803), (0.25, 0.18235),
    (0.3, 0.24115), (0.35, 0.30323), (0.4, 0.36761), (0.45, 0.43345), (0.5, 0.5), (0.6, 0.63238),
    (0.65, 0.69676), (0.7, 0.75884), (0.75, 0.81764), (0.8, 0.87196), (0.85, 0.92021), (0.9, 0.96021),
    (0.95, 0.98863), (1, 1),
  ]
  /// `UnclampedYValues`: CubicBezier(0.5, −1, 0.5, 2).Solve(x).
  static let unclampedY: [(x: Double, progress: Double)] = [
    (0.0, 0.0), (0.05, -0.08954), (0.1, -0.15613), (0.15, -0.19641), (0.2, -0.20651), (0.25, -0.18232),
    (0.3, -0.11992), (0.35, -0.01672), (0.4, 0.12660), (0.45, 0.30349), (0.5, 0.50000), (0.55, 0.69651),
    (0.6, 0.87340), (0.65, 1.01672), (0.7, 1.11992), (0.75, 1.18232), (0.8, 1.20651), (0.85, 1.19641),
    (0.9, 1.15613), (0.95, 1.08954), (1.0, 1.0),
  ]
  /// `Slope`: CubicBezier(0.25, 0, 0.75, 1).Slope(x) (Chromium clamps x to [0, 1]; this curve's
  /// end gradients are 0, so the extension agrees at −0.1 and 1.1).
  static let slope: [(x: Double, slope: Double)] = [
    (-0.1, 0), (0, 0), (0.05, 0.42170), (0.1, 0.69778), (0.15, 0.89121), (0.2, 1.03184), (0.25, 1.13576),
    (0.3, 1.21239), (0.35, 1.26751), (0.4, 1.30474), (0.45, 1.32628), (0.5, 1.33333), (0.55, 1.32628),
    (0.6, 1.30474), (0.65, 1.26751), (0.7, 1.21239), (0.75, 1.13576), (0.8, 1.03184), (0.85, 0.89121),
    (0.9, 0.69778), (0.95, 0.42170), (1, 0), (1.1, 0),
  ]
  /// `InputOutOfRange`: control points, then Solve(−1) and Solve(2), compared with EXPECT_EQ.
  static let outOfRange: [(points: [Double], atMinusOne: Double, atTwo: Double)] = [
    ([0.5, 1, 0.5, 1], -2, 1),  // simple
    ([0, 0, 1, 1], -1, 2),  // coincident endpoints
    ([0, 1, 1, 0], 0, 1),  // vertical gradient
    ([0.5, 0, 1, 0.5], 0, 1),  // vertical trailing gradient
    ([0.1, 0.2, 0.8, 0.8], -2, 2),  // distinct endpoints
    ([0, 0, 0.5, 1], -2, 1),  // coincident leading endpoint
    ([1, 0.5, 1, 1], -0.5, 1),  // coincident trailing endpoint
    ([0, 0, 0, 0], -1, 2),  // all zeros: linear
    ([1, 1, 1, 1], -1, 2),  // all ones: linear
  ]
  /// Curves whose solver `validateSolver` checks: the parameter recovered from x(s) within 1e-5.
  static let solverCurves: [[Double]] = [
    [0.25, 0.1, 0.25, 1], [0.42, 0, 1, 1], [0, 0, 0.58, 1], [0.42, 0, 0.58, 1],
    [0, 0, 0, 0], [1, 1, 1, 1],
    [0.3, 1.5, 0.8, 1.5], [0.4, -0.8, 0.7, 1.7], [0.7, -2.0, 1.0, -1.5], [0, 4, 1, -3],
  ]
}

@Suite struct CubicBezierTests {
  private func curve(_ p: [Double], epsilon: Double = 1e-7) throws -> CubicBezier {
    try #require(p.count == 4)
    return try CubicBezier(x1: p[0], y1: p[1], x2: p[2], y2: p[3], epsilon: epsilon)
  }

  /// An independent reference: bisection on the monotone x(s) to 1e-15, then y(s).
  private func exactProgress(_ bezier: CubicBezier, _ x: Double) -> Double {
    var (lower, upper) = (0.0, 1.0)
    for _ in 0..<200 where upper - lower > 1e-15 {
      let middle = (lower + upper) / 2
      if bezier.x(atParameter: middle) < x { lower = middle } else { upper = middle }
    }
    return bezier.y(atParameter: (lower + upper) / 2)
  }

  /// One unit in the last published digit.
  ///
  /// Chromium publishes 5 decimals, truncated rather than rounded (Solve(0.1) = 0.0397886…
  /// is listed as 0.03978), so the honest tolerance is one unit in the last digit, 1e-5.
  /// Against an exact root of our own (bisection to 1e-15) the solver is held to 1e-6.
  static let fiveDecimalTolerance = 1e-5

  @Test func chromiumBasicTable() throws {
    let bezier = try curve([0.25, 0, 0.75, 1])
    for (x, published) in ChromiumCubicBezierTable.basic {
      let progress = bezier.progress(at: x)
      #expect(abs(progress - published) <= Self.fiveDecimalTolerance, "x \(x): \(progress) vs published \(published)")
      #expect(abs(progress - exactProgress(bezier, x)) <= 1e-6, "x \(x)")
    }
  }

  @Test func chromiumUnclampedYTable() throws {
    let bezier = try curve([0.5, -1, 0.5, 2])
    for (x, published) in ChromiumCubicBezierTable.unclampedY {
      let progress = bezier.progress(at: x)
      #expect(abs(progress - published) <= Self.fiveDecimalTolerance, "x \(x): \(progress) vs published \(published)")
      #expect(abs(progress - exactProgress(bezier, x)) <= 1e-6, "x \(x)")
    }
  }

  @Test func chromiumSlopeTable() throws {
    let bezier = try curve([0.25, 0, 0.75, 1])
    for (x, published) in ChromiumCubicBezierTable.slope {
      let slope = bezier.velocity(at: x)
      #expect(abs(slope - published) <= Self.fiveDecimalTolerance, "x \(x): \(slope) vs published \(published)")
    }
    // The midpoint is exact: s = 1/2 by symmetry, dy/ds = 3/2, dx/ds = 9/8, so 4/3.
    #expect(abs(bezier.velocity(at: 0.5) - 4.0 / 3.0) <= 1e-12)
  }

  @Test func chromiumExactSolves() throws {
    // Basic: EXPECT_EQ, exact in doubles (s = 1/2 by symmetry: y = 3/4·y1 + 1/8 when y1 = y2).
    #expect(try curve([0.5, 1, 0.5, 1]).progress(at: 0.5) == 0.875)
    #expect(try curve([0.5, 2, 0.5, 2]).progress(at: 0.5) == 1.625)
    #expect(try curve([0.5, -1, 0.5, -1]).progress(at: 0.5) == -0.625)
    let edge = try curve([0.5, 1, 0.5, 1])
    #expect(edge.progress(at: 0) == 0 && edge.progress(at: 1) == 1)
  }

  @Test func chromiumExtrapolationOutsideTheUnitInterval() throws {
    for (points, atMinusOne, atTwo) in ChromiumCubicBezierTable.outOfRange {
      let bezier = try curve(points)
      #expect(bezier.progress(at: -1) == atMinusOne, "\(points) at -1")
      #expect(bezier.progress(at: 2) == atTwo, "\(points) at 2")
      // The extension is a straight line: its velocity is the gradient, continuous in value.
      #expect(bezier.velocity(at: -1) == atMinusOne / -1, "\(points)")
      #expect(bezier.velocity(at: 2) == atTwo - 1, "\(points)")
    }
    // Overshooting curve: the line continues with the end tangent's slope (y2 − 1)/(x2 − 1).
    let back = try curve([0.3, -0.5, 0.7, 1.5])
    #expect(abs(back.progress(at: 1.25) - (1 + (0.5 / -0.3) * 0.25)) <= 1e-15)
    #expect(abs(back.progress(at: -0.5) - (-0.5 / 0.3) * -0.5) <= 1e-15)
  }

  @Test func chromiumSolverRecoversTheParameter() throws {
    for points in ChromiumCubicBezierTable.solverCurves {
      let bezier = try curve(points)
      for step in 0...20 {
        let s = Double(step) * 0.05
        let root = bezier.parameter(forX: bezier.x(atParameter: s))
        #expect(abs(root - s) <= 1e-5, "\(points) s \(s): \(root)")
      }
    }
  }

  @Test func appleNamedCurvesSpotValues() {
    // reference/uikit-semantics.md §2.2: exact roots (RSTimingFunction), to 1e-6.
    #expect(abs(CubicBezier.easeInEaseOut.progress(at: 0.25) - 0.129162) <= 1e-6)
    #expect(abs(CubicBezier.default.progress(at: 0.5) - 0.802403) <= 1e-6)
    #expect(abs(CubicBezier.easeIn.progress(at: 0.5) - 0.315357) <= 1e-6)
    // §2.1 control points.
    let named: [(CubicBezier, [Double])] = [
      (.easeIn, [0.42, 0, 1, 1]), (.easeOut, [0, 0, 0.58, 1]), (.easeInEaseOut, [0.42, 0, 0.58, 1]),
      (.default, [0.25, 0.1, 0.25, 1]), (.linear, [0, 0, 1, 1]),
    ]
    for (bezier, points) in named {
      #expect([bezier.x1, bezier.y1, bezier.x2, bezier.y2] == points)
    }
    #expect(TimingCurve.easeInEaseOut == .cubicBezier(.easeInEaseOut))
    // easeOut is symmetric to easeIn: easeOut(x) = 1 − easeIn(1 − x).
    #expect(abs(CubicBezier.easeOut.progress(at: 0.5) - (1 - 0.315357)) <= 1e-6)
  }

  @Test func velocityMatchesACentralDifference() throws {
    // A tight solver (1e-13) so the difference quotient is not swamped by solver noise;
    // h = 1e-6 leaves truncation error h²·|y'''|/6 below 1e-9.
    let curves: [[Double]] = [
      [0.42, 0, 1, 1], [0, 0, 0.58, 1], [0.42, 0, 0.58, 1], [0.25, 0.1, 0.25, 1],
      [0.5, -1, 0.5, 2], [0.3, 1.5, 0.8, 1.5], [0.68, -0.55, 0.265, 1.55], [0.1, 0.2, 0.8, 0.8],
    ]
    let h = 1e-6
    for points in curves {
      let bezier = try curve(points, epsilon: 1e-13)
      for step in 1...99 {
        let t = Double(step) / 100
        let difference = (bezier.progress(at: t + h) - bezier.progress(at: t - h)) / (2 * h)
        let analytic = bezier.velocity(at: t)
        #expect(abs(analytic - difference) <= 1e-6 * max(1, abs(analytic)), "\(points) t \(t): \(analytic) vs \(difference)")
      }
    }
  }

  @Test func endVelocitiesAreTheTangentSlopes() throws {
    // easeIn leaves its start flat (y1/x1 = 0) and arrives along the chord from its first
    // control point, (1 − 0)/(1 − 0.42) = 1/0.58, since the second sits on the end.
    #expect(CubicBezier.easeIn.velocity(at: 0) == 0)
    #expect(abs(CubicBezier.easeIn.velocity(at: 1) - 1 / 0.58) <= 1e-12)
    // easeOut's first control point sits on the start: the limit is y2/x2 = 1/0.58.
    #expect(abs(CubicBezier.easeOut.velocity(at: 0) - 1 / 0.58) <= 1e-12)
    #expect(CubicBezier.easeOut.velocity(at: 1) == 0)
    // Just inside the ends the solved slope approaches those limits.
    #expect(abs(CubicBezier.easeOut.velocity(at: 1e-9) - 1 / 0.58) <= 1e-3)
    // A vertical tangent at the midpoint: (1, 0), (0, 1) has dx/ds = 3(1 − 2s)², dy/ds(½) = 3.
    let vertical = try CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1)
    #expect(vertical.velocity(at: 0.5) > 1e3)
    #expect(abs(vertical.progress(at: 0.5) - 0.5) <= 1e-6)
    #expect(TimingCurve.linear.progress(at: 0.3) == 0.3 && TimingCurve.linear.velocity(at: 7) == 1)
  }

  @Test func invalidControlPointsAreRejected() {
    #expect(throws: TimingParameterError.controlPointXOutOfRange(name: "x1", value: 1.2)) {
      try CubicBezier(x1: 1.2, y1: 0, x2: 0.58, y2: 1)
    }
    #expect(throws: TimingParameterError.controlPointXOutOfRange(name: "x2", value: -0.1)) {
      try CubicBezier(x1: 0.2, y1: 0, x2: -0.1, y2: 1)
    }
    #expect(throws: TimingParameterError.notFinite(name: "y2", value: .infinity)) {
      try CubicBezier(x1: 0.2, y1: 0, x2: 0.5, y2: .infinity)
    }
    #expect(throws: TimingParameterError.self) { try CubicBezier(x1: .nan, y1: 0, x2: 0.5, y2: 1) }
    #expect(throws: TimingParameterError.notPositive(name: "epsilon", value: 0)) {
      try CubicBezier(x1: 0.2, y1: 0, x2: 0.5, y2: 1, epsilon: 0)
    }
  }
}
