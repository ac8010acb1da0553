import Testing

@testable import SeamlessEngine

@Suite struct PresentationTests {
  private func card() -> View {
    let card = View(name: "card", center: Point(x: 100, y: 200), size: Size(width: 50, height: 50))
    card.alpha = 0.5
    return card
  }

  @Test func withoutContributionsPresentationIsTheModel() {
    let view = card()
    for property in ViewProperty.allCases {
      #expect(view.presentationValue(of: property, at: ms(123)) == view.modelValue(of: property), "\(property)")
      #expect(view.presentationVelocity(of: property, at: ms(123)) == 0, "\(property)")
    }
    #expect(view.modelValue(of: .centerY) == 200 && view.modelValue(of: .alpha) == 0.5)
    #expect(view.modelValue(of: .scaleX) == 1 && view.modelValue(of: .boundsWidth) == 50)
  }

  @Test func additiveContributionsStackAndTheirVelocitiesAdd() {
    let view = card()
    view.addContribution(LinearContribution(.centerX, offset: 10, rate: 100))
    view.addContribution(LinearContribution(.centerX, offset: -4, rate: -30))
    view.addContribution(LinearContribution(.centerY, offset: 1000))  // another property: ignored
    // 100 + (10 + 100 · 0.5) + (−4 − 30 · 0.5) = 141
    #expect(view.presentationValue(of: .centerX, at: ms(500)) == 141)
    #expect(view.presentationVelocity(of: .centerX, at: ms(500)) == 70)
    let sample = view.presentationSample(of: .centerX, at: ms(500))
    #expect(sample.value == 141 && sample.velocity == 70)
  }

  @Test func anAbsoluteContributionReplacesWhatIsBelow() {
    let view = card()
    view.addContribution(LinearContribution(.alpha, offset: 0.25, rate: 1))
    view.addContribution(LinearContribution(.alpha, offset: 0.1, rate: 0.5, composition: .absolute))
    #expect(view.presentationValue(of: .alpha, at: ms(200)) == 0.1 + 0.5 * 0.2)
    #expect(view.presentationVelocity(of: .alpha, at: ms(200)) == 0.5)
  }

  @Test func leftAndRightLimitsSeeAJump() {
    let view = card()
    let start = ms(350)
    let jump = LinearContribution(.centerX, offset: 30, rate: 812.5, start: start)
    view.addContribution(jump)
    #expect(view.presentationValue(of: .centerX, at: start, side: .left) == 100)
    #expect(view.presentationValue(of: .centerX, at: start, side: .right) == 130)
    #expect(view.presentationValue(of: .centerX, at: start) == 130, "right is the default")
    #expect(view.presentationVelocity(of: .centerX, at: start, side: .left) == 0)
    #expect(view.presentationVelocity(of: .centerX, at: start, side: .right) == 812.5)
    view.removeContribution(jump)
    #expect(view.contributions.isEmpty)
    #expect(view.presentationValue(of: .centerX, at: ms(400)) == 100)
  }

  @Test func interactionIsBlockedByAnAnimationOnTheViewOrAnAncestor() {
    let parent = card()
    let child = View(name: "child", center: .zero, size: Size(width: 1, height: 1))
    parent.addSubview(child)
    #expect(!child.isInteractionBlockedByAnimation)
    parent.addContribution(LinearContribution(.centerX, offset: 1, allowsUserInteraction: true))
    #expect(!child.isInteractionBlockedByAnimation)
    let blocking = LinearContribution(.alpha, offset: -0.1, allowsUserInteraction: false)
    parent.addContribution(blocking)
    #expect(child.isInteractionBlockedByAnimation && parent.isInteractionBlockedByAnimation)
    // The touch is swallowed by the parent's animation: it is the one a swallowed touch names.
    #expect(child.interactionBlockingAnimatedView === parent)
    parent.removeContribution(blocking)
    #expect(!child.isInteractionBlockedByAnimation)
  }
}
