import SeamlessEngine

/// Every dynamic animator's pauses and resumes alternate (starting with a resume), and
/// every contact that begins ends before it begins again (WWDC 2015 session 229 (“What’s New in UIKit Dynamics and Visual Effects”); design:
/// "dynamics pause/resume alternate").
///
/// Contacts still touching when the run settles are fine (a ball resting on the floor);
/// an `ended` without a `began`, or two `began`s in a row for the same pair, is not. One of
/// the ``ReplayConfiguration/standardInvariants`` (it holds trivially without dynamics).
///
/// ```swift
/// DynamicsBalanced().check(run)   // [] when didPause and willResume alternate
/// ```
package struct DynamicsBalanced: Invariant {
  package let name = InvariantName.dynamicsBalanced.rawValue
  package let summary = "dynamic animators alternate resume and pause, and contacts alternate begin and end"

  package init() {}

  package func makeChecker(for run: ReplayRun) -> any InvariantChecker { Checker() }

  final class Checker: InvariantChecker {
    var journalInterests: JournalEventKinds { [.dynamics] }
    var samplesFrames: Bool { false }
    var log = ViolationLog()
    var running: [String: Bool] = [:]
    var touching: Set<String> = []

    func observe(_ entry: JournalEntry) {
      guard case .dynamics(let event) = entry.event else { return }
      switch event {
      case .resumed(let animator, _), .paused(let animator, _):
        let resumes: Bool
        if case .resumed = event { resumes = true } else { resumes = false }
        let wasRunning = running[animator] ?? false
        if wasRunning == resumes {
          log.append(
            at: entry.instant,
            "animator \"\(animator)\" \(resumes ? "resumed" : "paused") while already "
              + "\(wasRunning ? "running" : "paused"): didPause and willResume must alternate")
        }
        running[animator] = resumes
      case .contactBegan(let animator, let behavior, let first, let second, _, _):
        let key = "\(animator)/\(behavior): \(first) – \(second)"
        if !touching.insert(key).inserted { log.append(at: entry.instant, "contact \(key) began again without ending") }
      case .contactEnded(let animator, let behavior, let first, let second):
        let key = "\(animator)/\(behavior): \(first) – \(second)"
        if touching.remove(key) == nil { log.append(at: entry.instant, "contact \(key) ended without beginning") }
      case .behaviorAdded, .behaviorRemoved, .itemState:
        break
      }
    }

    func finish(_ run: ReplayRun) -> [InvariantViolation] { log.violations }
  }
}
