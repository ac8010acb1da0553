/// The uniform Catmull–Rom spline through 2-D points, re-timed to constant speed along its
/// arc length: how ``KeyframeCalculationMode/cubicPaced`` moves a view's centre when both
/// centre x and centre y animate.
///
/// The spline is `P(σ)` for σ from 0 to *n* (one unit per segment): segment *i* is the cubic
/// Hermite curve from Pᵢ to Pᵢ₊₁ with tangents mᵢ, mᵢ₊₁ per unit σ, where
/// `mᵢ = (Pᵢ₊₁ − Pᵢ₋₁) / 2` and one-sided differences at the ends (the scalar
/// ``KeyframeTrack`` spline's tangents, per coordinate). The arc length
/// `s(σ) = ∫₀^σ |P′|` has no closed form, so it is computed by a deterministic numeric
/// quadrature:
///
/// - **Table.** Each segment is split adaptively: an interval [a, b] is kept when its
///   5-point Gauss–Legendre length G(a, b) agrees with the sum over its two halves to
///   ``relativeTolerance`` × (b − a) × the segment's length (at least 1 pt), else both
///   halves are split in turn, at most ``maximumDepth`` times. The table keeps each kept
///   interval's G(a, b); their sum is the length *L*. For a speed `|P′|` without zeros
///   (a smooth integrand; 5 points integrate a degree-9 polynomial exactly) this puts *L*
///   within about 1e-12 relative of the true arc length; where `|P′|` vanishes (a cusp)
///   the kept intervals there shrink to 2⁻⁴⁰ of a segment.
/// - **Inverse.** At relative time *u* the spline is at the σ where the length travelled is
///   *u*·*L*: inside the kept interval holding it, Newton's method on `G(a, σ) = ℓ` with
///   derivative `|P′(σ)|`, safeguarded by bisection, until a step is below 1e-15 or after
///   ``newtonLimit`` steps. The position is continuous in *u* (G(a, b) ends one interval
///   where the next starts).
/// - **Derivatives.** `dP/du = P′(σ) · dσ/du` with `dσ/du = L / |P′(σ)|` (the chain rule of
///   the arc-length parametrisation), so the speed is exactly *L* per unit of *u* up to
///   rounding; where `|P′| = 0` the direction is the limit from `side`, ∓P″ / |P″|.
///   `d²P/du² = P″ (dσ/du)² − P′ L² (P′·P″) / |P′|⁴`, for the heading's turn rate.
///
/// ```swift
/// let spline = PacedSpline(points: [(0, 0), (100, 100), (200, 0)])
/// spline.length                               // 288.917826185902… pt: the arch through the three points
/// spline.sample(at: 0.5, side: .right).point  // (100, 100): the apex, half-way by symmetry
/// ```
struct PacedSpline: Sendable, Hashable {
  /// A point of the spline and its first two derivatives, per unit of relative time.
  struct Sample: Sendable {
    var point: (x: Double, y: Double)
    var velocity: (x: Double, y: Double)
    var acceleration: (x: Double, y: Double)
  }

  /// One kept interval of the quadrature table: σ from `start` to `end`, and the arc length
  /// travelled at `start` (from the spline's start).
  struct Interval: Sendable, Hashable {
    var start: Double
    var end: Double
    var travelled: Double
  }

  /// The relative tolerance of the adaptive quadrature (see the type's description).
  static let relativeTolerance = 1e-13
  /// How many times an interval may be halved.
  static let maximumDepth = 40
  /// Newton (or bisection) steps when inverting the arc length.
  static let newtonLimit = 100

  let xs: [Double]
  let ys: [Double]
  let tangentsX: [Double]
  let tangentsY: [Double]
  /// The kept intervals, in order of σ.
  let intervals: [Interval]
  /// The arc length *L*, in points.
  let length: Double

