extension PropertyAnimator {
  /// Runs `change` and journals, for every property the animator animates, the
  /// presentation just before and just after it (a ``PresentationTransition`` with `cause`),
  /// so the continuity invariant judges pauses, scrubs, continues and reversals like any
  /// other transition.
  ///
  /// ```swift
  /// journalingTransitions(.paused) { freeze() }
  /// ```
  func journalingTransitions(_ cause: PresentationTransition.Cause, _ change: () -> Void) {
    guard let engine else { return change() }
    pruneTracks()
    guard !tracks.isEmpty else { return change() }
    let now = engine.now
    let ends = trackEnds()
    let lefts = ends.map { $0.view.presentationSample(of: $0.property, at: now, side: .left) }
    change()
    for (end, left) in zip(ends, lefts) {
      engine.animations.recordTransition(
        end.view, end.property, cause, at: now, left: left,
        right: end.view.presentationSample(of: end.property, at: now, side: .right))
    }
  }
}
