@testable import SeamlessEngine
import Testing

@Suite struct ViewAnimationTests {
  /// easeInEaseOut's slope at half time: x'(½) = 3·(¼·0.42 + ½·0.16 + ¼·0.42) = 0.87,
  /// y'(½) = 3·½ = 1.5, so dp/dt = 1.5 / 0.87.
  static let easeInOutMidSlope = 1.5 / 0.87

  @Test func animatesCenterAlongEaseInEaseOut() {
    let (engine, card) = makeAnimationStage()
    engine.animate(withDuration: 1) { card.center.y = 100 }
    #expect(card.center.y == 100)  // the model takes the new value at once
    #expect(card.presentationValue(of: .centerY, at: .zero) == 600)
    #expect(card.runningAnimations.map(\.kind) == [.additive])
    engine.advance(to: ms(500))
    let mid = card.presentationSample(of: .centerY, at: ms(500))
    #expect(abs(mid.value - 350) < 1e-6)
    #expect(abs(mid.velocity - -500 * Self.easeInOutMidSlope) < 1e-4)
    #expect(abs(mid.velocity - -862.0690) < 1e-3)
    engine.advance(to: ms(1000))
    #expect(card.runningAnimations.isEmpty)
    #expect(card.presentationValue(of: .centerY, at: ms(1000)) == 100)
    #expect(engine.journal.problems.isEmpty)
  }

  // MARK: The three retargets of seeds/wwdc2014-236, measured through left and right limits

  @Test func additiveRetargetKeepsPositionAndVelocity() {
    let (engine, card) = makeAnimationStage()
    engine.animate(withDuration: 1) { card.center.y = 100 }
    engine.advance(to: ms(500))
    let (left, right) = limits(of: card, .centerY, in: engine) {
      engine.animate(withDuration: 1) { card.center.y = 600 }
    }
    // Left: 600 − 500·p(½) = 350 moving at −500·1.724 pt/s. Right: the same, since the
    // reversing animation starts from rest (ease-in) on top of the first one's offset.
    #expect(abs(left.value - 350) < 1e-9)
    #expect(abs(right.value - left.value) < 1e-9)
    #expect(abs(left.velocity - -862.0690) < 1e-3)
    #expect(abs(right.velocity - left.velocity) < 1e-9)
    #expect(card.runningAnimations.map(\.kind) == [.additive, .additive])
  }

  @Test func beginFromCurrentStateRetargetKeepsPositionButNotVelocity() {
    let (engine, card) = makeAnimationStage()
    engine.animations.additiveGeometry = false  // iOS 7
    let log = CompletionLog()
    engine.animate(withDuration: 1, animations: { card.center.y = 100 }, completion: log.handler("first"))
    engine.advance(to: ms(500))
    let (left, right) = limits(of: card, .centerY, in: engine) {
      engine.animate(
        withDuration: 1, options: .beginFromCurrentState, animations: { card.center.y = 600 },
        completion: log.handler("second"))
    }
    #expect(abs(left.value - 350) < 1e-9)
    #expect(abs(right.value - 350) < 1e-9)  // from the presentation value
    #expect(abs(left.velocity - -862.0690) < 1e-3)
    #expect(right.velocity == 0)  // the new ease-in-out starts from rest: a step of 862 pt/s
    #expect(card.runningAnimations.map(\.kind) == [.beginFromCurrentState])
    engine.advance(to: ms(520))
    #expect(log.calls == ["first:false"])  // replaced, told at the next frame's completion step
    engine.advance(to: ms(1520))
    #expect(log.calls == ["first:false", "second:true"])
  }

  @Test func absoluteRetargetJumps() {
    let (engine, card) = makeAnimationStage()
    engine.animations.additiveGeometry = false
    engine.animate(withDuration: 1) { card.center.y = 100 }
    engine.advance(to: ms(500))
    let (left, right) = limits(of: card, .centerY, in: engine) {
      engine.animate(withDuration: 1) { card.center.y = 600 }
    }
    // The new animation starts from the old model value, the first one's target: the bird
    // "jumps to the finished value" (seeds/wwdc2014-236).
    #expect(abs(left.value - 350) < 1e-9)
    #expect(right.value == 100)
    #expect(right.velocity == 0)
    #expect(card.runningAnimations.map(\.kind) == [.absolute])
  }