  /// The spline through `points` (consecutive repeats should be merged first: a repeated
  /// point is a segment of length 0, which is skipped).
  init(points: [(x: Double, y: Double)]) {
    xs = points.map(\.x)
    ys = points.map(\.y)
    tangentsX = Self.uniformTangents(xs)
    tangentsY = Self.uniformTangents(ys)
    var intervals: [Interval] = []
    var travelled = 0.0
    for segment in 0..<max(0, points.count - 1) {
      let spline = (xs, ys, tangentsX, tangentsY)
      let a = Double(segment)
      let estimate = Self.gauss(spline, a, a + 1)
      let tolerance = Self.relativeTolerance * max(1, estimate)
      var pieces: [(Double, Double)] = []
      Self.refine(spline, a, a + 1, tolerance: tolerance, depth: 0, into: &pieces)
      for (start, end) in pieces {
        intervals.append(Interval(start: start, end: end, travelled: travelled))
        travelled += Self.gauss(spline, start, end)
      }
    }
    self.intervals = intervals
    self.length = travelled
  }

  /// The point at relative time `u` (0 at the first point, 1 at the last) and its first two
  /// derivatives per unit of *u*, from `side`; at rest (derivatives 0) before 0 and after 1.
  func sample(at u: Double, side: LimitSide) -> Sample {
    let zero = (x: 0.0, y: 0.0)
    guard length > 0, let first = intervals.first, let last = intervals.last else {
      return Sample(point: (xs.first ?? 0, ys.first ?? 0), velocity: zero, acceleration: zero)
    }
    if u < 0 || (u == 0 && side == .left) {
      return Sample(point: (xs[0], ys[0]), velocity: zero, acceleration: zero)
    }
    if u > 1 || (u == 1 && side == .right) {
      return Sample(point: (xs[xs.count - 1], ys[ys.count - 1]), velocity: zero, acceleration: zero)
    }
    let target = u * length
    let index: Int
    switch side {
    case .right: index = intervals.lastIndex { $0.travelled <= target } ?? 0
    case .left: index = intervals.lastIndex { $0.travelled < target } ?? 0
    }
    let interval = intervals[index]
    let sigma: Double
    if u == 1 {
      sigma = last.end
    } else if u == 0 {
      sigma = first.start
    } else {
      sigma = invert(target - interval.travelled, in: interval)
    }
    return derivatives(at: sigma, side: side)
  }

  /// σ in `interval` where the length travelled from its start is `goal`.
  private func invert(_ goal: Double, in interval: Interval) -> Double {
    let spline = (xs, ys, tangentsX, tangentsY)
    var (low, high) = (interval.start, interval.end)
    var sigma = low + (high - low) * min(1, max(0, goal / max(Self.gauss(spline, low, high), .leastNormalMagnitude)))
    for _ in 0..<Self.newtonLimit {
      let excess = Self.gauss(spline, interval.start, sigma) - goal
      if excess == 0 { return sigma }
      if excess > 0 { high = sigma } else { low = sigma }
      let speed = Self.speed(spline, sigma)
      var next = speed > 0 ? sigma - excess / speed : (low + high) / 2
      if !(next > low && next < high) { next = (low + high) / 2 }
      let step = abs(next - sigma)
      sigma = next
      if step <= 1e-15 { break }
    }
    return sigma
  }

  /// Position and derivatives per unit of *u* at spline parameter `sigma`.
  private func derivatives(at sigma: Double, side: LimitSide) -> Sample {
    let (segment, s) = locate(sigma)
    let x = KeyframeTrack.hermiteWithCurvature(s: s, xs[segment], tangentsX[segment], xs[segment + 1], tangentsX[segment + 1])
    let y = KeyframeTrack.hermiteWithCurvature(s: s, ys[segment], tangentsY[segment], ys[segment + 1], tangentsY[segment + 1])
    let speed = (x.first * x.first + y.first * y.first).squareRoot()
    guard speed > 0 else {
      // A cusp: the direction is the limit from `side`, along ∓P″.
      let bend = (x.second * x.second + y.second * y.second).squareRoot()
      let sign: Double = side == .left ? -1 : 1
      let direction = bend > 0 ? (x: sign * x.second / bend, y: sign * y.second / bend) : (x: 0.0, y: 0.0)
      return Sample(
        point: (x.value, y.value), velocity: (direction.x * length, direction.y * length), acceleration: (0, 0))
    }
    let rate = length / speed  // dσ/du
    let dot = x.first * x.second + y.first * y.second
    let rateChange = -length * length * dot / (speed * speed * speed * speed)  // d²σ/du²
    return Sample(
      point: (x.value, y.value), velocity: (x.first * rate, y.first * rate),
      acceleration: (x.second * rate * rate + x.first * rateChange, y.second * rate * rate + y.first * rateChange))
  }

