import SeamlessEngine
import SeamlessReplay
import SeamlessScenes
import SeamlessTrace
import Testing

/// Each invariant on small hand-made runs: one that holds and one that breaks it, with the
/// message checked.
@Suite struct InvariantTests {
  func stage() -> (Engine, View) {
    let engine = Engine(displaySize: Size(width: 390, height: 844), frameRate: 60)
    let card = View(name: "card", center: Point(x: 195, y: 600), size: Size(width: 100, height: 100))
    engine.window.addSubview(card)
    return (engine, card)
  }

  func ms(_ value: Int64) -> Instant { Instant(nanoseconds: value * 1_000_000) }

  func settle(_ engine: Engine, frames: Int = 120) -> ReplayRun {
    ReplayRun(engine: engine, settle: engine.advanceUntilIdle(frameLimit: frames))
  }

  @Test func noProblemsReportsMisuse() {
    let (engine, _) = stage()
    #expect(NoProblems().check(settle(engine)).isEmpty)
    engine.endIgnoringInteractionEvents()
    let violations = NoProblems().check(settle(engine))
    #expect(violations.count == 1)
    #expect(violations.first?.message.contains("endIgnoringInteractionEvents() called while the ignore counter is 0") == true)
  }

  @Test func completionsOnceAndSettlesReportAnAnimationThatNeverEnds() {
    let (engine, card) = stage()
    engine.animate(withDuration: 0.2) { card.center.y = 100 }
    let fine = settle(engine)
    #expect(CompletionsCalledOnce().check(fine).isEmpty)
    #expect(Settles().check(fine).isEmpty)
    // A fade that drifts on forever: each completion starts another, a step further.
    func fade() { engine.animate(withDuration: 0.1, animations: { card.alpha -= 0.1 }) { _ in fade() } }
    fade()
    let stuck = settle(engine, frames: 30)
    #expect(CompletionsCalledOnce().check(stuck).isEmpty)  // unsettled: nothing is owed yet
    let settles = Settles().check(stuck).map(\.message)
    #expect(settles.count == 2)
    #expect(settles[0].hasPrefix("did not settle: still busy at t="))
    #expect(settles[0].contains("animations: card.alpha absolute until t="))
    #expect(settles[1] == "card still shows animated values (alpha) at the end")
  }

