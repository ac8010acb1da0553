import SeamlessEngine
import SeamlessTrace

/// One finger's life from touch-down to lift, as the trace gave it: what plots and the replay
/// viewer draw beside the views.
package struct FingerPath: Sendable {
  /// How the finger's touch ended.
  package enum Ending: String, Sendable {
    /// The finger lifted (`.ended`).
    case lifted
    /// The system cancelled the touch (`.cancelled` in the trace).
    case cancelled
    /// Still down when the replay stopped.
    case down
  }

  /// The trace's touch id.
  package var touchID: UInt32
  /// The view the touch landed on (hit-tested at touch-down), when it was delivered.
  package var hitView: String?
  /// Sample times, ns, and positions in window points, as the trace gave them.
  package var times: [Int64] = []
  package var xs: [Double] = []
  package var ys: [Double] = []
  package var ending: Ending = .down
  /// When a recognizer cancelled the touch's delivery to views, ns (the finger stays down).
  package var deliveryCancelledAt: Int64?
}

/// Builds ``FingerPath``s as a replay runs: the trace's touches as they are given, the hit view
/// and delivery cancels from the journal.
struct FingerPathRecorder {
  private(set) var paths: [FingerPath] = []
  /// Fingers still down, by touch id: their index in ``paths``.
  private var open: [UInt32: Int] = [:]
  /// The most samples a path keeps: past it the path keeps every other sample (`nil`: all).
  let maximumSamplesPerPath: Int?

  init(maximumSamplesPerPath: Int? = nil) {
    self.maximumSamplesPerPath = maximumSamplesPerPath
  }

  /// Adds `sample` to its finger's path (a new path at `.began`).
  mutating func add(_ sample: TouchSample) {
    let index: Int
    if sample.phase != .began, let known = open[sample.touchID] {
      index = known
    } else {
      index = paths.count
      paths.append(FingerPath(touchID: sample.touchID))
      open[sample.touchID] = index
    }
    paths[index].times.append(sample.time)
    paths[index].xs.append(sample.x)
    paths[index].ys.append(sample.y)
    switch sample.phase {
    case .ended, .cancelled:
      paths[index].ending = sample.phase == .ended ? .lifted : .cancelled
      open[sample.touchID] = nil
    case .began, .moved, .stationary:
      if let maximum = maximumSamplesPerPath, paths[index].times.count > maximum { thin(index) }
    }
  }

  /// Reads the hit view of a touch-down and a recognizer's cancel of delivery from `entry`.
  mutating func observe(_ entry: JournalEntry) {
    switch entry.event {
    case .touchDelivered(let input, let view, _):
      if input.phase == .began, let index = open[input.touchID], paths[index].hitView == nil {
        paths[index].hitView = view
      }
    case .touchCancelled(let touchID, _, _):
      if let index = open[touchID], paths[index].deliveryCancelledAt == nil {
        paths[index].deliveryCancelledAt = entry.instant.nanoseconds
      }
    default:
      break
    }
  }

  /// Keeps every other sample of the path at `index`.
  private mutating func thin(_ index: Int) {
    func everyOther<T>(_ values: [T]) -> [T] { values.enumerated().filter { $0.offset % 2 == 0 }.map(\.element) }
    paths[index].times = everyOther(paths[index].times)
    paths[index].xs = everyOther(paths[index].xs)
    paths[index].ys = everyOther(paths[index].ys)
  }
}
