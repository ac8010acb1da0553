import SeamlessEngine
import SeamlessTrace

/// What a replay found: the run in numbers, each invariant's verdict, the journal digest.
///
/// ``text`` is the report the CLI prints; `json` the same as one JSON object.
///
/// ```swift
/// let report = Replayer().replay(trace, sceneName: "card-drag") { CardDragScene() }
/// report.passed                       // true
/// report.failures.map(\.name)         // []
/// ```
public struct ReplayReport: Sendable {
  public var sceneName: String
  package var trace: TraceOverview
  /// Frames the engine ran.
  package var frames: Int
  /// The refresh rate at the end.
  package var finalRate: Int
  /// The instant the replay stopped.
  package var end: Instant
  package var settle: Engine.IdleRun
  package var journalEntries: Int
  /// Main-thread time lost to stalls: the frame intervals of frames whose main thread was
  /// blocked (input, display link and completions waited).
  package var hitchTime: TimeSpan = .zero
  /// Touch-downs the replay gave the engine, and those that reached a view other than the
  /// window.
  public internal(set) var touchDowns = 0
  public internal(set) var touchDownsOnViews = 0
  /// Whether touches were given and none reached a view: the trace missed the scene, and a
  /// pass means nothing (`expectReplay` fails unless `allowsNoHits: true`).
  public var touchedNothing: Bool { touchDowns > 0 && touchDownsOnViews == 0 }
  /// The journal's digest (`JournalDigest`), 32 hexadecimal digits.
  public var digest: String
  public var results: [InvariantResult]
  /// The replay's timeline, when ``ReplayConfiguration/recordsTimeline`` asked for one.
  package var timeline: Timeline?
  /// The replay as shown, when ``ReplayConfiguration/recordsViewer`` asked for it.
  package var viewer: ViewerRecording?

  /// Whether every invariant held.
  public var passed: Bool { results.allSatisfy(\.passed) }
  /// The invariants that did not hold.
  public var failures: [InvariantResult] { results.filter { !$0.passed } }

  /// The distinct ways the run failed (``FailureSignature``), in the order the invariants are
  /// checked and their violations happened.
  ///
  /// ```swift
  /// report.signatures.map(\.description)   // ["continuity × sheet × catch", "follows-finger × sheet × drag"]
  /// ```
  public var signatures: [FailureSignature] {
    var seen: Set<FailureSignature> = []
    var ordered: [FailureSignature] = []
    for result in failures {
      for violation in result.violations {
        let signature = violation.signature(of: result.name)
        if seen.insert(signature).inserted { ordered.append(signature) }
      }
    }
    return ordered
  }

  /// The report for a terminal.
  public var text: String {
    var lines: [String] = []
    lines.append("Replay against scene \"\(sceneName)\"")
    lines.append("  trace:   \(trace.description)")
    let settled =
      settle.restsButForPerpetualAnimations
      ? "at rest but for perpetual animations" : settle.reachedLimit ? "did not settle" : "settled after \(settle.frames) more frames"
    lines.append("  engine:  \(frames) frames, \(finalRate) Hz at the end, stopped at t=\(end) (\(settled))")
    lines.append("  journal: \(journalEntries) entries, digest \(digest)")
    lines.append("  hitches: \(hitchText)")
    if touchDowns > 0 {
      lines.append(
        touchedNothing
          ? (touchDowns == 1
            ? "  touches: the one touch-down reached no view (it landed on the window or was dropped)"
            : "  touches: none of the \(touchDowns) touch-downs reached a view (each landed on the window or was dropped)")
            + ": this trace tests nothing of the scene"
          : "  touches: \(touchDownsOnViews) of \(touchDowns) touch-down\(touchDowns == 1 ? "" : "s") reached a view")
    }
    lines.append("")
    let width = results.map(\.name.count).max() ?? 0
    for result in results {
      let name = result.name.padding(toLength: width, withPad: " ", startingAt: 0)
      let verdict = result.judgedNothing ? "NONE" : result.passed ? "PASS" : "FAIL"
      let judged = result.judged.map { " [\($0)]" } ?? ""
      let detail =
        result.judgedNothing
        ? "nothing to judge: \(result.summary)\(judged)"
        : (result.passed ? result.summary : "\(result.violations.count) violation(s): \(result.summary)") + judged
      lines.append("  \(verdict)  \(name)  \(detail)")
      for violation in result.violations.prefix(10) { lines.append("        \(violation)") }
      if result.violations.count > 10 { lines.append("        … and \(result.violations.count - 10) more") }
      if !result.passed, let assumption = result.assumption { lines.append("        assumed: \(assumption)") }
    }
    lines.append("")
    lines.append(
      passed
        ? "All \(results.count) invariants hold"
          + (results.contains(where: \.judgedNothing)
            ? " (\(results.count { $0.judgedNothing }) with nothing to judge)" : "")
          + (touchedNothing ? ", but no touch reached a view." : ".")
        : "\(failures.count) of \(results.count) invariants failed: \(failures.map(\.name).joined(separator: ", ")).")
    return lines.joined(separator: "\n")
  }

  /// Hitch time per second of the run, in milliseconds per second (Apple's hitch-time
  /// ratio: under 5 good, 5–10 warning, over 10 critical).
  package var hitchRatio: Double {
    end.nanoseconds > 0 ? Double(hitchTime.nanoseconds) / 1e6 / (Double(end.nanoseconds) / 1e9) : 0
  }

