extension Engine {
  /// What an engine still has to do: the report behind ``advanceUntilIdle(frameLimit:)``
  /// and a settle check.
  ///
  /// ```swift
  /// let pending = engine.pendingWork
  /// #expect(pending.isIdle, "\(pending)")
  /// ```
  package struct PendingWork: Sendable, Hashable, CustomStringConvertible {
    /// When the report was taken.
    package let now: Instant
    /// The times of the touch samples not yet delivered.
    package let queuedInput: [Instant]
    /// The main-thread timers not yet run, in run order.
    package let timers: [String]
    /// The end of the latest stall not yet over, if any.
    package let stalledUntil: Instant?
    /// The ids of the touches that are down.
    package let activeTouches: [UInt32]
    /// How many frame observers (other than the animation server) still want frames.
    package let busyFrameObservers: Int
    /// The animation server's work: view animations in flight (`card.centerY additive
    /// until t=1.000000000 s`), running property animators and completions not yet called.
    package var animations: [String] = []
    /// The animations that run on for as long as the app lets them, as it asked.
    ///
    /// That is one that repeats forever (`.repeat`), a cycle of a loop whose completion starts
    /// the animation that just ended again, and an animator that drives only such cycles
    /// (`spinner.rotation absolute repeating`). Not in ``animations``.
    package var perpetualAnimations: [String] = []

    /// Whether nothing is left: no input, timers, stall, touches, animations (perpetual ones
    /// included) or busy observers.
    package var isIdle: Bool {
      restsButForPerpetualAnimations && perpetualAnimations.isEmpty
    }

    /// Whether nothing is left but ``perpetualAnimations``: what the app asked to run on
    /// forever is all that moves.
    package var restsButForPerpetualAnimations: Bool {
      queuedInput.isEmpty && timers.isEmpty && stalledUntil == nil && activeTouches.isEmpty
        && busyFrameObservers == 0 && animations.isEmpty
    }

    package var description: String {
      guard !isIdle else { return "idle at t=\(now)" }
      var parts: [String] = []
      if let first = queuedInput.first {
        parts.append("\(queuedInput.count) touch samples queued, the first at t=\(first)")
      }
      if !timers.isEmpty { parts.append("timers: " + timers.joined(separator: ", ")) }
      if let stalledUntil { parts.append("main thread stalled until t=\(stalledUntil)") }
      if !activeTouches.isEmpty {
        parts.append("touches down: " + activeTouches.map(String.init).joined(separator: ", "))
      }
      if !animations.isEmpty { parts.append("animations: " + animations.joined(separator: ", ")) }
      if busyFrameObservers > 0 { parts.append("\(busyFrameObservers) frame observers want frames") }
      let perpetual = "perpetual animations, as the app asked: " + perpetualAnimations.joined(separator: ", ")
      if parts.isEmpty { return "at rest at t=\(now) but for \(perpetual)" }
      if !perpetualAnimations.isEmpty { parts.append(perpetual) }
      return "busy at t=\(now): " + parts.joined(separator: "; ")
    }
  }

  /// What ``advanceUntilIdle(frameLimit:)`` did.
  package struct IdleRun: Sendable, Hashable, CustomStringConvertible {
    /// How many frames ran.
    package let frames: Int
    /// Whether the run stopped at its frame limit with work still pending.
    package let reachedLimit: Bool
    /// What was pending when the run stopped.
    package let pending: PendingWork

    package init(frames: Int, reachedLimit: Bool, pending: PendingWork) {
      self.frames = frames
      self.reachedLimit = reachedLimit
      self.pending = pending
    }

    /// Whether the run stopped at its limit with nothing moving but what the app asked to run
    /// on forever (``PendingWork/perpetualAnimations``): at rest as far as it can be.
    package var restsButForPerpetualAnimations: Bool {
      reachedLimit && pending.restsButForPerpetualAnimations
    }

    package var description: String {
      guard reachedLimit else { return "\(pending) after \(frames) frames" }
      return (restsButForPerpetualAnimations ? "" : "still ") + "\(pending) after \(frames) frames (the limit)"
    }
  }

  /// Whether anything is pending, that is, ``pendingWork`` is not idle.
  ///
  /// It is checked every frame while settling, so it builds nothing (the report with its
  /// descriptions is for the end).
  var hasPendingWork: Bool {
    if touchDispatch.inputHead < touchDispatch.inputQueue.count || !timers.isEmpty || !frameAlignedWork.isEmpty || !activeTouches.isEmpty {
      return true
    }
    if hasStalls(after: now) { return true }
    for phase in FramePhase.allCases {
      for observer in observers(for: phase) where observer.needsFrames { return true }
    }
    return false
  }

  /// The engine's pending work now.
  package var pendingWork: PendingWork {
    var busy = 0
    for phase in FramePhase.allCases {
      for observer in observers(for: phase) where observer !== animations && observer.needsFrames { busy += 1 }
    }
    var work = PendingWork(
      now: now,
      queuedInput: touchDispatch.inputQueue[touchDispatch.inputHead...].map(\.time),
      timers: (timers.inRunOrder + frameAlignedWork.inRunOrder).sorted { $0.deadline < $1.deadline }
        .map { "\($0.payload.label) at t=\($0.deadline)" },
      stalledUntil: ([startedStallsEnd].compactMap { $0 } + pendingStalls.inRunOrder.map(\.payload.end)).filter { $0 > now }.max(),
      activeTouches: activeTouches.map(\.id),
      busyFrameObservers: busy)
    (work.animations, work.perpetualAnimations) = animations.pendingDescriptions
    return work
  }

  /// Runs frame by frame until ``pendingWork`` is idle or `frameLimit` frames have run,
  /// and says which.
  ///
  /// ```swift
  /// let run = engine.advanceUntilIdle(frameLimit: 600)   // at most 10 s at 60 Hz
  /// #expect(!run.reachedLimit, "\(run)")
  /// ```
  @discardableResult
  package func advanceUntilIdle(frameLimit: Int = 600) -> IdleRun {
    var frames = 0
    while hasPendingWork && frames < frameLimit {
      clock.advance(to: frameSchedule.time(ofFrame: nextFrameIndex))
      frames += 1
    }
    let pending = pendingWork
    return IdleRun(frames: frames, reachedLimit: !pending.isIdle, pending: pending)
  }
}
