@testable import SeamlessEngine
import Testing

@Suite struct PropertyAnimatorTests {
  /// A card moving from y = 600 to y = 100 (500 pt) under `timing` over 1 s.
  func makeSlide(_ timing: AnimatorTiming = .cubic(.linear), duration: Double = 1) -> (Engine, View, PositionLog, PropertyAnimator) {
    let (engine, card) = makeAnimationStage()
    let animator = PropertyAnimator(engine: engine, name: "slide", duration: duration, timing: timing) {
      card.center.y = 100
    }
    let log = PositionLog()
    animator.addCompletion { log.positions.append($0) }
    return (engine, card, log, animator)
  }

  final class PositionLog { var positions: [AnimatingPosition] = [] }

  func y(_ card: View, _ engine: Engine, side: LimitSide = .right) -> (value: Double, velocity: Double) {
    card.presentationSample(of: .centerY, at: engine.now, side: side)
  }

  // MARK: Running

  /// The journal says which animator drives an animation (a block's animations: none).
  @Test func anAnimationRecordNamesItsAnimator() {
    let (engine, card, _, animator) = makeSlide()
    animator.startAnimation()
    engine.animate(withDuration: 0.5) { card.alpha = 0.5 }
    let records = engine.journal.entries.compactMap { entry -> AnimationRecord? in
      if case .animationAdded(let record) = entry.event { record } else { nil }
    }
    #expect(records.map(\.property) == [.centerY, .alpha])
    #expect(records.map(\.animator) == ["slide", nil])
  }

  @Test func runsItsAnimationsOnStartAndCompletesAtTheEnd() {
    let (engine, card, log, animator) = makeSlide()
    #expect(animator.state == .inactive)
    #expect(card.center.y == 600)  // the block waits for the start
    animator.startAnimation()
    #expect(animator.state == .active && animator.isRunning)
    #expect(card.center.y == 100)
    engine.advance(to: ms(250))
    #expect(abs(y(card, engine).value - 475) < 1e-9)
    #expect(abs(y(card, engine).velocity - -500) < 1e-9)
    #expect(abs(animator.fractionComplete - 0.25) < 1e-12)
    engine.advance(to: ms(1000))
    #expect(animator.state == .inactive)
    #expect(!animator.isRunning)
    #expect(card.runningAnimations.isEmpty)
    #expect(log.positions == [.end])
    engine.advance(to: ms(2000))
    #expect(log.positions == [.end])  // once
    #expect(engine.journal.problems.isEmpty)
  }

  @Test func startAfterDelayHoldsStill() {
    let (engine, card, log, animator) = makeSlide()
    animator.startAnimation(afterDelay: 0.5)
    engine.advance(to: ms(400))
    #expect(y(card, engine).value == 600 && y(card, engine).velocity == 0)
    engine.advance(to: ms(1000))
    #expect(abs(y(card, engine).value - 350) < 1e-9)
    engine.advance(to: ms(1500))
    #expect(log.positions == [.end])
    #expect(animator.delay == 0.5)
  }

  // MARK: Pause, scrub, continue (seeds/wwdc2017-230)

  @Test func pauseSwitchesToLinearAtTheSameProgress() {
    let (engine, card, _, animator) = makeSlide(.cubic(.easeIn))
    animator.startAnimation()
    engine.advance(to: ms(500))
    let before = y(card, engine)
    let easeInHalf = TimingCurve.easeIn.progress(at: 0.5)
    #expect(abs(before.value - (600 - 500 * easeInHalf)) < 1e-9)
    animator.pauseAnimation()
    #expect(animator.state == .active && !animator.isRunning)
    let after = y(card, engine)
    #expect(abs(after.value - before.value) < 1e-9)  // progress kept
    #expect(after.velocity == 0)  // paused
    #expect(abs(animator.fractionComplete - easeInHalf) < 1e-12)  // fraction = progress on a linear scrub
    animator.fractionComplete = 0.8  // linear: progress 0.8
    #expect(abs(y(card, engine).value - 200) < 1e-9)
  }

