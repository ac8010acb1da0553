#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing

@testable import SeamlessEngine

@Suite struct GestureArbitrationTests {
  private let spot = Point(x: 200, y: 400)

  private func tapScene() -> (Engine, TapGestureRecognizer, TapGestureRecognizer, ActionLog) {
    let (engine, card) = gestureScene()
    let tap = TapGestureRecognizer(name: "tap")
    let doubleTap = TapGestureRecognizer(name: "double tap", numberOfTapsRequired: 2)
    tap.require(toFail: doubleTap)
    card.addGestureRecognizer(tap)
    card.addGestureRecognizer(doubleTap)
    let log = ActionLog()
    log.watch(tap)
    log.watch(doubleTap)
    return (engine, tap, doubleTap, log)
  }

  @Test func aSingleTapWaitsForTheDoubleTapWindowThenFires() throws {
    let (engine, tap, doubleTap, log) = tapScene()
    engine.enqueue(touch(1, .began, at: ms(10), spot.x, spot.y))
    engine.enqueue(touch(1, .ended, at: ms(80), spot.x + 2, spot.y))
    engine.advance(to: ms(400))
    #expect(log.lines.isEmpty, "nothing before the 0.35 s window after the lift (t=0.43 s) passes")
    #expect(tap.state == .possible && tap.heldState == .ended)
    engine.advance(to: ms(600))
    #expect(log.lines == ["tap ended"])
    // The window is a virtual-clock deadline: 80 ms + 350 ms, run at its own instant (430 ms,
    // between the 120 Hz frames 51 and 52), as a run loop fires a timer.
    let fired = try #require(engine.journal.instant(of: "tap", entering: .ended))
    #expect(fired == ms(430), "tap recognized at \(fired)")
    #expect(engine.journal.instant(of: "double tap", entering: .failed) == fired)
    #expect(engine.journal.transitions(of: "tap") == ["possible→ended required-failures-failed", "ended→possible reset"])
    #expect(tap.state == .possible && doubleTap.state == .possible)
    #expect(engine.journal.problems.isEmpty)
  }

