@testable import SeamlessEngine
import Testing

/// Keyframe animations.
///
/// Unless a test says otherwise the card's centre y starts at 600 and
/// the block lasts 1 s, so relative time is seconds and d/du is pt/s. Tolerance 1e-9
/// wherever the numbers are sums of a few exact binary fractions; they come out exact.
@Suite struct KeyframeAnimationTests {
  /// The three keyframes of the path tests: 600 → 500 over [0, 0.2], → 200 over
  /// [0.2, 0.5], → 300 over [0.5, 1].
  static func threeKeyframes(
    _ engine: Engine, _ card: View, options: KeyframeAnimationOptions = [],
    completion: ((Bool) -> Void)? = nil
  ) {
    engine.animateKeyframes(
      withDuration: 1, options: options,
      animations: {
        engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.2) { card.center.y = 500 }
        engine.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.3) { card.center.y = 200 }
        engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.center.y = 300 }
      }, completion: completion)
  }

  static func expect(
    _ sample: (value: Double, velocity: Double), _ value: Double, _ velocity: Double, tolerance: Double = 1e-9,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(abs(sample.value - value) <= tolerance, "value \(sample.value), expected \(value)", sourceLocation: sourceLocation)
    #expect(
      abs(sample.velocity - velocity) <= tolerance, "velocity \(sample.velocity), expected \(velocity)",
      sourceLocation: sourceLocation)
  }

  // MARK: Linear

  @Test func linearPathValuesAndVelocities() {
    let (engine, card) = makeAnimationStage()
    Self.threeKeyframes(engine, card)
    #expect(card.center.y == 300)  // the model takes the last value at once
    #expect(card.runningAnimations.map(\.kind) == [.absolute])
    // Slopes: −100/0.2 = −500, −300/0.3 = −1000, +100/0.5 = +200 pt/s.
    Self.expect(card.presentationSample(of: .centerY, at: .zero), 600, -500)
    Self.expect(card.presentationSample(of: .centerY, at: ms(100)), 550, -500)  // 600 − 500·0.1
    Self.expect(card.presentationSample(of: .centerY, at: ms(350)), 350, -1000)  // 500 − 1000·0.15
    Self.expect(card.presentationSample(of: .centerY, at: ms(750)), 250, 200)  // 200 + 200·0.25
    Self.expect(card.presentationSample(of: .centerY, at: ms(1000), side: .left), 300, 200)
    engine.advance(to: ms(1000))
    #expect(card.runningAnimations.isEmpty)
    Self.expect(card.presentationSample(of: .centerY, at: ms(1000)), 300, 0)
    #expect(engine.journal.problems.isEmpty)
  }

  @Test func velocityLimitsAtLinearKeyTimesDiffer() {
    let (engine, card) = makeAnimationStage()
    Self.threeKeyframes(engine, card)
    // At 0.2 s the path turns from −500 to −1000 pt/s; at 0.5 s from −1000 to +200 pt/s.
    // Position is continuous at both.
    Self.expect(card.presentationSample(of: .centerY, at: ms(200), side: .left), 500, -500)
    Self.expect(card.presentationSample(of: .centerY, at: ms(200), side: .right), 500, -1000)
    Self.expect(card.presentationSample(of: .centerY, at: ms(500), side: .left), 200, -1000)
    Self.expect(card.presentationSample(of: .centerY, at: ms(500), side: .right), 200, 200)
  }

  @Test func gapsBetweenKeyframesHoldTheValue() {
    let (engine, card) = makeAnimationStage()
    engine.animateKeyframes(
      withDuration: 2,
      animations: {
        engine.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { card.alpha = 0 }
        card.center.x = 295  // outside addKeyframe: over the whole duration
      })
    // alpha: 1 until u = 0.25 (0.5 s), then −1 per 0.25 of 2 s = −2 per second, then 0.
    Self.expect(card.presentationSample(of: .alpha, at: ms(400)), 1, 0)
    Self.expect(card.presentationSample(of: .alpha, at: ms(500), side: .left), 1, 0)
    Self.expect(card.presentationSample(of: .alpha, at: ms(500), side: .right), 1, -2)
    Self.expect(card.presentationSample(of: .alpha, at: ms(750)), 0.5, -2)
    Self.expect(card.presentationSample(of: .alpha, at: ms(1500)), 0, 0)
    // centre x: 100 pt over 2 s.
    Self.expect(card.presentationSample(of: .centerX, at: ms(500)), 220, 50)
    #expect(card.runningAnimations.map(\.property) == [.alpha, .centerX])
    let track = card.runningAnimations.first?.keyframeTrack
    #expect(track?.keys == [.init(time: 0, value: 1), .init(time: 0.25, value: 1), .init(time: 0.5, value: 0)])
  }

  // MARK: Discrete

  @Test func discreteStepsAtKeyTimes() {
    let (engine, card) = makeAnimationStage()
    Self.threeKeyframes(engine, card, options: .calculationModeDiscrete)
    Self.expect(card.presentationSample(of: .centerY, at: ms(100)), 600, 0)
    Self.expect(card.presentationSample(of: .centerY, at: ms(200), side: .left), 600, 0)
    Self.expect(card.presentationSample(of: .centerY, at: ms(200), side: .right), 500, 0)
    Self.expect(card.presentationSample(of: .centerY, at: ms(499)), 500, 0)
    Self.expect(card.presentationSample(of: .centerY, at: ms(500), side: .right), 200, 0)
    Self.expect(card.presentationSample(of: .centerY, at: ms(1000), side: .left), 200, 0)
    Self.expect(card.presentationSample(of: .centerY, at: ms(1000), side: .right), 300, 0)  // over: the model
  }

  // MARK: Paced

  @Test func pacedMovesAtOneSpeedOverUnequalSegments() {
    let (engine, card) = makeAnimationStage()
    Self.threeKeyframes(engine, card, options: .calculationModePaced)
    // Key times ignored: the polyline 600 → 500 → 200 → 300 is 100 + 300 + 100 = 500 pt
    // long, so the speed is 500 pt / 1 s everywhere; the turn at 200 comes after 400 pt.
    let speed = (100.0 + 300 + 100) / 1
    Self.expect(card.presentationSample(of: .centerY, at: ms(100)), 550, -speed)
    Self.expect(card.presentationSample(of: .centerY, at: ms(200)), 500, -speed)  // no kink at the old key time
    Self.expect(card.presentationSample(of: .centerY, at: ms(500)), 350, -speed)
    Self.expect(card.presentationSample(of: .centerY, at: ms(800), side: .left), 200, -speed)
    Self.expect(card.presentationSample(of: .centerY, at: ms(800), side: .right), 200, speed)
    Self.expect(card.presentationSample(of: .centerY, at: ms(900)), 250, speed)
  }

  // MARK: Cubic

  @Test func cubicPassesThroughEveryKeyWithCatmullRomTangents() throws {
    let (engine, card) = makeAnimationStage()
    Self.threeKeyframes(engine, card, options: .calculationModeCubic)
    let t = [0.0, 0.2, 0.5, 1]
    let v = [600.0, 500, 200, 300]
    // mᵢ = (vᵢ₊₁ − vᵢ₋₁) / (tᵢ₊₁ − tᵢ₋₁), one-sided at the ends: −500, −800, −250, +200.
    var m = [(v[1] - v[0]) / (t[1] - t[0])]
    for i in 1...2 { m.append((v[i + 1] - v[i - 1]) / (t[i + 1] - t[i - 1])) }
    m.append((v[3] - v[2]) / (t[3] - t[2]))
    #expect(m == [-500, -800, -250, 200])
    for i in 0...3 {
      let instant = ms(Int64((t[i] * 1000).rounded()))
      if i > 0 { Self.expect(card.presentationSample(of: .centerY, at: instant, side: .left), v[i], m[i], tolerance: 1e-9) }
      if i < 3 { Self.expect(card.presentationSample(of: .centerY, at: instant, side: .right), v[i], m[i], tolerance: 1e-9) }
    }
    // Mid segment 2 (h = 0.3, s = ½): h00 = h01 = ½, h10 = ⅛, h11 = −⅛, so
    // v = 250 + ⅛·0.3·(−800) + 100 − ⅛·0.3·(−250) = 329.375; with h00' = −1.5, h10' = −¼,
    // h01' = 1.5, h11' = −¼: dv/du = (−750 + 60 + 300 + 18.75) / 0.3 = −1237.5.
    Self.expect(card.presentationSample(of: .centerY, at: ms(350)), 329.375, -1237.5, tolerance: 1e-9)
    let track = try #require(card.runningAnimations.first?.keyframeTrack)
    #expect(track.tangents == m)
  }

  @Test func cubicPacedRunsTheSplineAtOneSpeedThroughItsOvershoot() {
    let (engine, card) = makeAnimationStage()
    engine.animateKeyframes(
      withDuration: 1, options: .calculationModeCubicPaced,
      animations: {
        engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.1) { card.center.x = 295 }
        engine.addKeyframe(withRelativeStartTime: 0.1, relativeDuration: 0.9) { card.center.x = 285 }
      })
    // Uniform Catmull–Rom through 195, 295, 285: tangents 100, (285 − 195)/2 = 45, −10.
    // Segment 1's derivative 165 s² − 220 s + 45 (A = 6·10 + 3·45 − 3·10, B = −60 − 180 + 20)
    // vanishes at s* = (220 − √18700) / 330 ≈ 0.2523: the spline overshoots 295 to a peak.
    // Segment 0's derivative −165 s² + 110 s + 100 has no root in (0, 1).
    let s = (220 - 18700.0.squareRoot()) / 330
    let peak =
      (2 * s * s * s - 3 * s * s + 1) * 295 + (s * s * s - 2 * s * s + s) * 45 + (-2 * s * s * s + 3 * s * s) * 285
      + (s * s * s - s * s) * -10
    #expect(abs(peak - 300.2345) < 1e-3)
    // Constant speed along 195 → peak → 285: length (peak − 195) + (peak − 285) in 1 s.
    let length = (peak - 195) + (peak - 285)
    let turn = (peak - 195) / length  // the relative time of the peak
    Self.expect(card.presentationSample(of: .centerX, at: ms(100)), 195 + 0.1 * length, length, tolerance: 1e-9)
    let atTurn = Instant(nanoseconds: Int64((turn * 1e9).rounded()))
    let before = card.presentationSample(of: .centerX, at: atTurn - TimeSpan(nanoseconds: 1), side: .left)
    let after = card.presentationSample(of: .centerX, at: atTurn + TimeSpan(nanoseconds: 1), side: .right)
    #expect(abs(before.value - peak) < 1e-6 && abs(after.value - peak) < 1e-6)
    #expect(abs(before.velocity - length) < 1e-9 && abs(after.velocity + length) < 1e-9)
    Self.expect(card.presentationSample(of: .centerX, at: ms(1000), side: .left), 285, -length, tolerance: 1e-9)
  }

  // MARK: Track layout (pure)

  @Test func zeroLengthKeyframeJumpsAndSplitsTheSpline() {
    // 0 → 100 over [0, 0.5], a jump to 50 at 0.5, → 0 over [0.5, 1].
    let keyframes: [KeyframeTrack.Keyframe] = [
      .init(relativeStartTime: 0, relativeDuration: 0.5, value: 100),
      .init(relativeStartTime: 0.5, relativeDuration: 0, value: 50),
      .init(relativeStartTime: 0.5, relativeDuration: 0.5, value: 0),
    ]
    let linear = KeyframeTrack(mode: .linear, from: 0, keyframes: keyframes)
    #expect(linear.keys.map(\.time) == [0, 0.5, 0.5, 1])
    #expect(linear.sample(at: 0.5, side: .left) == (100, 200))
    #expect(linear.sample(at: 0.5, side: .right) == (50, -100))
    // Cubic: each side of the jump is its own run, so every tangent is one-sided:
    // 100/0.5 = 200 on the left, −50/0.5 = −100 on the right.
    let cubic = KeyframeTrack(mode: .cubic, from: 0, keyframes: keyframes)
    #expect(cubic.tangents == [200, 200, -100, -100])
    #expect(cubic.sample(at: 0.5, side: .left) == (100, 200))
    #expect(cubic.sample(at: 0.5, side: .right) == (50, -100))
    // Paced ignores the key times: 0 → 100 → 50 → 0 is 200 long, so the jump is travelled.
    let paced = KeyframeTrack(mode: .paced, from: 0, keyframes: keyframes)
    #expect(paced.sample(at: 0.625, side: .right) == (75, -200))
  }

  @Test func overlappingKeyframesStartFromThePreviousKey() {
    // Ordered by end: B (ends 0.5) before A (ends 0.8); A starts at 0.2 < 0.5, so it
    // interpolates from B's key at 0.5.
    let track = KeyframeTrack(
      mode: .linear, from: 0,
      keyframes: [
        .init(relativeStartTime: 0.2, relativeDuration: 0.6, value: 10),
        .init(relativeStartTime: 0, relativeDuration: 0.5, value: 40),
      ])
    #expect(track.keys == [.init(time: 0, value: 0), .init(time: 0.5, value: 40), .init(time: 0.8, value: 10)])
  }

  @Test func lastChangeInAKeyframeWins() throws {
    let (engine, card) = makeAnimationStage()
    engine.animateKeyframes(
      withDuration: 1,
      animations: {
        card.alpha = 0.2
        engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          card.alpha = 0.9; card.alpha = 0.5
        }
        card.alpha = 0  // the body's own keyframe, now ending at 0
      })
    let track = try #require(card.runningAnimations.first?.keyframeTrack)
    #expect(track.keys == [.init(time: 0, value: 1), .init(time: 0.5, value: 0.5), .init(time: 1, value: 0)])
  }

  // MARK: Replacement and completion

  @Test func completionRunsOnceWithTrue() {
    let (engine, card) = makeAnimationStage()
    let log = CompletionLog()
    Self.threeKeyframes(engine, card, completion: log.handler("path"))
    engine.advance(to: ms(999))
    #expect(log.calls.isEmpty)
    engine.advance(to: ms(1000))
    #expect(log.calls == ["path:true"])
    engine.advance(to: ms(3000))
    #expect(log.calls == ["path:true"])
    #expect(completionEvents(engine).map(\.finished) == [true])
  }

  @Test func replacedKeyframeAnimationCompletesWithFalse() {
    let (engine, card) = makeAnimationStage()
    let log = CompletionLog()
    engine.animateKeyframes(
      withDuration: 1,
      animations: {
        engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.alpha = 0 }
        engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.alpha = 1 }
      }, completion: log.handler("blink"))
    engine.advance(to: ms(400))
    engine.animate(withDuration: 0.5, animations: { card.alpha = 0.5 }, completion: log.handler("fade"))
    engine.advance(to: ms(420))
    #expect(log.calls == ["blink:false"])
    engine.advance(to: ms(3000))
    #expect(log.calls == ["blink:false", "fade:true"])
  }

  @Test func keyframesReplaceAbsoluteAndMaskAdditiveAnimations() {
    let (engine, card) = makeAnimationStage()
    let log = CompletionLog()
    engine.animate(withDuration: 1, options: .curveLinear, animations: { card.alpha = 0 }, completion: log.handler("fade"))
    engine.animate(withDuration: 1, options: .curveLinear, animations: { card.center.y = 100 }, completion: log.handler("slide"))
    engine.advance(to: ms(500))
    engine.animateKeyframes(
      withDuration: 1,
      animations: {
        engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
          card.alpha = 1
          card.center.y = 200
        }
      }, completion: log.handler("keys"))
    // Absolute: from the old model values (0 and 100), not from the screen (0.5 and 350).
    Self.expect(card.presentationSample(of: .alpha, at: ms(500)), 0, 1)
    Self.expect(card.presentationSample(of: .centerY, at: ms(750)), 125, 100)  // the additive slide is masked
    #expect(card.runningAnimations.map(\.kind) == [.additive, .absolute, .absolute])
    engine.advance(to: ms(520))
    #expect(log.calls == ["fade:false"])
    engine.advance(to: ms(1000))
    #expect(log.calls == ["fade:false", "slide:true"])  // the masked additive one still runs to its end
    engine.advance(to: ms(1500))
    #expect(log.calls == ["fade:false", "slide:true", "keys:true"])
    Self.expect(card.presentationSample(of: .centerY, at: ms(1500)), 200, 0)
  }

  @Test func beginFromCurrentStateStartsFromThePresentation() {
    let (engine, card) = makeAnimationStage()
    engine.animate(withDuration: 1, options: .curveLinear) { card.alpha = 0 }
    engine.advance(to: ms(500))
    let (left, right) = limits(of: card, .alpha, in: engine) {
      engine.animateKeyframes(
        withDuration: 1, options: .beginFromCurrentState,
        animations: {
          engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { card.alpha = 1 }
        })
    }
    Self.expect(left, 0.5, -1)
    Self.expect(right, 0.5, 0.5)  // from 0.5 to 1 in 1 s: continuous position, new velocity
    #expect(card.runningAnimations.map(\.kind) == [.beginFromCurrentState])
  }

  // MARK: Timing: delay, autoreverse, inheritance

  @Test func delayAndAutoreverseRunThroughThePace() {
    let (engine, card) = makeAnimationStage()
    engine.animateKeyframes(
      withDuration: 1, delay: 0.5, options: .autoreverse,
      animations: {
        engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.alpha = 0 }
        engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.alpha = 0.5 }
      })
    // Track 1 → 0 → 0.5 at u = 0, 0.5, 1: slopes −2 and +1 per second, reversed on the way back.
    Self.expect(card.presentationSample(of: .alpha, at: ms(250)), 1, 0)  // waiting out the delay
    Self.expect(card.presentationSample(of: .alpha, at: ms(500), side: .left), 1, 0)
    Self.expect(card.presentationSample(of: .alpha, at: ms(500), side: .right), 1, -2)
    Self.expect(card.presentationSample(of: .alpha, at: ms(1250)), 0.25, 1)
    Self.expect(card.presentationSample(of: .alpha, at: ms(1500), side: .left), 0.5, 1)
    Self.expect(card.presentationSample(of: .alpha, at: ms(1500), side: .right), 0.5, -1)
    Self.expect(card.presentationSample(of: .alpha, at: ms(1750)), 0.25, -1)
    Self.expect(card.presentationSample(of: .alpha, at: ms(2000), side: .left), 0, -1)
    Self.expect(card.presentationSample(of: .alpha, at: ms(2000), side: .right), 0, 2)
    Self.expect(card.presentationSample(of: .alpha, at: ms(2500), side: .left), 1, 2)
    #expect(card.runningAnimations.first?.end == ms(2500))
  }

  @Test func blockNestedInAKeyframeInheritsItsSpan() throws {
    let (engine, card) = makeAnimationStage()
    engine.animateKeyframes(
      withDuration: 2,
      animations: {
        engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) {
          engine.animate(withDuration: 10) { card.center.x = 295 }
        }
      })
    // Duration 0.25 · 2 s = 0.5 s, starting at 0.5 · 2 s = 1 s, linear like the keyframes.
    let slide = try #require(card.runningAnimations.first)
    #expect(card.runningAnimations.count == 1)
    #expect(slide.kind == .additive)
    #expect(slide.keyframeTrack == nil)
    #expect(slide.end == ms(1500))
    Self.expect(card.presentationSample(of: .centerX, at: ms(1250)), 245, 200)
  }

  @Test func keyframeBlockInAnAnimationBlockInheritsItsDuration() {
    let (engine, card) = makeAnimationStage()
    engine.animate(withDuration: 0.8) {
      engine.animateKeyframes(
        withDuration: 0,
        animations: {
          engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { card.alpha = 0 }
        })
    }
    #expect(card.runningAnimations.first?.end == ms(800))
    Self.expect(card.presentationSample(of: .alpha, at: ms(400)), 0.5, -1.25)  // linear, not the outer curve
  }

  @Test func repeatingKeyframesRunUntilRemovedWithPromotion() {
    let (engine, card) = makeAnimationStage()
    let log = CompletionLog()
    engine.animateKeyframes(
      withDuration: 0.5, options: [.repeat, .allowUserInteraction],
      animations: {
        engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.center.x = 295 }
        engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.center.x = 195 }
      }, completion: log.handler("shake"))
    #expect(card.runningAnimations.first?.end == nil)
    #expect(card.runningAnimations.first?.allowsUserInteraction == true)
    // Each pass: 195 → 295 → 195 in 0.5 s, 400 pt/s each way; at a pass boundary the
    // left limit is the end of one pass, the right the start of the next.
    Self.expect(card.presentationSample(of: .centerX, at: ms(1000), side: .left), 195, -400)
    Self.expect(card.presentationSample(of: .centerX, at: ms(1000), side: .right), 195, 400)
    engine.advance(to: ms(10_100))
    #expect(log.calls.isEmpty)
    // Caught 0.1 s into a pass: 195 + 400·0.1 = 235 stays on screen as the model value.
    card.removeAllAnimations(promotingPresentation: true)
    #expect(card.center.x == 235)
    engine.advance(to: ms(10_200))
    #expect(log.calls == ["shake:false"])
  }

  @Test func optionsShareUIKitsRawValues() {
    #expect(KeyframeAnimationOptions.calculationModeDiscrete.rawValue == 1 << 10)
    #expect(KeyframeAnimationOptions.calculationModeCubicPaced.rawValue == 4 << 10)
    #expect(KeyframeAnimationOptions.allowUserInteraction.rawValue == AnimationOptions.allowUserInteraction.rawValue)
    #expect(KeyframeAnimationOptions.overrideInheritedOptions.rawValue == AnimationOptions.overrideInheritedOptions.rawValue)
    let options: KeyframeAnimationOptions = [.calculationModeCubic, .autoreverse, .beginFromCurrentState]
    #expect(options.calculationMode == .cubic)
    #expect(options.animationOptions == [.autoreverse, .beginFromCurrentState])
    #expect(KeyframeAnimationOptions(rawValue: 6 << 10).calculationMode == .linear)
  }

  // MARK: Programmer errors

  @Test func unknownCalculationModeIsRecordedAndLinear() {
    let (engine, card) = makeAnimationStage()
    engine.animateKeyframes(
      withDuration: 1, options: KeyframeAnimationOptions(rawValue: 5 << 10),
      animations: {
        card.alpha = 0
      })
    #expect(engine.journal.problems.map(\.event.canonicalText).first?.contains("parameter=\"calculationMode\" value=5.0 used=0.0") == true)
    #expect(card.runningAnimations.first?.keyframeTrack?.mode == .linear)
  }

  @Test func addKeyframeOutsideAKeyframeBlockIsARecordedError() {
    let (engine, card) = makeAnimationStage()
    engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { card.center.y = 100 }
    #expect(card.center.y == 100)  // the body ran, without animation
    #expect(card.runningAnimations.isEmpty)
    engine.animate(withDuration: 1) {
      engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { card.center.y = 300 }
    }
    #expect(card.runningAnimations.map(\.kind) == [.additive])  // animated by the enclosing block
    engine.animateKeyframes(
      withDuration: 1,
      animations: {
        engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.alpha = 0 }
        }
      })
    #expect(card.runningAnimations.last?.keyframeTrack?.keys.last == .init(time: 0.5, value: 0))  // the outer keyframe
    let problems = engine.journal.problems.map(\.event.canonicalText)
    #expect(problems.count == 3)
    #expect(problems[0].contains("keyframe-outside-keyframe-animation context=\"outside any animation block\""))
    #expect(problems[1].contains("context=\"inside an animate block\""))
    #expect(problems[2].contains("context=\"inside another addKeyframe\""))
    #expect(engine.journal.problems[0].description.contains("keyframes belong directly inside animateKeyframes"))
  }

  @Test func relativeTimesOutOfRangeAreRecordedAndClamped() throws {
    let (engine, card) = makeAnimationStage()
    engine.animateKeyframes(
      withDuration: 1,
      animations: {
        engine.addKeyframe(withRelativeStartTime: .nan, relativeDuration: 0.5) { card.alpha = 0.5 }
        engine.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.5) { card.alpha = 0 }
        engine.addKeyframe(withRelativeStartTime: 0.1, relativeDuration: 0.9) { card.center.x = 295 }  // ends at 1: fine
      })
    let problems = engine.journal.problems.map(\.event.canonicalText)
    #expect(problems.count == 2)
    #expect(problems[0].contains("parameter=\"relativeStartTime\" value=nan used=0.0"))
    #expect(problems[1].contains("parameter=\"relativeDuration\" value=0.5 used=0.25"))
    let track = try #require(card.runningAnimations.first?.keyframeTrack)
    #expect(
      track.keys == [.init(time: 0, value: 1), .init(time: 0.5, value: 0.5), .init(time: 0.75, value: 0.5), .init(time: 1, value: 0)])
  }

  // MARK: Journal and determinism

  @Test func journalNamesModeAndKeyTimes() throws {
    let (engine, card) = makeAnimationStage()
    Self.threeKeyframes(engine, card, options: .calculationModeCubic)
    let added = engine.journal.entries.compactMap { entry -> AnimationRecord? in
      if case .animationAdded(let record) = entry.event { record } else { nil }
    }
    let record = try #require(added.first)
    #expect(record.timing == "keyframes mode=cubic keys=0.0:600.0,0.2:500.0,0.5:200.0,1.0:300.0 linear duration=1.0")
    #expect(record.kind == .absolute && record.from == 600 && record.to == 300)
  }

  @Test func replayIsDeterministic() {
    func run() -> JournalDigest {
      let (engine, card) = makeAnimationStage()
      Self.threeKeyframes(engine, card, options: [.calculationModeCubicPaced, .allowUserInteraction])
      engine.advance(to: ms(300))
      engine.animateKeyframes(
        withDuration: 0.7, options: [.calculationModePaced, .beginFromCurrentState],
        animations: {
          engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.4) {
            card.center.y = 50; card.alpha = 0.3
          }
          engine.addKeyframe(withRelativeStartTime: 0.4, relativeDuration: 0.6) { card.center.y = 700 }
        })
      engine.advance(to: ms(2000))
      return engine.journal.digest
    }
    #expect(run() == run())
  }
}