  @Test func scrubThenContinueWithEaseOutKeepsProgress() {
    let (engine, card, log, animator) = makeSlide(.cubic(.easeIn), duration: 2)
    animator.pauseAnimation()  // interactive from the start
    #expect(card.center.y == 100)
    animator.fractionComplete = 0.5
    #expect(abs(y(card, engine).value - 350) < 1e-9)  // linear scrub: progress 0.5
    engine.advance(to: ms(100))
    let (left, right) = limits(of: card, .centerY, in: engine) {
      animator.continueAnimation(withTimingParameters: .cubic(.easeOut), durationFactor: 0)
    }
    #expect(abs(left.value - 350) < 1e-9)
    #expect(abs(right.value - 350) < 1e-9)  // no jump
    // Time is remapped: τ = easeOut⁻¹(0.5), and the rest takes (1 − τ)·2 s.
    let tau = PropertyAnimator.inverse(of: .easeOut, at: 0.5)
    #expect(abs(TimingCurve.easeOut.progress(at: tau) - 0.5) < 1e-12)
    #expect(abs(animator.fractionComplete - tau) < 1e-12)
    #expect(tau < 0.5)  // ease-out gets there early
    let end = ms(100) + TimeSpan(nanoseconds: Int64(((1 - tau) * 2 * 1e9).rounded()))
    #expect(animator.run?.end == end)
    // The velocity after continuing follows ease-out's slope at τ over the 2 s duration.
    let slope = TimingCurve.easeOut.velocity(at: tau)
    #expect(abs(right.velocity - -500 * slope / 2) < 1e-6)
    engine.advance(to: end)
    #expect(log.positions == [])
    engine.advance(by: .milliseconds(17))
    #expect(log.positions == [.end])
  }

  @Test func continueWithDurationFactorUsesThatShareOfTheDuration() {
    let (engine, _, _, animator) = makeSlide(.cubic(.linear), duration: 2)
    animator.pauseAnimation()
    animator.fractionComplete = 0.25
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
    #expect(animator.run?.end == engine.now + .seconds(1))  // 0.5 × 2 s for the remaining 75%
  }

  @Test func nonLinearScrubFollowsTheCurve() {
    let (engine, card, _, animator) = makeSlide(.cubic(.easeIn))
    animator.scrubsLinearly = false
    animator.pauseAnimation()
    animator.fractionComplete = 0.5
    #expect(abs(y(card, engine).value - (600 - 500 * TimingCurve.easeIn.progress(at: 0.5))) < 1e-9)
  }

  @Test func resumingAPausedAnimatorReturnsToItsCurve() {
    let (engine, card, log, animator) = makeSlide(.cubic(.easeIn))
    animator.startAnimation()
    engine.advance(to: ms(500))
    animator.pauseAnimation()
    let paused = y(card, engine).value
    engine.advance(to: ms(700))
    animator.startAnimation()
    #expect(abs(y(card, engine).value - paused) < 1e-9)
    #expect(abs(animator.fractionComplete - 0.5) < 1e-9)  // easeIn⁻¹(easeIn(0.5))
    engine.advance(to: ms(1200))
    #expect(log.positions == [.end])
  }

  // MARK: Reversing

  @Test func reversingMidFlightRunsBackAndEndsAtTheStart() {
    let (engine, card, log, animator) = makeSlide()
    animator.startAnimation()
    engine.advance(to: ms(400))
    let (left, right) = limits(of: card, .centerY, in: engine) { animator.isReversed = true }
    #expect(abs(left.value - 400) < 1e-9 && abs(right.value - 400) < 1e-9)
    #expect(abs(left.velocity - -500) < 1e-9)
    #expect(abs(right.velocity - 500) < 1e-9)  // heads back down
    #expect(abs(animator.fractionComplete - 0.6) < 1e-12)  // 1 − τ once reversed
    #expect(animator.run?.end == ms(800))
    engine.advance(to: ms(800))
    #expect(log.positions == [.start])
    #expect(card.center.y == 600)  // the model is back at the start
    #expect(card.presentationValue(of: .centerY, at: ms(800)) == 600)
    #expect(animator.state == .inactive)
  }

  @Test func pausesOnCompletionSuppressesTheCompletion() {
    let (engine, card, log, animator) = makeSlide()
    animator.pausesOnCompletion = true
    animator.startAnimation()
    engine.advance(to: ms(1100))
    #expect(animator.state == .active && !animator.isRunning)
    #expect(animator.fractionComplete == 1)
    #expect(log.positions.isEmpty)
    #expect(card.presentationValue(of: .centerY, at: engine.now) == 100)
    // Still reversible after finishing.
    animator.isReversed = true
    animator.startAnimation()
    engine.advance(to: ms(1600))
    #expect(abs(y(card, engine).value - 350) < 1e-6)
    engine.advance(to: ms(2200))
    #expect(log.positions.isEmpty)
    #expect(animator.state == .active)
  }

  // MARK: Stopping and finishing

  @Test func stopWithoutFinishingThenFinishAtCurrent() {
    let (engine, card, log, animator) = makeSlide()
    animator.startAnimation()
    engine.advance(to: ms(500))
    animator.stopAnimation(false)
    #expect(animator.state == .stopped)
    #expect(abs(card.center.y - 350) < 1e-9)  // left at the presentation value
    #expect(card.runningAnimations.isEmpty)
    animator.finishAnimation(at: .current)
    #expect(animator.state == .inactive)
    #expect(abs(card.center.y - 350) < 1e-9)
    engine.advance(to: ms(520))
    #expect(log.positions == [.current])
  }