  /// What the app asked to run on forever (`.repeat`) is no unrest: the run reaches its limit
  /// with nothing else moving, and `settles` holds.
  @Test func settlesAcceptsAnAnimationThatRepeatsAsAsked() {
    let (engine, card) = stage()
    engine.animate(withDuration: 0.5, options: .repeat) { card.alpha = 0.5 }
    let pulsing = settle(engine, frames: 30)
    #expect(pulsing.settle.reachedLimit && pulsing.settle.restsButForPerpetualAnimations)
    #expect(pulsing.settle.pending.perpetualAnimations == ["card.alpha absolute repeating"])
    #expect(
      pulsing.settle.pending.description.contains("at rest at t=") && pulsing.settle.pending.description.contains("but for perpetual"))
    #expect(Settles().check(pulsing).isEmpty)
    // Anything else still moving is unrest, and the report names both.
    engine.animate(withDuration: 2) { card.center.y = 100 }
    let busy = settle(engine, frames: 30)
    #expect(!busy.settle.restsButForPerpetualAnimations)
    let settles = Settles().check(busy).map(\.message)
    #expect(settles.first?.contains("perpetual animations, as the app asked: card.alpha absolute repeating") == true)
    #expect(settles.last == "card still shows animated values (centerY) at the end")
  }

  @Test func gesturesEndOnceFindsAGestureLeftOpen() {
    let (engine, card) = stage()
    let pan = PanGestureRecognizer(name: "pan")
    card.addGestureRecognizer(pan)
    for (k, y) in [600.0, 580, 560, 540].enumerated() {
      engine.enqueue(InputEvent(time: ms(Int64(k) * 16), touchID: 1, phase: k == 0 ? .began : .moved, x: 195, y: y))
    }
    let open = settle(engine, frames: 10)
    #expect(GesturesEndOnce().check(open).map(\.message) == ["pan on card began at t=0.016666666 s and never ended"])
    engine.enqueue(InputEvent(time: ms(300), touchID: 1, phase: .ended, x: 195, y: 540))  // after the 10 frames already run
    #expect(GesturesEndOnce().check(settle(engine)).isEmpty)
  }

  @Test func gesturesEndOnceFindsASecondEnd() {
    // A recognizer that ends twice (written straight into the journal: the engine's state
    // machine would refuse it).
    let (engine, _) = stage()
    for (from, to) in [(GestureRecognizerState.possible, GestureRecognizerState.began), (.began, .ended), (.changed, .ended)] {
      engine.journal.record(
        .gestureStateChanged(recognizer: "pan", view: "card", from: from, to: to, cause: .recognizer), at: ms(10))
    }
    #expect(GesturesEndOnce().check(settle(engine)).map(\.message) == ["pan on card ended again (changed → ended) without beginning"])
  }

  @Test func animatorCompletionsAcceptRealRunsAndRefuseIllegalOnes() {
    let (engine, card) = stage()
    // Real runs: forward to the end, reversed to the start, stopped and finished at .current.
    let forward = PropertyAnimator(engine: engine, name: "forward", duration: 0.2, timing: .cubic(.linear)) { card.center.y = 100 }
    forward.startAnimation()
    let back = PropertyAnimator(engine: engine, name: "back", duration: 0.2, timing: .cubic(.linear)) { card.alpha = 0 }
    back.startAnimation()
    back.isReversed = true
    let held = PropertyAnimator(engine: engine, name: "held", duration: 0.2, timing: .cubic(.linear)) { card.scaleX = 2 }
    held.startAnimation()
    held.stopAnimation(false)
    held.finishAnimation(at: .current)
    #expect(AnimatorCompletions().check(settle(engine)).isEmpty)
    // Forged: a completion at .current without finishing there, and a second completion.
    engine.journal.record(
      .animatorChanged(
        animator: "forged", run: 1, call: "startAnimation()", state: .active, isRunning: true, isReversed: false, fraction: 0),
      at: engine.now)
    engine.journal.record(.animatorCompletionCalled(animator: "forged", run: 1, position: .current, handlers: [1]), at: engine.now)
    engine.journal.record(.animatorCompletionCalled(animator: "forged", run: 1, position: .end, handlers: [1]), at: engine.now)
    let messages = AnimatorCompletions().check(settle(engine)).map(\.message)
    #expect(
      messages == [
        "animator \"forged\" completed run 1 at .current, which the run does not allow (finished at nothing, reversed: false)",
        "animator \"forged\" completed run 1 (end), which has no run left to complete",
      ])
  }

  /// Completions deferred to the frame's completion step belong to the run they finish, even
  /// when the app has started the animator's next run in the same turn (two false violations
  /// when completions were matched by animator name).
  @Test func aRunFinishedAndRestartedInOneTurnCompletesOnceEach() {
    let (engine, card) = stage()
    let animator = PropertyAnimator(engine: engine, name: "drawer", duration: 0.3, timing: .cubic(.easeOut)) {
      card.center.y = 300
    }
    var positions: [AnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    engine.advance(to: ms(100))
    animator.stopAnimation(false)
    animator.finishAnimation(at: .current)
    animator.addAnimations { card.center.y = 600 }
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    let run = settle(engine)
    #expect(positions == [.current, .end])
    #expect(AnimatorCompletions().check(run).isEmpty)
    #expect(CompletionsCalledOnce().check(run).isEmpty)
  }

  @Test func countersMustComeBackToZero() {
    let (engine, _) = stage()
    let counter = TransitionCounter(name: "bird", engine: engine)
    counter.begin()
    #expect(
      CountersBalanced().check(settle(engine)).map(\.message) == [
        "counter \"bird\" is 1 after settling (last changed at t=0.000000000 s): a transition began whose completion never counted it out"
      ])
    counter.end()
    counter.end()
    let negative = CountersBalanced().check(settle(engine)).map(\.message)
    #expect(negative.first == "counter \"bird\" went from 0 to -1")
  }

  @Test func continuityFlagsAnAbsoluteRetargetAndPassesAnAdditiveOne() {
    let (engine, card) = stage()
    engine.animate(withDuration: 1) { card.center.y = 100 }
    engine.advance(to: ms(500))
    engine.animate(withDuration: 1) { card.center.y = 600 }
    #expect(ContinuityAtTransitions().check(settle(engine, frames: 200)).isEmpty)

    let (engine7, card7) = stage()
    engine7.animations.additiveGeometry = false
    engine7.animate(withDuration: 1) { card7.center.y = 100 }
    engine7.advance(to: ms(500))
    engine7.animate(withDuration: 1) { card7.center.y = 600 }
    let violations = ContinuityAtTransitions().check(settle(engine7, frames: 200)).map(\.description)
    #expect(
      violations == [
        "t=0.500000000 s: card.centerY added-absolute: value left 350.0 pt, right 100.0 pt (jump 250.0 > 0.167, half a "
          + "device pixel at 3.0×, the smallest step the eye sees)",
        "t=0.500000000 s: card.centerY added-absolute: velocity left -862.069 pt/s, right 0.0 pt/s (jump 862.069 > 8.621e-7)",
      ])
  }
}

@Suite struct ReplayerInputTests {
  /// A trace whose rates the engine cannot use replays at 60 Hz with the problem on record.
  @Test func absurdRatesAreRecordedNotTrapped() throws {
    var header = TraceHeader()
    header.refreshRate = 1e300
    header.sceneName = "card-drag"
    let trace = Trace(header: header, events: [.system(SystemEvent(time: 1_000_000, kind: .frameRate(hertz: -.infinity)))])
    let report = Replayer().replay(trace, sceneName: "card-drag") { CardDragScene() }
    #expect(report.failures.map(\.name) == ["no-problems"])
    // The header's rate and the frame-rate change, each refused (the engine keeps 60 Hz).
    let messages = report.failures.first?.violations.map(\.message) ?? []
    #expect(messages.count == 2)
    #expect(messages.allSatisfy { $0.hasPrefix("frame rate 0 Hz requested") })
    #expect(report.finalRate == 60)
  }
}
