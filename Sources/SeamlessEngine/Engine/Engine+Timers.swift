extension Engine {
  /// Schedules main-thread work at `deadline` (now, if `deadline` is past).
  ///
  /// The work runs in the main-thread step of the first frame at or after `deadline` that
  /// is not stalled, merged with input by due time (input first on a tie), and timers due
  /// at the same instant run in the order they were scheduled. While it runs, ``now`` is
  /// that frame's time; the deadline is the timer's own business. A timer scheduled during
  /// a frame's main-thread step runs no earlier than the next frame, so a timer that
  /// reschedules itself cannot spin.
  ///
  /// ```swift
  /// engine.scheduleTimer(at: touchDown + .milliseconds(500), label: "long press") { recognizer.fire() }
  /// ```
  ///
  /// The timer is journaled when scheduled, when it fires and when it is cancelled
  /// (``TimerEvent``), so an app's timers show in the journal and in the replay viewer.
  @discardableResult
  public func scheduleTimer(at deadline: Instant, label: String = "timer", _ work: @escaping () -> Void)
    -> MainThreadTimer
  {
    let due = max(deadline, now)
    let sequence = timers.insert(ScheduledWork(label: label, action: work, isJournaled: true), at: due)
    journal.record(.timer(TimerEvent(change: .scheduled, timer: sequence, label: label, deadline: due)), at: now)
    return MainThreadTimer(sequence: sequence)
  }

  /// Schedules main-thread work the engine or the replay keeps for itself (a recognizer's
  /// deadline, a trace's command or frame-rate change): as ``scheduleTimer(at:label:_:)``, but
  /// not journaled (what it does is).
  @discardableResult
  package func scheduleInternalTimer(at deadline: Instant, label: String, _ work: @escaping () -> Void) -> MainThreadTimer {
    MainThreadTimer(sequence: timers.insert(ScheduledWork(label: label, action: work), at: max(deadline, now)))
  }

  /// Schedules main-thread work `delay` from now (see ``scheduleTimer(at:label:_:)``; a
  /// delay past the last representable instant saturates there).
  @discardableResult
  public func scheduleTimer(after delay: TimeSpan, label: String = "timer", _ work: @escaping () -> Void)
    -> MainThreadTimer
  {
    scheduleTimer(at: now.saturatingAdding(delay), label: label, work)
  }

  /// Cancels a timer; returns whether it had not run yet.
  @discardableResult
  public func cancelTimer(_ timer: MainThreadTimer) -> Bool {
    guard let removed = timers.remove(sequence: timer.sequence) else { return false }
    if removed.payload.isJournaled {
      journal.record(
        .timer(TimerEvent(change: .cancelled, timer: timer.sequence, label: removed.payload.label, deadline: removed.deadline)),
        at: now)
    }
    return true
  }

  /// Runs the input and timers due by `time` that were queued before this call, merged by
  /// due time, input first on ties.
  func runMainThreadWork(until time: Instant) {
    let inputEnd = inputQueue.count
    let timerLimit = timers.nextSequence
    while true {
      let input = inputHead < inputEnd && inputQueue[inputHead].time <= time ? inputQueue[inputHead] : nil
      let timer = timers.first.flatMap { $0.deadline <= time && $0.sequence < timerLimit ? $0 : nil }
      switch (input, timer) {
      case (nil, nil):
        return
      case (let input?, nil):
        takeInput(input)
      case (nil, _?):
        runFirstTimer()
      case (let input?, let timer?):
        if input.time <= timer.deadline { takeInput(input) } else { runFirstTimer() }
      }
      cancelActiveTouchesIfRequested()
    }
  }

  private func takeInput(_ input: InputEvent) {
    inputHead += 1
    deliver(input)
  }

  private func runFirstTimer() {
    guard let entry = timers.popFirst() else { return }
    if entry.payload.isJournaled {
      journal.record(
        .timer(TimerEvent(change: .fired, timer: entry.sequence, label: entry.payload.label, deadline: entry.deadline)), at: now)
    }
    dispatchDepth += 1
    entry.payload.action()
    dispatchDepth -= 1
    if entry.payload.isJournaled { spendMainThreadTime(mainThreadCosts.perTimer) }
  }
}
