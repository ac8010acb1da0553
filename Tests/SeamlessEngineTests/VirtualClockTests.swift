import Testing

@testable import SeamlessEngine

@Suite struct VirtualClockTests {
  @Test func startsAtZeroAndMovesOnlyWhenAdvanced() {
    let clock = VirtualClock()
    #expect(clock.now == .zero)
    clock.advance(by: .milliseconds(5))
    #expect(clock.now == ms(5))
    clock.advance(to: ms(5))  // advancing to now is fine
    #expect(clock.now == ms(5))
    #expect(clock.violations.isEmpty)
  }

  @Test func runsByDeadlineThenInsertionOrder() {
    let clock = VirtualClock()
    var log: [String] = []
    clock.schedule(at: ns(10), label: "b") { log.append("b@\(clock.now.nanoseconds)") }
    clock.schedule(at: ns(5), label: "a") { log.append("a@\(clock.now.nanoseconds)") }
    clock.schedule(at: ns(10), label: "c") { log.append("c@\(clock.now.nanoseconds)") }
    clock.schedule(at: ns(7), label: "d") { log.append("d@\(clock.now.nanoseconds)") }
    clock.schedule(at: ns(10), label: "e") { log.append("e@\(clock.now.nanoseconds)") }
    clock.advance(to: ns(20))
    #expect(log == ["a@5", "d@7", "b@10", "c@10", "e@10"])
    #expect(clock.now == ns(20))
  }

  @Test func advanceStopsAtTheTargetAndReportsWhatIsLeft() {
    let clock = VirtualClock()
    var ran = false
    clock.schedule(at: ms(15), label: "long-press deadline") { ran = true }
    clock.advance(to: ms(10))
    #expect(!ran)
    #expect(clock.hasPendingWork)
    #expect(clock.nextDeadline == ms(15))
    #expect(clock.pendingWork.map(\.label) == ["long-press deadline"])
    #expect(
      clock.pendingWorkReport == "1 item pending at t=0.010000000 s: long-press deadline due at t=0.015000000 s (#0)")
    clock.advance(to: ms(15))
    #expect(ran)
    #expect(clock.pendingWorkReport == nil)
  }

  @Test func cancelledWorkNeverRuns() {
    let clock = VirtualClock()
    var log: [String] = []
    let first = clock.schedule(after: .milliseconds(250), label: "double-tap window") { log.append("expired") }
    clock.schedule(after: .milliseconds(250)) { log.append("other") }
    #expect(clock.cancel(first))
    #expect(!clock.cancel(first))
    clock.advance(by: .seconds(1))
    #expect(log == ["other"])
    let done = clock.schedule(after: .zero) {}
    clock.advance(by: .zero)
    #expect(!clock.cancel(done), "work that already ran cannot be cancelled")
  }

  @Test func workScheduledWhileAdvancingRunsWhenDue() {
    let clock = VirtualClock()
    var log: [Int64] = []
    clock.schedule(at: ns(10)) {
      log.append(clock.now.nanoseconds)
      clock.schedule(after: .nanoseconds(5)) { log.append(clock.now.nanoseconds) }
      clock.schedule(after: .nanoseconds(50)) { log.append(clock.now.nanoseconds) }
    }
    clock.advance(to: ns(20))
    #expect(log == [10, 15])
    clock.advance(to: ns(60))
    #expect(log == [10, 15, 60])
  }

  @Test func pastDeadlinesAreDueNow() {
    let clock = VirtualClock()
    clock.advance(to: ms(100))
    var at: Instant?
    clock.schedule(at: ms(40)) { at = clock.now }
    #expect(clock.nextDeadline == ms(100))
    clock.advance(by: .zero)
    #expect(at == ms(100))
    #expect(clock.violations.isEmpty)
  }

  @Test func goingBackwardsIsRecordedNotObeyed() {
    let journal = Journal()
    let clock = VirtualClock(journal: journal)
    clock.advance(to: ms(20))
    clock.advance(to: ms(10))
    clock.advance(by: .milliseconds(-1))
    #expect(clock.now == ms(20))
    #expect(
      clock.violations == [
        .timeWentBackwards(now: ms(20), requested: ms(10)),
        .timeWentBackwards(now: ms(20), requested: ms(19)),
      ])
    #expect(
      clock.violations[0].description
        == "advance(to: 0.010000000 s) would move time backwards from now 0.020000000 s; "
        + "virtual time only moves forward, so the request was ignored")
    #expect(journal.problems.count == 2)
    #expect(
      journal.entries.first?.canonicalText
        == "20000000 clock-violation time-went-backwards now=20000000 requested=10000000")
  }

  @Test func overflowIsRecordedNotObeyed() {
    let clock = VirtualClock()
    clock.advance(to: ns(1))
    clock.advance(by: .nanoseconds(.max))
    #expect(clock.now == ns(1))
    #expect(clock.violations == [.overflow(now: ns(1), by: .nanoseconds(.max))])
  }

  @Test func advancingFromInsideWorkIsRecordedNotObeyed() {
    let clock = VirtualClock()
    var ranLater = false
    clock.schedule(at: ns(10)) { clock.advance(to: ns(1_000)) }
    clock.schedule(at: ns(500)) { ranLater = true }
    clock.advance(to: ns(100))
    #expect(clock.now == ns(100))
    #expect(!ranLater)
    #expect(clock.violations == [.reentrantAdvance(now: ns(10), requested: ns(1_000))])
  }

  @Test func runUntilIdleJumpsToEachDeadline() {
    let clock = VirtualClock()
    var log: [Int64] = []
    for t: Int64 in [30, 10, 20] {
      clock.schedule(at: ms(t)) { log.append(clock.now.nanoseconds / 1_000_000) }
    }
    let run = clock.runUntilIdle(limit: 10)
    #expect(log == [10, 20, 30])
    #expect(run.ran == 3)
    #expect(!run.reachedLimit)
    #expect(run.pending.isEmpty)
    #expect(clock.now == ms(30))
    #expect(run.description == "idle after 3 items at t=0.030000000 s")
  }

  @Test func runUntilIdleReportsHittingItsLimit() {
    let clock = VirtualClock()
    var ticks = 0
    func tick() {
      ticks += 1
      clock.schedule(after: .milliseconds(1), label: "ticker", tick)
    }
    clock.schedule(at: .zero, label: "ticker", tick)
    let run = clock.runUntilIdle(limit: 5)
    #expect(ticks == 5)
    #expect(run.ran == 5)
    #expect(run.reachedLimit)
    #expect(run.stoppedAt == ms(4))
    #expect(run.pending.map(\.deadline) == [ms(5)])
    #expect(
      run.description
        == "runUntilIdle stopped at its limit after 5 items at t=0.004000000 s with 1 pending: "
        + "ticker due at t=0.005000000 s (#5)")
  }
}

@Suite struct VirtualClockEdgeTests {
  @Test func hugeDelaysSaturateInsteadOfTrapping() {
    let clock = VirtualClock()
    clock.advance(to: ms(1))
    let never = clock.schedule(after: .nanoseconds(.max), label: "never") {}
    #expect(clock.nextDeadline == Instant(nanoseconds: .max))
    #expect(clock.cancel(never))
    let engine = Engine()
    engine.advance(to: ms(1))
    engine.scheduleTimer(after: .nanoseconds(.max)) {}
    engine.stall(for: .nanoseconds(.max))
    #expect(engine.pendingWork.stalledUntil == Instant(nanoseconds: .max))
  }
}
