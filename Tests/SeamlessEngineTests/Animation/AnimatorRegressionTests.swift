import Testing

@testable import SeamlessEngine

/// Engine bugs found by a user writing an interruptible drawer (issue 9), each pinned by the
/// test that failed before its fix.
@Suite struct AnimatorRegressionTests {
  /// A 100 pt slide of the card from y = 600 to y = 500.
  func slide(_ timing: AnimatorTiming) -> (Engine, View, PropertyAnimator) {
    let (engine, card) = makeAnimationStage()
    let animator = PropertyAnimator(engine: engine, name: "slide", duration: 1, timing: timing) { card.center.y = 500 }
    return (engine, card, animator)
  }

  /// Reversing a spring continuation heads back at once.
  ///
  /// Pause, scrub to 0.99, continue with a critically damped spring, reverse. The 99 pt way back
  /// took 145 s when the reversal kept the continuation's τ rate (1.45 s per 0.01 of τ).
  @Test func reversingASpringContinuationSpringsBackInItsSettlingTime() throws {
    let (engine, card, animator) = slide(.cubic(.easeInEaseOut))
    var finished: (AnimatingPosition, Instant)?
    animator.addCompletion { finished = ($0, engine.now) }
    animator.pauseAnimation()
    animator.fractionComplete = 0.99
    animator.continueAnimation(withTimingParameters: .spring(dampingRatio: 1, initialVelocity: .zero), durationFactor: 0)
    engine.advance(by: .milliseconds(100))
    let before = card.presentationValue(of: .centerY, at: engine.now)
    let crossing = limits(of: card, .centerY, in: engine) { animator.isReversed = true }
    #expect(abs(crossing.right.value - crossing.left.value) <= 1e-9, "\(crossing)")
    #expect(abs(before - crossing.left.value) <= 1e-9)
    let run = engine.advanceUntilIdle(frameLimit: 600)
    let (position, at) = try #require(finished)
    #expect(position == .start)
    #expect(card.center.y == 600)
    // The settling time of a critically damped spring of response 1 s from (nearly) rest.
    let settling = try Spring.uiViewAnimation(duration: 1, dampingRatio: 1, initialVelocity: 0).settlingDuration
    #expect(Double(at.nanoseconds) / 1e9 - 0.1 <= settling + 0.05, "back at t=\(at), settling \(settling) s; \(run)")
  }

  /// Pausing a spring while it overshoots keeps the view where it is (it snapped back to the
  /// target in the same instant, journaling nothing).
  @Test func pausingAnOvershootingSpringKeepsTheValue() throws {
    let (engine, card, animator) = slide(.spring(dampingRatio: 0.3, initialVelocity: .zero))
    animator.startAnimation()
    // Find a frame where the card is past the target (y < 500).
    var frames = 0
    while card.presentationValue(of: .centerY, at: engine.now) >= 499 && frames < 120 {
      engine.advance(by: .milliseconds(16))
      frames += 1
    }
    let overshoot = card.presentationValue(of: .centerY, at: engine.now)
    try #require(overshoot < 499, "the spring never overshot")
    let crossing = limits(of: card, .centerY, in: engine) { animator.pauseAnimation() }
    #expect(abs(crossing.right.value - overshoot) <= 1e-9, "paused at \(crossing.right.value), was \(overshoot)")
    #expect(crossing.right.velocity == 0)
    engine.advance(by: .milliseconds(100))
    #expect(abs(card.presentationValue(of: .centerY, at: engine.now) - overshoot) <= 1e-9, "it stays paused there")
    let transitions = engine.journal.entries.compactMap { entry -> PresentationTransition? in
      if case .presentationTransition(let t) = entry.event, t.cause == .paused { t } else { nil }
    }
    #expect(transitions.count == 1 && abs(transitions[0].left.value - transitions[0].right.value) <= 1e-9)
    // Continuing finishes the run at the end values.
    animator.startAnimation()
    engine.advanceUntilIdle(frameLimit: 600)
    #expect(card.presentationValue(of: .centerY, at: engine.now) == 500)
  }

  /// UIKit keeps a running animator alive until its completions have run: a `weak`
  /// capture still reads it (it read nil once the animator was unregistered at its end).
  @Test func anAnimatorLivesUntilItsCompletionsRan() {
    let (engine, card) = makeAnimationStage()
    var seen: [Bool] = []
    do {
      let animator = PropertyAnimator(engine: engine, duration: 0.2, timing: .cubic(.linear)) { card.alpha = 0 }
      animator.addCompletion { [weak animator] _ in seen.append(animator != nil) }
      animator.startAnimation()
    }
    engine.advanceUntilIdle(frameLimit: 120)
    #expect(seen == [true])
  }
}
