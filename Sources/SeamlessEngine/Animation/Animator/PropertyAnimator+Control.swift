extension PropertyAnimator {
  // MARK: Adding

  /// Adds animations: run when the animator becomes active, or now if it is.
  ///
  /// They run over the remaining time `(1 − fractionComplete) · duration`, starting after
  /// `delayFactor` of that remaining time. A delay factor outside [0, 1] is a recorded programmer
  /// error and is clamped; adding while stopped is a recorded programmer error (UIKit raises).
  ///
  /// ```swift
  /// animator.addAnimations({ label.alpha = 1 }, delayFactor: 0.5)
  /// ```
  public func addAnimations(_ animations: @escaping () -> Void, delayFactor: Double = 0) {
    guard state != .stopped else {
      return misuse("addAnimations(_:delayFactor:)", "animations cannot be added while the animator is stopped")
    }
    var factor = delayFactor
    if !(factor >= 0 && factor <= 1) {
      factor = factor.isNaN ? 0 : min(max(factor, 0), 1)
      engine?.journal.record(
        .programmerError(
          .invalidAnimationParameter(
            call: "addAnimations(_:delayFactor:)", parameter: "delayFactor", value: delayFactor, used: factor)),
        at: engine?.now ?? .zero)
    }
    switch state {
    case .inactive: pendingBlocks.append((animations, factor))
    case .active:
      let tau = fraction(at: engine?.now ?? .zero, side: .right).value
      runAnimations(animations, start: tau + factor * (1 - tau))
    case .stopped: break
    }
    journalChange("addAnimations(_:delayFactor:)")
  }

  /// Adds a handler called once, with the final position, when the run ends (naturally or
  /// through ``finishAnimation(at:)``); ``stopAnimation(_:)`` with `true` discards them.
  ///
  /// ```swift
  /// animator.addCompletion { position in transitionCounter -= 1 }
  /// ```
  public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
    let id = engine?.animations.registerHandler(.animator, owner: name) ?? 0
    completions.append((id, completion))
  }

  /// Drops the completions without calling them (`stopAnimation(true)`), journaled.
  func discardCompletions(_ call: String) {
    if !completions.isEmpty, let engine {
      engine.journal.record(
        .completionsDiscarded(animator: name, handlers: completions.map(\.id), call: call), at: engine.now)
    }
    completions.removeAll()
  }

  // MARK: Starting and pausing

  /// Starts (or resumes) the animations.
  ///
  /// Starting while stopped is a recorded programmer error; starting while running does nothing.
  public func startAnimation() {
    switch state {
    case .stopped:
      return misuse("startAnimation()", "a stopped animator cannot start until finishAnimation(at:) is called")
    case .inactive:
      activate(runningFrom: engine?.now ?? .zero)
    case .active:
      if run == nil { journalingTransitions(.continued) { resume(at: engine?.now ?? .zero) } }
    }
    journalChange("startAnimation()")
  }

  /// Starts (or resumes) the animations after `delay` seconds; τ holds still until then.
  ///
  /// A delay that is NaN, negative or beyond `AnimationServer.maximumDuration` is a recorded
  /// programmer error and the nearest valid value is used.
  public func startAnimation(afterDelay delay: Double) {
    let wait = engine?.validSeconds(delay, call: "startAnimation(afterDelay:)", parameter: "delay") ?? 0
    let anchor = (engine?.now ?? .zero) + TimeSpan(seconds: wait)
    switch state {
    case .stopped:
      return misuse("startAnimation(afterDelay:)", "a stopped animator cannot start until finishAnimation(at:) is called")
    case .inactive:
      self.delay = wait
      activate(runningFrom: anchor)
    case .active:
      if run == nil {
        self.delay = wait
        journalingTransitions(.continued) { resume(at: anchor) }
      }
    }
    journalChange("startAnimation(afterDelay:)")
  }

  /// Pauses the animations where they are (an inactive animator becomes active and paused at the start).
  ///
  /// With ``scrubsLinearly`` the curve becomes linear at the same progress. Pausing while stopped,
  /// or a running non-interruptible animator, is a recorded programmer error.
  public func pauseAnimation() {
    switch state {
    case .stopped:
      return misuse("pauseAnimation()", "a stopped animator cannot be paused; call finishAnimation(at:) first")
    case .inactive:
      activate()
      if scrubsLinearly { linearize() }
    case .active:
      if run != nil {
        guard interruptible else {
          return misuse("pauseAnimation()", "a non-interruptible animator runs to completion once started")
        }
        journalingTransitions(.paused) {
          freeze()
          if scrubsLinearly { linearize() }
        }
      }
    }
    journalChange("pauseAnimation()")
  }

  // MARK: Continuing and reversing

  /// Continues a paused (or running) animator with new timing (`nil` keeps the current one).
  ///
  /// It remaps τ so progress does not jump, then runs for the remaining share of the duration
  /// (`durationFactor` 0) or for `durationFactor × duration`. A spring starts every animation from
  /// where it is. Calling it on an inactive or stopped animator is a recorded programmer error; a
  /// negative or NaN factor is one too, and 0 is used.
  ///
  /// ```swift
  /// animator.continueAnimation(withTimingParameters: .cubic(.easeOut), durationFactor: 0)
  /// ```
  public func continueAnimation(withTimingParameters parameters: AnimatorTiming?, durationFactor: Double) {
    let call = "continueAnimation(withTimingParameters:durationFactor:)"
    guard state == .active else { return misuse(call, "only an active (running or paused) animator can continue") }
    var factor = durationFactor
    if !(factor.isFinite && factor >= 0) {
      engine?.journal.record(
        .programmerError(.invalidAnimationParameter(call: call, parameter: "durationFactor", value: factor, used: 0)),
        at: engine?.now ?? .zero)
      factor = 0
    }
    let now = engine?.now ?? .zero
    journalingTransitions(.continued) {
      if run != nil { freeze() }
      applyTiming(parameters ?? currentTiming, durationFactor: factor)
      beginRunning(at: now)
    }
    journalChange(call)
  }

  func setReversed(_ value: Bool) {
    guard state != .stopped else { return misuse("isReversed", "it cannot be changed while the animator is stopped") }
    guard value != reversed else { return }
    // The way back takes the curve's whole duration per whole run, not a stretched
    // continuation's (a late continue with a duration factor would otherwise slow it).
    if case .cubic = currentTiming { fullRunSeconds = duration }
    if run != nil {
      let now = engine?.now ?? .zero
      journalingTransitions(.reversed) {
        let (tau, rate) = fraction(at: now, side: .right)
        let progressVelocity = master.progress(at: tau).slope * rate
        freeze()
        reversed = value
        switch currentTiming {
        case .cubic: break
        case .spring, .physicalSpring:
          // A spring heads back from where it is, keeping its velocity, over its settling
          // time (mirroring time would retrace a scrubbed or nearly settled run at a crawl).
          respring(progressVelocity: progressVelocity)
        }
        beginRunning(at: now)
      }
    } else {
      reversed = value
    }
    journalChange("isReversed = \(value)")
  }

  func setFractionComplete(_ value: Double) {
    guard !value.isNaN else {
      engine?.journal.record(
        .programmerError(
          .invalidAnimationParameter(call: "fractionComplete", parameter: "fractionComplete", value: value, used: fractionComplete)),
        at: engine?.now ?? .zero)
      return
    }
    switch state {
    case .stopped: return misuse("fractionComplete", "it cannot be set while the animator is stopped")
    case .inactive:
      activate()
      if scrubsLinearly { linearize() }
    case .active: break
    }
    // Setting it on a running animator has no effect (documented choice).
    if run == nil {
      let clamped = min(max(value, 0), 1)
      journalingTransitions(.scrubbed) { pausedFraction = reversed ? 1 - clamped : clamped }
    }
    journalChange("fractionComplete = \(value.canonicalText)")
  }

  // MARK: Stopping and finishing

  /// Stops the animations where they are: each animated property's model value becomes its presentation value.
  ///
  /// `true`: straight to inactive, without completions; `false`: to stopped, waiting for
  /// ``finishAnimation(at:)``. Stopping an inactive animator does nothing; stopping a running
  /// non-interruptible one is a recorded programmer error.
  public func stopAnimation(_ withoutFinishing: Bool) {
    switch state {
    case .inactive: break
    case .stopped:
      if withoutFinishing {
        stoppedValues.removeAll()
        discardCompletions("stopAnimation(true)")
        state = .inactive
        resetTiming()
      }
    case .active:
      if run != nil && !interruptible {
        return misuse("stopAnimation(_:)", "a non-interruptible animator runs to completion once started")
      }
      stopTracks()
      if withoutFinishing {
        stoppedValues.removeAll()
        discardCompletions("stopAnimation(true)")
        state = .inactive
        resetTiming()
      } else {
        state = .stopped
      }
    }
    journalChange("stopAnimation(\(withoutFinishing))")
  }

  /// Finishes a stopped animator.
  ///
  /// The animated properties go to their end values (`.end`), start values (`.start`) or stay
  /// (`.current`); the completions then run with `position`. Calling it in any state but stopped is
  /// a recorded programmer error.
  public func finishAnimation(at position: AnimatingPosition) {
    guard state == .stopped else {
      return misuse("finishAnimation(at:)", "it may only be called after stopAnimation(false)")
    }
    let now = engine?.now ?? .zero
    let lefts = stoppedValues.map { $0.view.presentationSample(of: $0.property, at: now, side: .left) }
    let setValues = {
      for value in self.stoppedValues {
        switch position {
        case .end: value.view.setModelValue(value.to, of: value.property)
        case .start: value.view.setModelValue(value.from, of: value.property)
        case .current: break
        }
      }
    }
    if let server = engine?.animations { server.writing(.app, setValues) } else { setValues() }
    if position != .current, let server = engine?.animations {
      // The jump to the start or end values is the app's request, journaled for the record.
      for (value, left) in zip(stoppedValues, lefts) {
        server.recordTransition(
          value.view, value.property, .finished(position), at: now, left: left,
          right: value.view.presentationSample(of: value.property, at: now, side: .right))
      }
    }
    stoppedValues.removeAll()
    state = .inactive
    resetTiming()
    scheduleCompletions(position)
    journalChange("finishAnimation(at: .\(position.rawValue))")
  }
}