  @Test func alphaIsNeverAdditive() {
    let (engine, card) = makeAnimationStage()
    engine.animate(withDuration: 1) { card.alpha = 0 }
    engine.advance(to: ms(500))
    let (left, right) = limits(of: card, .alpha, in: engine) {
      engine.animate(withDuration: 1, options: .beginFromCurrentState) { card.alpha = 1 }
    }
    #expect(abs(left.value - 0.5) < 1e-9)
    #expect(abs(right.value - 0.5) < 1e-9)
    #expect(card.runningAnimations.map(\.kind) == [.beginFromCurrentState])
  }

  // MARK: Release into a spring

  @Test func springWithNormalisedReleaseVelocityContinuesTheRelease() throws {
    let (engine, card) = makeAnimationStage()
    engine.advance(to: ms(100))
    card.center.y = 500  // where the finger let go, moving up at 800 pt/s
    let release = -800.0
    let normalised = Spring.normalizedVelocity(release, from: 500, to: 100)
    #expect(normalised == 2)
    engine.animate(withDuration: 0.5, usingSpringWithDamping: 0.8, initialSpringVelocity: normalised) {
      card.center.y = 100
    }
    let start = card.presentationSample(of: .centerY, at: ms(100))
    #expect(start.value == 500)
    #expect(abs(start.velocity - release) < 1e-9)
    // The spring is the documented mapping: ζ 0.8, settling in exactly 0.5 s.
    let spring = try Spring.uiViewAnimation(duration: 0.5, dampingRatio: 0.8, initialVelocity: 2)
    let later = card.presentationSample(of: .centerY, at: ms(300))
    #expect(abs(later.value - (500 - 400 * spring.value(at: 0.2))) < 1e-9)
    #expect(abs(later.velocity - (-400 * spring.velocity(at: 0.2))) < 1e-9)
    // It runs for its duration: the spring settles then.
    let end = try #require(card.runningAnimations.first?.end)
    #expect(end == ms(600))
  }

  // MARK: Completions

  @Test func stackedAdditiveCompletionsEachRunOnceWithTrue() {
    let (engine, card) = makeAnimationStage()
    let log = CompletionLog()
    engine.animate(withDuration: 1, animations: { card.center.y = 100 }, completion: log.handler("a"))
    engine.advance(to: ms(300))
    engine.animate(withDuration: 1, animations: { card.center.y = 600 }, completion: log.handler("b"))
    engine.advance(to: ms(600))
    engine.animate(withDuration: 1, animations: { card.center.y = 300 }, completion: log.handler("c"))
    engine.advance(to: ms(999))
    #expect(log.calls.isEmpty)
    engine.advance(to: ms(1000))
    #expect(log.calls == ["a:true"])
    engine.advance(to: ms(1600))
    #expect(log.calls == ["a:true", "b:true", "c:true"])
    #expect(completionEvents(engine).map(\.finished) == [true, true, true])
    #expect(card.presentationValue(of: .centerY, at: ms(1600)) == 300)
    engine.advance(to: ms(3000))
    #expect(log.calls.count == 3)
  }

  @Test func replacedAbsoluteCompletionRunsOnceWithFalse() {
    let (engine, card) = makeAnimationStage()
    let log = CompletionLog()
    engine.animate(withDuration: 1, animations: { card.alpha = 0 }, completion: log.handler("fade"))
    engine.advance(to: ms(400))
    engine.animate(withDuration: 0.5, animations: { card.alpha = 1 }, completion: log.handler("unfade"))
    engine.advance(to: ms(3000))
    #expect(log.calls == ["fade:false", "unfade:true"])
  }

