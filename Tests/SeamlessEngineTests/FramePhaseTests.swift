import Testing

@testable import SeamlessEngine

@Suite struct FramePhaseTests {
  /// An engine whose window has a touch observer and an observer in every frame phase, all
  /// writing to one log.
  private func instrumentedEngine() -> (Engine, EventLog) {
    let engine = Engine(displaySize: Size(width: 400, height: 800), frameRate: 60)
    let log = EventLog()
    engine.window.addTouchObserver(RecordingTouchObserver("touch", log: log))
    engine.addDisplayLink { frame in log.append("displayLink \(frame.index)") }
    for phase in [FramePhase.commit, .render, .completion] {
      engine.addFrameObserver(RecordingFrameObserver("observer", log: log), phase: phase)
    }
    return (engine, log)
  }

  @Test func eachFrameRunsInputAndTimersThenDisplayLinkCommitRenderCompletion() {
    let (engine, log) = instrumentedEngine()
    engine.advance(to: .zero)
    #expect(log.lines == ["displayLink 0", "observer commit 0", "observer render 0", "observer completion 0"])
    log.lines.removeAll()

    // Frame 1 is at 16_666_666 ns. Input waits for it; timers run at their own instants (with
    // `now` their deadline), and one due at the frame's time runs after the frame's input.
    engine.enqueue(touch(1, .began, at: ms(5), 10, 10))
    engine.enqueue(touch(1, .moved, at: ms(10), 12, 10))
    engine.enqueue(touch(1, .ended, at: ns(16_666_666), 14, 10))  // due exactly at the frame: this frame
    engine.scheduleTimer(at: ms(3), label: "t3") { log.append("timer 3 ms at \(engine.now.nanoseconds)") }
    engine.scheduleTimer(at: ms(10), label: "t10") { log.append("timer 10 ms at \(engine.now.nanoseconds)") }
    engine.scheduleTimer(at: ns(16_666_666), label: "tie") { log.append("timer at the frame") }  // after its input
    engine.scheduleTimer(at: ms(17), label: "t17") { log.append("timer 17 ms") }  // after frame 1
    engine.advance(to: ns(16_666_666))
    #expect(
      log.lines == [
        "timer 3 ms at 3000000", "timer 10 ms at 10000000", "touch began 1@5000000", "touch moved 1@10000000",
        "touch ended 1@16666666", "timer at the frame", "displayLink 1", "observer commit 1", "observer render 1",
        "observer completion 1",
      ])
    log.lines.removeAll()
    engine.advance(to: ns(33_333_333))
    #expect(log.lines.first == "timer 17 ms")
    let fired = engine.journal.entries.filter { $0.event.canonicalText.hasPrefix("timer change=fired") }.map(\.instant)
    #expect(fired == [ms(3), ms(10), ns(16_666_666), ms(17)], "journaled at their own instants")
  }

  @Test func workAddedDuringTheMainThreadStepWaitsForTheNextFrame() {
    let (engine, log) = instrumentedEngine()
    engine.advance(to: .zero)
    log.lines.removeAll()
    var reschedules = 0
    func spin() {
      reschedules += 1
      log.append("spin")
      engine.scheduleTimer(after: .zero, label: "spin", spin)
    }
    engine.scheduleTimer(at: ms(1), label: "spin", spin)
    engine.advance(to: ns(33_333_333))  // 1 ms, then frames 1 and 2
    #expect(reschedules == 3, "its own instant, then one run per frame, however often it reschedules")
    #expect(log.lines.filter { $0 == "spin" }.count == 3)
    #expect(engine.pendingWork.timers == ["spin at t=0.033333333 s"])
  }

  @Test func cancelledTimersDoNotRun() {
    let engine = Engine()
    var fired = false
    let timer = engine.scheduleTimer(after: .milliseconds(500), label: "long press") { fired = true }
    engine.advance(to: ms(100))
    #expect(engine.cancelTimer(timer))
    #expect(!engine.cancelTimer(timer))
    engine.advance(to: ms(1_000))
    #expect(!fired)
  }

  @Test func stallBlocksTheMainThreadButNotTheRenderPhase() {
    let (engine, log) = instrumentedEngine()
    engine.stall(at: ms(20), duration: .milliseconds(50))  // 20 ms ..< 70 ms
    // Main-thread work due during the stall, deliberately interleaved.
    engine.enqueue(touch(1, .began, at: ms(25), 10, 10))
    engine.scheduleTimer(at: ms(30), label: "t30") { log.append("timer 30 ms") }
    engine.enqueue(touch(1, .moved, at: ms(40), 20, 10))
    engine.scheduleTimer(at: ms(40), label: "t40") { log.append("timer 40 ms") }
    engine.enqueue(touch(1, .ended, at: ms(69), 30, 10))
    engine.advance(to: ns(100_000_000))

    // Frames 2, 3, 4 (33.3, 50, 66.7 ms) fall inside the stall: only render ran.
    let frames = engine.journal.frames
    #expect(frames.map(\.isMainThreadStalled) == [false, false, true, true, true, false, false])
    #expect(frames[2].mainThread == .stalled(until: ms(70)))
    #expect(engine.journal.lines("frame index=3") == ["frame index=3 time=50000000 hz=60 main=stalled until=70000000"])
    #expect(engine.journal.lines("stall") == ["stall start=20000000 end=70000000"])

    let frame2to5 = Array(log.lines.drop { $0 != "observer render 2" })
    #expect(
      Array(frame2to5.prefix(13)) == [
        "observer render 2", "observer render 3", "observer render 4",
        // The timers that waited fire when the main thread is free (70 ms, between frames 4 and
        // 5); the touches wait for frame 5 (83.3 ms), then the usual steps.
        "timer 30 ms", "timer 40 ms", "touch began 1@25000000", "touch moved 1@40000000",
        "touch ended 1@69000000", "displayLink 5", "observer commit 5", "observer render 5",
        "observer completion 5", "displayLink 6",
      ])
    #expect(
      log.lines.filter { $0.hasPrefix("displayLink") } == [
        "displayLink 0", "displayLink 1", "displayLink 5", "displayLink 6",
      ],
      "stalled frames skip the display link and are not replayed")
  }

  @Test func aStallEndingOnAFrameLetsThatFrameRun() {
    let engine = Engine(frameRate: 60)
    engine.stall(at: ns(16_666_666), duration: .nanoseconds(16_666_667))  // frame 1 ..< frame 2
    engine.advance(to: ns(33_333_333))
    #expect(engine.journal.lines("frame ").map { $0.hasSuffix("main=ran") } == [true, false, true])
  }

  @Test func negativeStallIsAProgrammerError() {
    let engine = Engine()
    engine.stall(for: .milliseconds(-1))
    #expect(engine.journal.lines("programmer-error") == ["programmer-error negative-stall-duration duration=-1000000"])
    #expect(engine.journal.lines("stall").isEmpty)
  }

  @Test func observersCanBeRemovedAndDisplayLinksPaused() {
    let engine = Engine()
    let log = EventLog()
    let render = RecordingFrameObserver("r", log: log)
    engine.addFrameObserver(render, phase: .render)
    engine.addFrameObserver(render, phase: .render)  // once only
    let link = engine.addDisplayLink { frame in log.append("link \(frame.index)") }
    engine.advance(to: ns(16_666_666))
    link.isPaused = true
    engine.removeFrameObserver(render)
    engine.advance(to: ns(50_000_000))
    #expect(log.lines == ["link 0", "r render 0", "link 1", "r render 1"])
  }

  @Test func advanceUntilIdleStopsWhenNothingIsLeft() {
    let engine = Engine()
    engine.scheduleTimer(at: ms(100), label: "late") {}
    engine.enqueue(touch(1, .began, at: ms(40), 10, 10))
    engine.enqueue(touch(1, .ended, at: ms(50), 10, 10))
    #expect(!engine.pendingWork.isIdle)
    let run = engine.advanceUntilIdle(frameLimit: 100)
    #expect(!run.reachedLimit)
    #expect(run.pending.isIdle)
    #expect(engine.now == ns(100_000_000))  // frame 6, the first at or after the timer
    #expect(run.description == "idle at t=0.100000000 s after 7 frames")
  }

  @Test func advanceUntilIdleReportsWhatKeepsTheEngineBusy() {
    let engine = Engine()
    engine.addDisplayLink { _ in }
    engine.enqueue(touch(7, .began, at: ms(1), 10, 10))
    let run = engine.advanceUntilIdle(frameLimit: 3)
    #expect(run.reachedLimit)
    #expect(run.pending.activeTouches == [7])
    #expect(
      run.description
        == "still busy at t=0.033333333 s: touches down: 7; 1 frame observers want frames after 3 frames (the limit)")
  }
}

