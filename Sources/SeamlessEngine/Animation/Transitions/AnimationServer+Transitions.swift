extension AnimationServer {
  /// Starts a transition on `container`, replacing the one running there (its completion
  /// gets `false`), and joins it to `block`.
  func beginTransition(
    on container: View, style: TransitionStyle, duration: Double, options: AnimationOptions, block: AnimationBlock,
    from: View?, to: View?
  ) -> ViewTransition {
    endTransitions(dueBy: now)
    if let previous = container.viewTransition { endTransition(previous, finished: false) }
    defer { nextTransitionID += 1 }
    let pace = AnimationPace(begin: now, timing: .curve(options.curve, duration: duration), repeats: false, autoreverses: false)
    let transition = ViewTransition(
      id: nextTransitionID, style: style, container: container, pace: pace,
      allowsUserInteraction: options.contains(.allowUserInteraction), block: block)
    engine?.identities.id(of: container)
    transition.destination = to
    container.viewTransition = transition
    transitions.append(transition)
    block.pending += 1
    journal.record(
      .viewTransition(
        .began(
          id: transition.id, container: container.name, style: style, from: from?.name, to: to?.name,
          showsAndHides: options.contains(.showHideTransitionViews), begin: pace.begin, end: transition.end,
          allowsUserInteraction: transition.allowsUserInteraction)),
      at: now)
    return transition
  }

  /// Ends every running transition whose end has come by `time`, with `finished == true`.
  func endTransitions(dueBy time: Instant) {
    guard transitions.contains(where: { $0.end <= time }) else { return }
    for transition in transitions where transition.end <= time { endTransition(transition, finished: true) }
  }

  /// Ends `transition`: the container shows its new content, and its completion group settles.
  func endTransition(_ transition: ViewTransition, finished: Bool) {
    guard transition.isRunning else { return }
    transition.isRunning = false
    if let container = transition.container, container.viewTransition === transition { container.viewTransition = nil }
    transitions.removeAll { $0 === transition }
    journal.record(.viewTransition(.ended(id: transition.id, container: transition.containerName, finished: finished)), at: now)
    let block = transition.block
    block.pending -= 1
    if !finished { block.finished = false }
    settle(block)
  }
}
