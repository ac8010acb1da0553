import Testing

@testable import SeamlessEngine

@Suite struct TouchDeliveryTests {
  /// An engine with a 400×800 window holding a card 200×100 at (200, 400), scaled 2 and so
  /// 400×200 on screen (x 0..<400, y 300..<500); observers log as "window…"/"card…".
  private func scene() -> (engine: Engine, card: View, log: EventLog) {
    let engine = Engine(displaySize: Size(width: 400, height: 800), frameRate: 60)
    let card = View(name: "card", center: Point(x: 200, y: 400), size: Size(width: 200, height: 100))
    card.scaleX = 2
    card.scaleY = 2
    engine.window.addSubview(card)
    let log = EventLog()
    card.addTouchObserver(RecordingTouchObserver("card", log: log))
    engine.window.addTouchObserver(RecordingTouchObserver("window", log: log))
    return (engine, card, log)
  }

  @Test func aTouchGoesToTheHitViewsObserversThenItsAncestors() throws {
    let (engine, card, log) = scene()
    let late = RecordingTouchObserver("late", log: log)
    engine.enqueue(touch(1, .began, at: ms(5), 300, 450))
    engine.advance(to: ms(20))
    card.addTouchObserver(late)  // after began: not one of this touch's observers
    engine.enqueue(touch(1, .moved, at: ms(21), 320, 460))
    engine.enqueue(touch(1, .ended, at: ms(30), 340, 470))
    engine.advance(to: ms(50))
    #expect(
      log.lines == [
        "card began 1@5000000", "window began 1@5000000", "card moved 1@21000000", "window moved 1@21000000",
        "card ended 1@30000000", "window ended 1@30000000",
      ])
    #expect(
      engine.journal.lines("touch") == [
        "touch-delivered id=1 phase=began time=5000000 x=300.0 y=450.0 view=\"card\" observers=2",
        "touch-delivered id=1 phase=moved time=21000000 x=320.0 y=460.0 view=\"card\" observers=2",
        "touch-delivered id=1 phase=ended time=30000000 x=340.0 y=470.0 view=\"card\" observers=2",
      ])
    #expect(engine.activeTouches.isEmpty)
    #expect(engine.journal.problems.isEmpty)
  }

  @Test func aTouchKeepsItsIdentityViewAndLocations() throws {
    let (engine, card, log) = scene()
    let observer = RecordingTouchObserver("probe", log: log)
    card.addTouchObserver(observer)
    engine.enqueue(touch(4, .began, at: ms(5), 300, 450))
    engine.enqueue(touch(4, .moved, at: ms(10), 320, 460))
    engine.advance(to: ms(20))
    let first = try #require(observer.touches.first)
    #expect(observer.touches.allSatisfy { $0 === first })
    #expect(first.id == 4 && first.phase == .moved && first.timestamp == ms(10))
    #expect(first.view === card && first.window === engine.window && first.tapCount == 1)
    #expect(first.location(in: nil) == Point(x: 320, y: 460))
    // Window (320, 460) in the card: − centre (200, 400) = (120, 60); ÷ 2 = (60, 30);
    // + bounds centre (100, 50) = (160, 80). The previous location (300, 450) ↦ (150, 75).
    #expect(close(first.location(in: card), Point(x: 160, y: 80)))
    #expect(close(first.previousLocation(in: card), Point(x: 150, y: 75)))
    let stranger = View(name: "stranger", center: .zero, size: Size(width: 1, height: 1))
    #expect(first.location(in: stranger) == nil)
    #expect(engine.activeTouches.map(\.id) == [4])
  }

  @Test func stationarySamplesUpdateButDoNotCallObservers() {
    let (engine, _, log) = scene()
    engine.enqueue(touch(1, .began, at: ms(1), 300, 450))
    engine.enqueue(touch(1, .stationary, at: ms(9), 300, 450))
    engine.advance(to: ms(20))
    #expect(log.lines == ["card began 1@1000000", "window began 1@1000000"])
    #expect(engine.activeTouches.first?.timestamp == ms(9))
    #expect(engine.journal.lines("touch-delivered id=1 phase=stationary").count == 1)
  }

  @Test func multipleTouchesSeeEachOtherInTheEvent() {
    let (engine, card, _) = scene()
    final class Counter: TouchObserver {
      var counts: [Int] = []
      func touchesBegan(_ touches: [Touch], event: TouchEvent) { counts.append(event.allTouches.count) }
      func touchesMoved(_ touches: [Touch], event: TouchEvent) { counts.append(event.allTouches.count) }
      func touchesEnded(_ touches: [Touch], event: TouchEvent) { counts.append(event.allTouches.count) }
      func touchesCancelled(_ touches: [Touch], event: TouchEvent) {}
    }
    let counter = Counter()
    card.addTouchObserver(counter)
    engine.enqueue(touch(1, .began, at: ms(1), 100, 400))
    engine.enqueue(touch(2, .began, at: ms(2), 300, 400))
    engine.enqueue(touch(1, .ended, at: ms(3), 100, 400))
    engine.enqueue(touch(2, .moved, at: ms(4), 310, 400))
    engine.advance(to: ms(20))
    #expect(counter.counts == [1, 2, 2, 1])
  }

  @Test func ignoringCounterNestsAndDropsTouches() {
    let (engine, _, log) = scene()
    engine.beginIgnoringInteractionEvents()
    engine.beginIgnoringInteractionEvents()
    #expect(engine.ignoringInteractionEventsCount == 2 && engine.isIgnoringInteractionEvents)
    engine.enqueue(touch(1, .began, at: ms(5), 300, 450))
    engine.advance(to: ms(20))
    engine.endIgnoringInteractionEvents()
    #expect(engine.isIgnoringInteractionEvents, "the outer begin still holds")
    engine.endIgnoringInteractionEvents()
    #expect(!engine.isIgnoringInteractionEvents)
    // The rest of touch 1 is dropped even though ignoring has ended; touch 2 is delivered.
    engine.enqueue(touch(1, .moved, at: ms(25), 310, 450))
    engine.enqueue(touch(2, .began, at: ms(26), 300, 450))
    engine.enqueue(touch(1, .ended, at: ms(30), 320, 450))
    engine.enqueue(touch(1, .began, at: ms(40), 300, 450))  // the id is free again
    engine.advance(to: ms(50))
    #expect(
      log.lines == [
        "card began 2@26000000", "window began 2@26000000", "card began 1@40000000", "window began 1@40000000",
      ])
    #expect(
      engine.journal.entries.map(\.event.canonicalText).filter { !$0.hasPrefix("frame") } == [
        "ignoring-interaction-events from=0 to=1 caller=\"SeamlessEngineTests/TouchDeliveryTests.swift:96\"",
        "ignoring-interaction-events from=1 to=2 caller=\"SeamlessEngineTests/TouchDeliveryTests.swift:97\"",
        "touch-dropped id=1 phase=began time=5000000 x=300.0 y=450.0 reason=ignoring-interaction-events",
        "ignoring-interaction-events from=2 to=1 caller=\"SeamlessEngineTests/TouchDeliveryTests.swift:101\"",
        "ignoring-interaction-events from=1 to=0 caller=\"SeamlessEngineTests/TouchDeliveryTests.swift:103\"",
        "touch-dropped id=1 phase=moved time=25000000 x=310.0 y=450.0 reason=rest-of-dropped-sequence",
        "identified kind=view id=1 name=\"card\"",
        "touch-delivered id=2 phase=began time=26000000 x=300.0 y=450.0 view=\"card\" observers=2",
        "touch-dropped id=1 phase=ended time=30000000 x=320.0 y=450.0 reason=rest-of-dropped-sequence",
        "touch-delivered id=1 phase=began time=40000000 x=300.0 y=450.0 view=\"card\" observers=2",
      ])
    #expect(engine.journal.problems.isEmpty)
  }

  @Test func overReleasingIsARecordedProgrammerError() {
    let (engine, _, _) = scene()
    engine.advance(to: ms(10))
    engine.endIgnoringInteractionEvents()
    #expect(engine.ignoringInteractionEventsCount == 0)
    engine.beginIgnoringInteractionEvents()
    engine.endIgnoringInteractionEvents()
    engine.endIgnoringInteractionEvents()
    #expect(engine.ignoringInteractionEventsCount == 0)
    let problems = engine.journal.problems
    #expect(problems.count == 2)
    #expect(
      problems.map(\.canonicalText)
        == Array(repeating: "10000000 programmer-error unbalanced-end-ignoring-interaction-events", count: 2))
    #expect(
      problems.first?.description
        == "t=0.010000000 s: endIgnoringInteractionEvents() called while the ignore counter is 0; every end must "
        + "balance an earlier beginIgnoringInteractionEvents(), so the call was ignored")
  }

  @Test func beginningToIgnoreCancelsTouchesInFlight() {
    let (engine, _, log) = scene()
    engine.enqueue(touch(1, .began, at: ms(5), 300, 450))
    engine.enqueue(touch(1, .moved, at: ms(25), 310, 450))
    engine.enqueue(touch(1, .ended, at: ms(40), 320, 450))
    engine.advance(to: ms(20))
    engine.beginIgnoringInteractionEvents()
    #expect(engine.activeTouches.isEmpty)
    engine.endIgnoringInteractionEvents()
    engine.advance(to: ms(50))
    #expect(
      log.lines == [
        "card began 1@5000000", "window began 1@5000000", "card cancelled 1@20000000", "window cancelled 1@20000000",
      ])
    #expect(
      engine.journal.lines("touch-") == [
        "touch-delivered id=1 phase=began time=5000000 x=300.0 y=450.0 view=\"card\" observers=2",
        "touch-cancelled id=1 view=\"card\" reason=ignoring-interaction-events-began",
        "touch-dropped id=1 phase=moved time=25000000 x=310.0 y=450.0 reason=rest-of-dropped-sequence",
        "touch-dropped id=1 phase=ended time=40000000 x=320.0 y=450.0 reason=rest-of-dropped-sequence",
      ])
  }

  @Test func beginningToIgnoreFromInsideADeliveryCancelsAfterIt() {
    let (engine, card, log) = scene()
    let trigger = RecordingTouchObserver("trigger", log: log)
    trigger.onBegan = { engine.beginIgnoringInteractionEvents() }
    card.addTouchObserver(trigger)
    engine.enqueue(touch(1, .began, at: ms(5), 300, 450))
    engine.enqueue(touch(2, .began, at: ms(6), 100, 450))
    engine.advance(to: ms(20))
    // Touch 1's began reaches every observer first; then touch 1 is cancelled; touch 2,
    // arriving while ignoring, is dropped.
    #expect(
      log.lines == [
        "card began 1@5000000", "trigger began 1@5000000", "window began 1@5000000",
        "card cancelled 1@16666666", "trigger cancelled 1@16666666", "window cancelled 1@16666666",
      ])
    #expect(engine.journal.lines("touch-dropped").map { $0.hasSuffix("reason=ignoring-interaction-events") } == [true])
  }

  @Test func malformedInputIsRecordedNotTrusted() {
    let (engine, _, log) = scene()
    engine.advance(to: ms(10))
    engine.enqueue(touch(1, .began, at: ms(9), 300, 450))  // before now
    engine.enqueue(touch(9, .moved, at: ms(11), 300, 450))  // unknown touch
    engine.enqueue(touch(1, .began, at: ms(12), 300, 450))
    engine.enqueue(touch(1, .began, at: ms(13), 300, 450))  // already down
    engine.enqueue(touch(1, .moved, at: ms(12), 300, 450))  // out of order
    engine.enqueue(touch(1, .moved, at: ms(14), .nan, 450))  // not finite
    engine.enqueue(touch(3, .ended, at: ms(15), 300, 450))  // never began
    engine.advance(to: ms(20))
    #expect(log.lines == ["card began 1@12000000", "window began 1@12000000"])
    #expect(
      engine.journal.problems.map(\.canonicalText) == [
        "10000000 input-rejected id=1 phase=began time=9000000 x=300.0 y=450.0 reason=before-now now=10000000",
        "10000000 input-rejected id=1 phase=moved time=12000000 x=300.0 y=450.0 reason=out-of-order previous=13000000",
        "10000000 input-rejected id=1 phase=moved time=14000000 x=nan y=450.0 reason=non-finite-location",
        "16666666 input-rejected id=9 phase=moved time=11000000 x=300.0 y=450.0 reason=unknown-touch",
        "16666666 input-rejected id=1 phase=began time=13000000 x=300.0 y=450.0 reason=began-while-down",
        "16666666 input-rejected id=3 phase=ended time=15000000 x=300.0 y=450.0 reason=unknown-touch",
      ])
    #expect(engine.activeTouches.map(\.id) == [1])
    #expect(
      engine.journal.problems[1].description
        == "t=0.010000000 s: input touch 1 moved at (300.0, 450.0) t=0.012000000 s refused: the sample enqueued "
        + "before it is at t=0.013000000 s; input must be enqueued in time order")
  }

  @Test func touchesThatHitNothingAreDroppedWithTheirSequence() {
    let (engine, _, log) = scene()
    engine.window.isUserInteractionEnabled = false
    engine.enqueue(touch(1, .began, at: ms(1), 300, 450))
    engine.enqueue(touch(1, .ended, at: ms(2), 300, 450))
    engine.advance(to: ms(20))
    #expect(log.lines.isEmpty)
    #expect(
      engine.journal.lines("touch-dropped") == [
        "touch-dropped id=1 phase=began time=1000000 x=300.0 y=450.0 reason=no-view-hit",
        "touch-dropped id=1 phase=ended time=2000000 x=300.0 y=450.0 reason=rest-of-dropped-sequence",
      ])
  }

  @Test func anAnimationWithoutUserInteractionSwallowsTheTouch() {
    let (engine, card, log) = scene()
    let animation = LinearContribution(.centerY, offset: 0, rate: 100, allowsUserInteraction: false)
    card.addContribution(animation)
    engine.enqueue(touch(1, .began, at: ms(1), 300, 450))
    engine.enqueue(touch(1, .ended, at: ms(2), 300, 450))
    engine.advance(to: ms(20))
    #expect(log.lines.isEmpty)
    #expect(
      engine.journal.lines("touch-dropped id=1 phase=began").first?.hasSuffix(
        "reason=animation-disallows-interaction view=\"card\"") == true)
  }

  @Test func anAnimationThatAllowsInteractionIsGrabbedWhereItIsOnScreen() {
    let engine = Engine(displaySize: Size(width: 400, height: 800))
    let card = View(name: "card", center: Point(x: 200, y: 200), size: Size(width: 100, height: 100))
    engine.window.addSubview(card)
    let log = EventLog()
    card.addTouchObserver(RecordingTouchObserver("card", log: log))
    // Falling at 1000 pt/s since t = 0 with allowUserInteraction; the model is already at
    // the destination (y = 200 + 1000 pt would be off screen, so the model stays and the
    // contribution carries the motion: presentation y = 200 + 1000 · t).
    card.addContribution(LinearContribution(.centerY, offset: 0, rate: 1000, allowsUserInteraction: true))
    card.hitTestsPresentationValues = true
    // Frame 6 is at 100 ms: the card is drawn at y 300 (250..<350).
    engine.enqueue(touch(1, .began, at: ms(95), 200, 320))
    engine.enqueue(touch(2, .began, at: ms(96), 200, 200))  // where the model is: the card is not there
    engine.advance(to: ms(100))
    #expect(log.lines == ["card began 1@95000000"])
    #expect(
      engine.journal.lines("touch-delivered") == [
        "touch-delivered id=1 phase=began time=95000000 x=200.0 y=320.0 view=\"card\" observers=1",
        "touch-delivered id=2 phase=began time=96000000 x=200.0 y=200.0 view=\"window\" observers=0",
      ])
  }
}