  /// The segment holding `sigma` and the parameter in it.
  private func locate(_ sigma: Double) -> (segment: Int, s: Double) {
    let segment = min(max(Int(sigma.rounded(.down)), 0), xs.count - 2)
    return (segment, sigma - Double(segment))
  }

  // MARK: Quadrature

  typealias Coefficients = (xs: [Double], ys: [Double], mx: [Double], my: [Double])

  /// |P′(σ)|.
  static func speed(_ spline: Coefficients, _ sigma: Double) -> Double {
    let segment = min(max(Int(sigma.rounded(.down)), 0), spline.xs.count - 2)
    let s = sigma - Double(segment)
    let dx = KeyframeTrack.hermite(
      s: s, h: 1, spline.xs[segment], spline.mx[segment], spline.xs[segment + 1], spline.mx[segment + 1]
    ).derivative
    let dy = KeyframeTrack.hermite(
      s: s, h: 1, spline.ys[segment], spline.my[segment], spline.ys[segment + 1], spline.my[segment + 1]
    ).derivative
    return (dx * dx + dy * dy).squareRoot()
  }

  /// 5-point Gauss–Legendre nodes on [−1, 1] and weights.
  static let nodes: [(x: Double, w: Double)] = [
    (0, 128.0 / 225),
    (-(5 - 2 * (10.0 / 7).squareRoot()).squareRoot() / 3, (322 + 13 * 70.0.squareRoot()) / 900),
    ((5 - 2 * (10.0 / 7).squareRoot()).squareRoot() / 3, (322 + 13 * 70.0.squareRoot()) / 900),
    (-(5 + 2 * (10.0 / 7).squareRoot()).squareRoot() / 3, (322 - 13 * 70.0.squareRoot()) / 900),
    ((5 + 2 * (10.0 / 7).squareRoot()).squareRoot() / 3, (322 - 13 * 70.0.squareRoot()) / 900),
  ]

  /// G(a, b): ∫ₐᵇ |P′| by 5-point Gauss–Legendre (a and b in one segment).
  static func gauss(_ spline: Coefficients, _ a: Double, _ b: Double) -> Double {
    guard b > a else { return 0 }
    let half = (b - a) / 2
    let middle = a + half
    var sum = 0.0
    for node in nodes { sum += node.w * speed(spline, middle + half * node.x) }
    return sum * half
  }

  /// Appends to `pieces` the intervals of [a, b] the adaptive rule keeps.
  static func refine(
    _ spline: Coefficients, _ a: Double, _ b: Double, tolerance: Double, depth: Int, into pieces: inout [(Double, Double)]
  ) {
    let middle = (a + b) / 2
    let whole = gauss(spline, a, b)
    let halves = gauss(spline, a, middle) + gauss(spline, middle, b)
    if depth >= maximumDepth || abs(whole - halves) <= tolerance * (b - a) {
      pieces.append((a, b))
      return
    }
    refine(spline, a, middle, tolerance: tolerance, depth: depth + 1, into: &pieces)
    refine(spline, middle, b, tolerance: tolerance, depth: depth + 1, into: &pieces)
  }

  /// Uniform Catmull–Rom tangents per unit parameter: `(wᵢ₊₁ − wᵢ₋₁) / 2`, one-sided at the ends.
  static func uniformTangents(_ values: [Double]) -> [Double] {
    guard values.count > 1 else { return values.map { _ in 0 } }
    let last = values.count - 1
    return values.indices.map { i in
      if i == 0 { return values[1] - values[0] }
      if i == last { return values[last] - values[last - 1] }
      return (values[i + 1] - values[i - 1]) / 2
    }
  }
}
