import Testing

@testable import SeamlessEngine

/// The frame sampler reads a view's eleven presentation samples in one pass over its
/// contributions (``View/presentationSamples(at:side:values:velocities:base:)``): the bits
/// of asking property by property, whatever animates the view.
@Suite struct PresentationSamplesTests {
  private func expectSameBits(_ view: View, at instant: Instant, _ comment: Comment) {
    for side in [LimitSide.left, .right] {
      let count = ViewProperty.allCases.count
      // A base past zero, in arrays holding other slots' garbage: only the view's slot is written.
      var values = [Double](repeating: .nan, count: 3 * count)
      var velocities = [Double](repeating: -7, count: 3 * count)
      view.presentationSamples(at: instant, side: side, values: &values, velocities: &velocities, base: count)
      for property in ViewProperty.allCases {
        let one = view.presentationSample(of: property, at: instant, side: side)
        let index = count + Int(property.rawValue)
        #expect(values[index].bitPattern == one.value.bitPattern, "\(property) \(side): \(comment)")
        #expect(velocities[index].bitPattern == one.velocity.bitPattern, "\(property) \(side): \(comment)")
      }
      #expect(values[..<count].allSatisfy(\.isNaN) && values[(2 * count)...].allSatisfy(\.isNaN), comment)
      #expect(velocities[..<count].allSatisfy { $0 == -7 } && velocities[(2 * count)...].allSatisfy { $0 == -7 }, comment)
    }
  }

  @Test func oneBatchIsEveryPropertyAskedAlone() {
    let (engine, card) = makeAnimationStage()
    expectSameBits(card, at: engine.now, "no animation")
    engine.advance(to: Instant(nanoseconds: 100_000_000))
    // Additive springs on the centre, an absolute (begin-from-current-state) fade on top of an
    // additive one, a keyframe rotation, a property animator scaling, a linear corner radius.
    engine.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 2, options: []) {
      card.center = Point(x: 100, y: 300)
    }
    engine.animate(withDuration: 0.4) { card.alpha = 0.5 }
    engine.animate(withDuration: 0.3, options: .beginFromCurrentState, animations: { card.alpha = 0.2 })
    engine.animateKeyframes(withDuration: 0.8) {
      engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.rotation = 1 }
      engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.rotation = -0.5 }
    }
    let grow = PropertyAnimator(engine: engine, name: "grow", duration: 0.5, timing: .spring(dampingRatio: 0.8, initialVelocity: .zero)) {
      card.scaleX = 1.4
      card.scaleY = 1.2
    }
    grow.startAnimation()
    engine.animate(withDuration: 0.5, delay: 0.1, options: [.curveLinear], animations: { card.cornerRadius = 24 })
    for millisecond in stride(from: 100, through: 1_000, by: 23) {
      let instant = Instant(nanoseconds: Int64(millisecond) * 1_000_000)
      if instant > engine.now { engine.advance(to: instant) }
      expectSameBits(card, at: instant, "at \(millisecond) ms, \(card.contributions.count) contributions")
    }
  }

  @Test func aStackPastTheMemoThresholdToo() {
    let (engine, card) = makeAnimationStage()
    engine.advance(to: Instant(nanoseconds: 100_000_000))
    for step in 0..<24 {
      engine.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: []) {
        card.center.y = step.isMultiple(of: 2) ? 100 : 700
        card.alpha = step.isMultiple(of: 3) ? 0.3 : 0.9
      }
    }
    #expect(card.contributions.count >= PresentationFold.threshold)
    for millisecond in stride(from: 100, through: 700, by: 31) {
      let instant = Instant(nanoseconds: Int64(millisecond) * 1_000_000)
      if instant > engine.now { engine.advance(to: instant) }
      expectSameBits(card, at: instant, "at \(millisecond) ms")
    }
  }
}
