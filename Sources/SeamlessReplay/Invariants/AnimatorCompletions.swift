import SeamlessEngine

/// Every property animator run completes at most once, with a legal position: `.current`
/// only from `finishAnimation(at: .current)`, `.start` only after the run was reversed or
/// finished at the start, `.end` only when it was not reversed at the end or finished at the
/// end: each run completes once, at a position it can legally have reached.
///
/// A run starts when an animator goes from inactive to active; the journal numbers runs,
/// and a completion names the run it completes, so completions delivered in the frame's
/// completion step after the app has already started the animator's next run are matched
/// with the run they belong to; what the app sets on an animator whose run has reached its
/// end (say `isReversed`, from a touch handled after a stall, before the completion is
/// delivered) belongs to no run. A run need not complete: a run stopped with
/// `stopAnimation(true)` skips its completions, and `pausesOnCompletion` keeps it active.
///
/// ```swift
/// AnimatorCompletions().check(run)   // [] for animators used by the book
/// ```
package struct AnimatorCompletions: Invariant {
  package let name = InvariantName.animatorCompletions.rawValue
  package let summary = "each property animator run completes at most once, with a legal position"

  package init() {}

  package func makeChecker(for run: ReplayRun) -> any InvariantChecker { Checker() }

  private struct RunKey: Hashable {
    var animator: String
    var run: Int
  }

  private struct RunState {
    var completed = false
    var reversedSeen = false
    var reversedNow = false
    var finishedAt: AnimatingPosition?
    /// The run reached its end (its position is decided); what the app sets on the inactive
    /// animator afterwards, before the completion is delivered, belongs to no run.
    var ended = false
  }

  final class Checker: InvariantChecker {
    /// `finishAnimation(at: .end)` and the others, spelled as the journal spells the call.
    private static let finishCalls = Dictionary(
      uniqueKeysWithValues: AnimatingPosition.allCases.map { ("finishAnimation(at: .\($0.rawValue))", $0) })
    var journalInterests: JournalEventKinds { [.animatorChanged, .animatorCompletionCalled] }
    var samplesFrames: Bool { false }
    var log = ViolationLog()
    private var runs: [RunKey: RunState] = [:]

    func observe(_ entry: JournalEntry) {
      if case .animatorChanged(let animator, let run, let call, _, _, let isReversed, _) = entry.event {
        guard run > 0 else { return }
        let key = RunKey(animator: animator, run: run)
        var current = runs[key] ?? RunState()
        guard !current.ended else { return }
        if call == "end" { current.ended = true } else { current.reversedNow = isReversed }
        current.reversedSeen = current.reversedSeen || isReversed
        if let position = Self.finishCalls[call] { current.finishedAt = position }
        runs[key] = current
      } else if case .animatorCompletionCalled(let animator, let run, let position, _) = entry.event {
        let key = RunKey(animator: animator, run: run)
        guard var current = runs[key], !current.completed else {
          log.append(
            at: entry.instant, "animator \"\(animator)\" completed run \(run) (\(position.rawValue)), which has no run left to complete")
          return
        }
        current.completed = true
        runs[key] = current
        let legal: Bool
        switch position {
        case .current: legal = current.finishedAt == .current
        case .start: legal = current.finishedAt == .start || (current.finishedAt == nil && current.reversedSeen)
        case .end: legal = current.finishedAt == .end || (current.finishedAt == nil && !current.reversedNow)
        }
        if !legal {
          log.append(
            at: entry.instant,
            "animator \"\(animator)\" completed run \(run) at .\(position.rawValue), which the run does not allow "
              + "(finished at \(current.finishedAt.map { ".\($0.rawValue)" } ?? "nothing"), reversed: \(current.reversedSeen))")
        }
      }
    }

    func finish(_ run: ReplayRun) -> [InvariantViolation] { log.violations }
  }
}
