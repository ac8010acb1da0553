/// Virtual time: an integer-nanosecond instant that moves only when told to, and the work
/// scheduled on it.
///
/// The clock starts at ``Instant/zero``. Work is scheduled at an instant (or after a span)
/// and runs when the clock is advanced to or past that instant, in deadline order; work
/// due at the same instant runs in the order it was scheduled. While a piece of work runs,
/// `now` is its deadline, so code reading the clock sees the instant the work was due.
/// Work scheduled in the past is due now: it runs at the next advance, like a zero-delay
/// timer. Each schedule returns a ``ClockTimer`` that cancels the work if it has not run.
///
/// Time never goes backwards. An advance to an earlier instant, an overflowing advance or
/// an advance requested from inside running work changes nothing and is recorded as a
/// ``ClockViolation`` (and journaled when the clock has a ``Journal``). Nothing traps.
///
/// ``runUntilIdle(limit:)`` runs work until none is left, jumping the clock to each
/// deadline, and reports whether its bound stopped it; ``pendingWork`` and
/// ``pendingWorkReport`` say what is still scheduled, as NIO's `EmbeddedEventLoop` and
/// swift-clocks' `TestClock` do. The clock of an ``Engine`` always has the next frame
/// scheduled, so drive an engine with ``advance(to:)`` or ``Engine/advanceUntilIdle(frameLimit:)``.
///
/// ```swift
/// let clock = VirtualClock()
/// var log: [String] = []
/// clock.schedule(at: Instant(nanoseconds: 10), label: "b") { log.append("b") }
/// clock.schedule(at: Instant(nanoseconds: 5), label: "a") { log.append("a") }
/// clock.schedule(at: Instant(nanoseconds: 10), label: "c") { log.append("c") }
/// clock.advance(to: Instant(nanoseconds: 10))
/// log   // ["a", "b", "c"]
/// ```
package final class VirtualClock {
  /// One piece of scheduled work as the pending report shows it.
  package struct PendingItem: Sendable, Hashable, CustomStringConvertible {
    /// The handle that cancels it.
    package let timer: ClockTimer
    /// When it is due.
    package let deadline: Instant
    /// The label it was scheduled with.
    package let label: String

    package var description: String { "\(label) due at t=\(deadline) (#\(timer.sequence))" }
  }

  /// What ``runUntilIdle(limit:)`` did.
  package struct IdleRun: Sendable, Hashable, CustomStringConvertible {
    /// How many pieces of work ran.
    package let ran: Int
    /// Whether the run stopped because it reached its limit with work still pending.
    package let reachedLimit: Bool
    /// The clock's instant when the run stopped.
    package let stoppedAt: Instant
    /// The work still scheduled when the run stopped (empty when idle).
    package let pending: [PendingItem]

    package var description: String {
      reachedLimit
        ? "runUntilIdle stopped at its limit after \(ran) items at t=\(stoppedAt) with "
          + "\(pending.count) pending: " + pending.map(\.description).joined(separator: "; ")
        : "idle after \(ran) items at t=\(stoppedAt)"
    }
  }

  /// The current instant.
  @exclusivity(unchecked) package private(set) var now: Instant = .zero
  /// Every request the clock refused, in order.
  @exclusivity(unchecked) package private(set) var violations: [ClockViolation] = []
  /// Where violations are also journaled, if anywhere.
  package let journal: Journal?

  @exclusivity(unchecked) private var queue = DeadlineQueue<ScheduledWork>()
  /// The instant the running ``advance(to:)`` goes to, while it runs.
  @exclusivity(unchecked) package private(set) var advanceTarget: Instant?
  @exclusivity(unchecked) private var isRunningWork = false

  /// A clock at time 0 with nothing scheduled; violations also go to `journal` if given.
  package init(journal: Journal? = nil) {
    self.journal = journal
  }

  /// Schedules `work` to run when the clock reaches `deadline` (now, if `deadline` is past).
  @discardableResult
  package func schedule(at deadline: Instant, label: String = "work", _ work: @escaping () -> Void) -> ClockTimer {
    ClockTimer(sequence: queue.insert(ScheduledWork(label: label, action: work), at: max(deadline, now)))
  }

  /// Schedules `work` to run `delay` from now (a delay past the last representable instant
  /// saturates there).
  @discardableResult
  package func schedule(after delay: TimeSpan, label: String = "work", _ work: @escaping () -> Void) -> ClockTimer {
    schedule(at: now.saturatingAdding(delay), label: label, work)
  }

  /// Cancels scheduled work; returns whether it was still pending.
  @discardableResult
  package func cancel(_ timer: ClockTimer) -> Bool {
    queue.remove(sequence: timer.sequence) != nil
  }

  /// Runs every piece of work due at or before `target`, in order, then sets `now` to `target`.
  ///
  /// Work scheduled while advancing runs too if it is due by `target`.
  package func advance(to target: Instant) {
    guard !isRunningWork else {
      return record(.reentrantAdvance(now: now, requested: target))
    }
    guard target >= now else {
      return record(.timeWentBackwards(now: now, requested: target))
    }
    let outer = advanceTarget
    advanceTarget = target
    defer { advanceTarget = outer }
    while let next = queue.first, next.deadline <= target {
      runFirst()
    }
    now = target
  }

  /// Advances by `span` (see ``advance(to:)``).
  package func advance(by span: TimeSpan) {
    let (sum, overflow) = now.nanoseconds.addingReportingOverflow(span.nanoseconds)
    guard !overflow else { return record(.overflow(now: now, by: span)) }
    advance(to: Instant(nanoseconds: sum))
  }

  /// Runs work, jumping to each deadline, until nothing is scheduled or `limit` pieces of
  /// work have run; the result says which.
  @discardableResult
  package func runUntilIdle(limit: Int = 10_000) -> IdleRun {
    guard !isRunningWork else {
      record(.reentrantAdvance(now: now, requested: now))
      return IdleRun(ran: 0, reachedLimit: !queue.isEmpty, stoppedAt: now, pending: pendingWork)
    }
    var ran = 0
    while !queue.isEmpty && ran < limit {
      runFirst()
      ran += 1
    }
    return IdleRun(ran: ran, reachedLimit: !queue.isEmpty, stoppedAt: now, pending: pendingWork)
  }

  /// Whether any work is scheduled.
  package var hasPendingWork: Bool { !queue.isEmpty }

  /// The scheduled work in the order it will run.
  package var pendingWork: [PendingItem] {
    queue.inRunOrder.map {
      PendingItem(timer: ClockTimer(sequence: $0.sequence), deadline: $0.deadline, label: $0.payload.label)
    }
  }

  /// `nil` when nothing is scheduled; otherwise one line per pending item, for a failure
  /// message ("2 items pending at t=0.100000000 s: …").
  package var pendingWorkReport: String? {
    let pending = pendingWork
    guard !pending.isEmpty else { return nil }
    return "\(pending.count) item\(pending.count == 1 ? "" : "s") pending at t=\(now): "
      + pending.map(\.description).joined(separator: "; ")
  }

  /// The instant of the next scheduled work, if any.
  package var nextDeadline: Instant? { queue.first?.deadline }

  private func runFirst() {
    guard let entry = queue.popFirst() else { return }
    now = entry.deadline
    isRunningWork = true
    entry.payload.action()
    isRunningWork = false
  }

  private func record(_ violation: ClockViolation) {
    violations.append(violation)
    journal?.record(.clockViolation(violation), at: now)
  }
}
