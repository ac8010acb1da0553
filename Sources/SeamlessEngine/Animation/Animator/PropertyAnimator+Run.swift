extension PropertyAnimator {
  /// inactive → active: runs the waiting animation blocks at τ = 0 (1 if reversed), with
  /// the clock already running from `anchor` when the animator starts (so the animations'
  /// first presentation velocities are the running ones), paused otherwise.
  func activate(runningFrom anchor: Instant? = nil) {
    state = .active
    if let server = engine?.animations {
      runNumber = server.nextRunNumber
      server.nextRunNumber += 1
    }
    pausedFraction = reversed ? 1 : 0
    run = nil
    if let anchor { beginRunning(at: anchor) }
    engine?.animations.register(self)
    let blocks = pendingBlocks
    pendingBlocks.removeAll()
    for block in blocks { runAnimations(block.animations, start: block.delayFactor) }
  }

  /// Runs an animation block whose changes become tracks starting at animator fraction `start`.
  func runAnimations(_ animations: () -> Void, start: Double) {
    guard let server = engine?.animations else { return animations() }
    let timing: AnimationTiming
    switch master.shape {
    case .curve(let curve): timing = .curve(curve, duration: duration)
    case .spring(let spring, _): timing = .spring(spring)
    }
    server.openBlock(
      AnimationContext(
        mode: .animator(self, start: start), block: nil, timing: timing, duration: duration, delay: 0,
        options: userInteractionEnabled ? .allowUserInteraction : []))
    animations()
    server.closeBlock()
  }

  /// The curve of a track made now, starting at `start`.
  func curveForNewTrack(start: Double, vertical: Bool) -> AnimatorCurve {
    if run == nil && linearizedFlag { return AnimatorCurve(shape: .curve(.linear)) }
    switch currentTiming {
    case .cubic(let curve): return AnimatorCurve(shape: .curve(curve))
    case .spring, .physicalSpring:
      // A ratio spring is derived to settle in the rest of the run, in real time (its start
      // velocity is exact and it ends with the run). A physical spring runs in real time
      // when it settles within the rest of the run; one that starts too late to settle is
      // time-scaled into it, so it still settles by the run's end.
      let available = (1 - start) * fullRunSeconds
      let length = if case .spring = currentTiming { available } else { duration }
      guard case .spring = master.shape, let springs = springs(for: currentTiming, duration: length) else {
        return AnimatorCurve(shape: master.shape)
      }
      let spring = vertical ? springs.y : springs.x
      let seconds = Self.wholeNanoseconds(max(available, spring.settlingDuration))
      return AnimatorCurve(shape: .spring(spring, seconds: seconds))
    }
  }

  /// `timing.springs(duration:)`, solved once for the tracks an animator block makes
  /// together (every property it changes gets the same springs; the solve is a Newton
  /// iteration with `exp` per step).
  private func springs(for timing: AnimatorTiming, duration: Double) -> (x: Spring, y: Spring)? {
    if let memo = trackSprings, memo.timing == timing, memo.duration.bitPattern == duration.bitPattern {
      return memo.springs
    }
    let springs = timing.springs(duration: duration)
    trackSprings = (timing, duration, springs)
    return springs
  }

  func beginRunning(at anchor: Instant) {
    let target: Double = reversed ? 0 : 1
    let seconds = abs(target - pausedFraction) * fullRunSeconds
    let nanoseconds = seconds.isFinite ? TimeSpan(seconds: seconds).nanoseconds : 0
    run = AnimatorRun(anchor: anchor, fromFraction: pausedFraction, toFraction: target, nanoseconds: nanoseconds)
  }

  /// Resumes a paused animator: back to its timing (remapped) if a pause linearised it.
  func resume(at anchor: Instant) {
    if linearizedFlag { applyTiming(currentTiming, durationFactor: 0) }
    beginRunning(at: anchor)
  }

  /// Stops τ where it is now.
  func freeze() {
    pausedFraction = fraction(at: engine?.now ?? .zero, side: .right).value
    run = nil
  }

  /// Every track's current progress, in track order.
  func trackProgress(at tau: Double) -> [Double] {
    tracks.map { animation in
      guard let track = animation.animatorTrack else { return 0 }
      return track.curve.progress(at: track.local(at: tau).value).value
    }
  }

  /// Puts every track on a linear curve at its current progress; τ becomes the progress.
  func linearize() {
    guard !linearizedFlag else { return }
    pruneTracks()
    let tau = pausedFraction
    let progress = master.progress(at: tau).value
    let current = trackProgress(at: tau)
    // A spring paused while it overshoots (progress beyond [0, 1]) has no linear fraction
    // for where it is: it keeps its curve, so the pause leaves the view where it is.
    guard (0...1).contains(progress) && current.allSatisfy({ (0...1).contains($0) }) else { return }
    pausedFraction = progress
    for (animation, p) in zip(tracks, current) {
      guard let track = animation.animatorTrack else { continue }
      track.curve = AnimatorCurve(shape: .curve(.linear), base: p, pivot: track.local(at: progress).value)
    }
    master = AnimatorCurve(shape: .curve(.linear))
    linearizedFlag = true
  }

  /// Switches to `timing` at the current progress (see ``continueAnimation(withTimingParameters:durationFactor:)``).
  func applyTiming(_ timing: AnimatorTiming, durationFactor: Double) {
    pruneTracks()
    let tau = pausedFraction
    let progress = master.progress(at: tau).value
    let current = trackProgress(at: tau)
    let target: Double = reversed ? 0 : 1
    switch timing {
    case .cubic(let curve):
      let remapped = Self.inverse(of: curve, at: progress)
      for (animation, p) in zip(tracks, current) {
        guard let track = animation.animatorTrack else { continue }
        let u = track.local(at: remapped).value
        track.curve =
          abs(curve.progress(at: u) - p) <= 1e-12
          ? AnimatorCurve(shape: .curve(curve)) : AnimatorCurve(shape: .curve(curve), base: p, pivot: u)
      }
      master = AnimatorCurve(shape: .curve(curve))
      pausedFraction = remapped
      let remaining = min(
        durationFactor > 0 ? durationFactor * duration : abs(target - remapped) * duration, AnimationServer.maximumDuration)
      let span = abs(target - remapped)
      fullRunSeconds = span > 0 ? remaining / span : duration
    case .spring, .physicalSpring:
      let length = min(durationFactor > 0 ? durationFactor * duration : duration, AnimationServer.maximumDuration)
      guard let springs = timing.springs(duration: length) else { break }
      let seconds = Self.runSeconds(of: springs)
      guard seconds.isFinite else { break }
      for (animation, p) in zip(tracks, current) {
        guard let track = animation.animatorTrack else { continue }
        let spring = track.usesVerticalVelocity ? springs.y : springs.x
        track.curve = AnimatorCurve(
          shape: .spring(spring, seconds: seconds), base: p, pivot: track.local(at: tau).value, descending: reversed)
      }
      master = AnimatorCurve(shape: .spring(springs.x, seconds: seconds), base: progress, pivot: tau, descending: reversed)
      let span = abs(target - tau)
      fullRunSeconds = span > 0 ? seconds / span : seconds
    }
    currentTiming = timing
    linearizedFlag = false
  }

  /// Restarts a spring timing from the current progress towards the run's target (the start
  /// values when reversed), with the progress velocity `progressVelocity` (per second, in
  /// the forward direction) carried over as the spring's initial velocity.
  func respring(progressVelocity: Double) {
    let progress = master.progress(at: pausedFraction).value
    let distance = reversed ? progress : 1 - progress
    let towards = reversed ? -progressVelocity : progressVelocity
    let normalized = distance > 1e-12 ? towards / distance : 0
    let velocity = Point(x: normalized, y: normalized)
    let timing: AnimatorTiming
    switch currentTiming {
    case .cubic: return
    case .spring(let ratio, _): timing = .spring(dampingRatio: ratio, initialVelocity: velocity)
    case .physicalSpring(let mass, let stiffness, let damping, _):
      timing = .physicalSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
    }
    applyTiming(timing, durationFactor: 0)
  }

  /// τ where `curve` reaches `progress` (bisection; 0 or 1 beyond the curve's range).
  static func inverse(of curve: TimingCurve, at progress: Double) -> Double {
    if case .linear = curve { return min(max(progress, 0), 1) }
    if progress <= curve.progress(at: 0) { return 0 }
    if progress >= curve.progress(at: 1) { return 1 }
    var low = 0.0
    var high = 1.0
    for _ in 0..<64 {
      let mid = (low + high) / 2
      if curve.progress(at: mid) < progress { low = mid } else { high = mid }
    }
    return (low + high) / 2
  }

  /// Drops tracks that something else ended (replaced by an absolute animation, removed by
  /// a catch): the animator no longer drives them.
  func pruneTracks() {
    tracks.removeAll { if case .running = $0.state { false } else { true } }
  }

  /// The animated (view, property) pairs in the order first animated, with the earliest
  /// track's start value and the latest track's end value: what `.start` and `.end` mean
  /// when several animations of the run share a property.
  func trackEnds() -> [(view: View, property: ViewProperty, from: Double, to: Double)] {
    var ends: [(view: View, property: ViewProperty, from: Double, to: Double)] = []
    for animation in tracks {
      guard let view = animation.view else { continue }
      if let index = ends.firstIndex(where: { $0.view === view && $0.property == animation.property }) {
        ends[index].to = animation.to
      } else {
        ends.append((view, animation.property, animation.from, animation.to))
      }
    }
    return ends
  }

  /// Ends every track, promoting its presentation value to the model, and remembers the
  /// start and end values for ``finishAnimation(at:)``.
  func stopTracks() {
    guard let engine else { return }
    let now = engine.now
    let server = engine.animations
    pruneTracks()
    let ends = trackEnds()
    let lefts = ends.map { $0.view.presentationSample(of: $0.property, at: now, side: .left) }
    stoppedValues = ends
    for animation in tracks { server.end(animation, finished: false) }
    server.compact()
    tracks.removeAll()
    run = nil
    server.unregister(self)
    server.writing(.silent) {
      for (end, left) in zip(ends, lefts) {
        end.view.keepPresentation(left.value, of: end.property, at: now)
      }
    }
    for (end, left) in zip(ends, lefts) {
      server.recordTransition(
        end.view, end.property, .stopped, at: now, left: left,
        right: end.view.presentationSample(of: end.property, at: now, side: .right))
    }
  }

  /// The run reached its end at a render step: the animations end (a reversed run puts the
  /// model back at the start values) and the completions are scheduled, unless
  /// ``pausesOnCompletion`` keeps the animator active and paused at the end.
  func reachEnd() {
    guard let run, state == .active else { return }
    if pausesOnCompletion {
      pausedFraction = run.toFraction
      self.run = nil
      journalChange("paused on completion")
      return
    }
    guard let server = engine?.animations else { return }
    let position: AnimatingPosition = reversed ? .start : .end
    let endInstant = run.end
    pruneTracks()
    let ends = trackEnds()
    // Both limits at the end instant, the left one while the run still drives the tracks.
    let lefts = ends.map { $0.view.presentationSample(of: $0.property, at: endInstant, side: .left) }
    let spans = ends.map { end in
      tracks.filter { $0.view === end.view && $0.property == end.property }.map { $0.animatorTrack?.curve.springSpan ?? 1 }
        .max() ?? 1
    }
    pausedFraction = run.toFraction
    self.run = nil
    if position == .start {
      server.writing(.silent) {
        for end in ends { end.view.setModelValue(end.from, of: end.property) }
      }
    }
    for animation in tracks { server.end(animation, finished: true) }
    tracks.removeAll()
    for ((end, left), span) in zip(zip(ends, lefts), spans) {
      let others = server.coincidentEndAllowance(end.view, end.property, at: endInstant)
      server.recordTransition(
        end.view, end.property, .ended, at: endInstant, left: left,
        right: end.view.presentationSample(of: end.property, at: endInstant, side: .right),
        allowance: settlingAllowance(from: end.from, to: end.to) * max(1, span) + others)
    }
    server.unregister(self)
    state = .inactive
    resetTiming()
    scheduleCompletions(position)
    journalChange("end")
  }

  /// How far a spring's end may step: its settling epsilon of the distance (0 for curves),
  /// times the share of the distance the spring covers when it is more than the whole (a
  /// spring that started beyond the end, overshooting).
  func settlingAllowance(from: Double, to: Double) -> Double {
    switch currentTiming {
    case .cubic: 0
    case .spring, .physicalSpring: Spring.defaultSettlingEpsilon * abs(to - from)
    }
  }

  /// Back to the original timing, τ = 0, for the next run.
  func resetTiming() {
    currentTiming = timingParameters
    (master, fullRunSeconds) = Self.freshCurve(for: timingParameters, duration: duration, vertical: false)
    pausedFraction = 0
    linearizedFlag = false
    reversed = false
  }

  func scheduleCompletions(_ position: AnimatingPosition) {
    guard let server = engine?.animations else { return }
    let handlers = completions
    completions.removeAll()
    let block = server.makeBlock(completion: nil, kind: .animator)
    block.animatorCompletion = (name, runNumber, position, handlers)
    block.retainedAnimator = self
    block.isOpen = false
    server.settle(block)
  }
}