  @Test func finishAtEndOrStartSetsTheModel() {
    for (position, expected) in [(AnimatingPosition.end, 100.0), (.start, 600.0)] {
      let (engine, card, log, animator) = makeSlide()
      animator.startAnimation()
      engine.advance(to: ms(300))
      animator.stopAnimation(false)
      animator.finishAnimation(at: position)
      #expect(card.center.y == expected, "\(position)")
      engine.advance(to: ms(320))
      #expect(log.positions == [position])
    }
  }

  @Test func stopWithFinishingTrueGoesInactiveWithoutCompletions() {
    let (engine, card, log, animator) = makeSlide()
    animator.startAnimation()
    engine.advance(to: ms(500))
    animator.stopAnimation(true)
    #expect(animator.state == .inactive)
    #expect(abs(card.center.y - 350) < 1e-9)
    engine.advance(to: ms(2000))
    #expect(log.positions.isEmpty)
  }

  // MARK: Adding animations

  @Test func animationsAddedMidRunTakeTheRemainingTime() {
    let (engine, card, log, animator) = makeSlide(.cubic(.linear), duration: 2)
    animator.startAnimation()
    engine.advance(to: ms(1000))
    animator.addAnimations { card.alpha = 0 }
    // (1 − 0.5) × 2 s = 1 s left: alpha goes 1 → 0 linearly over it.
    #expect(card.presentationValue(of: .alpha, at: ms(1000)) == 1)
    engine.advance(to: ms(1500))
    #expect(abs(card.presentationValue(of: .alpha, at: ms(1500)) - 0.5) < 1e-9)
    #expect(abs(card.presentationVelocity(of: .alpha, at: ms(1500)) - -1) < 1e-9)
    engine.advance(to: ms(2000))
    #expect(log.positions == [.end])
    #expect(card.alpha == 0)
  }

  @Test func delayFactorDelaysByAShareOfTheRemainingTime() {
    let (engine, card, _, animator) = makeSlide(.cubic(.linear), duration: 2)
    animator.addAnimations({ card.alpha = 0 }, delayFactor: 0.5)
    animator.startAnimation()
    engine.advance(to: ms(900))
    #expect(card.presentationValue(of: .alpha, at: ms(900)) == 1)
    engine.advance(to: ms(1500))
    #expect(abs(card.presentationValue(of: .alpha, at: ms(1500)) - 0.5) < 1e-9)
  }

  @Test func anAnimatorStartedEmptyRunsAddedAnimationsAtOnce() {
    let (engine, card) = makeAnimationStage()
    let animator = PropertyAnimator(engine: engine, duration: 1, timing: .cubic(.linear))
    animator.startAnimation()
    engine.advance(to: ms(200))
    animator.addAnimations { card.center.x = 395 }
    #expect(card.center.x == 395)
    engine.advance(to: ms(600))
    #expect(abs(card.presentationValue(of: .centerX, at: ms(600)) - 295) < 1e-9)  // half of the remaining 0.8 s
  }

  // MARK: Springs

  @Test func springContinuesAReleaseVelocityPerAxis() throws {
    let (engine, card) = makeAnimationStage()
    // Released at (300, −800) pt/s, 100 pt left of and 400 pt below the target.
    let velocity = Point(
      x: Spring.normalizedVelocity(300, from: 195, to: 295), y: Spring.normalizedVelocity(-800, from: 600, to: 200))
    #expect(velocity.x == 3 && velocity.y == 2)
    let animator = PropertyAnimator(
      engine: engine, duration: 0.5, timing: .spring(dampingRatio: 0.8, initialVelocity: velocity)
    ) {
      card.center = Point(x: 295, y: 200)
    }
    animator.startAnimation()
    let vx = card.presentationVelocity(of: .centerX, at: .zero)
    let vy = card.presentationVelocity(of: .centerY, at: .zero)
    #expect(abs(vx - 300) < 1e-9)
    #expect(abs(vy - -800) < 1e-9)
    let springY = try Spring.uiViewAnimation(duration: 0.5, dampingRatio: 0.8, initialVelocity: 2)
    engine.advance(to: ms(100))
    #expect(abs(card.presentationValue(of: .centerY, at: ms(100)) - (600 - 400 * springY.value(at: 0.1))) < 1e-6)
  }

  // MARK: Programmer errors

