import Testing

@testable import SeamlessEngine

/// `delaysTouchesBegan` and `delaysTouchesEnded`: what the view's touch observers see while
/// a recognizer could still recognize, and after it decides.
@Suite struct GestureTouchDelayTests {
  private let spot = Point(x: 200, y: 400)

  /// The card of ``gestureScene()`` with a touch observer logging "card phase id@ns".
  private func observedScene() -> (Engine, View, EventLog) {
    let (engine, card) = gestureScene()
    let log = EventLog()
    card.addTouchObserver(RecordingTouchObserver("card", log: log))
    return (engine, card, log)
  }

  /// The journal lines about withholding and cancelling touches for observers.
  private func holdLines(_ engine: Engine) -> [String] {
    engine.journal.entries.map(\.event.canonicalText).filter { line in
      ["touch-withheld", "touch-released", "touch-discarded", "touch-cancelled"].contains { line.hasPrefix($0) }
    }
  }

  /// A tap at `point`: down at `down` ms, up 60 ms later.
  private func tapSamples(_ id: UInt32, at down: Int64, _ point: Point) -> [InputEvent] {
    [touch(id, .began, at: ms(down), point.x, point.y), touch(id, .ended, at: ms(down + 60), point.x, point.y)]
  }

  @Test func theDefaultsAreUIKits() {
    let recognizer = PanGestureRecognizer(name: "pan")
    #expect(!recognizer.delaysTouchesBegan && recognizer.delaysTouchesEnded && recognizer.cancelsTouchesInView)
  }

  // MARK: - delaysTouchesBegan

