@testable import SeamlessEngine
import Testing

/// Per-keyframe timing curves (`CAKeyframeAnimation.timingFunctions`).
///
/// Expected values come from the Bézier's Bernstein form at a chosen curve parameter *s*:
/// `x(s) = 3(1−s)²s·x1 + 3(1−s)s²·x2 + s³`, the same for y, `dy/dx = y′(s) / x′(s)`. The
/// engine solves `x(s) = x` to within ε = 1e-7 in x (``CubicBezier/epsilon``), so its
/// progress is within ε·|dy/dx| and its slope within ε·|d²y/dx²| of these; the tolerances
/// below are those bounds times the distance (and ÷ the span for velocities).
@Suite struct KeyframeCurveTests {
  static func bezier(_ b: CubicBezier, _ s: Double) -> (x: Double, y: Double, slope: Double) {
    func value(_ p1: Double, _ p2: Double) -> Double { 3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s }
    func derivative(_ p1: Double, _ p2: Double) -> Double {
      3 * ((1 - s) * (1 - s) * p1 + 2 * (1 - s) * s * (p2 - p1) + s * s * (1 - p2))
    }
    return (value(b.x1, b.x2), value(b.y1, b.y2), derivative(b.y1, b.y2) / derivative(b.x1, b.x2))
  }

  @Test func aCurvedSegmentFollowsItsBezier() {
    // 600 → 400 over [0, 0.5] ease-in, then → 500 over [0.5, 1] linear.
    let track = KeyframeTrack(
      mode: .linear, from: 600,
      keyframes: [
        .init(relativeStartTime: 0, relativeDuration: 0.5, value: 400, curve: .easeIn),
        .init(relativeStartTime: 0.5, relativeDuration: 0.5, value: 500),
      ])
    #expect(track.keys.map(\.curve) == [.linear, .easeIn, .linear])
    // ease-in (0.42, 0), (1, 1): |dy/dx| < 2 and |d²y/dx²| < 10 for s ≤ 0.9, so value within
    // 200·2e-7 = 4e-5 pt and d/du within 200·1e-6 / 0.5 = 4e-4.
    for s in [0.1, 0.3, 0.5, 0.7, 0.9] {
      let b = Self.bezier(.easeIn, s)
      let sample = track.sample(at: 0.5 * b.x, side: .right)
      #expect(abs(sample.value - (600 - 200 * b.y)) <= 4e-5, "s = \(s): \(sample.value)")
      #expect(abs(sample.derivative - (-200 * b.slope / 0.5)) <= 4e-4, "s = \(s): \(sample.derivative)")
    }
    // The next segment is linear again: 100 over 0.5.
    #expect(track.sample(at: 0.75, side: .right) == (450, 200))
  }

