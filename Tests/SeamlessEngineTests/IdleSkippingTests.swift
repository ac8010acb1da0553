import Testing

@testable import SeamlessEngine

/// Idle frames skipped in one step change nothing a replay can see: the same digest, the
/// same frames where something happens, and a journal that does not grow with idle time.
@Suite struct IdleSkippingTests {
  /// A card, a tap that animates it, a long pause, a stall, a rate change and another tap.
  func run(skipping: Bool, retaining: Bool = true) -> Engine {
    let engine = Engine(displaySize: Size(width: 390, height: 844), frameRate: 60)
    engine.skipsIdleFrames = skipping
    engine.journal.retainsEntries = retaining
    let card = View(name: "card", center: Point(x: 195, y: 600), size: Size(width: 100, height: 100))
    engine.window.addSubview(card)
    let observer = ClosureTouchObserver { phase in
      guard phase == .ended else { return }
      engine.animate(withDuration: 0.4) { card.center.y = card.center.y > 400 ? 200 : 600 }
    }
    card.addTouchObserver(observer)
    engine.enqueue(touch(1, .began, at: ms(100), 195, 600))
    engine.enqueue(touch(1, .ended, at: ms(180), 195, 600))
    engine.scheduleTimer(at: ms(5_000), label: "rate") { engine.setFrameRate(120) }
    engine.stall(at: ms(7_000), duration: .milliseconds(50))
    engine.enqueue(touch(2, .began, at: ms(60_000), 195, 200))
    engine.enqueue(touch(2, .ended, at: ms(60_050), 195, 200))
    engine.advance(to: ms(30_000))
    engine.advance(to: ms(61_000))
    _ = engine.advanceUntilIdle()
    return engine
  }

  @Test func skippingIdleFramesKeepsTheDigestAndTheWork() {
    let plain = run(skipping: false)
    let skipping = run(skipping: true)
    #expect(skipping.journal.digest == plain.journal.digest)
    #expect(skipping.journal.canonicalText == plain.journal.canonicalText)
    #expect(skipping.journal.frameCount == plain.journal.frameCount)
    #expect(skipping.now == plain.now && skipping.nextFrameIndex == plain.nextFrameIndex)
    // Every non-frame entry is the same, at the same instant.
    func work(_ engine: Engine) -> [String] {
      engine.journal.entries.filter {
        switch $0.event {
        case .frame(let frame): frame.isMainThreadStalled
        case .framesSkipped: false
        default: true
        }
      }.map(\.canonicalText)
    }
    #expect(work(skipping) == work(plain))
    // 61 s of mostly idle frames: a few dozen entries instead of thousands.
    #expect(plain.journal.count > 6_000)
    #expect(skipping.journal.count < plain.journal.count / 20, "\(skipping.journal.count)")
  }

  @Test func aJournalThatKeepsNothingHasTheSameDigest() {
    let kept = run(skipping: true, retaining: true)
    let streamed = run(skipping: true, retaining: false)
    #expect(streamed.journal.entries.isEmpty)
    #expect(streamed.journal.digest == kept.journal.digest)
    #expect(streamed.journal.count == kept.journal.count && streamed.journal.frameCount == kept.journal.frameCount)
    // Turned off midway, the entries so far are folded in.
    let engine = Engine()
    engine.advance(to: ms(100))
    engine.journal.retainsEntries = false
    engine.advance(to: ms(200))
    let reference = Engine()
    reference.advance(to: ms(200))
    #expect(engine.journal.digest == reference.journal.digest)
  }