  @Test func illegalCallsAreRecordedAndChangeNothing() {
    let (engine, _, log, animator) = makeSlide()
    animator.finishAnimation(at: .end)  // inactive
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)  // inactive
    animator.startAnimation()
    animator.isInterruptible = false  // active
    animator.isUserInteractionEnabled = false  // active
    engine.advance(to: ms(500))
    animator.stopAnimation(false)
    animator.startAnimation()  // stopped
    animator.pauseAnimation()  // stopped
    animator.addAnimations {}  // stopped
    animator.fractionComplete = 0.3  // stopped
    animator.isReversed = true  // stopped
    let problems = engine.journal.problems.compactMap { entry -> String? in
      if case .programmerError(.animatorMisuse(_, let call, let state, _)) = entry.event { "\(call)@\(state)" } else { nil }
    }
    #expect(
      problems == [
        "finishAnimation(at:)@inactive", "continueAnimation(withTimingParameters:durationFactor:)@inactive",
        "isInterruptible@active", "isUserInteractionEnabled@active", "startAnimation()@stopped",
        "pauseAnimation()@stopped", "addAnimations(_:delayFactor:)@stopped", "fractionComplete@stopped",
        "isReversed@stopped",
      ])
    #expect(animator.state == .stopped)
    #expect(animator.isInterruptible)
    #expect(log.positions.isEmpty)
    #expect(
      engine.journal.problems[0].description.contains(
        "property animator \"slide\": finishAnimation(at:) called in state inactive, but it may only be called after stopAnimation(false)"))
  }

  @Test func aNonInterruptibleAnimatorCannotBePausedOrStoppedWhileRunning() {
    let (engine, _, log, animator) = makeSlide()
    animator.isInterruptible = false
    animator.startAnimation()
    engine.advance(to: ms(300))
    animator.pauseAnimation()
    animator.stopAnimation(true)
    #expect(animator.isRunning)
    #expect(engine.journal.problems.count == 2)
    engine.advance(to: ms(1000))
    #expect(log.positions == [.end])
  }

  @Test func journalIsDeterministic() {
    func run() -> JournalDigest {
      let (engine, _, _, animator) = makeSlide(.cubic(.easeInEaseOut))
      animator.startAnimation()
      engine.advance(to: ms(300))
      animator.pauseAnimation()
      animator.fractionComplete = 0.7
      animator.continueAnimation(withTimingParameters: .spring(dampingRatio: 0.6, initialVelocity: .zero), durationFactor: 0)
      engine.advance(to: ms(3000))
      return engine.journal.digest
    }
    #expect(run() == run())
  }
}

@Suite struct AnimatorKeyframeTests {
  /// seeds/wwdc2017-230: a keyframe block inside an animator inherits its duration and is
  /// scrubbed with it; relative start 0.5 and duration 0.5 make a late-starting animation.
  @Test func keyframesInsideAnAnimatorFollowItsFraction() {
    let (engine, card) = makeAnimationStage()
    let animator = PropertyAnimator(engine: engine, duration: 2, timing: .cubic(.linear)) {
      card.center.y = 100
      engine.animateKeyframes(withDuration: 0) {
        engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.alpha = 0 }
      }
    }
    animator.startAnimation()
    engine.advance(to: ms(500))  // τ = 0.25: the keyframe has not started
    #expect(card.presentationValue(of: .alpha, at: ms(500)) == 1)
    engine.advance(to: ms(1500))  // τ = 0.75: halfway through the keyframe
    #expect(abs(card.presentationValue(of: .alpha, at: ms(1500)) - 0.5) < 1e-9)
    #expect(abs(card.presentationVelocity(of: .alpha, at: ms(1500)) - -1) < 1e-9)  // 1 over the last second
    animator.pauseAnimation()
    animator.fractionComplete = 0.9
    #expect(abs(card.presentationValue(of: .alpha, at: ms(1500)) - 0.2) < 1e-9)
    #expect(abs(card.presentationValue(of: .centerY, at: ms(1500)) - 150) < 1e-9)
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    engine.advance(to: ms(1800))
    #expect(animator.state == .inactive)
    #expect(card.runningAnimations.isEmpty)
    #expect(engine.journal.problems.isEmpty)
  }
}

@Suite struct AnimatorWithoutAnimationsTests {
  /// Found by fuzzing card-drag: a release whose target equals the model makes no
  /// animation, yet the animator runs and must complete (and keep the engine busy until).
  @Test func anAnimatorWithNothingToAnimateStillRunsToItsEnd() {
    let (engine, card) = makeAnimationStage()
    var positions: [AnimatingPosition] = []
    let animator = PropertyAnimator(engine: engine, duration: 0.5, timing: .cubic(.linear)) {
      card.center.y = card.center.y  // no change: no animation
    }
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    #expect(card.runningAnimations.isEmpty)
    #expect(engine.pendingWork.animations == ["animator \"animator-1\" running until t=0.500000000 s"])
    let run = engine.advanceUntilIdle(frameLimit: 120)
    #expect(!run.reachedLimit)
    #expect(engine.now == ms(500))
    #expect(positions == [.end])
  }
}