  @Test func aDelayedBeganIsDeliveredWhenTheRecognizerFails() {
    let (engine, card, log) = observedScene()
    let press = LongPressGestureRecognizer(name: "press")
    press.delaysTouchesBegan = true
    card.addGestureRecognizer(press)
    // 5 pt at 20 ms (within the press's 10 pt), 15 pt at 30 ms: the press fails there.
    engine.enqueue(touch(1, .began, at: ms(10), spot.x, spot.y))
    engine.enqueue(touch(1, .moved, at: ms(20), spot.x + 5, spot.y))
    engine.enqueue(touch(1, .moved, at: ms(30), spot.x + 15, spot.y))
    engine.enqueue(touch(1, .ended, at: ms(40), spot.x + 15, spot.y))
    engine.advance(to: ms(100))
    // At the failure the observers get the withheld began and one move standing for the
    // moves they missed (the touch is at its latest location), then the failing move itself.
    #expect(
      log.lines == ["card began 1@30000000", "card moved 1@30000000", "card moved 1@30000000", "card ended 1@40000000"])
    #expect(
      holdLines(engine) == [
        #"touch-withheld id=1 view="card" phase=began recognizers=["press"]"#,
        #"touch-withheld id=1 view="card" phase=moved recognizers=["press"]"#,
        #"touch-released id=1 view="card" phases=began,moved"#,
      ])
    #expect(engine.journal.problems.isEmpty)
  }

  @Test func aDelayedBeganIsDiscardedWhenTheRecognizerBegins() {
    for cancels in [true, false] {
      let (engine, card, log) = observedScene()
      let press = LongPressGestureRecognizer(name: "press")
      press.delaysTouchesBegan = true
      press.cancelsTouchesInView = cancels
      card.addGestureRecognizer(press)
      engine.enqueue(touch(1, .began, at: ms(10), spot.x, spot.y))
      engine.enqueue(touch(1, .moved, at: ms(600), spot.x + 40, spot.y))
      engine.enqueue(touch(1, .ended, at: ms(700), spot.x + 40, spot.y))
      engine.advance(to: ms(800))
      // The press begins at frame 62 (516.67 ms): the observers never hear of the touch, and
      // nothing is cancelled because nothing was delivered.
      #expect(log.lines.isEmpty, "cancelsTouchesInView \(cancels): \(log.lines)")
      #expect(
        holdLines(engine) == [
          #"touch-withheld id=1 view="card" phase=began recognizers=["press"]"#,
          #"touch-discarded id=1 view="card" phases=began recognizer="press""#,
        ], "cancelsTouchesInView \(cancels)")
      #expect(engine.journal.problems.isEmpty)
    }
  }

  @Test func aTapThatDelaysBeganHidesTheWholeTouchWhenItRecognizes() {
    let (engine, card, log) = observedScene()
    let tap = TapGestureRecognizer(name: "tap")
    tap.delaysTouchesBegan = true
    card.addGestureRecognizer(tap)
    engine.enqueue(contentsOf: tapSamples(1, at: 10, spot))
    engine.advance(to: ms(200))
    #expect(log.lines.isEmpty)
    #expect(
      holdLines(engine) == [
        #"touch-withheld id=1 view="card" phase=began recognizers=["tap"]"#,
        #"touch-discarded id=1 view="card" phases=began recognizer="tap""#,
      ])
    #expect(engine.journal.transitions(of: "tap") == ["possible→ended recognizer", "ended→possible reset"])
  }

  @Test func aCancelledTouchReleasesItsDelayedBeganBeforeTheCancellation() {
    let (engine, card, log) = observedScene()
    let press = LongPressGestureRecognizer(name: "press")
    press.delaysTouchesBegan = true
    card.addGestureRecognizer(press)
    engine.enqueue(touch(1, .began, at: ms(10), spot.x, spot.y))
    engine.advance(to: ms(100))
    engine.beginIgnoringInteractionEvents()
    engine.endIgnoringInteractionEvents()
    // The cancellation fails the press, which releases the began; then the cancel arrives.
    #expect(log.lines == ["card began 1@100000000", "card cancelled 1@100000000"])
    #expect(
      holdLines(engine) == [
        #"touch-withheld id=1 view="card" phase=began recognizers=["press"]"#,
        #"touch-cancelled id=1 view="card" reason=ignoring-interaction-events-began"#,
        #"touch-released id=1 view="card" phases=began"#,
      ])
    #expect(engine.journal.problems.isEmpty)
  }

  // MARK: - delaysTouchesEnded

  /// A card with a double-tap recognizer named "double tap" (and a single tap that waits
  /// for it, if `withSingleTap`), an observer, and an action log.
  private func doubleTapScene(withSingleTap: Bool = false) -> (Engine, TapGestureRecognizer, EventLog, ActionLog) {
    let (engine, card, log) = observedScene()
    let doubleTap = TapGestureRecognizer(name: "double tap", numberOfTapsRequired: 2)
    let actions = ActionLog()
    if withSingleTap {
      let tap = TapGestureRecognizer(name: "tap")
      tap.require(toFail: doubleTap)
      card.addGestureRecognizer(tap)
      actions.watch(tap)
    }
    card.addGestureRecognizer(doubleTap)
    actions.watch(doubleTap)
    return (engine, doubleTap, log, actions)
  }

  @Test func aDoubleTapWithholdsTheFirstLiftUntilItFails() {
    let (engine, _, log, actions) = doubleTapScene()
    engine.enqueue(contentsOf: tapSamples(1, at: 10, spot))
    engine.advance(to: ms(1000))
    // The lift at 70 ms waits for the second tap; the window closes at 420 ms (a deadline runs
    // at its own instant), the double tap fails and the view gets its touchesEnded then.
    #expect(actions.lines.isEmpty)
    #expect(log.lines == ["card began 1@10000000", "card ended 1@420000000"])
    #expect(
      holdLines(engine) == [
        #"touch-withheld id=1 view="card" phase=ended recognizers=["double tap"]"#,
        #"touch-released id=1 view="card" phases=ended"#,
      ])
    #expect(engine.journal.problems.isEmpty)
  }

  @Test func aDoubleTapCancelsTheWithheldFirstLiftWhenItRecognizes() {
    let (engine, _, log, actions) = doubleTapScene()
    engine.enqueue(contentsOf: tapSamples(1, at: 10, spot))
    engine.enqueue(contentsOf: tapSamples(2, at: 200, spot))
    engine.advance(to: ms(1000))
    // The second lift (260 ms) recognizes: the withheld first touch and the second one are
    // cancelled for the view, before the action runs.
    #expect(actions.lines == ["double tap ended"])
    #expect(
      log.lines == [
        "card began 1@10000000", "card began 2@200000000", "card cancelled 1@260000000", "card cancelled 2@260000000",
      ])
    #expect(
      holdLines(engine) == [
        #"touch-withheld id=1 view="card" phase=ended recognizers=["double tap"]"#,
        #"touch-cancelled id=1 view="card" reason=gesture-recognized recognizer="double tap""#,
        #"touch-cancelled id=2 view="card" reason=gesture-recognized recognizer="double tap""#,
      ])
  }

  @Test func withoutDelaysTouchesEndedTheViewSeesTheFirstLiftAtOnce() {
    let (engine, doubleTap, log, actions) = doubleTapScene()
    doubleTap.delaysTouchesEnded = false
    engine.enqueue(contentsOf: tapSamples(1, at: 10, spot))
    engine.enqueue(contentsOf: tapSamples(2, at: 200, spot))
    engine.advance(to: ms(1000))
    #expect(actions.lines == ["double tap ended"])
    #expect(
      log.lines == ["card began 1@10000000", "card ended 1@70000000", "card began 2@200000000", "card cancelled 2@260000000"])
    #expect(holdLines(engine) == [#"touch-cancelled id=2 view="card" reason=gesture-recognized recognizer="double tap""#])
  }

  @Test func withoutCancelsTouchesInViewTheWithheldLiftIsDeliveredOnRecognition() {
    let (engine, doubleTap, log, actions) = doubleTapScene()
    doubleTap.cancelsTouchesInView = false
    engine.enqueue(contentsOf: tapSamples(1, at: 10, spot))
    engine.enqueue(contentsOf: tapSamples(2, at: 200, spot))
    engine.advance(to: ms(1000))
    #expect(actions.lines == ["double tap ended"])
    #expect(
      log.lines == ["card began 1@10000000", "card began 2@200000000", "card ended 1@260000000", "card ended 2@260000000"])
    #expect(
      holdLines(engine) == [
        #"touch-withheld id=1 view="card" phase=ended recognizers=["double tap"]"#,
        #"touch-released id=1 view="card" phases=ended"#,
      ])
  }

  @Test func theSingleTapThatWaitsForTheDoubleTapCancelsTheWithheldLiftWhenItFires() {
    let (engine, _, log, actions) = doubleTapScene(withSingleTap: true)
    engine.enqueue(contentsOf: tapSamples(1, at: 10, spot))
    engine.advance(to: ms(1000))
    // Both recognizers keep the lift: the single tap holds its recognition, the double tap
    // awaits a second tap. At 420 ms the double tap fails, the single tap fires and, with
    // cancelsTouchesInView, turns the withheld lift into a cancellation.
    #expect(actions.lines == ["tap ended"])
    #expect(log.lines == ["card began 1@10000000", "card cancelled 1@420000000"])
    #expect(
      holdLines(engine) == [
        #"touch-withheld id=1 view="card" phase=ended recognizers=["tap","double tap"]"#,
        #"touch-cancelled id=1 view="card" reason=gesture-recognized recognizer="tap""#,
      ])
    #expect(engine.journal.problems.isEmpty)
  }

  @Test func aTouchWithoutObserversIsNeverWithheld() {
    let (engine, card) = gestureScene()
    let doubleTap = TapGestureRecognizer(name: "double tap", numberOfTapsRequired: 2)
    let press = LongPressGestureRecognizer(name: "press")
    press.delaysTouchesBegan = true
    card.addGestureRecognizer(doubleTap)
    card.addGestureRecognizer(press)
    engine.enqueue(contentsOf: tapSamples(1, at: 10, spot))
    engine.advance(to: ms(1000))
    #expect(holdLines(engine).isEmpty)
    #expect(engine.journal.problems.isEmpty)
  }

  @Test func theJournalTextOfWithheldTouchesIsCanonical() {
    let events: [JournalEvent] = [
      .touchWithheld(touchID: 3, view: "card", phase: .moved, recognizers: ["a", "b \"c\""]),
      .touchReleased(touchID: 3, view: "card", phases: [.began, .moved, .ended]),
      .touchDiscarded(touchID: 3, view: "card", phases: [.began], recognizer: nil),
      .touchDiscarded(touchID: 3, view: "card", phases: [.began, .moved], recognizer: "press"),
    ]
    #expect(
      events.map(\.canonicalText) == [
        #"touch-withheld id=3 view="card" phase=moved recognizers=["a","b \"c\""]"#,
        #"touch-released id=3 view="card" phases=began,moved,ended"#,
        #"touch-discarded id=3 view="card" phases=began"#,
        #"touch-discarded id=3 view="card" phases=began,moved recognizer="press""#,
      ])
    #expect(events.allSatisfy { !$0.isProblem && $0.description == $0.canonicalText })
  }

  @Test func withholdingIsDeterministic() {
    func run() -> String {
      let (engine, _, log, actions) = doubleTapScene(withSingleTap: true)
      engine.enqueue(contentsOf: tapSamples(1, at: 10, spot))
      engine.enqueue(contentsOf: tapSamples(2, at: 200, spot + Point(x: 3, y: 0)))
      engine.enqueue(contentsOf: tapSamples(3, at: 900, spot))
      engine.advance(to: ms(2000))
      return "\(log.lines) \(actions.lines) \(engine.journal.digest.hex)"
    }
    #expect(run() == run())
  }
}
