import SeamlessEngine

/// Every `beginIgnoringInteractionEvents()` is balanced by an end: the counter never goes
/// below zero, and once the run has settled it is back at zero (WWDC 2008 session 362 (“Controls, Views and Animation”) and
/// 2014-236: an early return that skips the end leaves the app deaf to every later touch).
///
/// The journal names the caller of every begin and end (`fileID:line`), so the report says
/// which begins were never ended, and how many touches were dropped because of them.
///
/// ```swift
/// IgnoringBalanced().check(run)
/// // ["interaction events are still ignored after settling (counter 1): begun at CategorizerScene.swift:88 …"]
/// ```
package struct IgnoringBalanced: Invariant {
  package let name = InvariantName.ignoringBalanced.rawValue
  package let summary = "beginIgnoringInteractionEvents and its ends balance, and nothing is ignored once settled"

  package init() {}

  package func makeChecker(for run: ReplayRun) -> any InvariantChecker { Checker() }

  final class Checker: InvariantChecker {
    var journalInterests: JournalEventKinds { [.ignoringInteractionEventsChanged, .programmerError, .touchDropped] }
    var samplesFrames: Bool { false }
    var log = ViolationLog()
    /// The begins not yet ended: caller and instant, innermost last.
    var open: [(caller: String, instant: Instant)] = []
    var droppedWhileIgnoring = 0
    var firstDrop: Instant?

    func observe(_ entry: JournalEntry) {
      if case .ignoringInteractionEventsChanged(let from, let to, let caller) = entry.event {
        if to > from {
          open.append((caller, entry.instant))
        } else if !open.isEmpty {
          open.removeLast()
        }
      } else if case .programmerError(.unbalancedEndIgnoringInteractionEvents) = entry.event {
        log.append(
          at: entry.instant,
          "endIgnoringInteractionEvents() with nothing being ignored: the counter would go below zero (the end "
            + "was ignored; another begin is missing or an end runs twice)")
      } else if case .touchDropped(_, .ignoringInteractionEvents) = entry.event {
        droppedWhileIgnoring += 1
        if firstDrop == nil { firstDrop = entry.instant }
      }
    }

    func finish(_ run: ReplayRun) -> [InvariantViolation] {
      guard !run.settle.reachedLimit, !open.isEmpty else { return log.violations }
      let begins = open.map { "\($0.caller) at t=\($0.instant)" }.joined(separator: ", ")
      let drops =
        droppedWhileIgnoring == 0
        ? "" : "; \(droppedWhileIgnoring) touches were dropped while ignoring, the first at t=\(firstDrop ?? .zero)"
      log.append(
        at: nil,
        "interaction events are still ignored after settling (counter \(open.count)): begun by \(begins) and "
          + "never ended\(drops)")
      return log.violations
    }
  }
}