  @Test func twentyAdditiveHalfTurnsMakeTenFullTurns() {
    let (engine, card) = makeAnimationStage()
    let log = CompletionLog()
    for turn in 0..<20 {
      engine.advance(to: ms(Int64(turn) * 50))
      engine.animate(withDuration: 1, options: .curveLinear, animations: { card.rotation += .pi }, completion: log.handler("\(turn)"))
    }
    // Twenty `+= π` in floating point: 20π to within a few ulps.
    #expect(abs(card.rotation - 20 * .pi) < 1e-12)
    // At 1 s the first half-turn is done and the other 19 are (1 − k·0.05) done: the sum.
    var expected = 0.0
    for k in 0..<20 { expected += Double.pi * min(1, (1000 - Double(k) * 50) / 1000) }
    #expect(abs(card.presentationValue(of: .rotation, at: ms(1000)) - expected) < 1e-9)
    // Angular velocity while all twenty run: twenty half turns per second.
    #expect(abs(card.presentationVelocity(of: .rotation, at: ms(960)) - 20 * .pi) < 1e-9)
    engine.advance(to: ms(2000))
    #expect(card.presentationValue(of: .rotation, at: ms(2000)) == card.rotation)  // ten full turns, all done
    #expect(log.calls.count == 20)
    #expect(log.calls.allSatisfy { $0.hasSuffix(":true") })
  }

  @Test func aRotationByTwentyPiInOneBlockDoesNotMove() {
    let (engine, card) = makeAnimationStage()
    engine.animate(withDuration: 1) { card.rotation = 20 * .pi }
    // The transform's total displacement is zero (seeds/wwdc2017-230): the animation has
    // equal ends, so the view shows its model angle (the same orientation) throughout.
    let animation = card.runningAnimations.first
    #expect(animation?.from == animation?.to)
    #expect(card.presentationVelocity(of: .rotation, at: ms(500)) == 0)
  }

  @Test func aNegativeHalfTurnRotatesClockwise() {
    let (engine, card) = makeAnimationStage()
    engine.animate(withDuration: 1, options: .curveLinear) { card.rotation = -.pi }
    #expect(card.runningAnimations.first?.from == -2 * .pi)  // from −2π (≡ 0) up to −π: clockwise
    #expect(abs(card.presentationVelocity(of: .rotation, at: ms(500)) - .pi) < 1e-12)
    #expect(AnimationServer.transformRotationDisplacement(1.5 * .pi) == -0.5 * .pi)
    #expect(AnimationServer.transformRotationDisplacement(.pi) == .pi)
  }

  @Test func zeroDurationBlockDoesNotCancelAdditiveAnimations() {
    let (engine, card) = makeAnimationStage()
    let log = CompletionLog()
    engine.animate(withDuration: 1, animations: { card.center.y = 100 }, completion: log.handler("move"))
    engine.advance(to: ms(500))
    engine.animate(withDuration: 0, animations: { card.center.y = 200 }, completion: log.handler("jump"))
    // The model jumps by +100; the in-flight offset (250 pt at half time) is still added.
    #expect(abs(card.presentationValue(of: .centerY, at: ms(500)) - 450) < 1e-9)
    engine.advance(to: ms(520))
    #expect(log.calls == ["jump:true"])
    engine.advance(to: ms(1000))
    #expect(log.calls == ["jump:true", "move:true"])
  }

  @Test func blockWithoutChangesCompletesNextFrame() {
    let (engine, _) = makeAnimationStage()
    let log = CompletionLog()
    engine.animate(withDuration: 1, animations: {}, completion: log.handler("empty"))
    #expect(log.calls.isEmpty)
    engine.advance(to: ms(17))
    #expect(log.calls == ["empty:true"])
  }

  // MARK: Options and nesting