/// Timers at their own instants (issue 20, item 7): they beat against the frames, and their
/// declared cost counts from when they fire.
@Suite struct TimerInstantTests {
  /// A 60 Hz timer started at 5 ms on a 120 Hz display fires between frames, every
  /// 16.666666 ms; each fire moves a view to where `now` says, and the frames show those
  /// values with a lag that alternates between 3.33 ms and 11.67 ms: the judder a device shows.
  @Test func aSixtyHertzTimerOnAOneTwentyHertzDisplayBeatsAgainstTheFrames() {
    let engine = Engine(displaySize: Size(width: 400, height: 800), frameRate: 120)
    let view = View(name: "dot", center: Point(x: 0, y: 100), size: Size(width: 10, height: 10))
    engine.window.addSubview(view)
    var fires: [Int64] = []
    let interval = TimeSpan(nanoseconds: 16_666_667)
    func tick(due: Instant) {
      fires.append(engine.now.nanoseconds)
      view.center = Point(x: Double(engine.now.nanoseconds) / 1_000_000, y: 100)  // 1 pt per ms
      engine.scheduleTimer(at: due.saturatingAdding(interval), label: "tick") { tick(due: due.saturatingAdding(interval)) }
    }
    engine.scheduleTimer(at: ms(5), label: "tick") { tick(due: ms(5)) }
    var shown: [Double] = []
    engine.addDisplayLink { _ in shown.append(view.center.x) }
    engine.advance(to: ns(50_000_000))  // frames 0...6 at 120 Hz
    #expect(fires == [5_000_000, 21_666_667, 38_333_334], "at their own instants, not at frames")
    // Frames at 0, 8.33, 16.67, 25, 33.33, 41.67, 50 ms.
    #expect(shown == [0, 5, 5, 21.666667, 21.666667, 38.333334, 38.333334])
  }

