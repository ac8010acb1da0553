import SeamlessEngine

/// Every gesture that began ends or is cancelled exactly once, and none is still in
/// progress when the run ends.
///
/// Reads `gesture-state` entries: per recognizer, a move to `began` opens a gesture, a
/// move to `ended` or `cancelled` closes it; a second `began` before the close, a close
/// without an open gesture, or an open gesture at the end is a violation.
///
/// ```swift
/// GesturesEndOnce().check(run)   // [] when every pan that began also ended
/// ```
package struct GesturesEndOnce: Invariant {
  package let name = InvariantName.gesturesEndOnce.rawValue
  package let summary = "every gesture that began ends or is cancelled exactly once"

  package init() {}

  package func makeChecker(for run: ReplayRun) -> any InvariantChecker { Checker() }

  final class Checker: InvariantChecker {
    var journalInterests: JournalEventKinds { [.gestureStateChanged] }
    var samplesFrames: Bool { false }
    var log = ViolationLog()
    var open: [String: Instant] = [:]
    var order: [String] = []

    func observe(_ entry: JournalEntry) {
      guard case .gestureStateChanged(let recognizer, let view, let from, let to, _) = entry.event else { return }
      switch to {
      case .possible, .changed, .failed: return  // most entries: no key to build
      case .began, .ended, .cancelled: break
      }
      let key = "\(recognizer) on \(view)"
      switch to {
      case .began:
        if let since = open[key] {
          log.append(at: entry.instant, "\(key) began again; its gesture from t=\(since) never ended")
        }
        open[key] = entry.instant
        if !order.contains(key) { order.append(key) }
      case .ended, .cancelled:
        // A discrete recognizer recognizes straight from `possible`; a continuous gesture
        // ends from `began` or `changed`, and only once.
        if from != .possible && open[key] == nil {
          log.append(at: entry.instant, "\(key) ended again (\(from) → \(to)) without beginning")
        }
        open[key] = nil
      case .possible, .changed, .failed:
        break
      }
    }

    func finish(_ run: ReplayRun) -> [InvariantViolation] {
      for key in order {
        if let since = open[key] { log.append(at: nil, "\(key) began at t=\(since) and never ended") }
      }
      return log.violations
    }
  }
}
