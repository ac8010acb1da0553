import Testing

@testable import SeamlessEngine

/// The base recognizer's answer to cancelled touches: a begun recognizer is cancelled, one
/// still possible fails.
@Suite struct GestureCancellationTests {
  @Test func ignoringEventsCancelsABegunPinch() {
    let (engine, card) = gestureScene()
    let pinch = PinchGestureRecognizer(name: "pinch")
    card.addGestureRecognizer(pinch)
    let a = fingerSamples(1, first: 1, positions: line(from: Point(x: 150, y: 400), velocity: Point(x: -600, y: 0), count: 20), lift: false)
    let b = fingerSamples(2, first: 1, positions: line(from: Point(x: 250, y: 400), velocity: Point(x: 600, y: 0), count: 20), lift: false)
    engine.enqueue(contentsOf: merged([a, b]))
    engine.advance(to: sampleTime(21))
    #expect(pinch.state == .changed)
    engine.beginIgnoringInteractionEvents()
    engine.advance(to: sampleTime(23))
    #expect(engine.journal.transitions(of: "pinch").suffix(2) == ["changed→cancelled recognizer", "cancelled→possible reset"])
    engine.endIgnoringInteractionEvents()
    #expect(engine.journal.problems.isEmpty)
  }

  @Test func ignoringEventsFailsAPossibleTap() {
    let (engine, card) = gestureScene()
    let tap = TapGestureRecognizer(name: "tap", numberOfTapsRequired: 1, numberOfTouchesRequired: 1)
    card.addGestureRecognizer(tap)
    engine.enqueue(contentsOf: fingerSamples(1, first: 1, positions: [Point(x: 200, y: 400), Point(x: 200, y: 400)], lift: false))
    engine.advance(to: sampleTime(4))
    #expect(tap.state == .possible)
    engine.beginIgnoringInteractionEvents()
    engine.advance(to: sampleTime(6))
    #expect(engine.journal.transitions(of: "tap").suffix(2) == ["possible→failed recognizer", "failed→possible reset"])
    engine.endIgnoringInteractionEvents()
    #expect(engine.journal.problems.isEmpty)
  }
}
