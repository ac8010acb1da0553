import SeamlessEngine
import SeamlessTrace

/// Builds a ``ViewerRecording`` while a replay runs: the trace's touches as they are given,
/// the journal as it is written, the window's views after each render step.
final class ViewerRecorder: InvariantChecker {
  private(set) var recording = ViewerRecording()
  private unowned let engine: Engine
  /// Per view, its track's index; the view held weakly (recording must not keep a view alive
  /// that the app let go), so an address reused by a new view starts a new track.
  private var trackIndex: [ObjectIdentifier: (view: WeakView, index: Int)] = [:]
  /// Per track, whether the view was drawn in the frame just recorded.
  private var seen: [Bool] = []
  /// Open finger tracks by touch id.
  private var openFingers: [UInt32: Int] = [:]
  private var viewRecords = 0
  private var fingerSamples = 0
  private var drawOrder = 0

  init(engine: Engine, displayScale: Double) {
    self.engine = engine
    recording.displayScale = displayScale
  }

  var journalInterests: JournalEventKinds { .all }

  /// A trace event, as the replay gives it to the engine.
  func input(_ event: TraceEvent) {
    guard case .touch(let sample) = event, recording.truncatedAt == nil else { return }
    guard fingerSamples < ViewerRecording.maximumFingerSamples else { return truncate(at: sample.time) }
    fingerSamples += 1
    let index: Int
    if sample.phase == .began || openFingers[sample.touchID] == nil {
      index = recording.fingers.count
      recording.fingers.append(ViewerRecording.FingerTrack(touchID: sample.touchID))
      openFingers[sample.touchID] = index
    } else {
      // swift-format-ignore: NeverForceUnwrap
      index = openFingers[sample.touchID]!
    }
    recording.fingers[index].times.append(sample.time)
    recording.fingers[index].xs.append(sample.x)
    recording.fingers[index].ys.append(sample.y)
    switch sample.phase {
    case .ended:
      recording.fingers[index].ending = .lifted
      openFingers[sample.touchID] = nil
    case .cancelled:
      recording.fingers[index].ending = .cancelled
      openFingers[sample.touchID] = nil
    case .began, .moved, .stationary:
      break
    }
  }

  func observe(_ entry: JournalEntry) {
    let time = entry.instant.nanoseconds
    switch entry.event {
    case .touchDelivered(let input, let view, _):
      if input.phase == .began, let index = openFingers[input.touchID], recording.fingers[index].hitView == nil {
        recording.fingers[index].hitView = view
      }
      // Moves are the fingers' paths; the journal panel keeps the rest.
      if input.phase == .moved || input.phase == .stationary { return }
    case .touchCancelled(let touchID, _, _):
      if let index = openFingers[touchID], recording.fingers[index].deliveryCancelledAt == nil {
        recording.fingers[index].deliveryCancelledAt = time
      }
    default:
      break
    }
    guard recording.truncatedAt == nil else { return }
    guard recording.entries.count < ViewerRecording.maximumEntries else { return truncate(at: time) }
    recording.entries.append(
      ViewerRecording.Entry(time: time, text: entry.event.canonicalText))
  }

  func frameSampled(_ sampler: FrameSampler) {
    let now = sampler.frame.time
    recording.frameTimes.append(now.nanoseconds)
    if sampler.frame.isMainThreadStalled { recording.hitches.append(now.nanoseconds) }
    recording.end = now.nanoseconds
    guard recording.truncatedAt == nil else { return }
    let window = engine.window
    recording.screenWidth = window.bounds.size.width
    recording.screenHeight = window.bounds.size.height
    for index in seen.indices { seen[index] = false }
    for view in window.subviews { draw(view, depth: 1, alpha: 1, at: now) }
    // Views that left the window since the last frame.
    for index in seen.indices where !seen[index] {
      let track = recording.views[index]
      if let last = track.values.last, last == -1 { continue }
      var values = Array(repeating: Int32(0), count: ViewerRecording.valuesPerRecord)
      values[ViewerRecording.valuesPerRecord - 1] = -1
      append(values, to: index, at: now.nanoseconds)
    }
  }

  /// Records `view` and its subviews as shown at `now`, back to front.
  private func draw(_ view: View, depth: Int, alpha inherited: Double, at now: Instant) {
    let source = GeometrySource.presentation(at: now)
    let ownAlpha = view.isHidden ? 0 : min(max(view.presentationValue(of: .alpha, at: now), 0), 1)
    let alpha = inherited * ownAlpha
    let index = track(of: view, depth: depth)
    seen[index] = true
    let bounds = view.bounds(source: source)
    let corners = [
      Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY), Point(x: bounds.minX, y: bounds.maxY),
    ].map { view.convert($0, to: nil, source: source) ?? view.center }
    var values: [Int32] = []
    values.reserveCapacity(ViewerRecording.valuesPerRecord)
    for corner in corners {
      values.append(ViewerPage.hundredths(corner.x))
      values.append(ViewerPage.hundredths(corner.y))
    }
    values.append(Int32((alpha * 1000).rounded()))
    let track = recording.views[index]
    let stride = ViewerRecording.valuesPerRecord
    if track.values.count < stride || Array(track.values[(track.values.count - stride)...]) != values {
      append(values, to: index, at: now.nanoseconds)
    }
    for subview in view.subviews { draw(subview, depth: depth + 1, alpha: alpha, at: now) }
  }

  private func track(of view: View, depth: Int) -> Int {
    let key = ObjectIdentifier(view)
    if let known = trackIndex[key], known.view.object === view { return known.index }
    let index = recording.views.count
    trackIndex[key] = (WeakView(view), index)
    recording.views.append(
      ViewerRecording.ViewTrack(name: view.name, typeName: view.bridgeTypeName, depth: depth, order: drawOrder))
    drawOrder += 1
    seen.append(false)
    return index
  }

  private func append(_ values: [Int32], to index: Int, at time: Int64) {
    guard viewRecords < ViewerRecording.maximumViewRecords else { return truncate(at: time) }
    viewRecords += 1
    recording.views[index].times.append(time)
    recording.views[index].values.append(contentsOf: values)
  }

  private func truncate(at time: Int64) {
    if recording.truncatedAt == nil { recording.truncatedAt = time }
  }

  func finish(_ run: ReplayRun) -> [InvariantViolation] {
    recording.end = max(recording.end, run.engine.now.nanoseconds)
    return []
  }
}

/// A view held weakly.
private struct WeakView {
  weak var object: View?
  init(_ object: View) { self.object = object }
}
