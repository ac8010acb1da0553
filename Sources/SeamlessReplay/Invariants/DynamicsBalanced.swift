import SeamlessEngine

/// Every dynamic animator's pauses and resumes alternate (starting with a resume), and
/// every contact that begins ends before it begins again (seeds/wwdc2015-229; design:
/// "dynamics pause/resume alternate").
///
/// Contacts still touching when the run settles are fine (a ball resting on the floor);
/// an `ended` without a `began`, or two `began`s in a row for the same pair, is not. One of
/// the ``ReplayConfiguration/standardInvariants`` (it holds trivially without dynamics).
///
/// ```swift
/// DynamicsBalanced().check(run)   // [] when didPause and willResume alternate
/// ```
public struct DynamicsBalanced: Invariant {
  public let name = "dynamics-balanced"
  public let summary = "dynamic animators alternate resume and pause, and contacts alternate begin and end"

  public init() {}

  public func check(_ run: ReplayRun) -> [InvariantViolation] {
    var violations: [InvariantViolation] = []
    var running: [String: Bool] = [:]
    var touching: Set<String> = []
    for entry in run.journal.entries {
      guard case .dynamics(let event) = entry.event else { continue }
      switch event {
      case .resumed(let animator, _), .paused(let animator, _):
        let resumes: Bool
        if case .resumed = event { resumes = true } else { resumes = false }
        let wasRunning = running[animator] ?? false
        if wasRunning == resumes {
          violations.append(
            InvariantViolation(
              instant: entry.instant,
              message: "animator \"\(animator)\" \(resumes ? "resumed" : "paused") while already "
                + "\(wasRunning ? "running" : "paused"): didPause and willResume must alternate"))
        }
        running[animator] = resumes
      case .contactBegan(let animator, let behavior, let first, let second, _, _):
        let key = "\(animator)/\(behavior): \(first) – \(second)"
        if !touching.insert(key).inserted {
          violations.append(
            InvariantViolation(instant: entry.instant, message: "contact \(key) began again without ending"))
        }
      case .contactEnded(let animator, let behavior, let first, let second):
        let key = "\(animator)/\(behavior): \(first) – \(second)"
        if touching.remove(key) == nil {
          violations.append(InvariantViolation(instant: entry.instant, message: "contact \(key) ended without beginning"))
        }
      case .behaviorAdded, .behaviorRemoved, .itemState:
        break
      }
    }
    return violations
  }
}