  var hitchText: String {
    let ratio = (hitchRatio * 10).rounded() / 10
    let band = hitchRatio < 5 ? "under 5 ms/s" : (hitchRatio <= 10 ? "5–10 ms/s" : "over 10 ms/s")
    let name = hitchRatio < 5 ? "good" : (hitchRatio <= 10 ? "warning" : "critical")
    return "\(hitchTime) of stalled main thread, \(ratio) ms/s: Apple's hitch-time ratio band \"\(name)\" (\(band)); "
      + "a measure, not an invariant"
  }

  /// The report as one JSON object: `scene`, `passed`, `digest`, `frames`, `end_ns`,
  /// `settled`, `hitch_ns`, `touch_downs`, `touch_downs_on_views`, `trace` (counts), and
  /// `invariants` (each with `name`, `passed`, `summary`, `judged` and `judged_count` when
  /// counted, `violations` of `{t_ns, message}`, and `assumption` when it failed).
  package var json: String {
    let invariants = results.map { result in
      var object = JSONObjectWriter()
      object.add("name", result.name)
      object.add("passed", result.passed)
      object.add("summary", result.summary)
      if let judged = result.judged { object.add("judged", judged) }
      if let count = result.judgedCount { object.add("judged_count", count) }
      if !result.passed, let assumption = result.assumption { object.add("assumption", assumption) }
      object.add(
        "violations",
        result.violations.map { violation in
          var entry = JSONObjectWriter()
          entry.add("t_ns", violation.instant?.nanoseconds)
          entry.add("message", violation.message)
          return entry
        })
      return object
    }
    var object = JSONObjectWriter()
    object.add("scene", sceneName)
    object.add("passed", passed)
    object.add("digest", digest)
    object.add("frames", frames)
    object.add("end_ns", end.nanoseconds)
    object.add("settled", !settle.reachedLimit)
    object.add("hitch_ns", hitchTime.nanoseconds)
    object.add("touch_downs", touchDowns)
    object.add("touch_downs_on_views", touchDownsOnViews)
    object.add("trace", trace.json)
    object.add("invariants", invariants)
    return object.text
  }
}

/// One invariant's verdict.
public struct InvariantResult: Sendable, Hashable {
  public var name: String
  public var summary: String
  public var violations: [InvariantViolation]
  /// What the invariant judged (``InvariantChecker/judged``), when its checker counts it.
  public var judged: String?
  /// How many things it judged (``InvariantChecker/judgedCount``), when its checker counts them.
  public var judgedCount: Int?
  /// What the invariant assumed of the scene (``Invariant/assumption``), printed under its
  /// violations.
  public var assumption: String?

  package init(
    name: String, summary: String, violations: [InvariantViolation], judged: String? = nil, judgedCount: Int? = nil,
    assumption: String? = nil
  ) {
    self.name = name
    self.summary = summary
    self.violations = violations
    self.judged = judged
    self.judgedCount = judgedCount
    self.assumption = assumption
  }

  public var passed: Bool { violations.isEmpty }
  /// Whether it held only because there was nothing to judge (it counted and found nothing).
  public var judgedNothing: Bool { passed && judgedCount == 0 }
}

/// A trace in a few numbers, for reports.
package struct TraceOverview: Sendable, Hashable, CustomStringConvertible {
  package var duration: Int64
  package var touchSamples = 0
  package var touches = 0
  package var commands = 0
  package var stalls = 0
  package var frameRateChanges = 0
  package var markers = 0
  package var ignoredOrientationChanges = 0

  package init(_ trace: Trace, ignoredOrientationChanges: Int) {
    self.init()
    self.ignoredOrientationChanges = ignoredOrientationChanges
    for event in trace.events { add(event) }
  }

  /// An empty overview, to fill event by event with ``add(_:)``.
  package init() {
    duration = 0
  }

  /// Counts `event` (events come in time order: the last one's time is the duration).
  package mutating func add(_ event: TraceEvent) {
    duration = event.time
    switch event {
    case .touch(let sample):
      touchSamples += 1
      if sample.phase == .began { touches += 1 }
    case .command: commands += 1
    case .system(let system):
      switch system.kind {
      case .stall: stalls += 1
      case .frameRate: frameRateChanges += 1
      case .orientation: break
      }
    case .marker: markers += 1
    }
  }

  package var description: String {
    func count(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
      "\(n) \(n == 1 ? singular : plural ?? singular + "s")"
    }
    var parts = [
      "\(TimeSpan(nanoseconds: duration))", "\(count(touches, "touch", "touches")) (\(count(touchSamples, "sample")))",
      count(commands, "command"), count(stalls, "stall"), count(frameRateChanges, "frame-rate change"), count(markers, "marker"),
    ]
    if ignoredOrientationChanges > 0 {
      parts.append("\(count(ignoredOrientationChanges, "orientation change")) (not modelled)")
    }
    return parts.joined(separator: ", ")
  }

  var json: JSONObjectWriter {
    var object = JSONObjectWriter()
    object.add("duration_ns", duration)
    object.add("touches", touches)
    object.add("touch_samples", touchSamples)
    object.add("commands", commands)
    object.add("stalls", stalls)
    object.add("frame_rate_changes", frameRateChanges)
    object.add("markers", markers)
    object.add("ignored_orientation_changes", ignoredOrientationChanges)
    return object
  }
}