  @Test func nestedBlocksInheritDurationAndCurveUnlessOverridden() {
    let (engine, card) = makeAnimationStage()
    let other = View(name: "other", center: Point(x: 50, y: 50), size: Size(width: 10, height: 10))
    let third = View(name: "third", center: Point(x: 80, y: 50), size: Size(width: 10, height: 10))
    engine.window.addSubview(other)
    engine.window.addSubview(third)
    engine.animate(withDuration: 2, options: .curveLinear) {
      card.center.y = 0
      engine.animate(withDuration: 0) { other.center.y = 250 }  // inherits 2 s, linear
      engine.animate(withDuration: 1, options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveEaseIn]) {
        third.center.y = 250
      }
    }
    #expect(other.runningAnimations.first?.end == ms(2000))
    #expect(abs(other.presentationValue(of: .centerY, at: ms(500)) - 100) < 1e-9)  // linear: a quarter of 200
    #expect(third.runningAnimations.first?.end == ms(1000))
    let easeIn = TimingCurve.easeIn.progress(at: 0.5)
    #expect(abs(third.presentationValue(of: .centerY, at: ms(500)) - (50 + 200 * easeIn)) < 1e-9)
  }

  @Test func performWithoutAnimationInsideABlock() {
    let (engine, card) = makeAnimationStage()
    engine.animate(withDuration: 1) {
      card.center.y = 100
      engine.performWithoutAnimation { card.alpha = 0.5 }
    }
    #expect(card.runningAnimations.map(\.property) == [.centerY])
    #expect(card.presentationValue(of: .alpha, at: .zero) == 0.5)
  }

  @Test func delayShowsTheFromValueAtRest() {
    let (engine, card) = makeAnimationStage()
    engine.animate(withDuration: 1, delay: 0.25, options: .curveLinear) { card.center.y = 100 }
    let during = card.presentationSample(of: .centerY, at: ms(200))
    let beforeBegin = card.presentationSample(of: .centerY, at: ms(250), side: .left)
    let atBegin = card.presentationSample(of: .centerY, at: ms(250), side: .right)
    #expect(during.value == 600 && during.velocity == 0)
    #expect(beforeBegin.value == 600 && beforeBegin.velocity == 0)
    #expect(atBegin.value == 600 && atBegin.velocity == -500)
    #expect(card.runningAnimations.first?.end == ms(1250))
  }

  @Test func autoreverseRunsThereAndBackThenShowsTheModel() {
    let (engine, card) = makeAnimationStage()
    engine.animate(withDuration: 1, options: [.autoreverse, .curveLinear]) { card.alpha = 0 }
    #expect(abs(card.presentationValue(of: .alpha, at: ms(500)) - 0.5) < 1e-12)
    #expect(card.presentationSample(of: .alpha, at: ms(1000), side: .left).velocity == -1)
    #expect(card.presentationSample(of: .alpha, at: ms(1000), side: .right).velocity == 1)
    #expect(abs(card.presentationValue(of: .alpha, at: ms(1500)) - 0.5) < 1e-12)
    #expect(card.presentationSample(of: .alpha, at: ms(2000), side: .left).value == 1)
    #expect(card.presentationSample(of: .alpha, at: ms(2000), side: .right).value == 0)  // snaps to the model
    engine.advance(to: ms(2000))
    #expect(card.runningAnimations.isEmpty)
  }

  @Test func repeatRunsUntilRemoved() {
    let (engine, card) = makeAnimationStage()
    let log = CompletionLog()
    engine.animate(withDuration: 0.5, options: [.repeat, .curveLinear], animations: { card.scaleX = 2 }, completion: log.handler("pulse"))
    #expect(card.runningAnimations.first?.kind == .absolute)  // repeating: never additive
    #expect(card.runningAnimations.first?.end == nil)
    engine.advance(to: ms(10_250))
    #expect(abs(card.presentationValue(of: .scaleX, at: ms(10_250)) - 1.5) < 1e-12)
    #expect(log.calls.isEmpty)
    let run = engine.advanceUntilIdle(frameLimit: 30)
    #expect(run.reachedLimit)
    card.removeAllAnimations()
    engine.advance(by: .milliseconds(20))
    #expect(log.calls == ["pulse:false"])
    #expect(card.presentationValue(of: .scaleX, at: engine.now) == 2)
  }

  // MARK: Removal

  @Test func removalWithPromotionKeepsTheViewWhereItIs() {
    let (engine, card) = makeAnimationStage()
    let log = CompletionLog()
    engine.animate(withDuration: 1, animations: { card.center.y = 100 }, completion: log.handler("fly"))
    engine.advance(to: ms(500))
    let (left, right) = limits(of: card, .centerY, in: engine) {
      card.removeAllAnimations(promotingPresentation: true)
    }
    #expect(abs(left.value - 350) < 1e-9)
    #expect(right.value == left.value)
    #expect(right.velocity == 0)
    #expect(card.center.y == left.value)
    #expect(card.runningAnimations.isEmpty)
    engine.advance(to: ms(520))
    #expect(log.calls == ["fly:false"])
    #expect(
      engine.journal.entries.contains {
        if case .presentationPromoted(view: "card", property: .centerY, _) = $0.event { true } else { false }
      })
  }

  @Test func removalWithoutPromotionJumpsToTheModel() {
    let (engine, card) = makeAnimationStage()
    engine.animate(withDuration: 1) { card.center.y = 100 }
    engine.advance(to: ms(500))
    card.removeAnimations(of: .centerY)
    #expect(card.presentationValue(of: .centerY, at: ms(500)) == 100)
  }

  // MARK: Frames, interaction and misuse

  @Test func completionsWaitOutAStall() {
    let (engine, card) = makeAnimationStage()
    let log = CompletionLog()
    engine.animate(withDuration: 0.2, animations: { card.center.y = 100 }, completion: log.handler("slide"))
    engine.stall(at: ms(150), duration: .milliseconds(200))
    engine.advance(to: ms(250))
    #expect(card.runningAnimations.isEmpty)  // the render server ended it at 200 ms
    #expect(log.calls.isEmpty)  // the main thread is stalled
    engine.advance(to: ms(367))
    #expect(log.calls == ["slide:true"])
  }

  @Test func animationsWithoutAllowUserInteractionBlockTouches() {
    let (engine, card) = makeAnimationStage()
    engine.animate(withDuration: 1) { card.center.y = 500 }
    #expect(card.isInteractionBlockedByAnimation)
    card.removeAllAnimations()
    engine.animate(withDuration: 1, options: .allowUserInteraction) { card.center.y = 400 }
    #expect(!card.isInteractionBlockedByAnimation)
  }

  @Test func transactionCompletesAfterItsLastAnimation() {
    let (engine, card) = makeAnimationStage()
    var done: [Instant] = []
    engine.performTransaction(
      {
        engine.animate(withDuration: 0.3) { card.alpha = 0 }
        engine.animate(withDuration: 0.5) { card.center.y = 900 }
      }, completion: { done.append(engine.now) })
    engine.advance(to: ms(1000))
    #expect(done == [ms(500)])
  }

  @Test func invalidParametersAreRecordedAndReplaced() {
    let (engine, card) = makeAnimationStage()
    engine.animate(withDuration: -1, delay: .nan) { card.center.y = 100 }
    engine.animate(withDuration: 1, usingSpringWithDamping: 0, initialSpringVelocity: .infinity) { card.center.x = 0 }
    let problems = engine.journal.problems.map(\.event.canonicalText)
    #expect(problems.count == 4)
    #expect(problems[0].contains("parameter=\"duration\" value=-1.0 used=0.0"))
    #expect(problems[1].contains("parameter=\"delay\" value=nan used=0.0"))
    #expect(problems[2].contains("parameter=\"dampingRatio\" value=0.0 used=1.0"))
    #expect(problems[3].contains("parameter=\"initialSpringVelocity\" value=inf used=0.0"))
    #expect(engine.journal.problems[0].description.contains("duration -1.0 is out of range, so 0.0 was used"))
  }

  @Test func replayIsDeterministic() {
    func run() -> JournalDigest {
      let (engine, card) = makeAnimationStage()
      engine.animate(withDuration: 0.4, usingSpringWithDamping: 0.6, initialSpringVelocity: 1.5) { card.center.y = 100 }
      engine.advance(to: ms(200))
      engine.animate(withDuration: 0.3) {
        card.center.y = 700; card.alpha = 0.2
      }
      engine.advance(to: ms(2000))
      return engine.journal.digest
    }
    #expect(run() == run())
  }
}

