import Testing

@testable import SeamlessEngine

/// An app's timers are in the journal: scheduled, fired, cancelled; the engine's own are not.
@Suite struct TimerJournalTests {
  @Test func anAppsTimersAreJournaledWhenScheduledFiredAndCancelled() {
    let engine = Engine(displaySize: Size(width: 390, height: 844), frameRate: 60)
    var fired: [String] = []
    engine.scheduleTimer(at: Instant(nanoseconds: 50_000_000), label: "hide chrome") { fired.append("hide chrome") }
    let doomed = engine.scheduleTimer(after: .milliseconds(80), label: "show hint") { fired.append("show hint") }
    engine.advance(to: Instant(nanoseconds: 40_000_000))
    #expect(engine.cancelTimer(doomed))
    #expect(!engine.cancelTimer(doomed), "a second cancel finds nothing, and journals nothing")
    engine.advance(to: Instant(nanoseconds: 200_000_000))
    #expect(fired == ["hide chrome"])
    let timers = engine.journal.entries.filter { $0.event.kind == .timer }.map(\.canonicalText)
    // Cancelled when the test cancelled it (now, 40 ms); fired in the first 60 Hz frame at or
    // after 50 ms: frame 3, at 50 ms exactly.
    #expect(
      timers == [
        "0 timer change=scheduled id=0 label=\"hide chrome\" deadline=50000000",
        "0 timer change=scheduled id=1 label=\"show hint\" deadline=80000000",
        "40000000 timer change=cancelled id=1 label=\"show hint\" deadline=80000000",
        "50000000 timer change=fired id=0 label=\"hide chrome\" deadline=50000000",
      ], "\(timers)")
  }

  @Test func recognizerDeadlinesAreTheEnginesOwnAndNotJournaled() {
    let (engine, card) = gestureScene()
    let press = LongPressGestureRecognizer(name: "press")
    card.addGestureRecognizer(press)
    engine.enqueue(InputEvent(time: Instant(nanoseconds: 10_000_000), touchID: 1, phase: .began, x: 195, y: 600))
    engine.enqueue(InputEvent(time: Instant(nanoseconds: 900_000_000), touchID: 1, phase: .ended, x: 195, y: 600))
    engine.advance(to: Instant(nanoseconds: 1_000_000_000))
    #expect(engine.journal.transitions(of: "press").contains("possible→began recognizer"))
    #expect(!engine.journal.entries.contains { $0.event.kind == .timer })
  }
}
