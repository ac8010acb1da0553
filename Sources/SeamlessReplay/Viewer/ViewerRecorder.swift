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
  /// The fingers' paths (bounded by ``ViewerRecording/maximumFingerSamples`` in all).
  private var fingers = FingerPathRecorder()
  /// One view record being built (``ViewerRecording/valuesPerRecord`` values), reused.
  private var scratch = [Int32](repeating: 0, count: ViewerRecording.valuesPerRecord)
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
    fingers.add(sample)
  }

  func observe(_ entry: JournalEntry) {
    let time = entry.instant.nanoseconds
    fingers.observe(entry)
    // Moves are the fingers' paths; the journal panel keeps the rest.
    if case .touchDelivered(let input, _, _) = entry.event, input.phase == .moved || input.phase == .stationary { return }
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
    for index in seen.indices where !seen[index] && recording.views[index].values.last != -1 {
      for slot in scratch.indices { scratch[slot] = 0 }
      scratch[ViewerRecording.valuesPerRecord - 1] = -1
      appendScratch(to: index, at: now.nanoseconds)
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
    // The top-left, top-right and bottom-left corners in the window, then the alpha, into the
    // reused scratch record (nothing allocated per view per frame).
    func place(_ corner: Point, at slot: Int) {
      let shown = view.convert(corner, to: nil, source: source) ?? view.center
      scratch[slot] = ViewerPage.hundredths(shown.x)
      scratch[slot + 1] = ViewerPage.hundredths(shown.y)
    }
    place(Point(x: bounds.minX, y: bounds.minY), at: 0)
    place(Point(x: bounds.maxX, y: bounds.minY), at: 2)
    place(Point(x: bounds.minX, y: bounds.maxY), at: 4)
    scratch[6] = Int32((alpha * 1000).rounded())
    if !lastRecordEqualsScratch(index) { appendScratch(to: index, at: now.nanoseconds) }
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

  /// Whether the view's last record is the scratch record (compared in place).
  private func lastRecordEqualsScratch(_ index: Int) -> Bool {
    let stride = ViewerRecording.valuesPerRecord
    let count = recording.views[index].values.count
    guard count >= stride else { return false }
    for slot in 0..<stride where recording.views[index].values[count - stride + slot] != scratch[slot] { return false }
    return true
  }

  /// Appends the scratch record to the view's track.
  private func appendScratch(to index: Int, at time: Int64) {
    guard viewRecords < ViewerRecording.maximumViewRecords else { return truncate(at: time) }
    viewRecords += 1
    recording.views[index].times.append(time)
    recording.views[index].values.append(contentsOf: scratch)
  }

  private func truncate(at time: Int64) {
    if recording.truncatedAt == nil { recording.truncatedAt = time }
  }

  func finish(_ run: ReplayRun) -> [InvariantViolation] {
    recording.end = max(recording.end, run.engine.now.nanoseconds)
    recording.fingers = fingers.paths
    return []
  }
}

/// A view held weakly.
private struct WeakView {
  weak var object: View?
  init(_ object: View) { self.object = object }
}