@Suite struct AnimationPendingWorkTests {
  @Test func pendingWorkNamesAnimationsInFlight() {
    let (engine, card) = makeAnimationStage()
    engine.animate(withDuration: 0.5) { card.center.y = 100 }
    engine.animate(withDuration: 0.5, options: .repeat) { card.alpha = 0.5 }
    let pending = engine.pendingWork
    #expect(!pending.isIdle)
    #expect(pending.animations == ["card.centerY additive until t=0.500000000 s"])
    #expect(pending.perpetualAnimations == ["card.alpha absolute repeating"])
    #expect(!pending.restsButForPerpetualAnimations)
    #expect(pending.busyFrameObservers == 0)
    #expect(
      "\(pending)"
        == "busy at t=0.000000000 s: animations: card.centerY additive until t=0.500000000 s; perpetual animations, as the "
        + "app asked: card.alpha absolute repeating")
    #expect(engine.hasPendingWork)
    card.removeAnimations(of: .alpha)
    let run = engine.advanceUntilIdle(frameLimit: 120)
    #expect(!engine.hasPendingWork && engine.pendingWork.isIdle)
    #expect(!run.reachedLimit, "\(run)")
    // Frame 30 (t = 0.5 s) renders the end and then calls the completion: idle there.
    #expect(engine.now == ms(500))
  }
}

