import Testing

@testable import SeamlessEngine

@Suite struct HitTestingTests {
  /// window 400×800 ⊃ back (the whole window) ⊃ nothing; window ⊃ card 100×100 at (200, 400).
  private func scene() -> (window: View, back: View, card: View) {
    let window = View(name: "window", center: Point(x: 200, y: 400), size: Size(width: 400, height: 800))
    let back = View(name: "back", frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let card = View(name: "card", center: Point(x: 200, y: 400), size: Size(width: 100, height: 100))
    window.addSubview(back)
    window.addSubview(card)
    return (window, back, card)
  }

  private func hit(_ window: View, _ x: Double, _ y: Double, at t: Instant = .zero, _ values: ValueLayer = .model)
    -> String?
  {
    window.hitTest(Point(x: x, y: y), at: t, values: values)?.name
  }

  @Test func frontMostSubviewWins() {
    let (window, back, _) = scene()
    #expect(hit(window, 200, 400) == "card")
    #expect(hit(window, 10, 10) == "back")
    window.bringSubviewToFront(back)
    #expect(hit(window, 200, 400) == "back")
  }

  @Test func nearEdgesAreInsideFarEdgesOutside() {
    let (window, _, _) = scene()
    #expect(hit(window, 150, 350) == "card")
    #expect(hit(window, 250, 400) == "back")
    #expect(hit(window, 200, 450) == "back")
    #expect(hit(window, 400, 10) == nil, "outside the window")
  }

  @Test func hiddenTransparentAndNonInteractiveViewsAreSkipped() {
    let (window, _, card) = scene()
    card.isHidden = true
    #expect(hit(window, 200, 400) == "back")
    card.isHidden = false
    card.alpha = 0.009
    #expect(hit(window, 200, 400) == "back")
    card.alpha = 0.01
    #expect(hit(window, 200, 400) == "card", "0.01 itself is still hittable")
    card.isUserInteractionEnabled = false
    #expect(hit(window, 200, 400) == "back")
  }

  @Test func rulesApplyToTheWholeSubtree() {
    let (window, _, card) = scene()
    let button = View(name: "button", center: Point(x: 50, y: 50), size: Size(width: 20, height: 20))
    card.addSubview(button)
    #expect(hit(window, 200, 400) == "button")
    card.isUserInteractionEnabled = false
    #expect(hit(window, 200, 400) == "back", "a disabled parent hides its enabled child")
    card.isUserInteractionEnabled = true
    card.isHidden = true
    #expect(hit(window, 200, 400) == "back")
  }

  @Test func subviewsOutsideTheirSuperviewCannotBeHitThere() {
    let (window, _, card) = scene()
    // Sticks out of the card's right edge: card x 0..<100, child x 90..<150 (card space).
    let tab = View(name: "tab", center: Point(x: 120, y: 50), size: Size(width: 60, height: 60))
    card.addSubview(tab)
    #expect(hit(window, 245, 400) == "tab")  // card space (95, 50): inside both
    #expect(hit(window, 280, 400) == "back")  // card space (130, 50): outside the card
  }

  @Test func hitTestingFollowsTheModelTransform() {
    let (window, _, card) = scene()
    #expect(hit(window, 240, 400) == "card")
    #expect(hit(window, 260, 400) == "back")
    card.scaleX = 2  // now 200 wide: x 100..<300
    #expect(hit(window, 260, 400) == "card")
    card.scaleX = 1
    card.bounds.size = Size(width: 200, height: 20)
    card.rotation = .pi / 2  // a vertical bar 20 wide, 200 tall
    #expect(hit(window, 200, 480) == "card")
    #expect(hit(window, 280, 400) == "back")
    card.translation = Point(x: 0, y: -300)  // the bar now spans y 0..<200
    #expect(hit(window, 200, 150) == "card")
    #expect(hit(window, 200, 480) == "back")
  }

  @Test func presentationValuesOnRequestOrPerView() {
    let (window, _, card) = scene()
    // An animation has moved the card 150 pt right on screen; the model is unchanged.
    card.addContribution(LinearContribution(.centerX, offset: 150))
    #expect(hit(window, 200, 400) == "card", "model values: where the app put it")
    #expect(hit(window, 350, 400) == "back")
    #expect(hit(window, 200, 400, .presentation) == "back", "presentation values: where it is on screen")
    #expect(hit(window, 350, 400, .presentation) == "card")
    card.hitTestsPresentationValues = true  // the hitTest override of seeds/wwdc2014-236
    #expect(hit(window, 200, 400) == "back")
    #expect(hit(window, 350, 400) == "card")
  }

  @Test func presentationHitTestingDependsOnTheInstant() {
    let (window, _, card) = scene()
    card.hitTestsPresentationValues = true
    card.addContribution(LinearContribution(.centerY, offset: 0, rate: -400, start: ms(100)))  // 400 pt/s up
    #expect(hit(window, 200, 250, at: ms(100)) == "back")
    #expect(hit(window, 200, 250, at: ms(500)) == "card")  // centre y 400 − 160 = 240
    #expect(hit(window, 200, 400, at: ms(500)) == "back")
    // A view scaled on screen is hit where it is drawn.
    card.addContribution(LinearContribution(.scaleX, offset: 2, composition: .absolute))
    #expect(hit(window, 290, 240, at: ms(500)) == "card")  // 200 wide on screen: x 100..<300
  }

  @Test func theSwitchAlsoWorksWhenCalledOnTheMovedViewItself() {
    let (window, _, card) = scene()
    defer { withExtendedLifetime(window) {} }  // superviews are weak: keep the root alive
    card.addContribution(LinearContribution(.centerX, offset: 150))
    card.hitTestsPresentationValues = true
    // (50, 50) in the card's model space is window (200, 400); on screen that is left of
    // the card, which now spans x 300..<400.
    #expect(card.hitTest(Point(x: 50, y: 50), at: .zero) == nil)
    // Window (350, 400) is card-model (200, 50) and on screen the card's centre.
    #expect(card.hitTest(Point(x: 200, y: 50), at: .zero)?.name == "card")
  }
}

/// One concept for where a moving view is hit-tested: at its model under a block animation (as
/// UIKit does), where it is shown under a property animator (UIKit's default,
/// `isManualHitTestingEnabled` false) or when the view overrides hit testing
/// (`hitTestsPresentationValues`).
@Suite struct AnimatedHitTestingTests {
  /// The window 390 × 844 with a back view filling it and a 100 × 100 card at (195, 600),
  /// moving up to (195, 200) over 1 s, linearly; the touch goes where the card is shown at
  /// 0.5 s: (195, 400).
  func hitMidFlight(animator: Bool, manual: Bool = false, override: Bool = false) -> String? {
    let engine = Engine(displaySize: Size(width: 390, height: 844), frameRate: 60)
    let back = View(name: "back", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let card = View(name: "card", center: Point(x: 195, y: 600), size: Size(width: 100, height: 100))
    card.hitTestsPresentationValues = override
    engine.window.addSubview(back)
    engine.window.addSubview(card)
    if animator {
      let slide = PropertyAnimator(engine: engine, name: "slide", duration: 1, timing: .cubic(.linear)) { card.center.y = 200 }
      slide.isManualHitTestingEnabled = manual
      slide.startAnimation()
    } else {
      engine.animate(withDuration: 1, options: [.curveLinear, .allowUserInteraction]) { card.center.y = 200 }
    }
    engine.advance(to: Instant(nanoseconds: 500_000_000))
    return engine.window.hitTest(Point(x: 195, y: 400), at: engine.now)?.name
  }

  @Test func aViewAnAnimatorDrivesIsCaughtWhereItIsShown() {
    #expect(hitMidFlight(animator: true) == "card")
    #expect(hitMidFlight(animator: true, manual: true) == "back", "the app hit-tests it itself: at its model, (195, 200)")
    #expect(hitMidFlight(animator: true, manual: true, override: true) == "card")
  }

  @Test func aViewABlockAnimatesIsHitTestedAtItsModelUnlessItOverrides() {
    #expect(hitMidFlight(animator: false) == "back")
    #expect(hitMidFlight(animator: false, override: true) == "card")
  }
}
