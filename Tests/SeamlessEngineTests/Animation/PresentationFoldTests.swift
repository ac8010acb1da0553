import Testing

@testable import SeamlessEngine

/// Stacks of many animations on one view: memoized presentation sums give the bits a fresh
/// sum gives, and animations of one property ending at one instant end together.
@Suite struct PresentationFoldTests {
  /// The presentation as the definition says, summed afresh: the topmost absolute
  /// contribution (or the model), plus the additive ones above it summed from zero.
  private func freshSample(_ view: View, _ property: ViewProperty, at instant: Instant, side: LimitSide) -> (
    value: Double, velocity: Double
  ) {
    var base: (value: Double, velocity: Double) = (view.modelValue(of: property), 0)
    var sum = 0.0
    var velocity = 0.0
    for contribution in view.contributions where contribution.property == property {
      let sample = contribution.sample(at: instant, side: side)
      switch contribution.composition {
      case .additive:
        sum += sample.value
        velocity += sample.velocity
      case .absolute:
        base = sample
        sum = 0
        velocity = 0
      }
    }
    return (base.value + sum, base.velocity + velocity)
  }

  private func expectFresh(_ view: View, _ property: ViewProperty, at instant: Instant, _ comment: Comment) {
    for side in [LimitSide.left, .right] {
      let memoized = view.presentationSample(of: property, at: instant, side: side)
      let fresh = freshSample(view, property, at: instant, side: side)
      #expect(memoized.value.bitPattern == fresh.value.bitPattern, comment)
      #expect(memoized.velocity.bitPattern == fresh.velocity.bitPattern, comment)
    }
  }

  @Test func memoizedSumsAreTheFreshSumsBitForBit() {
    let (engine, card) = makeAnimationStage()
    engine.advance(to: ms(100))
    // 40 additive springs on y and 30 linear ones on x, made at three instants, sampled
    // after every change: more than the memo threshold, so samples go through memos.
    for step in 0..<40 {
      if step == 15 || step == 30 { engine.advance(to: engine.now + TimeSpan(seconds: 0.01)) }
      engine.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: []) {
        card.center.y = step.isMultiple(of: 2) ? 100 : 700
        if step < 30 { card.center.x = Double(step) * 3.3 }
      }
      expectFresh(card, .centerY, at: engine.now, "after animation \(step)")
      expectFresh(card, .centerX, at: engine.now, "after animation \(step)")
    }
    #expect(card.contributions.count == 70)
    #expect(card.contributions.count >= PresentationFold.threshold)
    // Later instants, then a removal (the memos lapse).
    for millisecond in stride(from: 130, through: 200, by: 7) {
      expectFresh(card, .centerY, at: ms(Int64(millisecond)), "at \(millisecond) ms")
    }
    let instant = engine.now
    _ = card.presentationSample(of: .centerY, at: instant)
    #expect(!card.presentationFolds.isEmpty)
    // A change of state alone (as an ending animation's right limit is taken) lapses the memos.
    if let top = card.runningAnimations.last(where: { $0.property == .centerY }) {
      top.state = .ended(finished: true)
      expectFresh(card, .centerY, at: instant, "with the top animation ended")
      top.state = .running
      expectFresh(card, .centerY, at: instant, "with the top animation running again")
    }
    if let second = card.runningAnimations.first(where: { $0.property == .centerY }) {
      engine.animations.end(second, finished: false)
    }
    expectFresh(card, .centerY, at: instant, "after a removal")
    // An absolute animation on top: summed afresh above it.
    engine.animate(withDuration: 0.4, delay: 0, options: .repeat) { card.center.y = 300 }
    expectFresh(card, .centerY, at: engine.now, "under a repeating absolute animation")
    expectFresh(card, .centerY, at: engine.now + TimeSpan(seconds: 0.1), "under a repeating absolute animation")
  }

  /// Groups that interleave end in the order the animations were made, each group's one
  /// transition at its first member.
  @Test func interleavedGroupsEndInTheOrderTheyWereMade() {
    let (engine, card) = makeAnimationStage()
    let other = View(name: "other", center: Point(x: 100, y: 100), size: Size(width: 50, height: 50))
    engine.window.addSubview(other)
    engine.advance(to: ms(100))
    engine.animate(withDuration: 0.3) { card.center.y = 100 }
    engine.animate(withDuration: 0.3) { other.center.x = 300 }
    engine.animate(withDuration: 0.3) { card.center.y = 700 }
    engine.advance(to: ms(500))
    let order = engine.journal.entries.compactMap { entry -> String? in
      switch entry.event {
      case .animationEnded(let id, let view, _, _): "end \(view) \(id)"
      case .presentationTransition(let t) where t.cause == .ended: "transition \(t.view).\(t.property)"
      default: nil
      }
    }
    #expect(order == ["transition card.centerY", "end card 1", "transition other.centerX", "end other 2", "end card 3"])
  }

  @Test func animationsOfOnePropertyEndingAtOneInstantEndTogether() {
    let (engine, card) = makeAnimationStage()
    engine.advance(to: ms(100))
    let log = CompletionLog()
    for step in 0..<50 {
      engine.animate(
        withDuration: 0.3, delay: 0, options: [],
        animations: { card.center.y = step.isMultiple(of: 2) ? 100 : 700 },
        completion: log.handler("\(step)"))
    }
    #expect(card.runningAnimations.count == 50)
    engine.advance(to: ms(500))
    #expect(card.contributions.isEmpty)
    #expect(log.calls == (0..<50).map { "\($0):true" })
    let ends = engine.journal.entries.compactMap { entry -> PresentationTransition? in
      if case .presentationTransition(let t) = entry.event, t.cause == .ended { t } else { nil }
    }
    // One transition for the fifty: the stack's left limit at the end, the model after.
    #expect(ends.count == 1)
    let end = ends[0]
    #expect(end.instant == ms(100) + TimeSpan(seconds: 0.3))
    #expect(end.property == .centerY)
    #expect(end.right.value == 700)
    #expect(end.right.velocity == 0)
    #expect(abs(end.left.value - end.right.value) <= 1e-9)
    let endedEntries = engine.journal.entries.filter {
      if case .animationEnded(_, _, _, finished: true) = $0.event { true } else { false }
    }
    #expect(endedEntries.count == 50)
  }
}
