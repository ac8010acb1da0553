import SeamlessEngine
import SeamlessReplay
import SeamlessTrace
import Testing

/// The whole path of a release: a synthesised fling, through the engine's touch delivery,
/// to a pan recognizer whose `.ended` velocity is what the fling was made with.
@Suite struct PanFlingTests {
  @Test(arguments: [60, 120, 240], [Point(x: 0, y: -1500), Point(x: 900, y: 300), Point(x: -400, y: 1100)])
  func panEndsWithTheFlingsVelocity(hz: Int, velocity: Point) throws {
    var synthesizer = GestureSynthesizer(configuration: .init(touchRate: hz))
    let from = Point(x: velocity.x < 0 ? 330 : 60, y: velocity.y < 0 ? 780 : 60)
    let samples = try synthesizer.synthesize(.fling(from: from, velocity: velocity, duration: 0.3), at: 50_000_000)
    let engine = Engine(displaySize: Size(width: 390, height: 844), frameRate: 120)
    let card = View(name: "card", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    engine.window.addSubview(card)
    let pan = PanGestureRecognizer()
    card.addGestureRecognizer(pan)
    var ended: Point?
    var states: [GestureRecognizerState] = []
    pan.addAction { recognizer in
      states.append(recognizer.state)
      if recognizer.state == .ended { ended = pan.velocity(in: card) }
    }
    engine.enqueue(contentsOf: samples.map(InputEvent.init))
    engine.advance(to: Instant(nanoseconds: (samples.last?.time ?? 0) + 50_000_000))
    let release = try #require(ended, "the pan never ended: \(states)")
    #expect(abs(release.x - velocity.x) <= 0.01 * velocity.length, "vx \(release.x) for \(velocity.x) at \(hz) Hz")
    #expect(abs(release.y - velocity.y) <= 0.01 * velocity.length, "vy \(release.y) for \(velocity.y) at \(hz) Hz")
    #expect(states.first == .began && states.last == .ended)
    #expect(pan.state == .possible, "reset after the sequence")
    #expect(engine.journal.problems.isEmpty)
  }
}
