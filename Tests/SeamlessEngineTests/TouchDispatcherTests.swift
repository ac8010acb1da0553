import Testing

@testable import SeamlessEngine

/// Touch dispatch alone: a ``TouchDispatcher`` with its own journal, clock and window (no
/// engine), samples delivered by hand.
@Suite struct TouchDispatcherTests {
  /// Logs each call it gets as "phase id".
  final class Log: TouchObserver {
    var calls: [String] = []
    func touchesBegan(_ touches: [Touch], event: TouchEvent) { calls += touches.map { "began \($0.id)" } }
    func touchesMoved(_ touches: [Touch], event: TouchEvent) { calls += touches.map { "moved \($0.id)" } }
    func touchesEnded(_ touches: [Touch], event: TouchEvent) { calls += touches.map { "ended \($0.id)" } }
    func touchesCancelled(_ touches: [Touch], event: TouchEvent) { calls += touches.map { "cancelled \($0.id)" } }
  }

  let journal = Journal()
  let clock: VirtualClock
  let window = View(name: "window", center: Point(x: 200, y: 400), size: Size(width: 400, height: 800))
  let card = View(name: "card", center: Point(x: 200, y: 400), size: Size(width: 200, height: 200))
  let log = Log()
  let dispatcher: TouchDispatcher

  init() {
    clock = VirtualClock(journal: journal)
    window.addSubview(card)
    card.addTouchObserver(log)
    let identities = IdentityRegistry(journal: journal, window: window, clock: clock)
    dispatcher = TouchDispatcher(
      journal: journal, clock: clock, window: window, sampler: FrameSampler(), identities: identities,
      arbiter: GestureArbiter(journal: journal, clock: clock))
  }

  func sample(_ id: UInt32, _ phase: Touch.Phase, x: Double, y: Double, ms: Int64) -> InputEvent {
    InputEvent(time: .zero + .milliseconds(ms), touchID: id, phase: phase, x: x, y: y)
  }

  /// Delivers every queued sample, as the engine's frames do.
  func deliverQueued() {
    while dispatcher.inputHead < dispatcher.inputQueue.count {
      let input = dispatcher.inputQueue[dispatcher.inputHead]
      dispatcher.inputHead += 1
      dispatcher.deliver(input)
    }
    dispatcher.compactInputQueue()
  }

  var kinds: [String] { journal.entries.map { String($0.event.canonicalText.prefix { $0 != " " }) } }

  @Test func aTouchOnAViewReachesItsObserversThroughItsWholeLife() {
    for event in [
      sample(1, .began, x: 200, y: 400, ms: 0), sample(1, .moved, x: 210, y: 400, ms: 8), sample(1, .ended, x: 220, y: 400, ms: 16),
    ] {
      dispatcher.enqueue(event)
    }
    deliverQueued()
    #expect(log.calls == ["began 1", "moved 1", "ended 1"])
    #expect(dispatcher.activeTouches.isEmpty && dispatcher.touchDowns == 1 && dispatcher.touchDownsOnViews == 1)
    #expect(dispatcher.inputQueue.isEmpty && dispatcher.inputHead == 0)
    #expect(dispatcher.generation > 0)
  }

  @Test func malformedInputIsRefusedAndJournaledNotDelivered() {
    dispatcher.enqueue(sample(1, .began, x: .nan, y: 400, ms: 0))
    dispatcher.enqueue(sample(1, .began, x: 200, y: 400, ms: 10))
    dispatcher.enqueue(sample(2, .began, x: 200, y: 400, ms: 5))  // out of order
    deliverQueued()
    dispatcher.deliver(sample(1, .began, x: 200, y: 400, ms: 12))  // already down
    dispatcher.deliver(sample(9, .moved, x: 200, y: 400, ms: 12))  // never began
    #expect(log.calls == ["began 1"])
    #expect(kinds.filter { $0 == "input-rejected" }.count == 4, "\(kinds)")
  }

  @Test func ignoringInteractionCancelsTheTouchesDownAndDropsNewOnesWhole() {
    dispatcher.deliver(sample(1, .began, x: 200, y: 400, ms: 0))
    dispatcher.beginIgnoringInteractionEvents(caller: "Tests:1")
    #expect(log.calls == ["began 1", "cancelled 1"] && dispatcher.activeTouches.isEmpty)
    dispatcher.deliver(sample(1, .moved, x: 210, y: 400, ms: 8))  // the rest of a cancelled touch
    dispatcher.deliver(sample(2, .began, x: 200, y: 400, ms: 10))  // dropped with its sequence
    dispatcher.deliver(sample(2, .ended, x: 200, y: 400, ms: 20))
    dispatcher.endIgnoringInteractionEvents(caller: "Tests:2")
    dispatcher.endIgnoringInteractionEvents(caller: "Tests:3")  // unbalanced
    #expect(log.calls == ["began 1", "cancelled 1"])
    #expect(dispatcher.touchDowns == 2 && dispatcher.touchDownsOnViews == 1)
    #expect(kinds.filter { $0 == "touch-dropped" }.count == 3, "\(kinds)")
    #expect(kinds.last == "programmer-error" && dispatcher.ignoringInteractionEventsCount == 0)
  }

  @Test func aTouchOutsideEveryViewButTheWindowLandsOnTheWindow() {
    dispatcher.deliver(sample(1, .began, x: 20, y: 20, ms: 0))
    #expect(log.calls.isEmpty && dispatcher.touchDowns == 1 && dispatcher.touchDownsOnViews == 0)
    #expect(dispatcher.activeTouches.first?.view === window)
  }
}
