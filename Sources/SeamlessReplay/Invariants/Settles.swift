import SeamlessEngine

/// After the last trace event, everything comes to rest within the replay's bound: no
/// input, timers, touches, animations or busy observers left, and every view shows its
/// model values (no contributions left).
///
/// What the app asked to run on forever is not unrest: an animation with the `.repeat`
/// option, and a hand-written loop, a completion handler that starts the animation that just
/// ended again (restarted from its start, or sent back: `.repeat` and `.autoreverse` written
/// out). Everything else must still come to rest around them. A loop that drifts (each cycle
/// to a new value) is no loop, and never settles.
///
/// ```swift
/// Settles().check(run)   // ["still busy at t=12.0 s: animations: card.alpha absolute repeating"]
/// ```
package struct Settles: Invariant {
  package let name = InvariantName.settles.rawValue
  package let summary = "everything comes to rest and every view shows its model values"

  package init() {}

  package func makeChecker(for run: ReplayRun) -> any InvariantChecker { Checker() }

  final class Checker: InvariantChecker {
    var journalInterests: JournalEventKinds { .none }
    var samplesFrames: Bool { false }
    func finish(_ run: ReplayRun) -> [InvariantViolation] {
      var violations: [InvariantViolation] = []
      // What the app asked to run on forever (`.repeat`, a completion that restarts the
      // animation that just ended) is not unrest: nothing else may move.
      if run.settle.reachedLimit && !run.settle.restsButForPerpetualAnimations {
        violations.append(InvariantViolation(instant: nil, message: "did not settle: \(run.settle)", phase: .rest))
      }
      var stack = [run.engine.window]
      while let view = stack.popLast() {
        let properties = ViewProperty.allCases.filter { property in
          view.contributions.contains { $0.property == property && ($0 as? ViewAnimation)?.isPerpetual != true }
        }
        if !properties.isEmpty {
          let list = properties.map(\.description).joined(separator: ", ")
          violations.append(
            InvariantViolation(
              instant: nil, message: "\(view.name) still shows animated values (\(list)) at the end", view: view.name, phase: .rest))
        }
        stack.append(contentsOf: view.subviews.reversed())
      }
      return violations
    }
  }
}
