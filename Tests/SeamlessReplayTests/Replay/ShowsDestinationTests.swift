import SeamlessEngine
import SeamlessReplay
import Testing

/// `shows-destination` follows the views a transition went to, not their names.
@Suite struct ShowsDestinationTests {
  /// A card with a face and a back (the back hidden), named alike on every card.
  func card(_ name: String, x: Double, in engine: Engine) -> (View, View, View) {
    let card = View(name: name, center: Point(x: x, y: 300), size: Size(width: 100, height: 150))
    let face = View(name: "face", center: Point(x: 50, y: 75), size: Size(width: 100, height: 150))
    let back = View(name: "back", center: Point(x: 50, y: 75), size: Size(width: 100, height: 150))
    back.isHidden = true
    engine.window.addSubview(card)
    card.addSubview(face)
    card.addSubview(back)
    return (card, face, back)
  }

  func verdict(hidingTheDestinationAfterwards: Bool) -> [String] {
    let engine = Engine(displaySize: Size(width: 390, height: 844), frameRate: 60)
    _ = card("left", x: 100, in: engine)  // first in the tree, its back hidden all along
    let (_, face, back) = card("right", x: 280, in: engine)
    let checker = ShowsDestination().makeChecker(for: ReplayRun(engine: engine, scene: nil, sceneName: "cards"))
    engine.journal.addObserver { checker.observe($0) }
    engine.transition(from: face, to: back, duration: 0.3, options: [.transitionFlipFromLeft, .showHideTransitionViews])
    engine.advance(to: Instant(nanoseconds: 500_000_000))
    if hidingTheDestinationAfterwards { back.isHidden = true }
    let run = ReplayRun(engine: engine, settle: engine.advanceUntilIdle())
    return checker.finish(run).map(\.message)
  }

  @Test func theRightCardsBackIsJudgedNotTheFirstViewCalledBack() {
    #expect(verdict(hidingTheDestinationAfterwards: false).isEmpty)
    let messages = verdict(hidingTheDestinationAfterwards: true)
    #expect(messages.count == 1)
    #expect(messages.first?.contains(#""back" — where the last transition of "right""#) == true)
  }
}