  @Test func curvedKeyframeInABlockStartsAndEndsAtItsCurvesRates() throws {
    let (engine, card) = makeAnimationStage()
    engine.animateKeyframes(
      withDuration: 1,
      animations: {
        engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5, curve: .easeInEaseOut) { card.center.y = 400 }
        engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.center.y = 500 }
      })
    // ease-in-ease-out starts and ends at rest (y′ = 3·y1 = 0 at s = 0, 3(1 − y2) = 0 at s = 1).
    KeyframeAnimationTests.expect(card.presentationSample(of: .centerY, at: .zero), 600, 0)
    // Half-way through the span, s = 0.5 by symmetry: x = y = 0.5, dy/dx = 1.5 / 0.87
    // (y′ = 3·2·0.25, x′ = 3(0.25·0.42 + 0.5·0.16 + 0.25·0.42)): 200 pt × 1.5/0.87 over 0.5 s.
    let midpoint = Self.bezier(.easeInEaseOut, 0.5)
    #expect(midpoint.x == 0.5 && midpoint.y == 0.5)
    KeyframeAnimationTests.expect(
      card.presentationSample(of: .centerY, at: ms(250)), 500, -200 * (1.5 / 0.87) / 0.5, tolerance: 4e-5)
    KeyframeAnimationTests.expect(card.presentationSample(of: .centerY, at: ms(500), side: .left), 400, 0)
    KeyframeAnimationTests.expect(card.presentationSample(of: .centerY, at: ms(500), side: .right), 400, 200)
    KeyframeAnimationTests.expect(card.presentationSample(of: .centerY, at: ms(750)), 450, 200)
    let added = engine.journal.entries.compactMap { entry -> AnimationRecord? in
      if case .animationAdded(let record) = entry.event { record } else { nil }
    }
    let record = try #require(added.first)
    #expect(
      record.timing
        == "keyframes mode=linear keys=0.0:600.0,0.5:400.0:bezier=0.42,0.0,0.58,1.0,1.0:500.0 linear duration=1.0")
    engine.advance(to: ms(1000))
    #expect(card.runningAnimations.isEmpty && engine.journal.problems.isEmpty)
  }

  @Test func aHoldBeforeACurvedKeyframeStaysStill() {
    let (engine, card) = makeAnimationStage()
    engine.animateKeyframes(
      withDuration: 2,
      animations: {
        engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5, curve: .easeOut) { card.alpha = 0 }
      })
    // Alpha holds 1 until 1 s (the hold segment is linear, at rest); then 1 − easeOut over
    // the keyframe's 1 s, checked at curve parameter s = 0.3 (|dy/dx| < 2, |d²y/dx²| < 10:
    // within 2e-7 and 1e-6).
    KeyframeAnimationTests.expect(card.presentationSample(of: .alpha, at: ms(500)), 1, 0)
    KeyframeAnimationTests.expect(card.presentationSample(of: .alpha, at: ms(1000), side: .left), 1, 0)
    let b = Self.bezier(.easeOut, 0.3)
    let t = Instant(nanoseconds: 1_000_000_000 + Int64((b.x * 1e9).rounded()))
    // The instant is rounded to 1 ns: 0.5e-9 of x, well inside ε.
    KeyframeAnimationTests.expect(card.presentationSample(of: .alpha, at: t), 1 - b.y, -b.slope, tolerance: 1e-6)
    #expect(card.runningAnimations.first?.keyframeTrack?.keys.map(\.curve) == [.linear, .linear, .easeOut])
  }

  @Test func discreteStepsStayAtTheKeyTimes() {
    let curved = KeyframeTrack(
      mode: .discrete, from: 0,
      keyframes: [.init(relativeStartTime: 0, relativeDuration: 0.5, value: 10, curve: .easeInEaseOut)])
    #expect(curved.sample(at: 0.49, side: .right) == (0, 0))
    #expect(curved.sample(at: 0.5, side: .left) == (0, 0))
    #expect(curved.sample(at: 0.5, side: .right) == (10, 0))
  }

  @Test func cubicAndPacedModesIgnoreCurves() {
    func keyframes(_ curve: TimingCurve) -> [KeyframeTrack.Keyframe] {
      [
        .init(relativeStartTime: 0, relativeDuration: 0.3, value: 100, curve: curve),
        .init(relativeStartTime: 0.3, relativeDuration: 0.7, value: 40, curve: curve),
      ]
    }
    for mode in [KeyframeCalculationMode.cubic, .paced, .cubicPaced] {
      let plain = KeyframeTrack(mode: mode, from: 0, keyframes: keyframes(.linear))
      let curved = KeyframeTrack(mode: mode, from: 0, keyframes: keyframes(.easeIn))
      for u in stride(from: 0.0, through: 1, by: 0.125) {
        #expect(plain.sample(at: u, side: .right) == curved.sample(at: u, side: .right), "\(mode) at \(u)")
      }
    }
  }

  @Test func aBlockNestedInACurvedKeyframeInheritsTheCurve() throws {
    let (engine, card) = makeAnimationStage()
    engine.animateKeyframes(
      withDuration: 1,
      animations: {
        engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5, curve: .easeIn) {
          engine.animate(withDuration: 0) { card.alpha = 0 }
        }
      })
    let added = engine.journal.entries.compactMap { entry -> AnimationRecord? in
      if case .animationAdded(let record) = entry.event { record } else { nil }
    }
    let record = try #require(added.first)
    #expect(record.timing == "bezier=0.42,0.0,1.0,1.0 duration=0.5")
    #expect(record.begin == ms(500))
  }
}
