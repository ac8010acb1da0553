import SeamlessEngine

/// Every animation ends exactly once and every completion handler runs at most once;
/// once the run has settled, every block animation has ended, so its block's handler has
/// run exactly once. (A property animator's animations are excluded from the last check:
/// a paused animator keeps them on purpose, and their handlers are the animator's.)
///
/// Reads `animation-added`, `animation-ended` and `animation-completion` entries. A
/// handler that never runs (an animation still in flight at the end) is reported with the
/// animation that holds it.
///
/// ```swift
/// CompletionsCalledOnce().check(run)   // [] for a settled, correct scene
/// ```
public struct CompletionsCalledOnce: Invariant {
  public let name = "completions-once"
  public let summary = "every animation ends once and every completion handler runs exactly once"

  public init() {}

  public func check(_ run: ReplayRun) -> [InvariantViolation] {
    var violations: [InvariantViolation] = []
    var added: [Int: AnimationRecord] = [:]
    var addedOrder: [Int] = []
    var ended: [Int: Int] = [:]
    var calls: [Int: Int] = [:]
    for entry in run.journal.entries {
      if case .animationAdded(let record) = entry.event {
        added[record.id] = record
        addedOrder.append(record.id)
      } else if case .animationEnded(let id, let view, let property, _) = entry.event {
        ended[id, default: 0] += 1
        if ended[id] == 2 {
          violations.append(InvariantViolation(instant: entry.instant, message: "animation \(id) (\(view).\(property)) ended twice"))
        }
      } else if case .animationCompletionCalled(let block, _) = entry.event {
        calls[block, default: 0] += 1
        if calls[block] == 2 {
          violations.append(
            InvariantViolation(instant: entry.instant, message: "the completion handler of block \(block) ran twice"))
        }
      }
    }
    if !run.settle.reachedLimit {
      for id in addedOrder where ended[id] == nil {
        // A property animator's animations have no completion handler of their own (a
        // paused animator, or one that pauses on completion, keeps them on purpose).
        guard let record = added[id], !record.timing.contains("animator=") else { continue }
        violations.append(
          InvariantViolation(
            instant: nil,
            message: "animation \(id) (\(record.view).\(record.property), added at t=\(record.begin)) never ended, "
              + "so its completion handler never ran"))
      }
    }
    return violations
  }
}
