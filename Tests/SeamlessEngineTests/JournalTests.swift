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
    #expect(first.digest.hex.count == 32)
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

  @Test func theDigestIsTheSameWhetherEntriesAreKeptOrStreamed() {
    let kept = replay()
    let streamed = Journal()
    streamed.retainsEntries = false
    // Half recorded while kept (folded in when keeping stops), half streamed.
    let half = kept.entries.count / 2
    let folded = Journal()
    for entry in kept.entries { streamed.record(entry.event, at: entry.instant) }
    for entry in kept.entries[..<half] { folded.record(entry.event, at: entry.instant) }
    folded.retainsEntries = false
    for entry in kept.entries[half...] { folded.record(entry.event, at: entry.instant) }
    #expect(streamed.digest == kept.digest)
    #expect(folded.digest == kept.digest)
    #expect(kept.canonicalText.hasSuffix("\n"))
  }

  /// A journal that hashes nothing (a fuzz case's, the run aiming gestures) still counts and
  /// hands every entry to its observers; its digest covers only what was hashed (here nothing:
  /// an empty journal's), and a journal that keeps its entries still digests them all.
  @Test func aJournalThatHashesNothingStillCountsAndObserves() {
    let kept = replay()
    let quiet = Journal()
    quiet.retainsEntries = false
    quiet.hashesEntries = false
    var observed = 0
    quiet.addObserver { _ in observed += 1 }
    for entry in kept.entries { quiet.record(entry.event, at: entry.instant) }
    #expect(quiet.count == kept.count && observed == kept.count && quiet.frameCount == kept.frameCount)
    #expect(quiet.problems == kept.problems)
    #expect(quiet.digest == Journal().digest)
    #expect(quiet.digest != kept.digest)
    // Keeping entries, the digest is computed from them whatever `hashesEntries` says.
    let keeping = Journal()
    keeping.hashesEntries = false
    for entry in kept.entries { keeping.record(entry.event, at: entry.instant) }
    #expect(keeping.digest == kept.digest)
  }

  /// Every kind of event the digest feeds field by field changes the digest when any one of
  /// its fields does (and the text-fed ones when their text does).
  @Test func everyFieldOfAnEventChangesTheDigest() {
    func digest(_ event: JournalEvent, at instant: Instant = ns(5)) -> JournalDigest {
      let journal = Journal()
      journal.record(event, at: instant)
      return journal.digest
    }
    let touch = InputEvent(time: ns(1), touchID: 1, phase: .moved, x: 1, y: 2)
    let transition = PresentationTransition(
      view: "v", property: .centerY, cause: .added(.additive), instant: ns(3), left: (1, 2), right: (3, 4))
    func moved(_ change: (inout PresentationTransition) -> Void) -> JournalEvent {
      var copy = transition
      change(&copy)
      return .presentationTransition(copy)
    }
    let record = AnimationRecord(
      id: 1, view: "v", property: .centerX, kind: .additive, from: 1, to: 2, begin: ns(3), timing: "t", repeats: false,
      autoreverses: false)
    func added(_ change: (inout AnimationRecord) -> Void) -> JournalEvent {
      var copy = record
      change(&copy)
      return .animationAdded(copy)
    }
    let groups: [[JournalEvent]] = [
      [
        .touchDelivered(touch, view: "v", observers: 1),
        .touchDelivered(InputEvent(time: ns(2), touchID: 1, phase: .moved, x: 1, y: 2), view: "v", observers: 1),
        .touchDelivered(InputEvent(time: ns(1), touchID: 2, phase: .moved, x: 1, y: 2), view: "v", observers: 1),
        .touchDelivered(InputEvent(time: ns(1), touchID: 1, phase: .ended, x: 1, y: 2), view: "v", observers: 1),
        .touchDelivered(InputEvent(time: ns(1), touchID: 1, phase: .moved, x: -0.0, y: 2), view: "v", observers: 1),
        .touchDelivered(InputEvent(time: ns(1), touchID: 1, phase: .moved, x: 1, y: 2.5), view: "v", observers: 1),
        .touchDelivered(touch, view: "w", observers: 1),
        .touchDelivered(touch, view: "v", observers: 2),
      ],
      [
        .gestureStateChanged(recognizer: "pan", view: "v", from: .possible, to: .began, cause: .recognizer),
        .gestureStateChanged(recognizer: "pun", view: "v", from: .possible, to: .began, cause: .recognizer),
        .gestureStateChanged(recognizer: "pan", view: "w", from: .possible, to: .began, cause: .recognizer),
        .gestureStateChanged(recognizer: "pan", view: "v", from: .began, to: .began, cause: .recognizer),
        .gestureStateChanged(recognizer: "pan", view: "v", from: .possible, to: .failed, cause: .recognizer),
        .gestureStateChanged(recognizer: "pan", view: "v", from: .possible, to: .began, cause: .reset),
        .gestureStateChanged(recognizer: "pan", view: "v", from: .possible, to: .began, cause: .excluded(by: "a")),
        .gestureStateChanged(recognizer: "pan", view: "v", from: .possible, to: .began, cause: .excluded(by: "b")),
        .gestureStateChanged(
          recognizer: "pan", view: "v", from: .possible, to: .began, cause: .requiredFailureRecognized("a")),
        .gestureStateChanged(recognizer: "pan", view: "v", from: .possible, to: .began, cause: .deniedByControl("a")),
      ],
      [
        .gestureActionCalled(recognizer: "pan", action: "drag", state: .changed),
        .gestureActionCalled(recognizer: "pan", action: "drop", state: .changed),
        .gestureActionCalled(recognizer: "pan", action: "drag", state: .ended),
        .gestureActionCalled(recognizer: "tap", action: "drag", state: .changed),
      ],
      [
        .presentationTransition(transition),
        moved { $0.view = "w" }, moved { $0.property = .centerX }, moved { $0.cause = .added(.absolute) },
        moved { $0.cause = .ended }, moved { $0.cause = .removed(promoted: true) },
        moved { $0.cause = .removed(promoted: false) }, moved { $0.cause = .finished(.end) },
        moved { $0.cause = .finished(.start) }, moved { $0.instant = ns(4) }, moved { $0.left.value = 0 },
        moved { $0.left.velocity = 0 }, moved { $0.right.value = 0 }, moved { $0.right.velocity = 0 },
        moved { $0.allowance = 1e-3 }, moved { $0.held = true },
      ],
      [
        .animationAdded(record), added { $0.id = 2 }, added { $0.view = "w" }, added { $0.property = .centerY },
        added { $0.kind = .absolute }, added { $0.from = 0 }, added { $0.to = 0 }, added { $0.begin = ns(4) },
        added { $0.timing = "u" }, added { $0.repeats = true }, added { $0.autoreverses = true },
      ],
      [
        .animationEnded(id: 1, view: "v", property: .alpha, finished: true),
        .animationEnded(id: 2, view: "v", property: .alpha, finished: true),
        .animationEnded(id: 1, view: "w", property: .alpha, finished: true),
        .animationEnded(id: 1, view: "v", property: .scaleX, finished: true),
        .animationEnded(id: 1, view: "v", property: .alpha, finished: false),
      ],
      [
        .completionRegistered(handler: 1, kind: .animate, owner: "a"),
        .completionRegistered(handler: 2, kind: .animate, owner: "a"),
        .completionRegistered(handler: 1, kind: .animator, owner: "a"),
        .completionRegistered(handler: 1, kind: .animate, owner: "b"),
      ],
      [
        .animationCompletionCalled(block: 1, handler: nil, finished: true),
        .animationCompletionCalled(block: 1, handler: 0, finished: true),
        .animationCompletionCalled(block: 2, handler: nil, finished: true),
        .animationCompletionCalled(block: 1, handler: nil, finished: false),
      ],
      [
        .dynamics(.itemState(animator: "a", item: "i", x: 1, y: 2, vx: 3, vy: 4, angle: 5)),
        .dynamics(.itemState(animator: "b", item: "i", x: 1, y: 2, vx: 3, vy: 4, angle: 5)),
        .dynamics(.itemState(animator: "a", item: "j", x: 1, y: 2, vx: 3, vy: 4, angle: 5)),
        .dynamics(.itemState(animator: "a", item: "i", x: 0, y: 2, vx: 3, vy: 4, angle: 5)),
        .dynamics(.itemState(animator: "a", item: "i", x: 1, y: 0, vx: 3, vy: 4, angle: 5)),
        .dynamics(.itemState(animator: "a", item: "i", x: 1, y: 2, vx: 0, vy: 4, angle: 5)),
        .dynamics(.itemState(animator: "a", item: "i", x: 1, y: 2, vx: 3, vy: 0, angle: 5)),
        .dynamics(.itemState(animator: "a", item: "i", x: 1, y: 2, vx: 3, vy: 4, angle: 0)),
        .dynamics(.paused(animator: "a", elapsed: 1)),
      ],
      [
        .counterChanged(name: "c", from: 0, to: 1), .counterChanged(name: "d", from: 0, to: 1),
        .counterChanged(name: "c", from: 1, to: 1), .counterChanged(name: "c", from: 0, to: 2),
      ],
      [
        .animatorChanged(animator: "a", run: 1, call: "x", state: .active, isRunning: true, isReversed: false, fraction: 0),
        .animatorChanged(animator: "b", run: 1, call: "x", state: .active, isRunning: true, isReversed: false, fraction: 0),
        .animatorChanged(animator: "a", run: 2, call: "x", state: .active, isRunning: true, isReversed: false, fraction: 0),
        .animatorChanged(animator: "a", run: 1, call: "y", state: .active, isRunning: true, isReversed: false, fraction: 0),
        .animatorChanged(animator: "a", run: 1, call: "x", state: .stopped, isRunning: true, isReversed: false, fraction: 0),
        .animatorChanged(animator: "a", run: 1, call: "x", state: .active, isRunning: false, isReversed: false, fraction: 0),
        .animatorChanged(animator: "a", run: 1, call: "x", state: .active, isRunning: true, isReversed: true, fraction: 0),
        .animatorChanged(animator: "a", run: 1, call: "x", state: .active, isRunning: true, isReversed: false, fraction: 1),
      ],
      [
        .animatorCompletionCalled(animator: "a", run: 1, position: .end, handlers: [1, 2]),
        .animatorCompletionCalled(animator: "b", run: 1, position: .end, handlers: [1, 2]),
        .animatorCompletionCalled(animator: "a", run: 2, position: .end, handlers: [1, 2]),
        .animatorCompletionCalled(animator: "a", run: 1, position: .start, handlers: [1, 2]),
        .animatorCompletionCalled(animator: "a", run: 1, position: .end, handlers: [1]),
        .animatorCompletionCalled(animator: "a", run: 1, position: .end, handlers: [2, 1]),
      ],
      [
        .frame(Frame(index: 1, time: ns(2), hz: 60, mainThread: .stalled(until: ns(3)))),
        .frame(Frame(index: 2, time: ns(2), hz: 60, mainThread: .stalled(until: ns(3)))),
        .frame(Frame(index: 1, time: ns(3), hz: 60, mainThread: .stalled(until: ns(3)))),
        .frame(Frame(index: 1, time: ns(2), hz: 120, mainThread: .stalled(until: ns(3)))),
        .frame(Frame(index: 1, time: ns(2), hz: 60, mainThread: .stalled(until: ns(4)))),
        .framesSkipped(first: 1, last: 2, hz: 60, from: ns(2), to: ns(3)),
        .framesSkipped(first: 1, last: 3, hz: 60, from: ns(2), to: ns(3)),
      ],
      [
        .ignoringInteractionEventsChanged(from: 0, to: 1, caller: "c"),
        .ignoringInteractionEventsChanged(from: 0, to: 1, caller: "d"), .stallScheduled(start: ns(1), end: ns(2)),
        .stallScheduled(start: ns(1), end: ns(3)),
      ],
    ]
    var seen: [JournalDigest: JournalEvent] = [:]
    for event in groups.joined() {
      let value = digest(event)
      #expect(seen[value] == nil, "\(event) and \(seen[value].map(String.init(describing:)) ?? "") share a digest")
      seen[value] = event
    }
    #expect(digest(.counterChanged(name: "c", from: 0, to: 1), at: ns(6)) != digest(.counterChanged(name: "c", from: 0, to: 1)))
  }

  /// A run of plain frames and an entry cannot feed the same words: a run's tag is not
  /// something an entry can start with (an entry at 240 ns used to start with 0xF0, the
  /// run tag, and this completion then fed the run's six words exactly).
  @Test func aRunOfFramesAndAnEntryFeedDifferentWords() {
    let run = Journal()
    run.record(.framesSkipped(first: 9, last: 9, hz: 1, from: ns(1), to: ns(1)), at: ns(1))
    let entry = Journal()
    entry.record(.animationCompletionCalled(block: 9, handler: 1, finished: true), at: ns(0xF0))
    #expect(run.canonicalText != entry.canonicalText)
    #expect(run.digest != entry.digest, "\(run.canonicalText) and \(entry.canonicalText) share a digest")
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
