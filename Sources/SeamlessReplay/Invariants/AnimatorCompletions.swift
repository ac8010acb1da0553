import SeamlessEngine

/// Every property animator run completes at most once, with a legal position: `.current`
/// only from `finishAnimation(at: .current)`, `.start` only after the run was reversed or
/// finished at the start, `.end` only when it was not reversed at the end or finished at the
/// end (design.md: "animator completion once with a legal position").
///
/// A run starts when an animator goes from inactive to active. It need not complete: a run
/// stopped with `stopAnimation(true)` skips its completions, and `pausesOnCompletion`
/// keeps it active.
///
/// ```swift
/// AnimatorCompletions().check(run)   // [] for animators used by the book
/// ```
public struct AnimatorCompletions: Invariant {
  public let name = "animator-completions"
  public let summary = "each property animator run completes at most once, with a legal position"

  public init() {}

  private struct RunState {
    var state: AnimatingState = .inactive
    var open = false
    var completed = false
    var reversedSeen = false
    var reversedNow = false
    var finishedAt: AnimatingPosition?
  }

  public func check(_ run: ReplayRun) -> [InvariantViolation] {
    var violations: [InvariantViolation] = []
    var animators: [String: RunState] = [:]
    for entry in run.journal.entries {
      if case .animatorChanged(let animator, let call, let state, _, let isReversed, _) = entry.event {
        var current = animators[animator] ?? RunState()
        if current.state == .inactive && state == .active {
          current = RunState(state: state, open: true)
        }
        current.state = state
        if call != "end" { current.reversedNow = isReversed }
        current.reversedSeen = current.reversedSeen || isReversed
        for position in AnimatingPosition.allCases where call == "finishAnimation(at: .\(position.rawValue))" {
          current.finishedAt = position
        }
        animators[animator] = current
      } else if case .animatorCompletionCalled(let animator, let position, _) = entry.event {
        var current = animators[animator] ?? RunState()
        defer { animators[animator] = current }
        guard current.open, !current.completed else {
          violations.append(
            InvariantViolation(
              instant: entry.instant,
              message: "animator \"\(animator)\" completed (\(position.rawValue)) with no run left to complete"))
          continue
        }
        current.completed = true
        current.open = false
        let legal: Bool
        switch position {
        case .current: legal = current.finishedAt == .current
        case .start: legal = current.finishedAt == .start || (current.finishedAt == nil && current.reversedSeen)
        case .end: legal = current.finishedAt == .end || (current.finishedAt == nil && !current.reversedNow)
        }
        if !legal {
          violations.append(
            InvariantViolation(
              instant: entry.instant,
              message: "animator \"\(animator)\" completed at .\(position.rawValue), which its run does not allow "
                + "(finished at \(current.finishedAt.map { ".\($0.rawValue)" } ?? "nothing"), reversed: \(current.reversedSeen))"))
        }
      }
    }
    return violations
  }
}
