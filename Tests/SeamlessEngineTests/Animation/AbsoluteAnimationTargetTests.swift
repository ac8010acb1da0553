@testable import SeamlessEngine
import Testing

/// Issue 20 item 1: a block's non-additive animation has no end value of its own.
///
/// UIKit's carries a `fromValue` only (WWDC 2014 session 236); Apple's `CABasicAnimation` with only
/// `fromValue` "interpolates between `fromValue` and the current presentation value of the
/// property", the value the layer shows without it: every frame it heads for the *current*
/// model, `from + (model − from)·p`.
@Suite struct AbsoluteAnimationTargetTests {
  @Test func anAlphaSetOutsideABlockMidFadeRetargetsTheFadeAtOnce() {
    let (engine, card) = makeAnimationStage()
    let log = CompletionLog()
    engine.animate(withDuration: 1, options: .curveLinear, animations: { card.alpha = 0 }, completion: log.handler("fade"))
    engine.advance(to: ms(500))
    let (left, right) = limits(of: card, .alpha, in: engine) { card.alpha = 0.5 }
    // Before: 1 + (0 − 1)·½ = 0.5. After: 1 + (0.5 − 1)·½ = 0.75, heading for 0.5 at −0.5 per second.
    #expect(abs(left.value - 0.5) < 1e-12 && abs(left.velocity - -1) < 1e-12)
    #expect(abs(right.value - 0.75) < 1e-12 && abs(right.velocity - -0.5) < 1e-12)
    engine.advance(to: ms(750))
    #expect(abs(card.presentationValue(of: .alpha, at: ms(750)) - 0.625) < 1e-12)
    engine.advance(to: ms(1100))
    #expect(card.presentationValue(of: .alpha, at: ms(1100)) == 0.5)
    #expect(log.calls == ["fade:true"])  // not removed: it finished
    // It ends where the model is: no step at the end (the old engine faded on to 0 and then
    // stepped to 0.5 there, which `continuity` reported though UIKit shows no such step).
    let ends = engine.journal.entries.compactMap { entry -> PresentationTransition? in
      guard case .presentationTransition(let t) = entry.event, t.property == .alpha, t.cause == .ended else { return nil }
      return t
    }
    #expect(ends.count == 1)
    #expect(ends.allSatisfy { abs($0.left.value - $0.right.value) < 1e-12 })
  }

  @Test func theOldEngineWouldHaveKeptFadingToTheOldValue() {
    // The same fade, the model set back to 1: the fade turns round to nothing at once
    // (1 + (1 − 1)·p = 1), instead of fading on to 0 and snapping back to 1 at its end.
    let (engine, card) = makeAnimationStage()
    engine.animate(withDuration: 1, options: .curveLinear) { card.alpha = 0 }
    engine.advance(to: ms(500))
    card.alpha = 1
    engine.advance(to: ms(750))
    #expect(card.presentationValue(of: .alpha, at: ms(750)) == 1)
  }

  @Test func aCornerRadiusAndAFromCurrentStateAnimationHeadForTheModelToo() {
    let (engine, card) = makeAnimationStage()
    engine.animate(withDuration: 1, options: .curveLinear) { card.cornerRadius = 40 }
    engine.advance(to: ms(250))
    card.cornerRadius = 20  // outside a block: 0 + (20 − 0)·¼ = 5
    #expect(abs(card.presentationValue(of: .cornerRadius, at: ms(250)) - 5) < 1e-12)
    engine.animate(withDuration: 1, options: [.curveLinear, .beginFromCurrentState]) { card.alpha = 0.2 }
    engine.advance(to: ms(500))
    card.alpha = 0.6  // from 1, a quarter of the way: 1 + (0.6 − 1)·¼ = 0.9
    #expect(abs(card.presentationValue(of: .alpha, at: ms(500)) - 0.9) < 1e-12)
  }

  @Test func additiveAndAnimatorAnimationsKeepTheirOwnEnd() {
    let (engine, card) = makeAnimationStage()
    // Additive: the model write shifts the whole curve (offset on top of the new model).
    engine.animate(withDuration: 1, options: .curveLinear) { card.center.y = 100 }
    engine.advance(to: ms(500))
    card.center.y = 200  // 200 + (600 − 100)·½ = 450
    #expect(abs(card.presentationValue(of: .centerY, at: ms(500)) - 450) < 1e-9)
    // A property animator's alpha track keeps its end: scrubbing reads its own from → to.
    let animator = PropertyAnimator(engine: engine, duration: 1, curve: .linear) { card.alpha = 0 }
    animator.fractionComplete = 0.5
    card.alpha = 0.8
    #expect(abs(card.presentationValue(of: .alpha, at: engine.now) - 0.5) < 1e-12)
  }
}
