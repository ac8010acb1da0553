@testable import SeamlessEngine
import Testing

/// Edge cases a review found: each test is a scenario that went wrong before its fix.
@Suite struct AnimationEdgeCaseTests {
  func transitions(_ engine: Engine) -> [PresentationTransition] {
    engine.journal.entries.compactMap { if case .presentationTransition(let t) = $0.event { t } else { nil } }
  }

  @Test func aReversedAnimatorEndsWithoutAFalseJump() {
    let (engine, card) = makeAnimationStage()
    let animator = PropertyAnimator(engine: engine, duration: 1, timing: .cubic(.linear)) { card.center.y = 100 }
    animator.startAnimation()
    engine.advance(to: ms(400))
    animator.isReversed = true
    engine.advance(to: ms(900))
    let end = transitions(engine).last { $0.cause == .ended }
    #expect(end?.instant == ms(800))
    #expect(end?.left.value == 600 && end?.right.value == 600)
    #expect(abs((end?.left.velocity ?? 0) - 500) < 1e-9)  // still moving down at the end, then at rest
    #expect(card.center.y == 600)
  }

  @Test func reversingToTheStartRestoresTheEarliestStartValue() {
    let (engine, card) = makeAnimationStage()
    let animator = PropertyAnimator(engine: engine, duration: 1, timing: .cubic(.linear)) { card.center.y = 300 }
    animator.addAnimations { card.center.y = 100 }
    animator.startAnimation()
    engine.advance(to: ms(200))
    animator.isReversed = true
    engine.advance(to: ms(500))
    #expect(animator.state == .inactive)
    #expect(card.center.y == 600)  // not 300, the second track's start
    #expect(card.presentationValue(of: .centerY, at: engine.now) == 600)
  }

  @Test func aTrackReplacedByABlockAnimationIsLeftAlone() {
    let (engine, card) = makeAnimationStage()
    let animator = PropertyAnimator(engine: engine, duration: 1, timing: .cubic(.linear)) { card.alpha = 0 }
    animator.startAnimation()
    engine.advance(to: ms(200))
    engine.animate(withDuration: 0.3) { card.alpha = 0.5 }  // replaces the animator's alpha track
    animator.stopAnimation(true)
    #expect(card.alpha == 0.5)  // the model keeps the block's target
    engine.advance(to: ms(600))
    #expect(card.presentationValue(of: .alpha, at: ms(600)) == 0.5)
  }

  @Test func aNewBlockAtTheFrameAnAnimationEndsDoesNotReplaceIt() {
    // Main-thread work of the frame at the end instant (a timer at 0.3 s, frame 18 at
    // 60 Hz) runs before that frame's render step: the first animation is over, not replaced.
    let (engine, card) = makeAnimationStage()
    var results: [String] = []
    engine.animate(withDuration: 0.3, animations: { card.alpha = 0 }, completion: { results.append("out:\($0)") })
    engine.scheduleTimer(at: ms(300)) {
      engine.animate(
        withDuration: 0.3, options: .beginFromCurrentState, animations: { card.alpha = 1 },
        completion: { results.append("in:\($0)") })
    }
    engine.advance(to: ms(300))
    let added = transitions(engine).last { if case .added = $0.cause { true } else { false } }
    #expect(added?.left.value == 0 && added?.right.value == 0)  // from the end value, no jump
    engine.advance(to: ms(700))
    #expect(results == ["out:true", "in:true"])
  }

  @Test func stopWithoutFinishingResetsTheTimingForTheNextRun() {
    let (engine, card) = makeAnimationStage()
    let animator = PropertyAnimator(engine: engine, duration: 1, timing: .cubic(.linear)) { card.center.y = 100 }
    animator.pauseAnimation()
    animator.fractionComplete = 0.5
    animator.continueAnimation(withTimingParameters: .cubic(.easeOut), durationFactor: 0.2)
    animator.stopAnimation(true)
    animator.addAnimations { card.center.y = 300 }
    animator.startAnimation()
    #expect(animator.run?.end == engine.now + .seconds(1))  // the original 1 s, linear
    #expect(!animator.isReversed)
  }