@Suite struct PresentationTransitionTests {
  func transitions(_ engine: Engine) -> [PresentationTransition] {
    engine.journal.entries.compactMap { if case .presentationTransition(let t) = $0.event { t } else { nil } }
  }

  @Test func theJournalCarriesBothLimitsOfEveryTransition() {
    let (engine, card) = makeAnimationStage()
    engine.animate(withDuration: 1) { card.center.y = 100 }
    engine.advance(to: ms(500))
    engine.animate(withDuration: 1) { card.center.y = 600 }  // additive retarget
    engine.advance(to: ms(700))
    card.removeAllAnimations()  // no promotion: a jump
    let all = transitions(engine)
    #expect(all.map(\.cause) == [.added(.additive), .added(.additive), .removed(promoted: false)])
    let retarget = all[1]
    #expect(retarget.instant == ms(500))
    #expect(abs(retarget.left.value - 350) < 1e-9 && abs(retarget.right.value - 350) < 1e-9)
    #expect(abs(retarget.left.velocity - retarget.right.velocity) < 1e-9)
    let removal = all[2]
    #expect(removal.cause == .removed(promoted: false))
    #expect(removal.right.value == 600)
    #expect(abs(removal.left.value - 600) > 10)
    #expect(
      engine.journal.canonicalText.contains("presentation-transition view=\"card\" property=centerY cause=added-additive at=500000000"))
  }

  @Test func aNaturalEndIsJournaledAtItsOwnInstant() {
    let (engine, card) = makeAnimationStage()
    engine.animate(withDuration: 0.11, options: .curveLinear) { card.alpha = 0 }  // ends between frames
    engine.advance(to: ms(200))
    let end = transitions(engine).last
    #expect(end?.cause == .ended)
    #expect(end?.instant == ms(110))
    #expect(end?.left.value == 0 && end?.right.value == 0)
    #expect(abs((end?.left.velocity ?? 0) - -1 / 0.11) < 1e-9 && end?.right.velocity == 0)
  }
}

@Suite struct HugeAnimationTimeTests {
  /// Times that would overflow Int64 nanoseconds are recorded and clamped, never a trap.
  @Test func hugeDurationsAndDelaysAreClampedNotTrapped() {
    let (engine, card) = makeAnimationStage()
    engine.animate(withDuration: 1e300, delay: .infinity) { card.center.y = 100 }
    engine.animate(withDuration: 1, usingSpringWithDamping: 1e-12, initialSpringVelocity: 1e300) { card.alpha = 0 }
    let animator = PropertyAnimator(engine: engine, duration: .greatestFiniteMagnitude, timing: .cubic(.linear)) {
      card.center.x = 0
    }
    animator.startAnimation(afterDelay: 1e300)
    animator.pauseAnimation()
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 1e300)
    engine.advance(by: .seconds(1))
    let problems = engine.journal.problems.map(\.event.canonicalText)
    #expect(problems.count == 4)
    #expect(problems[0].contains("parameter=\"duration\" value=1e+300 used=1000000.0"))
    #expect(problems[1].contains("parameter=\"delay\" value=inf used=1000000.0"))
    #expect(problems[2].contains("call=\"PropertyAnimator.init\" parameter=\"duration\""))
    #expect(problems[3].contains("call=\"startAnimation(afterDelay:)\" parameter=\"delay\""))
    #expect(card.runningAnimations.first?.end == Instant.zero + TimeSpan(seconds: 2e6))
    #expect(TimeSpan(seconds: 1e300).nanoseconds == 1_000_000_000_000_000_000)
    #expect(TimeSpan(seconds: -.infinity).nanoseconds == -1_000_000_000_000_000_000)
    #expect(TimeSpan(seconds: .nan).nanoseconds == 0)
  }
}
