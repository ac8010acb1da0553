import SeamlessEngine
import SeamlessTrace

/// The interactive replay viewer: one self-contained HTML file (no network) that shows the
/// screen at any instant of a replay — every view as presented, the fingers and their paths,
/// the view each finger landed on — with a scrubbable timeline of frames, touches,
/// transitions, completions, hitches and violations, the journal around the cursor, and each
/// violation's frame, the frame before and the frame after one click away.
///
/// The cursor shows the last rendered frame at or before its time (what the screen showed
/// then); fingers are drawn at their last trace sample at or before it.
///
/// The page stays small however long the replay: when the frames, view changes and finger
/// samples exceed ``budget``, the frames within ``focusSpan`` of a violation are all kept and
/// elsewhere one frame in *k* (the page says *k*); the journal keeps every entry near a
/// violation and at most ``entryBudget`` elsewhere, evenly spread.
///
/// ```swift
/// var configuration = ReplayConfiguration()
/// configuration.recordsViewer = true
/// let report = Replayer(configuration: configuration).replay(trace, sceneName: "card-drag") { CardDragScene() }
/// let html = ViewerPage(recording: report.viewer!, report: report, title: "card-drag: fling.trace").html()
/// ```
package struct ViewerPage {
  /// One violation as the page lists it.
  package struct Violation: Sendable {
    package var invariant: String
    package var instant: Instant?
    package var view: String?
    package var message: String
  }

  package var recording: ViewerRecording
  package var violations: [Violation]
  package var title: String
  /// Whether every invariant held.
  package var passed: Bool
  /// The most frames, view changes and finger samples the page holds.
  package var budget = 90_000
  /// The most journal entries the page holds away from violations.
  package var entryBudget = 8_000
  /// How far either side of a violation every frame and entry is kept, ns.
  package var focusSpan: Int64 = 1_000_000_000
  /// The most violations listed (and focused on).
  package static let maximumViolations = 50

  /// The page for `report`'s viewer recording.
  package init(recording: ViewerRecording, report: ReplayReport, title: String) {
    self.recording = recording
    self.violations = report.failures.flatMap { result in
      result.violations.map {
        Violation(invariant: result.name, instant: $0.instant, view: $0.view, message: $0.message)
      }
    }
    self.title = title
    self.passed = report.passed
  }

  /// The whole page.
  package func html() -> String {
    let data = dataJSON().replacingOccurrences(of: "</", with: "<\\/")
    return Self.template
      .replacingOccurrences(of: "{{TITLE}}", with: Self.escapedHTML(title))
      .replacingOccurrences(of: "{{DATA}}", with: data)
  }

  /// One frame in how many is kept away from violations (1: all).
  package var stride: Int {
    let windows = focusWindows
    func inFocus(_ time: Int64) -> Bool { Self.inFocus(time, windows) }
    let views = recording.views.reduce(0) { $0 + $1.times.count }
    let fingers = recording.fingers.reduce(0) { $0 + $1.times.count }
    let total = views + fingers + recording.frameTimes.count
    guard total > budget else { return 1 }
    let focused =
      recording.frameTimes.count { inFocus($0) } + recording.views.reduce(0) { $0 + $1.times.count { inFocus($0) } }
      + recording.fingers.reduce(0) { $0 + $1.times.count { inFocus($0) } }
    let room = max(budget - focused, budget / 4)
    return max(1, (total - focused + room - 1) / room)
  }

  /// The page's data: times in microseconds and coordinates in hundredths of a point, each
  /// array delta-encoded (every number after the first is the difference from the one before,
  /// per component).
  package func dataJSON() -> String {
    let stride = stride
    let windows = focusWindows
    func inFocus(_ time: Int64) -> Bool { Self.inFocus(time, windows) }
    let frames = recording.frameTimes.indices.filter { index in
      let time = recording.frameTimes[index]
      return stride == 1 || inFocus(time) || index % stride == 0 || index == recording.frameTimes.count - 1
    }.map { recording.frameTimes[$0] }

    var out = JSONObjectWriter()
    out.add("title", title)
    out.add("passed", passed)
    out.add("screen", json: "[\(recording.screenWidth),\(recording.screenHeight)]")
    out.add("scale", recording.displayScale)
    out.add("end", recording.end / 1000)
    out.add("stride", stride)
    out.add("truncatedAt", recording.truncatedAt.map { $0 / 1000 })
    out.add("frames", json: Self.deltas(frames.map { $0 / 1000 }))
    out.add("hitches", json: Self.deltas(recording.hitches.map { $0 / 1000 }))
    out.add("views", viewsJSON(frames: frames))
    out.add("fingers", fingersJSON(stride: stride, windows: windows))
    out.add("entries", json: entriesJSON(windows: windows))
    out.add("violations", violationsJSON())
    out.add("violationCount", violations.count)
    return out.text
  }

  /// The spans within ``focusSpan`` of a listed violation, merged and in order.
  private var focusWindows: [ClosedRange<Int64>] {
    let spans = violations.prefix(Self.maximumViolations).compactMap { violation in
      violation.instant.map { ($0.nanoseconds &- focusSpan)...($0.nanoseconds &+ focusSpan) }
    }.sorted { $0.lowerBound < $1.lowerBound }
    var merged: [ClosedRange<Int64>] = []
    for span in spans {
      if let last = merged.last, span.lowerBound <= last.upperBound {
        merged[merged.count - 1] = last.lowerBound...max(last.upperBound, span.upperBound)
      } else {
        merged.append(span)
      }
    }
    return merged
  }

  /// Whether `time` lies in one of `windows` (binary search).
  private static func inFocus(_ time: Int64, _ windows: [ClosedRange<Int64>]) -> Bool {
    var low = 0
    var high = windows.count
    while low < high {
      let middle = (low + high) / 2
      if windows[middle].upperBound < time { low = middle + 1 } else { high = middle }
    }
    return low < windows.count && windows[low].contains(time)
  }

  /// Each view's records at the kept frames: the latest record at or before each kept frame,
  /// once.
  private func viewsJSON(frames: [Int64]) -> [JSONObjectWriter] {
    let width = ViewerRecording.valuesPerRecord
    return recording.views.sorted { $0.order < $1.order }.map { track in
      var times: [Int64] = []
      var values: [Int32] = []
      var next = 0
      var emitted = -1
      for frame in frames {
        while next < track.times.count, track.times[next] <= frame { next += 1 }
        let latest = next - 1
        guard latest >= 0, latest != emitted else { continue }
        emitted = latest
        times.append(track.times[latest] / 1000)
        values.append(contentsOf: track.values[(latest * width)..<(latest * width + width)])
      }
      var object = JSONObjectWriter()
      object.add("name", track.name)
      object.add("type", track.typeName)
      object.add("depth", track.depth)
      object.add("t", json: Self.deltas(times))
      object.add("v", json: Self.deltas(values.map(Int64.init), width: width))
      return object
    }
  }

  private func fingersJSON(stride: Int, windows: [ClosedRange<Int64>]) -> [JSONObjectWriter] {
    func inFocus(_ time: Int64) -> Bool { Self.inFocus(time, windows) }
    return recording.fingers.map { finger in
      let last = finger.times.count - 1
      let kept = finger.times.indices.filter { index in
        stride == 1 || index == 0 || index == last || inFocus(finger.times[index]) || index % stride == 0
      }
      var object = JSONObjectWriter()
      object.add("id", Int(finger.touchID))
      object.add("view", finger.hitView)
      object.add("ending", finger.ending.rawValue)
      object.add("cancelledAt", finger.deliveryCancelledAt.map { $0 / 1000 })
      object.add("t", json: Self.deltas(kept.map { finger.times[$0] / 1000 }))
      object.add("x", json: Self.deltas(kept.map { Self.hundredths(finger.xs[$0]) }))
      object.add("y", json: Self.deltas(kept.map { Self.hundredths(finger.ys[$0]) }))
      return object
    }
  }

  /// `[[µs, "text"], …]`: every entry near a violation, at most ``entryBudget`` elsewhere.
  private func entriesJSON(windows: [ClosedRange<Int64>]) -> String {
    func inFocus(_ time: Int64) -> Bool { Self.inFocus(time, windows) }
    let outside = recording.entries.count { !inFocus($0.time) }
    let every = outside > entryBudget ? (outside + entryBudget - 1) / entryBudget : 1
    var rows: [String] = []
    var skipped = 0
    for entry in recording.entries {
      if !inFocus(entry.time) && entry.kind != "programmer-error" {
        skipped += 1
        if skipped % every != 0 { continue }
      }
      rows.append("[\(entry.time / 1000),\(TraceJSONLines.quoted(entry.text))]")
    }
    return "[" + rows.joined(separator: ",") + "]"
  }

  private func violationsJSON() -> [JSONObjectWriter] {
    violations.prefix(Self.maximumViolations).map { violation in
      var object = JSONObjectWriter()
      object.add("invariant", violation.invariant)
      object.add("t", violation.instant.map { $0.nanoseconds / 1000 })
      object.add("view", violation.view)
      object.add("message", violation.message)
      return object
    }
  }

  /// `values` as a JSON array of differences, per component of `width`-wide records.
  static func deltas(_ values: [Int64], width: Int = 1) -> String {
    var text = "["
    text.reserveCapacity(values.count * 4 + 2)
    for index in values.indices {
      if index > 0 { text += "," }
      let delta = index >= width ? values[index] &- values[index - width] : values[index]
      text += String(delta)
    }
    return text + "]"
  }

  static func deltas(_ values: [Int32], width: Int = 1) -> String { deltas(values.map(Int64.init), width: width) }

  /// A coordinate in hundredths of a point.
  static func hundredths(_ value: Double) -> Int32 {
    guard value.isFinite else { return value > 0 ? Int32.max : Int32.min }
    return Int32(max(min((value * 100).rounded(), Double(Int32.max)), Double(Int32.min)))
  }

  static func escapedHTML(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