  @Test func reversingAndContinuingWithASpringSpringsBack() throws {
    let (engine, card) = makeAnimationStage()
    let animator = PropertyAnimator(engine: engine, duration: 1, timing: .cubic(.linear)) { card.center.y = 100 }
    animator.pauseAnimation()
    animator.fractionComplete = 0.6  // y = 300
    animator.isReversed = true
    animator.continueAnimation(withTimingParameters: .spring(dampingRatio: 1, initialVelocity: .zero), durationFactor: 0.5)
    let start = card.presentationSample(of: .centerY, at: engine.now)
    #expect(abs(start.value - 300) < 1e-9)
    #expect(start.velocity == 0)  // a spring from rest, not a linear slide
    let spring = try Spring.uiViewAnimation(duration: 0.5, dampingRatio: 1)
    engine.advance(by: .milliseconds(100))
    // Progress 0.6 → 0 along the spring: y = 600 − 500·0.6·(1 − s(0.1)).
    let expected = 600 - 500 * 0.6 * (1 - spring.value(at: 0.1))
    #expect(abs(card.presentationValue(of: .centerY, at: engine.now) - expected) < 1e-6)
    engine.advance(by: .seconds(2))
    #expect(animator.state == .inactive)
    #expect(card.center.y == 600)
  }

  @Test func performWithoutAnimationDisablesNestedBlocks() {
    let (engine, card) = makeAnimationStage()
    var finished: [Bool] = []
    engine.performWithoutAnimation {
      engine.animate(withDuration: 0.3, animations: { card.alpha = 0 }, completion: { finished.append($0) })
    }
    #expect(card.runningAnimations.isEmpty)
    #expect(card.presentationValue(of: .alpha, at: .zero) == 0)
    engine.advance(to: ms(20))
    #expect(finished == [true])
  }

  @Test func zeroDurationBlocksJournalNoTransition() {
    let (engine, card) = makeAnimationStage()
    engine.animate(withDuration: 0) { card.center.y = 100 }
    #expect(transitions(engine).isEmpty)
  }

  @Test func longSpringsMayStopWithinTheirSettlingAllowance() {
    let (engine, card) = makeAnimationStage()
    engine.animate(withDuration: 0.5, usingSpringWithDamping: 0.9, initialSpringVelocity: 0) { card.center.y = -244 }
    engine.advance(by: .seconds(3))
    let end = transitions(engine).last { $0.cause == .ended }
    #expect(abs((end?.allowance ?? 0) - 0.001 * 844) < 1e-12)
    #expect(abs((end?.right.value ?? 0) - (end?.left.value ?? 0)) <= (end?.allowance ?? 0))
  }

  @Test func nonFiniteModelValuesAreRefusedAndRecorded() {
    let (engine, card) = makeAnimationStage()
    card.alpha = .nan
    engine.animate(withDuration: 1) { card.center = Point(x: .infinity, y: 10) }
    card.bounds.size.height = -.infinity
    #expect(card.alpha == 1)
    #expect(card.center == Point(x: 195, y: 600))
    #expect(card.bounds.size.height == 100)
    #expect(card.runningAnimations.isEmpty)
    let problems = engine.journal.problems.map(\.event.canonicalText)
    #expect(
      problems == [
        "programmer-error non-finite-model-value view=\"card\" property=alpha value=nan",
        "programmer-error non-finite-model-value view=\"card\" property=centerX value=inf",
        "programmer-error non-finite-model-value view=\"card\" property=boundsHeight value=-inf",
      ])
    #expect(engine.journal.problems[0].description.contains("model values must be finite (UIKit raises CALayerInvalidGeometry)"))
  }
}
