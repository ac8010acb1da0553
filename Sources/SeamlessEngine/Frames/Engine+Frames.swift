extension Engine {
  /// Changes the display's refresh rate from the next frame on.
  ///
  /// The next frame keeps the time it was scheduled for and becomes the new rate's epoch;
  /// the frames after it are spaced by `hz` (see ``FrameSchedule``). The change is
  /// journaled in that frame. A rate outside 1...1000 Hz is a recorded programmer error and
  /// changes nothing.
  ///
  /// ```swift
  /// engine.setFrameRate(120)   // ProMotion ramps up for an interaction
  /// ```
  package func setFrameRate(_ hz: Int) {
    guard FrameSchedule.isValid(hz: hz) else {
      return record(.programmerError(.invalidFrameRate(hz: hz)))
    }
    pendingFrameRate = hz
  }

  /// Blocks the main thread from now for `duration` (see ``stall(at:duration:)``).
  ///
  /// ```swift
  /// engine.stall(for: .milliseconds(200))   // a synchronous image decode
  /// ```
  package func stall(for duration: TimeSpan) {
    stall(at: now, duration: duration)
  }

  /// Blocks the main thread over `start ..< start + duration`.
  ///
  /// Frames in the interval still happen and still render, but run no input, timers,
  /// display-link callbacks, commit or completions; timers that fell due fire at the end, and
  /// the first frame at or after the end runs the completions that fell due meanwhile, then the
  /// input that waited, in order. A frame already running when the stall is requested
  /// finishes normally. Overlapping stalls combine. A negative duration is a recorded
  /// programmer error.
  package func stall(at start: Instant, duration: TimeSpan) {
    guard duration >= .zero else {
      return record(.programmerError(.negativeStallDuration(duration)))
    }
    let interval = StallInterval(start: start, end: start.saturatingAdding(duration))
    pendingStalls.insert(interval, at: interval.start)
    record(.stallScheduled(start: interval.start, end: interval.end))
  }

  /// Calls `observer` in `phase` of every frame from the next one on.
  ///
  /// It runs after the observers already registered for that phase. Registering twice for a phase
  /// does nothing.
  package func addFrameObserver(_ observer: any FrameObserver, phase: FramePhase) {
    guard !observers(for: phase).contains(where: { $0 === observer }) else { return }
    switch phase {
    case .displayLink: displayLinkObservers.append(observer)
    case .commit: commitObservers.append(observer)
    case .render: renderObservers.append(observer)
    case .completion: completionObservers.append(observer)
    }
  }

  /// Stops calling `observer` in `phase`, or in every phase when `phase` is `nil`.
  package func removeFrameObserver(_ observer: any FrameObserver, phase: FramePhase? = nil) {
    for candidate in FramePhase.allCases where phase == nil || phase == candidate {
      switch candidate {
      case .displayLink: displayLinkObservers.removeAll { $0 === observer }
      case .commit: commitObservers.removeAll { $0 === observer }
      case .render: renderObservers.removeAll { $0 === observer }
      case .completion: completionObservers.removeAll { $0 === observer }
      }
    }
  }

  /// Adds a display link: `callback` runs in the display-link step of every frame whose
  /// main thread runs, with that frame.
  ///
  /// ```swift
  /// let link = engine.addDisplayLink { frame in dynamics.step(to: frame.time) }
  /// ```
  @discardableResult
  public func addDisplayLink(_ callback: @escaping (Frame) -> Void) -> DisplayLink {
    addDisplayLink(chargingCost: true, callback)
  }

  /// A display link whose callbacks cost ``MainThreadCosts/perDisplayLinkCallback`` (an app's)
  /// or nothing (the engine's own stepping: a scroll view, a dynamic animator).
  @discardableResult
  package func addDisplayLink(chargingCost: Bool, _ callback: @escaping (Frame) -> Void) -> DisplayLink {
    let link = DisplayLink(callback)
    link.chargesCost = chargingCost
    link.engine = self
    addFrameObserver(link, phase: .displayLink)
    return link
  }

  /// The observers registered for `phase`, in order.
  package func observers(for phase: FramePhase) -> [any FrameObserver] {
    switch phase {
    case .displayLink: displayLinkObservers
    case .commit: commitObservers
    case .render: renderObservers
    case .completion: completionObservers
    }
  }

  /// The end of the stall blocking the main thread at `time`, if one does: the latest end
  /// of the stalls started by `time` (frames only move forward, so the started ones are
  /// folded into one end as they start; amortised O(log n) per stall).
  func stallEnd(at time: Instant) -> Instant? {
    while let next = pendingStalls.first, next.deadline <= time {
      _ = pendingStalls.popFirst()
      startedStallsEnd = max(startedStallsEnd ?? next.payload.end, next.payload.end)
    }
    guard let end = startedStallsEnd, time < end else { return nil }
    return end
  }

  /// Whether a stall runs at `time` or is still to come (a zero-length or past one does not
  /// count; the scan stops at the first stall still to come).
  func hasStalls(after time: Instant) -> Bool {
    if let end = startedStallsEnd, end > time { return true }
    for entry in pendingStalls.inRunOrder where entry.deadline > time || entry.payload.end > time { return true }
    return false
  }

  /// One frame: the clock work scheduled at each frame time.
  func runFrame() {
    let index = nextFrameIndex
    if let hz = pendingFrameRate {
      pendingFrameRate = nil
      if hz != frameSchedule.hz {
        let old = frameSchedule.hz
        frameSchedule.changeRate(to: hz, atFrame: index)
        record(.frameRateChanged(from: old, to: hz, atFrame: index))
      }
    }
    let time = frameSchedule.time(ofFrame: index)
    let mainThread: Frame.MainThread = stallEnd(at: time).map { .stalled(until: $0) } ?? .ran
    let frame = Frame(index: index, time: time, hz: frameSchedule.hz, mainThread: mainThread)
    lastFrame = frame
    record(.frame(frame))

    let mainThreadRuns = !frame.isMainThreadStalled
    if mainThreadRuns {
      // Completions that fell due while the main thread was blocked (animations that ended in
      // stalled frames) run first, before the input that came after them.
      if previousFrameWasStalled { animations.deliverCompletions() }
      runMainThreadWork(until: time)
      notify(displayLinkObservers, of: frame, phase: .displayLink)
      notify(commitObservers, of: frame, phase: .commit)
    }
    notify(renderObservers, of: frame, phase: .render)
    if sampler.isActive { sampler.sample(frame, in: self) }
    if mainThreadRuns {
      notify(completionObservers, of: frame, phase: .completion)
    }
    // Timers overdue while the main thread was blocked run when it is free.
    armTimerWake()
    touchDispatch.compactInputQueue()
    previousFrameWasStalled = !mainThreadRuns

    nextFrameIndex = index + 1
    if skipsIdleFrames { skipIdleFrames(after: frame) }
    clock.schedule(at: frameSchedule.time(ofFrame: nextFrameIndex), label: "frame", frameTick)
  }

  /// Skips the idle frames after `frame` (see ``skipsIdleFrames``).
  private func skipIdleFrames(after frame: Frame) {
    guard pendingFrameRate == nil, activeTouches.isEmpty, !(sampler.isActive && sampler.wantsNextFrame),
      var horizon = clock.advanceTarget, horizon > frame.time
    else { return }
    for phase in FramePhase.allCases {
      for observer in observers(for: phase) where observer.needsFrames { return }
    }
    if touchDispatch.inputHead < touchDispatch.inputQueue.count {
      horizon = min(horizon, touchDispatch.inputQueue[touchDispatch.inputHead].time)
    }
    if let timer = timers.first { horizon = min(horizon, timer.deadline) }
    if let work = frameAlignedWork.first { horizon = min(horizon, work.deadline) }
    if let work = clock.nextDeadline { horizon = min(horizon, work) }
    if let end = startedStallsEnd, end > frame.time { return }
    if let next = pendingStalls.first { horizon = min(horizon, next.deadline) }
    // The frame at or after the horizon runs; the idle ones before it are skipped.
    let last = frameSchedule.lastFrame(before: horizon)
    guard last >= nextFrameIndex else { return }
    let first = nextFrameIndex
    let to = frameSchedule.time(ofFrame: last)
    record(.framesSkipped(first: first, last: last, hz: frameSchedule.hz, from: frameSchedule.time(ofFrame: first), to: to))
    let skippedTo = Frame(index: last, time: to, hz: frameSchedule.hz, mainThread: .ran)
    lastFrame = skippedTo
    sampler.skipped(to: skippedTo)
    nextFrameIndex = last + 1
  }

  private func notify(_ observers: [any FrameObserver], of frame: Frame, phase: FramePhase) {
    for observer in observers {
      touchDispatch.dispatchDepth += 1
      observer.frame(frame, phase: phase)
      touchDispatch.dispatchDepth -= 1
      touchDispatch.cancelActiveTouchesIfRequested()
    }
  }
}
