import SeamlessEngine

/// Every ``TransitionCounter`` stays at or above zero and is back at zero once the run
/// has settled (WWDC 2014 session 236, “Building Interruptible and Responsive Interactions”, "Toggle Bird").
///
/// ```swift
/// CountersBalanced().check(run)   // ["counter \"card-transitions\" is 1 after settling: …"]
/// ```
package struct CountersBalanced: Invariant {
  package let name = InvariantName.countersBalanced.rawValue
  package let summary = "transition counters never go negative and are zero once everything settles"

  package init() {}

  package func makeChecker(for run: ReplayRun) -> any InvariantChecker { Checker() }

  final class Checker: InvariantChecker {
    var journalInterests: JournalEventKinds { [.counterChanged] }
    var samplesFrames: Bool { false }
    var log = ViolationLog()
    var values: [String: (value: Int, changed: Instant)] = [:]
    var order: [String] = []

    var judgedCount: Int? { order.count }
    var judged: String? { "\(order.count) counter\(order.count == 1 ? "" : "s") judged" }

    func observe(_ entry: JournalEntry) {
      guard case .counterChanged(let name, let from, let to) = entry.event else { return }
      if values[name] == nil { order.append(name) }
      values[name] = (to, entry.instant)
      if to < 0 { log.append(at: entry.instant, "counter \"\(name)\" went from \(from) to \(to)") }
    }

    func finish(_ run: ReplayRun) -> [InvariantViolation] {
      guard !run.settle.reachedLimit else { return log.violations }
      for name in order {
        guard let last = values[name], last.value != 0 else { continue }
        log.append(
          at: nil,
          "counter \"\(name)\" is \(last.value) after settling (last changed at t=\(last.changed)): "
            + "a transition began whose completion never counted it out", phase: .rest)
      }
      return log.violations
    }
  }
}
