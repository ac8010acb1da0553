import SeamlessEngine

/// No programmer errors (API misuse UIKit would raise for), refused input or clock
/// violations: every ``JournalEvent/isProblem`` entry is a violation, with the engine's
/// own explanation.
///
/// ```swift
/// NoProblems().check(run)   // ["t=0.5 s: property animator \"slide\": finishAnimation(at:) called in state inactive, …"]
/// ```
package struct NoProblems: Invariant {
  package let name = InvariantName.noProblems.rawValue
  package let summary = "no programmer errors, refused input or clock violations"

  package init() {}

  package func makeChecker(for run: ReplayRun) -> any InvariantChecker { Checker() }

  final class Checker: InvariantChecker {
    var journalInterests: JournalEventKinds { .problems }
    var samplesFrames: Bool { false }
    var log = ViolationLog()

    func observe(_ entry: JournalEntry) {
      if entry.event.isProblem { log.append(at: entry.instant, entry.event.description) }
    }

    func finish(_ run: ReplayRun) -> [InvariantViolation] { log.violations }
  }
}