  @Test func aDoubleTapFiresOnlyTheDoubleTapRecognizer() {
    let (engine, tap, doubleTap, log) = tapScene()
    engine.enqueue(touch(1, .began, at: ms(10), spot.x, spot.y))
    engine.enqueue(touch(1, .ended, at: ms(80), spot.x, spot.y))
    engine.enqueue(touch(2, .began, at: ms(300), spot.x + 3, spot.y))
    engine.enqueue(touch(2, .ended, at: ms(360), spot.x + 3, spot.y))
    engine.advance(to: ms(1000))
    #expect(log.lines == ["double tap ended"])
    #expect(
      engine.journal.transitions(of: "tap") == [
        #"possible→failed required-failure-recognized recognizer="double tap""#, "failed→possible reset",
      ])
    #expect(tap.state == .possible && doubleTap.state == .possible)
  }

  @Test func aSecondTapAfterTheWindowIsANewSingleTap() {
    let (engine, _, _, log) = tapScene()
    engine.enqueue(touch(1, .began, at: ms(10), spot.x, spot.y))
    engine.enqueue(touch(1, .ended, at: ms(80), spot.x, spot.y))
    engine.enqueue(touch(2, .began, at: ms(500), spot.x, spot.y))
    engine.enqueue(touch(2, .ended, at: ms(560), spot.x, spot.y))
    engine.advance(to: ms(1500))
    #expect(log.lines == ["tap ended", "tap ended"])
  }

  @Test func aTapFailsWhenTheFingerMovesMoreThanTenPoints() {
    for (dx, fires) in [(10.0, true), (10.5, false)] {
      let (engine, card) = gestureScene()
      let tap = TapGestureRecognizer()
      card.addGestureRecognizer(tap)
      let log = ActionLog()
      log.watch(tap)
      engine.enqueue(touch(1, .began, at: ms(10), spot.x, spot.y))
      engine.enqueue(touch(1, .moved, at: ms(30), spot.x + dx, spot.y))
      engine.enqueue(touch(1, .ended, at: ms(50), spot.x + dx, spot.y))
      engine.advance(to: ms(200))
      #expect((log.lines == ["tap ended"]) == fires, "moved \(dx) pt: \(log.lines)")
    }
  }

  @Test func panAndPinchRecognizeSimultaneouslyWhenAllowed() throws {
    for allowed in [true, false] {
      let (engine, card) = gestureScene()
      let pan = PanGestureRecognizer(name: "pan")
      let pinch = PinchGestureRecognizer(name: "pinch")
      if allowed { pan.shouldRecognizeSimultaneously = { $0 === pinch } }
      card.addGestureRecognizer(pan)
      card.addGestureRecognizer(pinch)
      let log = ActionLog()
      log.watch(pan)
      log.watch(pinch)
      var endScale: Double?
      var endScaleVelocity: Double?
      pinch.addAction { _ in
        if pinch.state == .ended {
          endScale = pinch.scale
          endScaleVelocity = pinch.velocity
        }
      }
      // Two fingers 100 pt apart, each moving outward at 120 pt/s while both drift up at
      // 600 pt/s: the span grows 240 pt/s and the centroid moves 5 pt per sample.
      let a = line(from: Point(x: 150, y: 500), velocity: Point(x: -120, y: -600), count: 24)
      let b = line(from: Point(x: 250, y: 500), velocity: Point(x: 120, y: -600), count: 24)
      engine.enqueue(contentsOf: merged([fingerSamples(1, first: 1, positions: a), fingerSamples(2, first: 1, positions: b)]))
      engine.advance(to: sampleTime(40))
      let panStates = log.lines.filter { $0.hasPrefix("pan ") }
      let pinchStates = log.lines.filter { $0.hasPrefix("pinch ") }
      if allowed {
        #expect(panStates.first == "pan began" && panStates.last == "pan ended", "\(panStates)")
        #expect(pinchStates.first == "pinch began" && pinchStates.last == "pinch ended", "\(pinchStates)")
        // Each finger moves 1 pt per sample outward, so the span at sample index k is
        // 100 + 2k: the pinch began at k = 5 (span 110, the 10 pt threshold) and ended when
        // finger 1 lifted at index 23, the last moves (index 22) giving span 144.
        #expect(engine.journal.instant(of: "pinch", entering: .began) == sampleTime(1 + 5))
        #expect(abs((endScale ?? 0) - 144.0 / 110.0) < 1e-12, "scale \(endScale ?? 0) vs 144/110")
        // d(scale)/dt = (240 pt/s) / (110 pt).
        let expectedVelocity = 240.0 / 110.0
        #expect(
          abs((endScaleVelocity ?? 0) - expectedVelocity) <= 0.01 * expectedVelocity,
          "scale velocity \(endScaleVelocity ?? 0)/s vs \(expectedVelocity)/s")
      } else {
        // The pan (5 pt of centroid per sample) reaches 10 pt first and excludes the pinch.
        #expect(panStates.first == "pan began" && pinchStates.isEmpty, "\(log.lines)")
        #expect(engine.journal.transitions(of: "pinch").first == #"possible→failed excluded-by recognizer="pan""#)
      }
      #expect(pan.state == .possible && pinch.state == .possible)
      #expect(engine.journal.problems.isEmpty)
    }
  }

  @Test func rotationReportsRadiansSinceBeganAndRadiansPerSecond() throws {
    let (engine, card) = gestureScene()
    let rotation = RotationGestureRecognizer(name: "rotation")
    card.addGestureRecognizer(rotation)
    var final: (Double, Double)?
    rotation.addAction { _ in if rotation.state == .ended { final = (rotation.rotation, rotation.velocity) } }
    // Two fingers on a circle of radius 60 around (200, 400), turning at 3 rad/s
    // (0.025 rad per sample).
    let omega = 3.0
    func finger(_ phase: Double) -> [Point] {
      (0..<30).map { k in
        let angle = phase + omega * Double(k) / 120
        return Point(x: 200 + 60 * cos(angle), y: 400 + 60 * sin(angle))
      }
    }
    engine.enqueue(
      contentsOf: merged([fingerSamples(1, first: 1, positions: finger(0)), fingerSamples(2, first: 1, positions: finger(.pi))]))
    engine.advance(to: sampleTime(40))
    let (angle, velocity) = try #require(final)
    // The fingers move one after the other, so the line between them turns 0.0125 rad per
    // delivery. Began once they travelled 10 pt along the circle: span/2 · Δθ = 60 · Δθ ≥ 10
    // → Δθ ≥ 1/6 rad, 14 half steps, i.e. when finger 2 moved at sample index 7. Ended when
    // finger 1 lifted at index 29; the last moves were at index 28.
    #expect(engine.journal.instant(of: "rotation", entering: .began) == sampleTime(1 + 7))
    #expect(abs(angle - omega * Double(28 - 7) / 120) < 1e-9, "rotation \(angle)")
    #expect(abs(velocity - omega) <= 0.01 * omega, "rotation velocity \(velocity) rad/s")
  }

  @Test func longPressFailsAndPanBeginsWhenTheFingerMovesBeforeTheDeadline() {
    let (engine, card) = gestureScene()
    let press = LongPressGestureRecognizer(name: "press")
    let pan = PanGestureRecognizer(name: "pan")
    card.addGestureRecognizer(press)
    card.addGestureRecognizer(pan)
    let log = ActionLog()
    log.watch(press)
    log.watch(pan)
    // 6 pt per sample: beyond 10 pt at the second move (12 pt), at t ≈ 25 ms < 500 ms.
    engine.enqueue(contentsOf: fingerSamples(1, first: 1, positions: line(from: spot, velocity: Point(x: 720, y: 0), count: 10)))
    engine.advance(to: ms(1000))
    #expect(log.lines.first == "pan began" && log.lines.last == "pan ended", "\(log.lines)")
    #expect(!log.lines.contains { $0.hasPrefix("press") })
    #expect(engine.journal.transitions(of: "press").first == "possible→failed recognizer")
    #expect(engine.journal.problems.isEmpty)
  }

  @Test func holdingStillBeginsTheLongPressAtTheDeadlineAndThePanFails() throws {
    let (engine, card) = gestureScene()
    let press = LongPressGestureRecognizer(name: "press")
    let pan = PanGestureRecognizer(name: "pan")
    card.addGestureRecognizer(press)
    card.addGestureRecognizer(pan)
    let log = ActionLog()
    log.watch(press)
    log.watch(pan)
    engine.enqueue(touch(1, .began, at: ms(10), spot.x, spot.y))
    engine.enqueue(touch(1, .moved, at: ms(700), spot.x + 40, spot.y))
    engine.enqueue(touch(1, .ended, at: ms(750), spot.x + 40, spot.y))
    engine.advance(to: ms(1000))
    // Deadline 10 ms + 500 ms, run at its own instant (between the 120 Hz frames 61 and 62).
    let began = try #require(engine.journal.instant(of: "press", entering: .began))
    #expect(began == ms(510), "long press began at \(began)")
    #expect(engine.journal.transitions(of: "pan").first == #"possible→failed excluded-by recognizer="press""#)
    #expect(engine.journal.instant(of: "pan", entering: .failed) == began)
    #expect(log.lines == ["press began", "press changed", "press ended"])
    #expect(press.state == .possible && pan.state == .possible)
  }

  @Test func shouldBeginFalseFailsTheRecognizer() {
    let (engine, card) = gestureScene()
    let pan = PanGestureRecognizer(name: "pan")
    pan.shouldBegin = { _ in false }
    card.addGestureRecognizer(pan)
    let log = ActionLog()
    log.watch(pan)
    engine.enqueue(contentsOf: fingerSamples(1, first: 1, positions: line(from: spot, velocity: Point(x: 1200, y: 0), count: 5)))
    engine.advance(to: sampleTime(10))
    #expect(log.lines.isEmpty)
    #expect(engine.journal.transitions(of: "pan") == ["possible→failed should-begin-denied", "failed→possible reset"])
  }

  /// A continuous recognizer that jumps straight to changed, and a discrete one that
  /// claims to begin: both illegal.
  private final class Rogue: GestureRecognizer {
    let target: GestureRecognizerState
    init(name: String, kind: GestureStateMachine.Kind, target: GestureRecognizerState) {
      self.target = target
      super.init(name: name, kind: kind)
    }
    override func touchesBegan(_ touches: [Touch], event: TouchEvent) { setState(target) }
  }

  @Test func illegalTransitionsAreRecordedNotFatal() throws {
    let (engine, card) = gestureScene()
    let continuous = Rogue(name: "rogue pan", kind: .continuous, target: .changed)
    let discrete = Rogue(name: "rogue tap", kind: .discrete, target: .began)
    card.addGestureRecognizer(continuous)
    card.addGestureRecognizer(discrete)
    let log = ActionLog()
    log.watch(continuous)
    log.watch(discrete)
    engine.enqueue(touch(1, .began, at: ms(10), spot.x, spot.y))
    engine.enqueue(touch(1, .ended, at: ms(20), spot.x, spot.y))
    engine.advance(to: ms(100))
    #expect(
      engine.journal.problems.map(\.event.canonicalText) == [
        #"programmer-error illegal-gesture-transition recognizer="rogue pan" from=possible to=changed kind=continuous"#,
        #"programmer-error illegal-gesture-transition recognizer="rogue tap" from=possible to=began kind=discrete"#,
      ])
    let first = try #require(engine.journal.problems.first)
    #expect(first.instant == sampleTime(2))
    #expect(first.description.contains("rogue pan") && first.description.contains("possible → changed"), "\(first)")
    #expect(log.lines.isEmpty)
    #expect(continuous.state == .possible && discrete.state == .possible)
  }

  @Test func swipeNeedsTheDirectionDistanceAndSpeed() {
    // (label, allowed, velocity pt/s, samples, recognized)
    let cases: [(String, SwipeGestureRecognizer.Direction, Point, Int, Bool)] = [
      ("fast right", .right, Point(x: 1200, y: 0), 8, true),
      ("fast right but too short (40 pt)", .right, Point(x: 1200, y: 0), 5, false),
      ("fast left, only right allowed", .right, Point(x: -1200, y: 0), 8, false),
      ("fast left, left or right allowed", [.left, .right], Point(x: -1200, y: 0), 8, true),
      ("fast up", .up, Point(x: 0, y: -1200), 8, true),
      ("slow right (240 pt/s)", .right, Point(x: 240, y: 0), 40, false),
      ("diagonal 45°", .right, Point(x: 900, y: 900), 8, false),
      ("20° off right", .right, Point(x: 1200 * cos(0.349), y: 1200 * sin(0.349)), 8, true),
    ]
    for (label, direction, velocity, count, recognized) in cases {
      let (engine, card) = gestureScene()
      let swipe = SwipeGestureRecognizer(name: "swipe", direction: direction)
      card.addGestureRecognizer(swipe)
      let log = ActionLog()
      log.watch(swipe)
      var recognizedDirection: SwipeGestureRecognizer.Direction?
      swipe.addAction { _ in recognizedDirection = swipe.recognizedDirection }
      engine.enqueue(contentsOf: fingerSamples(1, first: 1, positions: line(from: spot, velocity: velocity, count: count)))
      engine.advance(to: sampleTime(Int64(count) + 10))
      #expect((log.lines == ["swipe ended"]) == recognized, "\(label): \(log.lines)")
      if recognized {
        let expected: SwipeGestureRecognizer.Direction =
          velocity.x > 0 && abs(velocity.x) > abs(velocity.y) ? .right : velocity.x < 0 ? .left : .up
        #expect(recognizedDirection == expected, "\(label)")
      }
      #expect(swipe.state == .possible, "\(label)")
    }
  }

  @Test func aSwipeStaysEndedUntilTheFingerLifts() throws {
    let (engine, card) = gestureScene()
    let swipe = SwipeGestureRecognizer(name: "swipe")
    card.addGestureRecognizer(swipe)
    engine.enqueue(
      contentsOf: fingerSamples(1, first: 1, positions: line(from: spot, velocity: Point(x: 1200, y: 0), count: 10), lift: false))
    engine.advance(to: sampleTime(12))
    #expect(swipe.state == .ended)
    engine.enqueue(touch(1, .ended, at: sampleTime(13), spot.x + 100, spot.y))
    engine.advance(to: sampleTime(14))
    #expect(swipe.state == .possible)
    #expect(engine.journal.transitions(of: "swipe") == ["possible→ended recognizer", "ended→possible reset"])
  }

  /// Taps, a long press, a pan with a pinch: every recognizer kind, one scene.
  private func scriptedRun() -> Journal {
    let (engine, card) = gestureScene()
    let tap = TapGestureRecognizer(name: "tap")
    let doubleTap = TapGestureRecognizer(name: "double tap", numberOfTapsRequired: 2)
    let press = LongPressGestureRecognizer(name: "press")
    let pan = PanGestureRecognizer(name: "pan")
    let pinch = PinchGestureRecognizer(name: "pinch")
    tap.require(toFail: doubleTap)
    pan.shouldRecognizeSimultaneously = { $0 === pinch }
    for recognizer in [tap, doubleTap, press, pan, pinch] as [GestureRecognizer] {
      card.addGestureRecognizer(recognizer)
      recognizer.addAction(named: "noop") { _ in }
    }
    engine.enqueue(touch(1, .began, at: ms(10), 200, 400))
    engine.enqueue(touch(1, .ended, at: ms(60), 200, 400))
    engine.enqueue(touch(2, .began, at: ms(600), 200, 400))
    engine.enqueue(touch(2, .ended, at: ms(1300), 200, 400))
    let a = line(from: Point(x: 150, y: 500), velocity: Point(x: -120, y: -600), count: 24)
    let b = line(from: Point(x: 250, y: 500), velocity: Point(x: 120, y: -600), count: 24)
    engine.enqueue(contentsOf: merged([fingerSamples(3, first: 240, positions: a), fingerSamples(4, first: 240, positions: b)]))
    engine.advance(to: ms(3000))
    return engine.journal
  }

  @Test func identicalInputGivesAnIdenticalJournalDigest() {
    let first = scriptedRun()
    let second = scriptedRun()
    #expect(first.digest == second.digest)
    #expect(first.canonicalText == second.canonicalText)
    #expect(first.problems.isEmpty, "\(first.problems)")
    // The run exercised recognitions of several kinds.
    let text = first.canonicalText
    for needle in [
      #"recognizer="tap" view="card" from=possible to=ended"#, #"recognizer="press" view="card" from=possible to=began"#,
      #"recognizer="pan" view="card" from=possible to=began"#, #"recognizer="pinch" view="card" from=possible to=began"#,
    ] {
      #expect(text.contains(needle), "missing \(needle)")
    }
  }
}
