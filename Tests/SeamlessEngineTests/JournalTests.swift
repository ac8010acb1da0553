import Testing

@testable import SeamlessEngine

@Suite struct JournalTests {
  /// Replays a small but busy scenario and returns the journal.
  ///
  /// The scenario has nested views, a drag, a second finger, a stall, a rate change, timers, an
  /// over-release and a malformed sample.
  private func replay(nudge: Double = 0) -> Journal {
    let engine = Engine(displaySize: Size(width: 390, height: 844), frameRate: 60)
    let card = View(name: "card", center: Point(x: 195, y: 600), size: Size(width: 300, height: 200))
    card.rotation = 0.1
    let button = View(name: "button \"ok\"", center: Point(x: 250, y: 150), size: Size(width: 80, height: 40))
    card.addSubview(button)
    engine.window.addSubview(card)
    let log = EventLog()
    card.addTouchObserver(RecordingTouchObserver("card", log: log))
    engine.addDisplayLink { _ in }
    engine.scheduleTimer(at: ms(70), label: "toggle") { engine.beginIgnoringInteractionEvents() }
    engine.scheduleTimer(at: ms(140), label: "toggle back") { engine.endIgnoringInteractionEvents() }
    engine.stall(at: ms(90), duration: .milliseconds(30))
    var t: Int64 = 4
    engine.enqueue(touch(1, .began, at: ms(t), 195 + nudge, 600))
    for step in 1...20 {
      t += 8
      engine.enqueue(touch(1, .moved, at: ms(t), 195 + Double(step) * 3.7, 600 - Double(step) * 0.3))
    }
    engine.enqueue(touch(2, .began, at: ms(t), 300, 700))
    engine.enqueue(touch(1, .ended, at: ms(t + 4), 270, 594))
    engine.enqueue(touch(5, .moved, at: ms(t + 5), 1, 1))
    engine.advance(to: ms(120))
    engine.setFrameRate(120)
    engine.advance(to: ms(200))
    engine.endIgnoringInteractionEvents()
    engine.advance(to: ms(300))
    return engine.journal
  }

  @Test func theSameInputGivesTheSameDigest() {
    let first = replay()
    let second = replay()
    #expect(first.canonicalText == second.canonicalText)
    #expect(first.digest == second.digest)
    #expect(first.digest.hex.count == 64)
    #expect(first.entries.count > 40)
    // The scenario exercised what it meant to.
    let text = first.canonicalText
    for fragment in [
      "main=stalled", "touch-cancelled", "touch-dropped", "frame-rate from=60 to=120", "programmer-error",
      "input-rejected", "view=\"card\"",
    ] {
      #expect(text.contains(fragment), "missing \(fragment)")
    }
  }

  @Test func aOneBitDifferenceChangesTheDigest() {
    let nudge = (195.0).nextUp - 195  // one unit in the last place of the first x
    #expect(replay().digest != replay(nudge: nudge).digest)
  }

  @Test func digestIsSHA256OfTheCanonicalText() {
    let journal = replay()
    #expect(journal.digest == SHA256.hash(journal.canonicalText.utf8))
    #expect(journal.canonicalText.hasSuffix("\n"))
  }

  @Test func canonicalTextFormats() {
    let event = InputEvent(time: ns(8_333_333), touchID: 3, phase: .moved, x: 0.1 + 0.2, y: -0.0)
    #expect(
      JournalEvent.touchDelivered(event, view: "a \"b\"\\c\nd", observers: 1).canonicalText
        == "touch-delivered id=3 phase=moved time=8333333 x=0.30000000000000004 y=-0.0 view=\"a \\\"b\\\"\\\\c\\nd\" observers=1"
    )
    let stalled = Frame(index: 9, time: ns(150_000_000), hz: 60, mainThread: .stalled(until: ns(200_000_000)))
    #expect(
      JournalEntry(instant: ns(150_000_000), event: .frame(stalled)).canonicalText
        == "150000000 frame index=9 time=150000000 hz=60 main=stalled until=200000000")
    #expect(JournalEvent.stallScheduled(start: ms(1), end: ms(2)).canonicalText == "stall start=1000000 end=2000000")
    #expect(
      JournalEvent.clockViolation(.reentrantAdvance(now: ns(1), requested: ns(2))).canonicalText
        == "clock-violation reentrant-advance now=1 requested=2")
    #expect(1e-5.canonicalText == "1e-05" && 100.0.canonicalText == "100.0" && Double.infinity.canonicalText == "inf")
  }

  @Test func timesPrintWithNineDigits() {
    #expect(Instant(nanoseconds: 350_000_000).description == "0.350000000 s")
    #expect(Instant(nanoseconds: 12_000_000_001).description == "12.000000001 s")
    #expect(TimeSpan.milliseconds(-16).description == "-0.016000000 s")
    #expect((ms(850) - ms(350)) == .milliseconds(500))
  }

  @Test func problemsAreTheEntriesThatReportSomethingWrong() {
    let journal = Journal()
    journal.record(.ignoringInteractionEventsChanged(from: 0, to: 1, caller: "test"), at: .zero)
    journal.record(.programmerError(.unbalancedEndIgnoringInteractionEvents), at: ms(1))
    journal.record(.clockViolation(.timeWentBackwards(now: ms(2), requested: ms(1))), at: ms(2))
    #expect(journal.problems.map(\.instant) == [ms(1), ms(2)])
  }
}