  @Test func theLastFrameBeforeAnInstantIsExact() {
    var schedule = FrameSchedule(hz: 60)
    #expect(schedule.lastFrame(before: .zero) == -1)
    #expect(schedule.lastFrame(before: Instant(nanoseconds: 1)) == 0)
    #expect(schedule.lastFrame(before: Instant(nanoseconds: 16_666_666)) == 0)  // frame 1 is at 16,666,666
    #expect(schedule.lastFrame(before: Instant(nanoseconds: 16_666_667)) == 1)
    #expect(schedule.lastFrame(before: Instant(nanoseconds: 1_000_000_000)) == 59)
    schedule.changeRate(to: 120, atFrame: 30)  // at 0.5 s
    #expect(schedule.lastFrame(before: Instant(nanoseconds: 1_000_000_000)) == 89)
    for instant in stride(from: Int64(0), through: 3_000_000_000, by: 7_777_777) {
      let k = schedule.lastFrame(before: Instant(nanoseconds: instant))
      if k >= 30 { #expect(schedule.time(ofFrame: k).nanoseconds < instant) }
      #expect(schedule.time(ofFrame: k + 1).nanoseconds >= instant)
    }
    // Ten hours ahead at 1000 Hz: no overflow.
    let fast = FrameSchedule(hz: 1000)
    #expect(fast.lastFrame(before: Instant(nanoseconds: 36_000_000_000_000)) == 35_999_999)
  }
}

/// A touch observer that calls back with each phase.
final class ClosureTouchObserver: TouchObserver {
  let body: (Touch.Phase) -> Void
  init(_ body: @escaping (Touch.Phase) -> Void) { self.body = body }
  func touchesBegan(_ touches: [Touch], event: TouchEvent) { body(.began) }
  func touchesMoved(_ touches: [Touch], event: TouchEvent) { body(.moved) }
  func touchesEnded(_ touches: [Touch], event: TouchEvent) { body(.ended) }
  func touchesCancelled(_ touches: [Touch], event: TouchEvent) { body(.cancelled) }
}

/// What the review of idle skipping asked for: the sampler's interval, frames an observer
/// still needs, far horizons, and stalls that are already over.
@Suite struct IdleSkippingEdgeTests {
  final class Intervals: FrameSampleObserver {
    var intervals: [TimeSpan] = []
    var wantsFrames = false
    func frameSampled(_ sampler: FrameSampler) {
      intervals.append(sampler.interval)
      if wantsFrames { sampler.requestNextFrame() }
    }
  }

  @Test func theSamplersIntervalAfterASkipIsOneFrame() {
    let engine = Engine(displaySize: Size(width: 390, height: 844), frameRate: 60)
    engine.skipsIdleFrames = true
    let observer = Intervals()
    engine.sampler.addObserver(observer)
    engine.enqueue(touch(1, .began, at: ms(10), 100, 100))
    engine.enqueue(touch(1, .ended, at: ms(30), 100, 100))
    engine.enqueue(touch(2, .began, at: ms(2_000), 100, 100))
    engine.enqueue(touch(2, .ended, at: ms(2_020), 100, 100))
    engine.advance(to: ms(2_100))
    #expect(engine.journal.entries.contains { if case .framesSkipped = $0.event { true } else { false } })
    // Every sampled interval is one frame (16.67 ms at 60 Hz), the skipped second included.
    #expect(observer.intervals.dropFirst().allSatisfy { $0 == .nanoseconds(16_666_666) || $0 == .nanoseconds(16_666_667) })
  }

  @Test func anObserverThatWantsTheNextFrameStopsTheSkip() {
    let engine = Engine(displaySize: Size(width: 390, height: 844), frameRate: 60)
    engine.skipsIdleFrames = true
    let observer = Intervals()
    observer.wantsFrames = true
    engine.sampler.addObserver(observer)
    engine.advance(to: ms(1_000))
    #expect(!engine.journal.entries.contains { if case .framesSkipped = $0.event { true } else { false } })
    #expect(engine.journal.frameCount == 61)
    observer.wantsFrames = false
    engine.advance(to: ms(2_000))
    #expect(engine.journal.entries.contains { if case .framesSkipped = $0.event { true } else { false } })
  }

  @Test func farHorizonsNeitherTrapNorLoop() {
    let engine = Engine(displaySize: Size(width: 390, height: 844), frameRate: 1000)
    engine.skipsIdleFrames = true
    engine.advance(to: Instant(nanoseconds: .max - 1))
    #expect(engine.journal.count < 10)
    // Beyond Int64 nanoseconds × 10⁹ the schedule computes in full width.
    #expect(FrameSchedule(hz: 1000).time(ofFrame: 1_000_000_000_000) == Instant(nanoseconds: 1_000_000_000_000_000_000))
    #expect(FrameSchedule(hz: 60).time(ofFrame: Int.max / 2) == Instant(nanoseconds: .max))
  }

  @Test func aStallThatIsOverIsNotPendingWork() {
    let engine = Engine(displaySize: Size(width: 390, height: 844), frameRate: 60)
    engine.stall(at: ms(10), duration: .zero)
    engine.advance(to: ms(5))
    #expect(engine.hasPendingWork)  // still to come (its end is after now)
    engine.advance(to: ms(12))
    #expect(!engine.hasPendingWork)  // over, though no frame has folded it yet
    engine.stall(at: ms(100), duration: .milliseconds(50))
    #expect(engine.hasPendingWork)
  }
}
