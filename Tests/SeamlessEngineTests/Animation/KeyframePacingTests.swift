@testable import SeamlessEngine
import Testing

/// Paced keyframes move a view's centre along its path in the plane (Core Animation paces a
/// `position` as one point).
///
/// Tolerance 1e-9 where the numbers are sums and quotients of a few exact binary fractions;
/// the spline tests state theirs from the quadrature (relative 1e-12 on the arc length) and
/// from the central differences they compare with.
@Suite struct KeyframePacingTests {
  /// The L-shaped path (0, 0) → (300, 0) → (300, 100) over 4 s, keyframe times 0.5 / 0.5
  /// (ignored when paced).
  static func lPath(_ engine: Engine, _ card: View, options: KeyframeAnimationOptions) {
    card.center = Point(x: 0, y: 0)
    engine.animateKeyframes(
      withDuration: 4, options: options,
      animations: {
        engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.center = Point(x: 300, y: 0) }
        engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.center = Point(x: 300, y: 100) }
      })
  }

  static func centre(_ card: View, at instant: Instant, side: LimitSide = .right) -> (x: Double, y: Double, vx: Double, vy: Double) {
    let x = card.presentationSample(of: .centerX, at: instant, side: side)
    let y = card.presentationSample(of: .centerY, at: instant, side: side)
    return (x.value, y.value, x.velocity, y.velocity)
  }

  static func expect(
    _ c: (x: Double, y: Double, vx: Double, vy: Double), _ x: Double, _ y: Double, _ vx: Double, _ vy: Double,
    tolerance: Double = 1e-9, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let worst = max(abs(c.x - x), abs(c.y - y), abs(c.vx - vx), abs(c.vy - vy))
    #expect(
      worst <= tolerance, "got (\(c.x), \(c.y)) v (\(c.vx), \(c.vy)), expected (\(x), \(y)) v (\(vx), \(vy))",
      sourceLocation: sourceLocation)
  }

  // MARK: Paced polyline

  @Test func pacedLPathReachesTheCornerAfterThreeQuartersOfTheTime() {
    let (engine, card) = makeAnimationStage()
    Self.lPath(engine, card, options: .calculationModePaced)
    // 300 + 100 = 400 pt in 4 s: 100 pt/s along the path; the corner after 300 pt, at 3 s
    // (0.75 is exact), not at 2 s (the keyframes' own split) nor where x alone would pace.
    let speed = (300.0 + 100) / 4
    Self.expect(Self.centre(card, at: ms(1000)), 100, 0, speed, 0)
    Self.expect(Self.centre(card, at: ms(2000)), 200, 0, speed, 0)
    Self.expect(Self.centre(card, at: ms(3000), side: .left), 300, 0, speed, 0)
    Self.expect(Self.centre(card, at: ms(3000), side: .right), 300, 0, 0, speed)
    Self.expect(Self.centre(card, at: ms(3500)), 300, 50, 0, speed)
    Self.expect(Self.centre(card, at: ms(4000), side: .left), 300, 100, 0, speed)
    // Every frame in between moves at 100 pt/s.
    for frame in 1..<240 {
      let c = Self.centre(card, at: Instant(nanoseconds: Int64(frame) * 1_000_000_000 / 60))
      #expect(abs((c.vx * c.vx + c.vy * c.vy).squareRoot() - speed) <= 1e-9, "frame \(frame)")
    }
    engine.advance(to: ms(4000))
    #expect(card.runningAnimations.isEmpty)
    Self.expect(Self.centre(card, at: ms(4000)), 300, 100, 0, 0)
    #expect(engine.journal.problems.isEmpty)
  }

  @Test func pacedDiagonalsShareOneSpeedInThePlane() {
    // (0, 0) → (300, 400) → (300, 0): 500 + 400 = 900 pt in 1 s. Per-property pacing would
    // give x 300 pt and y 800 pt of travel at different times; in the plane the turn is at
    // 500/900 = 5/9 of the time.
    let xKeys = [KeyframeTrack.Key(time: 0, value: 0), .init(time: 0.5, value: 300), .init(time: 1, value: 300)]
    let yKeys = [KeyframeTrack.Key(time: 0, value: 0), .init(time: 0.5, value: 400), .init(time: 1, value: 0)]
    let (x, y) = KeyframeTrack.centre(
      mode: .paced, x: KeyframeTrack(mode: .paced, keys: xKeys), y: KeyframeTrack(mode: .paced, keys: yKeys))
    let turn = 500.0 / 900
    #expect(x.knots.map(\.time) == [0, turn, 1])
    // On the diagonal the velocity is 900 along (3/5, 4/5).
    let vx = x.sample(at: 0.25, side: .right)
    let vy = y.sample(at: 0.25, side: .right)
    #expect(abs(vx.value - 0.25 * 900 * 0.6) <= 1e-9 && abs(vx.derivative - 540) <= 1e-9)
    #expect(abs(vy.value - 0.25 * 900 * 0.8) <= 1e-9 && abs(vy.derivative - 720) <= 1e-9)
    #expect(abs(y.sample(at: turn, side: .right).derivative + 900) <= 1e-9)
    #expect(x.sample(at: turn, side: .right).derivative == 0)
    // The journal's keys are still the keys as laid out.
    #expect(x.keys == xKeys && y.keys == yKeys)
  }

  @Test func pathPointsFollowTheKeyTimesOfBothCoordinates() {
    // x: 0 → 300 over [0, 0.5]; y holds, then 0 → 100 over [0.5, 1]; x over the whole
    // duration in the second call, so the points include the linear x at y's key times.
    let xKeys = [KeyframeTrack.Key(time: 0, value: 0), .init(time: 0.5, value: 300)]
    let yKeys = [KeyframeTrack.Key(time: 0, value: 0), .init(time: 0.5, value: 0), .init(time: 1, value: 100)]
    let points = KeyframeTrack.centrePathPoints(xKeys, yKeys)
    #expect(points.map(\.x) == [0, 300, 300] && points.map(\.y) == [0, 0, 100])
    let diagonal = KeyframeTrack.centrePathPoints(
      [.init(time: 0, value: 0), .init(time: 1, value: 200)], [.init(time: 0, value: 0), .init(time: 0.25, value: 80)])
    #expect(diagonal.map(\.x) == [0, 50, 200] && diagonal.map(\.y) == [0, 80, 80])
  }

  @Test func otherPropertiesArePacedOnTheirOwn() {
    let (engine, card) = makeAnimationStage()
    card.center = Point(x: 0, y: 0)
    engine.animateKeyframes(
      withDuration: 1, options: .calculationModePaced,
      animations: {
        engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          card.center = Point(x: 300, y: 0)
          card.alpha = 0.5
        }
        engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          card.center = Point(x: 300, y: 100)
          card.alpha = 0
        }
      })
    // Alpha: 1 → 0.5 → 0 is 1 long: −1 per second, the key times ignored.
    KeyframeAnimationTests.expect(card.presentationSample(of: .alpha, at: ms(250)), 0.75, -1)
    // The centre: 400 pt per second, the corner at 0.75 s.
    Self.expect(Self.centre(card, at: ms(750), side: .left), 300, 0, 400, 0)
  }

  @Test func oneCoordinateAlonePacesAsBefore() {
    let (engine, card) = makeAnimationStage()
    KeyframeAnimationTests.threeKeyframes(engine, card, options: .calculationModePaced)
    // Centre y alone: 600 → 500 → 200 → 300 is 500 pt, as a scalar.
    KeyframeAnimationTests.expect(card.presentationSample(of: .centerY, at: ms(500)), 350, -500)
    KeyframeAnimationTests.expect(card.presentationSample(of: .centerX, at: ms(500)), 195, 0)
  }

  // MARK: Cubic paced

  /// The arch (0, 0) → (100, 100) → (200, 0) over 1 s.
  ///
  /// Uniform Catmull–Rom tangents
  /// (100, 100), (100, 0), (100, −100): the two segments mirror each other about x = 100.
  static func arch(_ engine: Engine, _ card: View, mode: KeyframeAnimationOptions = .calculationModeCubicPaced) {
    card.center = Point(x: 0, y: 0)
    engine.animateKeyframes(
      withDuration: 1, options: mode,
      animations: {
        engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.2) { card.center = Point(x: 100, y: 100) }
        engine.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.8) { card.center = Point(x: 200, y: 0) }
      })
  }

  /// The arch's length by composite Simpson's rule on |P′(σ)| of the Hermite segments,
  /// written out here independently of the engine: 2 × 4000 intervals (its error,
  /// (1/4000)⁴/180 × max|f⁗| per segment, is far below 1e-12 relative for this smooth speed;
  /// measured against the engine: 1.4e-12 pt of 288.9 pt).
  static func archLengthBySimpson() -> Double {
    func speed(_ segment: Int, _ s: Double) -> Double {
      let (p0, m0, p1, m1): ((Double, Double), (Double, Double), (Double, Double), (Double, Double)) =
        segment == 0 ? ((0, 0), (100, 100), (100, 100), (100, 0)) : ((100, 100), (100, 0), (200, 0), (100, -100))
      func d(_ a: Double, _ ma: Double, _ b: Double, _ mb: Double) -> Double {
        (6 * s * s - 6 * s) * a + (3 * s * s - 4 * s + 1) * ma + (-6 * s * s + 6 * s) * b + (3 * s * s - 2 * s) * mb
      }
      let dx = d(p0.0, m0.0, p1.0, m1.0)
      let dy = d(p0.1, m0.1, p1.1, m1.1)
      return (dx * dx + dy * dy).squareRoot()
    }
    let n = 4000
    var total = 0.0
    for segment in 0..<2 {
      var sum = speed(segment, 0) + speed(segment, 1)
      for i in 1..<n { sum += (i % 2 == 1 ? 4 : 2) * speed(segment, Double(i) / Double(n)) }
      total += sum / Double(3 * n)
    }
    return total
  }

  @Test func cubicPacedRunsTheSplineInThePlaneAtOneSpeed() throws {
    let (engine, card) = makeAnimationStage()
    Self.arch(engine, card)
    let track = try #require(card.runningAnimations.first { $0.property == .centerX }?.keyframeTrack)
    guard case .arcLength(let spline, _) = track.interpolation else {
      Issue.record("centre x is not paced along the spline: \(track.interpolation)")
      return
    }
    let length = spline.length
    let simpson = Self.archLengthBySimpson()
    #expect(abs(length - simpson) <= 1e-12 * simpson, "quadrature \(length), Simpson \(simpson)")
    // By symmetry the apex (100, 100) is half-way, where the tangent is (100, 0): velocity (L, 0).
    Self.expect(Self.centre(card, at: ms(500)), 100, 100, length, 0, tolerance: 1e-9 * length)
    // Constant speed: |v| = L per second at every millisecond, and the position really moves at
    // that speed: a central difference over ±1 µs agrees with v to 1e-8 relative (its error,
    // h²|P‴|/6 plus about 3e-14 pt / 2e-6 s of rounding, is near 1e-10 relative; measured 4.9e-10).
    for step in 1..<1000 {
      let t = Instant(nanoseconds: Int64(step) * 1_000_000)
      let c = Self.centre(card, at: t)
      #expect(abs((c.vx * c.vx + c.vy * c.vy).squareRoot() - length) <= 1e-9 * length, "t = \(step) ms")
      let before = Self.centre(card, at: t - TimeSpan(nanoseconds: 1000))
      let after = Self.centre(card, at: t + TimeSpan(nanoseconds: 1000))
      let (fx, fy) = ((after.x - before.x) / 2e-6, (after.y - before.y) / 2e-6)
      #expect(abs(fx - c.vx) <= 1e-8 * length && abs(fy - c.vy) <= 1e-8 * length, "t = \(step) ms: (\(fx), \(fy)) vs (\(c.vx), \(c.vy))")
    }
    // Ends: the path's first and last points, heading along the end tangents (1, 1)/√2, (1, −1)/√2.
    let root2 = 2.0.squareRoot()
    Self.expect(Self.centre(card, at: .zero), 0, 0, length / root2, length / root2, tolerance: 1e-9 * length)
    Self.expect(Self.centre(card, at: ms(1000), side: .left), 200, 0, length / root2, -length / root2, tolerance: 1e-9 * length)
    engine.advance(to: ms(1000))
    #expect(card.runningAnimations.isEmpty)
    #expect(engine.journal.problems.isEmpty)
  }

  @Test func pacedSplineThroughACuspKeepsTheSpeedAndTurnsAround() {
    // Out and back along x: 0 → 100 → 0 with y fixed: the tangent at 100 is 0, a cusp. The
    // speed is L everywhere else; at the cusp each side takes its limit, ±L.
    let spline = PacedSpline(points: [(0, 0), (100, 0), (0, 0)])
    // Segment 0: x(s) = 100(3s² − 2s³) + 100(s − 2s² + s³) = 100(s + s² − s³), monotone, length 100.
    #expect(abs(spline.length - 200) <= 200 * 1e-12)
    let left = spline.sample(at: 0.5, side: .left)
    let right = spline.sample(at: 0.5, side: .right)
    #expect(abs(left.point.x - 100) <= 1e-9 && abs(right.point.x - 100) <= 1e-9)
    #expect(abs(left.velocity.x - spline.length) <= 1e-9 && abs(right.velocity.x + spline.length) <= 1e-9)
    // A quarter of the way: x = 50, where 100(s + s² − s³) = 50.
    let quarter = spline.sample(at: 0.25, side: .right)
    #expect(abs(quarter.point.x - 50) <= 1e-9 && abs(quarter.velocity.x - spline.length) <= 1e-9)
  }
}
