@testable import SeamlessEngine
import Foundation
import Testing

/// `rotationMode` auto-rotation: the view turns to the heading of its centre path.
///
/// Angles in radians; tolerance 1e-9 unless a test says otherwise (the headings are atan2 of
/// exact binary fractions, and π/2 is compared with `Double.pi / 2`).
@Suite struct KeyframeRotationTests {
  static func rotation(_ card: View, at instant: Instant, side: LimitSide = .right) -> (value: Double, velocity: Double) {
    card.presentationSample(of: .rotation, at: instant, side: side)
  }

  @Test func headingFollowsAnLPathAndTheModelRotationReturnsAtTheEnd() throws {
    let (engine, card) = makeAnimationStage()
    card.rotation = 0.3
    card.center = Point(x: 0, y: 0)
    let log = CompletionLog()
    engine.animateKeyframes(
      withDuration: 4, options: .calculationModePaced, rotationMode: .rotateAuto,
      animations: {
        engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.center = Point(x: 300, y: 0) }
        engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.center = Point(x: 300, y: 100) }
      }, completion: log.handler("path"))
    #expect(card.runningAnimations.map(\.property) == [.centerX, .centerY, .rotation])
    #expect(card.runningAnimations.last?.kind == .additive)
    #expect(card.rotation == 0.3)  // the model keeps its own rotation
    // Along +x (heading 0) until the corner at 3 s, then along +y (π/2); straight segments
    // do not turn (rate 0). The heading adds to the model rotation 0.3.
    KeyframeAnimationTests.expect(Self.rotation(card, at: .zero), 0.3, 0)
    KeyframeAnimationTests.expect(Self.rotation(card, at: ms(1000)), 0.3, 0)
    KeyframeAnimationTests.expect(Self.rotation(card, at: ms(3000), side: .left), 0.3, 0)
    KeyframeAnimationTests.expect(Self.rotation(card, at: ms(3000), side: .right), 0.3 + Double.pi / 2, 0)
    KeyframeAnimationTests.expect(Self.rotation(card, at: ms(3500)), 0.3 + Double.pi / 2, 0)
    KeyframeAnimationTests.expect(Self.rotation(card, at: ms(4000), side: .left), 0.3 + Double.pi / 2, 0)
    let added = engine.journal.entries.compactMap { entry -> AnimationRecord? in
      if case .animationAdded(let record) = entry.event { record } else { nil }
    }
    let record = try #require(added.last)
    #expect(record.property == .rotation && record.kind == .additive)
    #expect(record.timing == "keyframes mode=paced heading=auto offset=0.3 linear duration=4.0")
    #expect(record.from == 0.3 && record.to == 0.3)
    // Core Animation removes the animation and the model rotation shows: a jump of π/2,
    // journaled as the end transition with both limits.
    engine.advance(to: ms(4000))
    #expect(card.runningAnimations.isEmpty)
    KeyframeAnimationTests.expect(Self.rotation(card, at: ms(4000)), 0.3, 0)
    let ends = engine.journal.entries.compactMap { entry -> PresentationTransition? in
      if case .presentationTransition(let t) = entry.event, t.property == .rotation, t.cause == .ended { t } else { nil }
    }
    let end = try #require(ends.first)
    #expect(abs(end.left.value - (0.3 + Double.pi / 2)) <= 1e-9 && abs(end.right.value - 0.3) <= 1e-9)
    engine.advance(to: ms(4100))
    #expect(log.calls == ["path:true"])
  }

  @Test func rotateAutoReverseFacesBackwards() {
    let (engine, card) = makeAnimationStage()
    card.center = Point(x: 0, y: 0)
    engine.animateKeyframes(
      withDuration: 4, options: .calculationModePaced, rotationMode: .rotateAutoReverse,
      animations: {
        engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.center = Point(x: 300, y: 0) }
        engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.center = Point(x: 300, y: 100) }
      })
    KeyframeAnimationTests.expect(Self.rotation(card, at: ms(1000)), Double.pi, 0)
    KeyframeAnimationTests.expect(Self.rotation(card, at: ms(3500)), Double.pi / 2 + Double.pi, 0)
  }

  @Test func aStraightSegmentHeadsAlongItsChordAndHoldsThroughRests() {
    let (engine, card) = makeAnimationStage()
    card.center = Point(x: 0, y: 0)
    engine.animateKeyframes(
      withDuration: 1, rotationMode: .rotateAuto,
      animations: {
        engine.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) { card.center = Point(x: 300, y: 400) }
      })
    // (0, 0) → (300, 400): heading atan2(400, 300) ≈ 0.9273 all along, rate 0; before the
    // keyframe starts the view already faces the way it will go, after it ends it keeps it.
    let chord = atan2(400.0, 300.0)
    for t in [0, 100, 250, 500, 750, 900] as [Int64] {
      KeyframeAnimationTests.expect(Self.rotation(card, at: ms(t)), chord, 0)
    }
  }

  @Test func headingOnACubicCurveTurnsAtItsCurvatureRate() {
    let (engine, card) = makeAnimationStage()
    card.center = Point(x: 0, y: 0)
    engine.animateKeyframes(
      withDuration: 1, options: .calculationModeCubic, rotationMode: .rotateAuto,
      animations: {
        engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.center = Point(x: 100, y: 100) }
        engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.center = Point(x: 200, y: 0) }
      })
    // x: keys 0, 100, 200 at 0, 0.5, 1: tangents 200, 200, 200, so x = 200u (x′ = 200, x″ = 0).
    // y: keys 0, 100, 0: tangents 200, 0, −200. At u = 0.25 (s = 0.5 of a span h = 0.5) the
    // Hermite derivatives are y′ = (−0.25·0.5·200 + 1.5·100) / 0.5 = 250 and
    // y″ = (−1·0.5·200) / 0.25 = −400: heading atan2(250, 200), rate x′y″ / (x′² + y′²).
    KeyframeAnimationTests.expect(
      Self.rotation(card, at: ms(250)), atan2(250.0, 200.0), 200 * -400 / (200.0 * 200 + 250 * 250))
    // At the top (u = 0.5) y′ = 0 and y″ = (2·0.5·200 − 6·100) / 0.25 = −1600 from both
    // sides: heading 0, rate 200·(−1600) / 200² = −8 rad/s.
    KeyframeAnimationTests.expect(Self.rotation(card, at: ms(500), side: .left), 0, -8)
    KeyframeAnimationTests.expect(Self.rotation(card, at: ms(500), side: .right), 0, -8)
    // The rate is the derivative of the angle: central differences over ±1 µs agree to 1e-6
    // (error h²|θ‴|/6 plus 1e-16 / 1e-6 of rounding); not at the key time 500 ms, where θ″
    // jumps and a central difference is only first-order.
    for t in stride(from: 50, to: 1000, by: 50) where t != 500 {
      let instant = ms(Int64(t))
      let difference =
        (Self.rotation(card, at: instant + TimeSpan(nanoseconds: 1000)).value
          - Self.rotation(card, at: instant - TimeSpan(nanoseconds: 1000)).value) / 2e-6
      #expect(abs(difference - Self.rotation(card, at: instant).velocity) <= 1e-6, "t = \(t) ms")
    }
  }

  @Test func headingOnACubicPacedArchTurnsAtCurvatureTimesLength() throws {
    // The arch of KeyframePacingTests, with a rotation mode.
    let (engine2, card2) = makeAnimationStage()
    card2.center = Point(x: 0, y: 0)
    engine2.animateKeyframes(
      withDuration: 1, options: .calculationModeCubicPaced, rotationMode: .rotateAuto,
      animations: {
        engine2.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.2) { card2.center = Point(x: 100, y: 100) }
        engine2.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.8) { card2.center = Point(x: 200, y: 0) }
      })
    let track = try #require(card2.runningAnimations.first { $0.property == .centerX }?.keyframeTrack)
    guard case .arcLength(let spline, _) = track.interpolation else {
      Issue.record("not paced along the spline")
      return
    }
    // At the apex (σ = 1) P′ = (100, 0) and P″ = (0, −400) (segment 0 at s = 1:
    // y″ = 6·0 + 2·100 − 6·100 + 4·0): curvature (x′y″ − y′x″)/|P′|³ = −40000/10⁶ = −0.04 per
    // pt, so dθ/dt = −0.04·L for a 1 s pass. At the start P′ = (100, 100) (heading π/4) and
    // P″ = (0, 200) (−4·100 + 6·100 − 2·0): curvature 20000/(100√2)³ = 0.01/√2 per pt; the end
    // mirrors it, heading −π/4 with the same rate.
    let length = spline.length
    let endRate = 0.01 / 2.0.squareRoot() * length
    KeyframeAnimationTests.expect(Self.rotation(card2, at: ms(500)), 0, -0.04 * length, tolerance: 1e-9 * length)
    KeyframeAnimationTests.expect(Self.rotation(card2, at: .zero), Double.pi / 4, endRate, tolerance: 1e-9 * length)
    KeyframeAnimationTests.expect(
      Self.rotation(card2, at: ms(1000), side: .left), -Double.pi / 4, endRate, tolerance: 1e-9 * length)
  }

  @Test func discreteHeadsAlongTheLastJump() {
    let (engine, card) = makeAnimationStage()
    card.center = Point(x: 0, y: 0)
    engine.animateKeyframes(
      withDuration: 3, options: .calculationModeDiscrete, rotationMode: .rotateAuto,
      animations: {
        engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1.0 / 3) { card.center = Point(x: 300, y: 0) }
        engine.addKeyframe(withRelativeStartTime: 1.0 / 3, relativeDuration: 1.0 / 3) { card.center = Point(x: 300, y: 100) }
        engine.addKeyframe(withRelativeStartTime: 2.0 / 3, relativeDuration: 1.0 / 3) { card.center = Point(x: 0, y: 100) }
      })
    // The steps: (0, 0) until 1 s, (300, 0) until 2 s, (300, 100) until 3 s. Before the first
    // jump the view faces it (+x, 0); after each jump it faces the way it jumped.
    KeyframeAnimationTests.expect(Self.rotation(card, at: ms(500)), 0, 0)
    KeyframeAnimationTests.expect(Self.rotation(card, at: ms(1500)), 0, 0)
    KeyframeAnimationTests.expect(Self.rotation(card, at: ms(2500)), Double.pi / 2, 0)
  }

  @Test func oneAnimatedCoordinateHeadsAlongItsAxis() {
    let (engine, card) = makeAnimationStage()
    KeyframeAnimationTests.threeKeyframes(engine, card)
    #expect(!card.runningAnimations.contains { $0.property == .rotation })  // no rotation mode: no heading
    let (engine2, card2) = makeAnimationStage()
    engine2.animateKeyframes(
      withDuration: 1, rotationMode: .rotateAuto,
      animations: {
        engine2.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card2.center.y = 500 }
        engine2.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card2.center.y = 700 }
      })
    // Up the screen (y decreasing) then down: −π/2, then π/2.
    KeyframeAnimationTests.expect(Self.rotation(card2, at: ms(250)), -Double.pi / 2, 0)
    KeyframeAnimationTests.expect(Self.rotation(card2, at: ms(750)), Double.pi / 2, 0)
  }

  @Test func rotationModeInsideAPropertyAnimatorIsNotModelled() {
    let (engine, card) = makeAnimationStage()
    let animator = PropertyAnimator(engine: engine, duration: 1, timing: .cubic(.linear))
    animator.addAnimations {
      engine.animateKeyframes(withDuration: 0, rotationMode: .rotateAuto) { card.center.x = 295 }
    }
    animator.startAnimation()
    #expect(card.runningAnimations.map(\.property) == [.centerX])
  }

  // MARK: The heading belongs to the centre animation

  static func lPath(
    _ engine: Engine, _ card: View, options: KeyframeAnimationOptions = .calculationModePaced,
    completion: ((Bool) -> Void)? = nil
  ) {
    card.rotation = 0.3
    card.center = Point(x: 0, y: 0)
    engine.animateKeyframes(
      withDuration: 4, options: options, rotationMode: .rotateAuto,
      animations: {
        engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.center = Point(x: 300, y: 0) }
        engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.center = Point(x: 300, y: 100) }
      }, completion: completion)
  }

  @Test func replacingTheCentreRemovesItsHeading() throws {
    let (engine, card) = makeAnimationStage()
    let log = CompletionLog()
    Self.lPath(engine, card, completion: log.handler("path"))
    engine.advance(to: ms(3500))
    // Core Animation's rotation mode is part of the position animation: a new position
    // animation replaces it, and the model rotation shows again at once.
    engine.animate(withDuration: 0.5) { card.center = Point(x: 50, y: 50) }
    #expect(!card.runningAnimations.contains { $0.property == .rotation })
    KeyframeAnimationTests.expect(Self.rotation(card, at: ms(3500)), 0.3, 0)
    let removals = engine.journal.entries.compactMap { entry -> PresentationTransition? in
      if case .presentationTransition(let t) = entry.event, t.property == .rotation, t.cause == .removed(promoted: false) {
        t
      } else {
        nil
      }
    }
    let removal = try #require(removals.first)
    #expect(abs(removal.left.value - (0.3 + Double.pi / 2)) <= 1e-9 && removal.right.value == 0.3)
    engine.advance(to: ms(4100))
    #expect(log.calls == ["path:false"])
  }

  @Test func removingTheCentreRemovesItsHeading() {
    let (engine, card) = makeAnimationStage()
    Self.lPath(engine, card)
    engine.advance(to: ms(3500))
    card.removeAnimations(of: .centerY)
    #expect(card.runningAnimations.map(\.property) == [.centerX])
    KeyframeAnimationTests.expect(Self.rotation(card, at: ms(3500)), 0.3, 0)
    let removals = engine.journal.entries.compactMap { entry -> PresentationTransition? in
      if case .presentationTransition(let t) = entry.event, t.cause == .removed(promoted: false) { t } else { nil }
    }
    #expect(removals.map(\.property) == [.centerY, .rotation])
  }

  @Test func aCaughtViewKeepsTheHeadingItShows() {
    let (engine, card) = makeAnimationStage()
    Self.lPath(engine, card)
    engine.advance(to: ms(3500))
    card.removeAllAnimations(promotingPresentation: true)
    #expect(card.runningAnimations.isEmpty)
    #expect(abs(card.rotation - (0.3 + Double.pi / 2)) <= 1e-9)
    #expect(abs(card.center.x - 300) <= 1e-9 && abs(card.center.y - 50) <= 1e-9)
  }

  @Test func anAutoreversingPassBacksAlongThePath() {
    let (engine, card) = makeAnimationStage()
    Self.lPath(engine, card, options: [.calculationModePaced, .autoreverse])
    // Back from 4 s to 8 s: at 4.5 s it is 50 pt back down the +y leg, moving at −100 pt/s in
    // y, still facing +y (the heading is the path's forward tangent); past the corner (5 s)
    // it backs along +x, facing +x.
    KeyframePacingTests.expect(KeyframePacingTests.centre(card, at: ms(4500)), 300, 50, 0, -100)
    KeyframeAnimationTests.expect(Self.rotation(card, at: ms(4500)), 0.3 + Double.pi / 2, 0)
    KeyframeAnimationTests.expect(Self.rotation(card, at: ms(5000), side: .left), 0.3 + Double.pi / 2, 0)
    KeyframeAnimationTests.expect(Self.rotation(card, at: ms(5000), side: .right), 0.3, 0)
    KeyframePacingTests.expect(KeyframePacingTests.centre(card, at: ms(7000)), 100, 0, -100, 0)
    KeyframeAnimationTests.expect(Self.rotation(card, at: ms(7000)), 0.3, 0)
    engine.advance(to: ms(8000))
    #expect(card.runningAnimations.isEmpty)
  }

  @Test func headingOfACurvedLinearPathTurnsAtTheCurvesRate() {
    // x: 0 → 300 linear over the whole second; y: 0 → 100 ease-in. The path bends:
    // heading atan2(100·c′(u), 300), rate 300·100·c″(u) / (300² + (100·c′(u))²), with c′, c″
    // the curve's first and second derivatives (TimingCurve.velocity, .acceleration).
    let (engine, card) = makeAnimationStage()
    card.center = Point(x: 0, y: 0)
    engine.animateKeyframes(
      withDuration: 1, rotationMode: .rotateAuto,
      animations: {
        engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { card.center.x = 300 }
        engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1, curve: .easeIn) { card.center.y = 100 }
      })
    for t in stride(from: 100, through: 900, by: 200) {
      let u = Double(t) / 1000
      let (c1, c2) = (TimingCurve.easeIn.velocity(at: u), TimingCurve.easeIn.acceleration(at: u))
      let expected = (atan2(100 * c1, 300.0), 300 * 100 * c2 / (300 * 300 + 100 * c1 * 100 * c1))
      KeyframeAnimationTests.expect(Self.rotation(card, at: ms(Int64(t))), expected.0, expected.1)
      // The angle's central difference over ±0.1 ms agrees to 1e-3 rad/s: the solver's
      // ε = 1e-7 in x moves the angle by at most about 1e-7·|dθ/du| ≈ 1e-7 rad, 5e-4 rad/s
      // over 2e-4 s, and the truncation h²|θ‴|/6 is below 1e-6.
      let instant = ms(Int64(t))
      let difference =
        (Self.rotation(card, at: instant + TimeSpan(nanoseconds: 100_000)).value
          - Self.rotation(card, at: instant - TimeSpan(nanoseconds: 100_000)).value) / 2e-4
      #expect(abs(difference - expected.1) <= 1e-3, "t = \(t) ms: \(difference) vs \(expected.1)")
    }
  }

  @Test func curveAccelerationMatchesTheBernsteinForm() {
    // d²y/dx² = (y″x′ − y′x″) / x′³ at a chosen parameter s, written out here: ease-in
    // (0.42, 0), (1, 1). The engine solves s from x = x(s) to ε = 1e-7, so it lands within
    // 1e-7 / x′ of s, moving the result by at most |d(d²y/dx²)/dx|·1e-7 < 1e-4.
    for s in [0.2, 0.4, 0.6, 0.8] {
      let r = 1 - s
      let (x1, x2) = (0.42, 1.0)
      let x = 3 * r * r * s * x1 + 3 * r * s * s * x2 + s * s * s
      let dx = 3 * (r * r * x1 + 2 * r * s * (x2 - x1) + s * s * (1 - x2))
      let dy = 3 * (2 * r * s * 1 + s * s * 0)
      let ddx = 6 * (r * (x2 - 2 * x1) + s * (1 - 2 * x2 + x1))
      let ddy = 6 * (r * (1 - 0) + s * (1 - 2 + 0))
      let expected = (ddy * dx - dy * ddx) / (dx * dx * dx)
      #expect(abs(TimingCurve.easeIn.acceleration(at: x) - expected) <= 1e-4, "s = \(s)")
    }
    #expect(TimingCurve.linear.acceleration(at: 0.5) == 0)
    #expect(TimingCurve.easeInEaseOut.acceleration(at: 1.5) == 0)  // the straight extension
  }

  @Test func replayWithPacedPathsCurvesAndHeadingsIsDeterministic() {
    func run() -> JournalDigest {
      let (engine, card) = makeAnimationStage()
      card.center = Point(x: 0, y: 0)
      engine.animateKeyframes(
        withDuration: 1, options: .calculationModeCubicPaced, rotationMode: .rotateAutoReverse,
        animations: {
          engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.2) { card.center = Point(x: 100, y: 100) }
          engine.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.8) { card.center = Point(x: 200, y: 0) }
        })
      engine.advance(to: ms(400))
      engine.animateKeyframes(
        withDuration: 0.5, options: .beginFromCurrentState,
        animations: {
          engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5, curve: .easeOut) { card.alpha = 0.2 }
          engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5, curve: .easeIn) { card.alpha = 1 }
        })
      engine.advance(to: ms(2000))
      return engine.journal.digest
    }
    #expect(run() == run())
  }
}
