extension Engine {
  /// Schedules main-thread work at `deadline` (now, if `deadline` is past).
  ///
  /// The work runs at its own instant, as a run loop fires a timer: between frames when the
  /// deadline falls between them, with ``now`` equal to the deadline, so a 60 Hz timer on a
  /// 120 Hz display beats against the frames as it does on a device. What it changes shows
  /// from the next frame (the commit and the render are per frame); animations it starts
  /// begin at its instant. A timer due exactly at a frame's time runs in that frame's
  /// main-thread step, after the frame's input (input first on a tie). While the main
  /// thread is blocked (a stall, declared main-thread time) a due timer waits until it is
  /// free, and fires then if that is between frames. Timers due at the same instant run in
  /// the order they were scheduled. A timer scheduled for now or earlier, from inside other
  /// main-thread work, runs no earlier than the next frame, so a timer that reschedules
  /// itself with no delay cannot spin.
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
    armTimerWake()
    return MainThreadTimer(sequence: sequence)
  }

  /// Schedules main-thread work the engine keeps for itself (a recognizer's deadline): as
  /// ``scheduleTimer(at:label:_:)``, at its own instant, but not journaled (what it does is).
  @discardableResult
  package func scheduleInternalTimer(at deadline: Instant, label: String, _ work: @escaping () -> Void) -> MainThreadTimer {
    let timer = MainThreadTimer(sequence: timers.insert(ScheduledWork(label: label, action: work), at: max(deadline, now)))
    armTimerWake()
    return timer
  }

  /// Schedules work that arrives with input (a trace's command or frame-rate change): it runs
  /// in the main-thread step of the first frame at or after `time` that is not stalled, merged
  /// with the touches by time (touches first on a tie), not journaled.
  package func scheduleFrameAlignedWork(at time: Instant, label: String, _ work: @escaping () -> Void) {
    frameAlignedWork.insert(ScheduledWork(label: label, action: work), at: max(time, now))
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

  /// Runs the input, frame-aligned work and timers due by `time` that were queued before this
  /// call, merged by due time; on a tie input first, then frame-aligned work, then timers.
  func runMainThreadWork(until time: Instant) {
    let inputEnd = touchDispatch.inputQueue.count
    let alignedLimit = frameAlignedWork.nextSequence
    let timerLimit = timers.nextSequence
    while true {
      var due: Instant?
      var source = MainThreadSource.none
      if touchDispatch.inputHead < inputEnd, touchDispatch.inputQueue[touchDispatch.inputHead].time <= time {
        due = touchDispatch.inputQueue[touchDispatch.inputHead].time
        source = .input
      }
      if let work = frameAlignedWork.first, work.deadline <= time, work.sequence < alignedLimit,
        due.map({ work.deadline < $0 }) ?? true
      {
        due = work.deadline
        source = .frameAligned
      }
      if let timer = timers.first, timer.deadline <= time, timer.sequence < timerLimit,
        due.map({ timer.deadline < $0 }) ?? true
      {
        source = .timer
      }
      switch source {
      case .input:
        let input = touchDispatch.inputQueue[touchDispatch.inputHead]
        touchDispatch.inputHead += 1
        touchDispatch.deliver(input)
      case .frameAligned:
        guard let entry = frameAlignedWork.popFirst() else { return }
        touchDispatch.dispatchDepth += 1
        entry.payload.action()
        touchDispatch.dispatchDepth -= 1
      case .timer:
        runFirstTimer()
      case .none:
        // The frame ran what a wake at or before it would have.
        if let wake = timerWake, wake.at <= time {
          clock.cancel(wake.work)
          timerWake = nil
        }
        return
      }
      touchDispatch.cancelActiveTouchesIfRequested()
    }
  }

  /// Arms the clock to run the earliest timer at its instant, or when the main thread is
  /// free of the stall blocking it, if that is after now (a timer due now waits for the next
  /// frame: work in progress does not run it again, and a timer that reschedules itself with
  /// no delay cannot spin).
  func armTimerWake() {
    guard let first = timers.first else { return }
    var due = first.deadline
    if let end = startedStallsEnd, end > due { due = end }
    guard due > now else { return }
    if let wake = timerWake {
      if wake.at <= due { return }
      clock.cancel(wake.work)
    }
    timerWake = (clock.schedule(at: due, label: "timers", timerTick), due)
  }

  /// Runs the timers due now, between frames: the clock work ``armTimerWake()`` arms.
  ///
  /// A frame due at this instant runs them itself, after its input. While the main thread is
  /// blocked they wait for its end and run then.
  func runTimersBetweenFrames() {
    timerWake = nil
    let time = now
    guard time < frameSchedule.time(ofFrame: nextFrameIndex) else { return }
    if stallEnd(at: time) != nil { return armTimerWake() }
    let limit = timers.nextSequence
    while let first = timers.first, first.deadline <= time, first.sequence < limit {
      runFirstTimer()
      touchDispatch.cancelActiveTouchesIfRequested()
    }
    armTimerWake()
  }

  private func runFirstTimer() {
    guard let entry = timers.popFirst() else { return }
    if entry.payload.isJournaled {
      journal.record(
        .timer(TimerEvent(change: .fired, timer: entry.sequence, label: entry.payload.label, deadline: entry.deadline)), at: now)
    }
    touchDispatch.dispatchDepth += 1
    entry.payload.action()
    touchDispatch.dispatchDepth -= 1
    if entry.payload.isJournaled { spendMainThreadTime(mainThreadCosts.perTimer) }
  }
}

/// Where the next piece of a frame's main-thread work comes from.
private enum MainThreadSource {
  case none, input, frameAligned, timer
}
