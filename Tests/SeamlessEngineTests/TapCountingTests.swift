import Testing

@testable import SeamlessEngine

/// `Touch.tapCount` and the tap recognizer's limits between taps: the next tap must begin
/// within 0.35 s of the previous lift and within 45 pt of where it came down.
@Suite struct TapCountingTests {
  private let spot = Point(x: 200, y: 400)

  /// Records every touch's tapCount at `began`, as "id:count".
  private final class TapCounts: TouchObserver {
    var lines: [String] = []
    func touchesBegan(_ touches: [Touch], event: TouchEvent) {
      for touch in touches { lines.append("\(touch.id):\(touch.tapCount)") }
    }
    func touchesMoved(_ touches: [Touch], event: TouchEvent) {}
    func touchesEnded(_ touches: [Touch], event: TouchEvent) {}
    func touchesCancelled(_ touches: [Touch], event: TouchEvent) {}
  }

  /// A tap of finger `id` at `point`: down at `down` ms, up 60 ms later at the same place.
  private func tapSamples(_ id: UInt32, at down: Int64, _ point: Point) -> [InputEvent] {
    [touch(id, .began, at: ms(down), point.x, point.y), touch(id, .ended, at: ms(down + 60), point.x, point.y)]
  }

  @Test func consecutiveTapsNearbyCountOneTwoThree() {
    let (engine, card) = gestureScene()
    let counts = TapCounts()
    card.addTouchObserver(counts)
    // Lifts at 70, 370, 670 ms; each next tap begins 300 ms after the lift (< 350 ms) and
    // within 45 pt of the previous tap's touch-down, so the row continues; finger 4 begins
    // 360 ms after the lift at 670 ms (> 350 ms): a new row.
    engine.enqueue(contentsOf: tapSamples(1, at: 10, spot))
    engine.enqueue(contentsOf: tapSamples(2, at: 370, spot + Point(x: 30, y: 0)))
    engine.enqueue(contentsOf: tapSamples(3, at: 730, spot + Point(x: 30, y: 33)))
    engine.enqueue(contentsOf: tapSamples(4, at: 1150, spot))
    engine.advance(to: ms(1500))
    #expect(counts.lines == ["1:1", "2:2", "3:3", "4:1"])
  }

  @Test func theRowNeedsTheNextTouchWithin45PointsAnd350Milliseconds() {
    // (label, second touch-down offset from the first, delay after the first lift (ms), count)
    let cases: [(String, Point, Int64, Int)] = [
      ("same place, 350 ms (on the limit)", .zero, 350, 2),
      ("same place, 351 ms", .zero, 351, 1),
      ("45 pt away (on the limit)", Point(x: 27, y: 36), 100, 2),
      ("45.1 pt away", Point(x: 45.1, y: 0), 100, 1),
    ]
    for (label, offset, delay, expected) in cases {
      let (engine, card) = gestureScene()
      let counts = TapCounts()
      card.addTouchObserver(counts)
      engine.enqueue(contentsOf: tapSamples(1, at: 10, spot))
      engine.enqueue(contentsOf: tapSamples(2, at: 70 + delay, spot + offset))
      engine.advance(to: ms(1000))
      #expect(counts.lines == ["1:1", "2:\(expected)"], "\(label)")
    }
  }

  @Test func aDragOrACancelledTouchLeavesNoTap() {
    let (engine, card) = gestureScene()
    let counts = TapCounts()
    card.addTouchObserver(counts)
    // Finger 1 lifts 60 pt from where it came down: not a tap. Finger 2 is cancelled.
    engine.enqueue(touch(1, .began, at: ms(10), spot.x, spot.y))
    engine.enqueue(touch(1, .ended, at: ms(50), spot.x + 60, spot.y))
    engine.enqueue(touch(2, .began, at: ms(100), spot.x, spot.y))
    engine.enqueue(touch(2, .cancelled, at: ms(150), spot.x, spot.y))
    engine.enqueue(contentsOf: tapSamples(3, at: 200, spot))
    engine.enqueue(contentsOf: tapSamples(4, at: 300, spot))
    engine.advance(to: ms(1000))
    #expect(counts.lines == ["1:1", "2:1", "3:1", "4:2"])
  }

  @Test func twoFingersCannotContinueTheSameTap() {
    let (engine, card) = gestureScene()
    let counts = TapCounts()
    card.addTouchObserver(counts)
    engine.enqueue(contentsOf: tapSamples(1, at: 10, spot))
    engine.enqueue(touch(2, .began, at: ms(100), spot.x, spot.y))
    engine.enqueue(touch(3, .began, at: ms(110), spot.x + 10, spot.y))
    engine.advance(to: ms(200))
    #expect(counts.lines == ["1:1", "2:2", "3:1"])
  }

