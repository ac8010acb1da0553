import Testing

@testable import SeamlessEngine

/// The arbitration rules alone: a ``GestureArbiter`` with its own journal and clock and a host
/// that only counts, real recognizers on a view that is in no engine, and touches made by hand.
@Suite struct GestureArbiterTests {
  /// Counts what it is asked; nothing is withheld, no control denies anything.
  final class RecordingHost: GestureArbiterHost {
    var adopted: [String] = []
    var identified: [String] = []
    var actionsRun = 0
    func identify(_ recognizer: GestureRecognizer) {
      identified.append(recognizer.name)
      recognizer.journalID = identified.count
    }
    func adopt(_ recognizer: GestureRecognizer) { adopted.append(recognizer.name) }
    func gestureActionDidRun() { actionsRun += 1 }
    func controlDenying(_ recognizer: GestureRecognizer) -> Control? { nil }
    func settleWithheldTouches(recognizedBy recognizer: GestureRecognizer) {}
    func releaseWithheldTouches() {}
    func cancelTouchesForObservers(of recognizer: GestureRecognizer) {}
  }

  /// A continuous recognizer that begins at touch-down and ends at lift, unless told not to.
  final class Instant: GestureRecognizer {
    var beginsAtTouchDown = true
    init(_ name: String) { super.init(name: name, kind: .continuous) }
    override func touchesBegan(_ touches: [Touch], event: TouchEvent) {
      if beginsAtTouchDown { setState(.began) }
    }
    override func touchesEnded(_ touches: [Touch], event: TouchEvent) {
      if state == .began || state == .changed { setState(.ended) }
    }
  }

  let journal = Journal()

  /// The journal's lines, canonical text.
  var lines: [String] { journal.entries.map(\.event.canonicalText) }

  func makeArbiter(host: RecordingHost?) -> GestureArbiter {
    let arbiter = GestureArbiter(journal: journal, clock: VirtualClock())
    arbiter.host = host
    return arbiter
  }

  let window = View(name: "window", center: Point(x: 100, y: 100), size: Size(width: 200, height: 200))
  let card = View(name: "card", center: Point(x: 100, y: 100), size: Size(width: 100, height: 100))

  func touch(_ recognizers: [GestureRecognizer]) -> Touch {
    window.addSubview(card)
    for recognizer in recognizers { card.addGestureRecognizer(recognizer) }
    return Touch(
      id: 1, phase: .began, timestamp: .zero, windowLocation: Point(x: 100, y: 100), view: card, window: window,
      observers: [], gestureRecognizers: recognizers)
  }

  func event(_ touch: Touch, at milliseconds: Int64) -> TouchEvent {
    TouchEvent(timestamp: .zero + .milliseconds(milliseconds), allTouches: [touch])
  }

  /// `a` gets the touch first and begins (its action runs); `b` then gets it and is excluded.
  @Test func theFirstToBeginExcludesTheOtherAndBothResetAfterTheLift() {
    let host = RecordingHost()
    let arbiter = makeArbiter(host: host)
    let a = Instant("a")
    let b = Instant("b")
    var calls: [String] = []
    a.addAction(named: "a") { calls.append("a \($0.state)") }
    b.addAction(named: "b") { calls.append("b \($0.state)") }
    let finger = touch([a, b])

    arbiter.deliver(finger, phase: .began, event: event(finger, at: 0))
    #expect(a.state == .began && b.state == .failed)
    #expect(arbiter.involvedRecognizers.map(\.name) == ["a", "b"])
    #expect(host.adopted == ["a", "b"] && a.arbiter === arbiter)
    arbiter.deliver(finger, phase: .ended, event: event(finger, at: 100))

    #expect(a.state == .possible && b.state == .possible)
    #expect(arbiter.involvedRecognizers.isEmpty && arbiter.actingRecognizers.isEmpty)
    #expect(calls == ["a began", "a ended"] && host.actionsRun == 2)
    #expect(host.identified == ["a", "b"], "asked once each, before the journal first names it")
    #expect(
      lines.filter { $0.hasPrefix("gesture-state") }.map { $0.split(separator: " ").dropFirst(1).prefix(4).joined(separator: " ") }
        == [
          #"recognizer="a" view="card" from=possible to=began"#,
          #"recognizer="b" view="card" from=possible to=failed"#,
          #"recognizer="a" view="card" from=began to=ended"#,
          #"recognizer="a" view="card" from=ended to=possible"#,
          #"recognizer="b" view="card" from=failed to=possible"#,
        ], "\(lines)")
    #expect(lines[2] == #"gesture-state recognizer="b" view="card" from=possible to=failed cause=excluded-by recognizer="a""#)
  }

  @Test func aRecognizerWaitingForAnotherToFailBeginsWhenItDoes() {
    let host = RecordingHost()
    let arbiter = makeArbiter(host: host)
    let first = Instant("first")
    first.beginsAtTouchDown = false
    let waiting = Instant("waiting")
    waiting.require(toFail: first)
    let finger = touch([first, waiting])

    arbiter.deliver(finger, phase: .began, event: event(finger, at: 0))
    #expect(waiting.state == .possible && waiting.heldState == .began)
    #expect(arbiter.requiresFailure(waiting, of: first) && !arbiter.requiresFailure(first, of: waiting))
    arbiter.update(eventTime: nil) { arbiter.requestMove(first, to: .failed) }
    #expect(first.state == .failed && waiting.state == .began && waiting.heldState == nil)
    #expect(lines.contains { $0.contains(#"recognizer="waiting""#) && $0.contains("to=began") })
  }

  @Test func aCycleOfHeldMovesFailsEveryMemberAndIsAProgrammerError() {
    let host = RecordingHost()
    let arbiter = makeArbiter(host: host)
    let a = Instant("a")
    let b = Instant("b")
    a.beginsAtTouchDown = false
    b.beginsAtTouchDown = false
    a.require(toFail: b)
    b.require(toFail: a)
    let finger = touch([a, b])

    arbiter.deliver(finger, phase: .began, event: event(finger, at: 0))
    arbiter.update(eventTime: nil) { arbiter.requestMove(a, to: .began) }
    #expect(a.heldState == .began, "a waits for b, which could still recognize")
    arbiter.update(eventTime: nil) { arbiter.requestMove(b, to: .began) }
    #expect(a.state == .failed && b.state == .failed && a.heldState == nil && b.heldState == nil)
    // b's move closes the cycle: b waits for a, which already waits for b.
    #expect(
      lines.contains { $0.hasPrefix("programmer-error") && $0.hasSuffix(#"require-to-fail-cycle recognizers=["b","a"]"#) }, "\(lines)")
  }

  @Test func withNoHostTheRulesStillHoldAndAreJournaled() {
    let arbiter = makeArbiter(host: nil)
    let a = Instant("a")
    let b = Instant("b")
    var calls = 0
    a.addAction { _ in calls += 1 }
    let finger = touch([a, b])
    arbiter.deliver(finger, phase: .began, event: event(finger, at: 0))
    #expect(a.state == .began && b.state == .failed && calls == 1)
    a.isEnabled = false
    #expect(a.state == .cancelled && calls == 2, "disabling cancels it (and sends its actions)")
    arbiter.deliver(finger, phase: .ended, event: event(finger, at: 50))
    #expect(a.state == .possible && arbiter.involvedRecognizers.isEmpty, "the sweep resets it once its touch lifted")
    #expect(lines.filter { $0.hasPrefix("gesture-state") }.count == 5 && arbiter.transitions == 3, "three moves and two resets")
  }
}
