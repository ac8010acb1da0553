import Testing

@testable import SeamlessEngine

/// Views, recognizers, animators and counters get numbers in the journal, and names tell
/// them apart: a second live object with a taken name is a recorded programmer error.
@Suite struct IdentityTests {
  func duplicates(_ engine: Engine) -> [String] {
    engine.journal.entries.compactMap { entry in
      if case .programmerError(.duplicateName(let kind, let name, let first, let second)) = entry.event {
        "\(kind.rawValue) \(name) \(first) \(second)"
      } else {
        nil
      }
    }
  }

  func identified(_ engine: Engine) -> [String] {
    engine.journal.entries.compactMap { entry in
      if case .identified(let kind, let id, let name) = entry.event { "\(kind.rawValue)#\(id) \(name)" } else { nil }
    }
  }

  @Test func objectsAreNumberedInTheOrderTheRunMeetsThem() {
    let engine = Engine()
    let card = View(name: "card", center: Point(x: 195, y: 400), size: Size(width: 100, height: 100))
    let badge = View(name: "badge", center: Point(x: 100, y: 100), size: Size(width: 40, height: 40))
    engine.window.addSubview(card)
    engine.window.addSubview(badge)
    engine.animate(withDuration: 0.2) { badge.alpha = 0.5 }
    card.center.y = 300
    let counter = TransitionCounter(name: "transitions", engine: engine)
    let slide = PropertyAnimator(engine: engine, name: "slide", duration: 0.3) { card.center.y = 200 }
    #expect(identified(engine) == ["view#1 badge", "view#2 card", "counter#1 transitions", "animator#1 slide"])
    #expect(engine.identities.id(of: badge) == 1 && engine.identities.id(of: card) == 2)
    #expect(counter.journalID == 1 && slide.journalID == 1)
    #expect(duplicates(engine).isEmpty)
  }

  @Test func twoLiveViewsWithOneNameAreAnError() {
    let engine = Engine()
    let first = View(name: "card", center: Point(x: 100, y: 400), size: Size(width: 100, height: 100))
    let second = View(name: "card", center: Point(x: 300, y: 400), size: Size(width: 100, height: 100))
    engine.window.addSubview(first)
    engine.window.addSubview(second)
    first.alpha = 0.5
    second.alpha = 0.5
    #expect(duplicates(engine) == ["view card 1 2"])
    #expect(engine.journal.problems.first?.event.description.contains("two views are named \"card\"") == true)
  }

  @Test func aViewMadeAnewUnderAnOldNameIsFine() {
    let engine = Engine()
    let first = View(name: "bird", center: Point(x: 100, y: 400), size: Size(width: 100, height: 100))
    engine.window.addSubview(first)
    first.alpha = 0.5
    first.removeFromSuperview()
    let second = View(name: "bird", center: Point(x: 100, y: 400), size: Size(width: 100, height: 100))
    engine.window.addSubview(second)
    second.alpha = 0.5
    #expect(duplicates(engine).isEmpty)
    #expect(identified(engine) == ["view#1 bird", "view#2 bird"])
  }

  @Test func animatorsAndCountersMayNotReuseANameAtAll() {
    let engine = Engine()
    do { _ = PropertyAnimator(engine: engine, name: "slide", duration: 0.3) }
    _ = PropertyAnimator(engine: engine, name: "slide", duration: 0.3)
    _ = TransitionCounter(name: "t", engine: engine)
    _ = TransitionCounter(name: "t", engine: engine)
    #expect(duplicates(engine) == ["animator slide 1 2", "counter t 1 2"])
  }
}
