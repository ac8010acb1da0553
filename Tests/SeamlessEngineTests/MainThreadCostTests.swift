import Testing

@testable import SeamlessEngine

/// Issue 20 item 7, first slice: declared main-thread costs block the main thread as stalls do,
/// adding up within a frame; zero costs change nothing.
@Suite struct MainThreadCostTests {
  private func stalls(_ engine: Engine) -> [(start: Int64, end: Int64)] {
    engine.journal.entries.compactMap { entry in
      if case .stallScheduled(let start, let end) = entry.event { (start.nanoseconds, end.nanoseconds) } else { nil }
    }
  }

  /// A pan whose two actions cost 6 ms each: every change blocks the main thread 12 ms from the
  /// frame it ran in, so at 120 Hz (8.33 ms frames) the next frame is stalled.
  @Test func gestureActionsAddUpAndStallTheFramesThatFollow() {
    let (engine, card) = gestureScene()
    engine.mainThreadCosts = MainThreadCosts(perGestureAction: .milliseconds(6))
    let pan = PanGestureRecognizer(name: "pan")
    pan.addAction(named: "move") { _ in }
    pan.addAction(named: "log") { _ in }
    card.addGestureRecognizer(pan)
    let positions = line(from: Point(x: 200, y: 400), velocity: Point(x: 0, y: -600), count: 12)
    engine.enqueue(contentsOf: fingerSamples(1, first: 1, positions: positions))
    engine.advance(to: sampleTime(40))
    let journaled = stalls(engine)
    #expect(!journaled.isEmpty)
    // Each run of actions: 2 × 6 ms from the later of its frame and the end of the work before.
    #expect(journaled.allSatisfy { $0.end - $0.start == 6_000_000 })
    let first = journaled[0]
    #expect(journaled[1].start == first.end)  // the second action's cost follows the first's
    let frames = engine.journal.entries.compactMap { entry -> Frame? in
      if case .frame(let frame) = entry.event { frame } else { nil }
    }
    #expect(frames.contains { $0.isMainThreadStalled })
  }

  @Test func zeroCostsChangeNothing() {
    func digest(costs: MainThreadCosts) -> JournalDigest {
      let (engine, card) = gestureScene()
      engine.mainThreadCosts = costs
      let pan = PanGestureRecognizer(name: "pan")
      pan.addAction(named: "move") { _ in card.center.y -= 1 }
      card.addGestureRecognizer(pan)
      engine.enqueue(
        contentsOf: fingerSamples(1, first: 1, positions: line(from: Point(x: 200, y: 400), velocity: Point(x: 0, y: -600), count: 12)))
      engine.scheduleTimer(after: .milliseconds(30)) {}
      engine.advance(to: sampleTime(40))
      #expect(stalls(engine).isEmpty == (costs == .free))
      return engine.journal.digest
    }
    let free = digest(costs: .free)
    #expect(free == digest(costs: MainThreadCosts()))
    #expect(free != digest(costs: MainThreadCosts(perTimer: .milliseconds(20))))
  }

  @Test func aSceneDeclaresTheCostOfItsOwnWork() {
    let engine = Engine()  // 60 Hz
    engine.scheduleTimer(at: Instant(nanoseconds: 100_000_000)) { engine.spendMainThreadTime(.milliseconds(40)) }
    engine.advance(to: Instant(nanoseconds: 200_000_000))
    #expect(stalls(engine).map(\.start) == [100_000_000])
    #expect(stalls(engine).map(\.end) == [140_000_000])
    // Frames at 0.1166… and 0.1333… s fall in the stall.
    let stalled = engine.journal.entries.compactMap { entry -> Int? in
      if case .frame(let frame) = entry.event, frame.isMainThreadStalled { frame.index } else { nil }
    }
    #expect(stalled == [7, 8])
  }
}
