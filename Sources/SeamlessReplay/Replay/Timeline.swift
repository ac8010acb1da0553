import SeamlessEngine
import SeamlessTrace

/// What a replay showed over time, for plots: each tracked view's centre and velocity (window
/// points) frame by frame, when fingers were down, and where presentations could jump.
///
/// Recorded on request (``ReplayConfiguration/recordsTimeline``) and bounded: a view's series
/// keeps at most ``maximumPoints`` points; beyond that it drops every other point and samples
/// every second frame from then on (and so on), so an hour-long replay still fits.
///
/// ```swift
/// var configuration = ReplayConfiguration()
/// configuration.recordsTimeline = true
/// let report = Replayer(configuration: configuration).replay(trace, sceneName: "card-drag") { CardDragScene() }
/// report.timeline?.series.map(\.name)   // ["card"]
/// ```
package struct Timeline: Sendable {
  /// One view's samples.
  package struct Series: Sendable {
    package var name: String
    /// Sample times, ns.
    package var times: [Int64] = []
    /// Centre in window points.
    package var x: [Double] = []
    package var y: [Double] = []
    /// Velocity in window points per second.
    package var vx: [Double] = []
    package var vy: [Double] = []
    /// Alpha, scale (the transform's x scale) and rotation (radians) as presented.
    package var alpha: [Double] = []
    package var scale: [Double] = []
    package var rotation: [Double] = []
    /// Record every `stride`-th frame (doubles each time the series is thinned).
    var stride = 1
    var skipped = 0

    package init(name: String) { self.name = name }
  }

  /// A presentation transition, for marks on the plot.
  package struct Mark: Sendable {
    package var time: Int64
    package var view: String
    package var label: String
  }

  /// The most points a series keeps.
  package static let maximumPoints = 4_096
  /// The most transition marks kept.
  package static let maximumMarks = 2_000

  package var series: [Series] = []
  /// The fingers, in the order they came down (at most ``maximumPoints`` samples each: a
  /// longer finger keeps every other sample, and so on).
  package var fingers: [FingerPath] = []
  /// Intervals (ns) during which at least one finger was down, from the trace's touches (a
  /// touch a recognizer cancelled is still a finger down); an open one ends at `end`.
  package var fingerBands: [(start: Int64, end: Int64)] = []
  /// Presentation transitions, in order (at most ``maximumMarks``).
  package var transitions: [Mark] = []
  /// When the replay stopped, ns.
  package var end: Int64 = 0

  package init() {}
}

/// Builds a ``Timeline`` while a replay runs.
final class TimelineRecorder: InvariantChecker {
  var journalInterests: JournalEventKinds { [.presentationTransition, .touchDelivered, .touchCancelled] }
  var samplesFrames: Bool { true }
  var timeline = Timeline()
  private var seriesBySlot: [Int: Int] = [:]
  private var downTouches: Set<UInt32> = []
  private var fingers = FingerPathRecorder(maximumSamplesPerPath: Timeline.maximumPoints)
  private var bandStart: Int64?

  /// A trace event, as the replay gives it.
  ///
  /// Fingers are down from a touch's `.began` to its `.ended` or `.cancelled` in the trace. A recognizer that cancels a touch's delivery to
  /// views (`cancelsTouchesInView`) leaves the finger down, and so does the band.
  func input(_ event: TraceEvent) {
    guard case .touch(let sample) = event else { return }
    fingers.add(sample)
    switch sample.phase {
    case .began:
      guard downTouches.insert(sample.touchID).inserted else { return }
      if downTouches.count == 1 { bandStart = sample.time }
    case .ended, .cancelled:
      guard downTouches.remove(sample.touchID) != nil else { return }
      if downTouches.isEmpty, let start = bandStart {
        timeline.fingerBands.append((start, sample.time))
        bandStart = nil
      }
    case .moved, .stationary:
      break
    }
  }

  func observe(_ entry: JournalEntry) {
    fingers.observe(entry)
    if case .presentationTransition(let t) = entry.event, timeline.transitions.count < Timeline.maximumMarks {
      timeline.transitions.append(
        Timeline.Mark(time: t.instant.nanoseconds, view: t.view, label: "\(t.property) \(t.cause.canonicalText)"))
    }
  }

  func frameSampled(_ sampler: FrameSampler) {
    let time = sampler.frame.time.nanoseconds
    timeline.end = time
    for slot in 0..<sampler.sampledCount where sampler.isOnScreen[slot] {
      let index: Int
      if let known = seriesBySlot[slot] {
        index = known
      } else {
        index = timeline.series.count
        seriesBySlot[slot] = index
        timeline.series.append(Timeline.Series(name: sampler.names[slot]))
      }
      timeline.series[index].skipped += 1
      guard timeline.series[index].skipped >= timeline.series[index].stride else { continue }
      timeline.series[index].skipped = 0
      let center = sampler.windowCenters[slot]
      let velocity = sampler.windowVelocities[slot]
      timeline.series[index].times.append(time)
      timeline.series[index].x.append(center.x)
      timeline.series[index].y.append(center.y)
      timeline.series[index].vx.append(velocity.x)
      timeline.series[index].vy.append(velocity.y)
      timeline.series[index].alpha.append(sampler.value(slot, .alpha))
      timeline.series[index].scale.append(sampler.value(slot, .scaleX))
      timeline.series[index].rotation.append(sampler.value(slot, .rotation))
      if timeline.series[index].times.count > Timeline.maximumPoints { thin(index) }
    }
  }

  /// Halves a series and its sampling rate.
  private func thin(_ index: Int) {
    func everyOther<T>(_ values: [T]) -> [T] { values.enumerated().filter { $0.offset % 2 == 0 }.map(\.element) }
    timeline.series[index].times = everyOther(timeline.series[index].times)
    timeline.series[index].x = everyOther(timeline.series[index].x)
    timeline.series[index].y = everyOther(timeline.series[index].y)
    timeline.series[index].vx = everyOther(timeline.series[index].vx)
    timeline.series[index].vy = everyOther(timeline.series[index].vy)
    timeline.series[index].alpha = everyOther(timeline.series[index].alpha)
    timeline.series[index].scale = everyOther(timeline.series[index].scale)
    timeline.series[index].rotation = everyOther(timeline.series[index].rotation)
    timeline.series[index].stride *= 2
  }

  func finish(_ run: ReplayRun) -> [InvariantViolation] {
    if let start = bandStart { timeline.fingerBands.append((start, run.engine.now.nanoseconds)) }
    timeline.end = run.engine.now.nanoseconds
    timeline.fingers = fingers.paths
    return []
  }
}