  /// A recognizer of `taps` taps named "taps", logging its actions.
  private func tapsScene(_ taps: Int) -> (Engine, TapGestureRecognizer, ActionLog) {
    let (engine, card) = gestureScene()
    let recognizer = TapGestureRecognizer(name: "taps", numberOfTapsRequired: taps)
    card.addGestureRecognizer(recognizer)
    let log = ActionLog()
    log.watch(recognizer)
    return (engine, recognizer, log)
  }

  @Test func aTripleTapRecognizesAtTheThirdLift() throws {
    let (engine, recognizer, log) = tapsScene(3)
    engine.enqueue(contentsOf: tapSamples(1, at: 10, spot))
    engine.enqueue(contentsOf: tapSamples(2, at: 300, spot))
    engine.advance(to: ms(500))
    #expect(log.lines.isEmpty && recognizer.tapsCompleted == 2 && recognizer.isAwaitingMoreTouches)
    engine.enqueue(contentsOf: tapSamples(3, at: 600, spot))
    engine.advance(to: ms(1200))
    #expect(log.lines == ["taps ended"])
    // The third tap lifts at 660 ms, delivered by frame 80 (666.67 ms at 120 Hz).
    #expect(engine.journal.instant(of: "taps", entering: .ended) == sampleTime(80))
    #expect(engine.journal.transitions(of: "taps") == ["possible→ended recognizer", "ended→possible reset"])
    #expect(engine.journal.problems.isEmpty)
  }

  @Test func aDoubleTapFailsWhenTheSecondTapIsTooFarAway() {
    for (dx, recognized) in [(45.0, true), (45.5, false)] {
      let (engine, _, log) = tapsScene(2)
      engine.enqueue(contentsOf: tapSamples(1, at: 10, spot))
      engine.enqueue(contentsOf: tapSamples(2, at: 200, spot + Point(x: dx, y: 0)))
      engine.advance(to: ms(1000))
      if recognized {
        #expect(log.lines == ["taps ended"], "\(dx) pt")
      } else {
        #expect(log.lines.isEmpty, "\(dx) pt")
        // Failed when the second finger came down (200 ms, frame 24), not at the lift.
        #expect(engine.journal.instant(of: "taps", entering: .failed) == sampleTime(24), "\(dx) pt")
        #expect(engine.journal.transitions(of: "taps") == ["possible→failed recognizer", "failed→possible reset"])
      }
    }
  }

  @Test func aDoubleTapFailsWhenTheSecondTapIsTooLate() {
    let (engine, _, log) = tapsScene(2)
    engine.enqueue(contentsOf: tapSamples(1, at: 10, spot))
    engine.enqueue(contentsOf: tapSamples(2, at: 500, spot))
    engine.advance(to: ms(1000))
    #expect(log.lines.isEmpty)
    // The window closes 350 ms after the lift at 70 ms: the deadline runs at its own instant,
    // 420 ms, between frames 50 and 51. The late second tap starts a new row and fails at its
    // own window.
    #expect(engine.journal.instant(of: "taps", entering: .failed) == ms(420))
    #expect(
      engine.journal.transitions(of: "taps") == [
        "possible→failed recognizer", "failed→possible reset", "possible→failed recognizer", "failed→possible reset",
      ])
  }

  @Test func aFarSecondTapReleasesTheSingleTapThatWaitedForTheDoubleTap() throws {
    let (engine, card) = gestureScene()
    let single = TapGestureRecognizer(name: "tap")
    let double = TapGestureRecognizer(name: "double tap", numberOfTapsRequired: 2)
    single.require(toFail: double)
    card.addGestureRecognizer(single)
    card.addGestureRecognizer(double)
    let log = ActionLog()
    log.watch(single)
    log.watch(double)
    engine.enqueue(contentsOf: tapSamples(1, at: 10, spot))
    engine.enqueue(contentsOf: tapSamples(2, at: 200, spot + Point(x: 100, y: 0)))
    engine.advance(to: ms(1000))
    // The second finger comes down 100 pt away at 200 ms (frame 24): the double tap fails
    // there, and the first tap, held since its lift, is recognized at once rather than at
    // the end of the window (430 ms).
    #expect(log.lines == ["tap ended"])
    #expect(engine.journal.instant(of: "double tap", entering: .failed) == sampleTime(24))
    #expect(engine.journal.instant(of: "tap", entering: .ended) == sampleTime(24))
    #expect(engine.journal.transitions(of: "tap").first == "possible→ended required-failures-failed")
    #expect(engine.journal.problems.isEmpty)
  }
}