  /// A timer's declared cost blocks the main thread from when it fires: 10 ms at 10 ms overruns
  /// the 16.67 ms frame, which is stalled; the same timer due at a frame's time does not.
  @Test func aTimersCostCountsFromItsOwnInstant() {
    func stalledFrames(timerAt due: Instant) -> [Bool] {
      let engine = Engine(frameRate: 60)
      engine.mainThreadCosts = MainThreadCosts(perTimer: .milliseconds(10))
      engine.scheduleTimer(at: due, label: "work") {}
      engine.advance(to: ns(50_000_000))
      return engine.journal.frames.map(\.isMainThreadStalled)
    }
    #expect(stalledFrames(timerAt: ms(10)) == [false, true, false, false])
    #expect(stalledFrames(timerAt: ns(16_666_666)) == [false, false, false, false])
  }

  /// A timer that falls due while the main thread is blocked fires when it is free, between
  /// frames, with `now` the end of the stall.
  @Test func aTimerDueInAStallFiresWhenTheMainThreadIsFree() {
    let engine = Engine(frameRate: 60)
    engine.stall(at: ms(2), duration: .milliseconds(8))  // 2 ..< 10 ms
    var firedAt: Instant?
    engine.scheduleTimer(at: ms(4), label: "late") { firedAt = engine.now }
    engine.advance(to: ms(20))
    #expect(firedAt == ms(10))
  }
}

/// Completions that fall due while the main thread is blocked.
@Suite struct StalledCompletionTests {
  /// A 60 Hz engine whose touches and a 50 ms fade's completion (begun at 0) write to one log.
  private func fadingBadge() -> (Engine, EventLog) {
    let engine = Engine(displaySize: Size(width: 400, height: 800), frameRate: 60)
    let log = EventLog()
    engine.window.addTouchObserver(RecordingTouchObserver("touch", log: log))
    let badge = View(name: "badge", center: Point(x: 100, y: 100), size: Size(width: 50, height: 50))
    engine.window.addSubview(badge)
    engine.advance(to: .zero)
    engine.animate(withDuration: 0.05, animations: { badge.alpha = 0.5 }, completion: { _ in log.append("completion") })
    return (engine, log)
  }

  /// A completion due in a stall runs before a touch that came after it.
  ///
  /// A 50 ms fade ends at 50 ms, inside a 20–100 ms stall; a touch comes down at 90 ms. Both
  /// wait for the frame at 100 ms, which runs the completion first (it was due first), then the
  /// touch: code that reacts to the touch sees the animation's end already handled.
  @Test func aCompletionDueInAStallRunsBeforeTheInputThatCameAfterIt() {
    let (engine, log) = fadingBadge()
    engine.stall(at: ms(20), duration: .milliseconds(80))
    engine.enqueue(touch(1, .began, at: ms(90), 300, 700))
    engine.advance(to: ms(100))
    #expect(log.lines == ["completion", "touch began 1@90000000"])
    #expect(engine.journal.entries.first { $0.event.canonicalText.hasPrefix("animation-completion") }?.instant == ms(100))
  }

  /// Without a stall the order is the frame's: input, then completions.
  @Test func withoutAStallTheFrameTakesInputFirst() {
    let (engine, log) = fadingBadge()
    engine.enqueue(touch(1, .began, at: ms(45), 300, 700))
    engine.advance(to: ms(50))
    #expect(log.lines == ["touch began 1@45000000", "completion"])
  }
}
