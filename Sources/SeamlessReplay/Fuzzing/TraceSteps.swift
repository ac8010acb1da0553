import SeamlessTrace

/// A trace in words, one step a line: what each finger did, where and how fast, and when
/// relative to the step before — what a shrunk failure is, for a person.
///
/// Each touch is a tap, a long press, a drag or a fling, told from its samples: a press that
/// moves less than 10 pt is a tap (under 0.5 s) or a long press; a touch under 0.35 s whose last
/// 50 ms move faster than 300 pt/s is a fling, at that speed; anything else a drag (with the
/// speed it was lifted at, when over 100 pt/s: what a release hands on). Directions are the
/// screen's (y grows down). Commands, stalls, frame-rate changes and rotations are steps too;
/// markers are not.
///
/// ```swift
/// TraceSteps(trace).lines
/// // ["at 0.10 s: fling down from (195, 600) at 1,480 pt/s (0.25 s, 371 pt)",
/// //  "0.12 s later: drag down from (195, 650) to (250, 640) over 0.30 s, cancelled by the system"]
/// ```
package struct TraceSteps: Sendable {
  /// The steps, in time order (empty when made without wording).
  package private(set) var lines: [String] = []
  /// How many steps of each kind (`tap`, `long press`, `drag`, `fling`, `command`, `stall`,
  /// `frame rate`, `rotation`).
  package private(set) var kinds: [String: Int] = [:]

  /// The kinds a campaign counts, in the order its summary lists them.
  package static let kindOrder = ["drag", "fling", "tap", "long press", "command", "stall", "frame rate", "rotation"]

  /// A touch's kind from its travel (pt), duration (ns), speed over its last 50 ms (pt/s) and
  /// whether the system cancelled it: the one rule both the words and the counts use.
  static func touchKind(travel: Double, duration: Int64, speed: Double, cancelled: Bool) -> String {
    if travel < 10 { return duration < 500_000_000 ? "tap" : "long press" }
    return speed > 300 && duration < 350_000_000 && !cancelled ? "fling" : "drag"
  }

  /// Counts the steps of `trace` by kind into `counts` (indexed as ``kindOrder``) without
  /// wording them or keeping the touches' paths: what a campaign does for every case.
  package static func countKinds(of trace: Trace, into counts: inout [Int]) {
    if counts.count < kindOrder.count { counts += Array(repeating: 0, count: kindOrder.count - counts.count) }
    /// A touch in progress: where and when it started, and its newest samples (a ring of the
    /// last 64, more than 50 ms at any touch rate up to 1,280 Hz).
    struct Open {
      var startTime: Int64
      var startX: Double
      var startY: Double
      var ring: [(time: Int64, x: Double, y: Double)]
      var next = 0
      var count = 0
    }
    // Touches in progress, in slots that are reused (mutated in place: no copy per sample).
    var slots: [Open] = []
    var slotOf: [UInt32: Int] = [:]
    var freeSlots: [Int] = []
    func add(_ index: Int) { counts[index] += 1 }
    /// The kind's index of a touch that ended (or the trace did).
    func classify(_ touch: Open, cancelled: Bool) -> Int {
      let size = touch.ring.count
      let newest = (touch.next + size - 1) % size
      let end = touch.ring[newest]
      // The oldest sample within 50 ms of the end (the one before the end when only it is).
      var first = newest
      var seen = 1
      while seen < touch.count {
        let previous = (first + size - 1) % size
        guard end.time - touch.ring[previous].time <= 50_000_000 else { break }
        first = previous
        seen += 1
      }
      if first == newest && touch.count > 1 { first = (newest + size - 1) % size }
      let span = Double(end.time - touch.ring[first].time) / 1e9
      let vx = span > 0 ? (end.x - touch.ring[first].x) / span : 0
      let vy = span > 0 ? (end.y - touch.ring[first].y) / span : 0
      let dx = end.x - touch.startX
      let dy = end.y - touch.startY
      let kind = touchKind(
        travel: (dx * dx + dy * dy).squareRoot(), duration: end.time - touch.startTime,
        speed: (vx * vx + vy * vy).squareRoot(), cancelled: cancelled)
      return kindOrder.firstIndex(of: kind) ?? 0
    }
    for event in trace.events {
      switch event {
      case .touch(let sample):
        let slot: Int
        if sample.phase != .began, let known = slotOf[sample.touchID] {
          slot = known
        } else {
          if let known = slotOf[sample.touchID] { freeSlots.append(known) }
          let fresh = Open(startTime: sample.time, startX: sample.x, startY: sample.y, ring: [])
          if let reused = freeSlots.popLast() {
            slot = reused
            let ring = slots[slot].ring
            slots[slot] = fresh
            slots[slot].ring = ring
          } else {
            slot = slots.count
            slots.append(fresh)
            slots[slot].ring = Array(repeating: (0, 0, 0), count: 64)
          }
          slotOf[sample.touchID] = slot
        }
        slots[slot].ring[slots[slot].next] = (sample.time, sample.x, sample.y)
        slots[slot].next = (slots[slot].next + 1) % slots[slot].ring.count
        slots[slot].count = min(slots[slot].count + 1, slots[slot].ring.count)
        guard sample.phase == .ended || sample.phase == .cancelled else { continue }
        slotOf[sample.touchID] = nil
        freeSlots.append(slot)
        add(classify(slots[slot], cancelled: sample.phase == .cancelled))
      case .command:
        add(4)
      case .system(let system):
        switch system.kind {
        case .stall: add(5)
        case .frameRate: add(6)
        case .orientation: add(7)
        }
      case .marker:
        break
      }
    }
    // Touches still down when the trace ends count as what they were so far: the words do
    // the same.
    for slot in slotOf.values { add(classify(slots[slot], cancelled: false)) }
  }

  /// One touch from down to up.
  private struct Touch {
    var id: UInt32
    var times: [Int64] = []
    var xs: [Double] = []
    var ys: [Double] = []
    var cancelled = false
    var start: Int64 { times.first ?? 0 }
    var end: Int64 { times.last ?? 0 }
  }

  /// A step and the span it covers, for "later" and "while" phrasing.
  private struct Step {
    var start: Int64
    var end: Int64
    var text: String
  }

  /// The steps of `trace`; with `wording` false only ``kinds`` is counted (for campaigns, which
  /// count every case).
  package init(_ trace: Trace, wording: Bool = true) {
    var open: [UInt32: Int] = [:]
    var touches: [Touch] = []
    var steps: [Step] = []
    for event in trace.events {
      switch event {
      case .touch(let sample):
        if sample.phase == .began || open[sample.touchID] == nil {
          open[sample.touchID] = touches.count
          touches.append(Touch(id: sample.touchID))
        }
        // swift-format-ignore: NeverForceUnwrap
        let index = open[sample.touchID]!
        touches[index].times.append(sample.time)
        touches[index].xs.append(sample.x)
        touches[index].ys.append(sample.y)
        if sample.phase == .ended || sample.phase == .cancelled {
          touches[index].cancelled = sample.phase == .cancelled
          open[sample.touchID] = nil
        }
      case .command(let command):
        kinds["command", default: 0] += 1
        guard wording else { continue }
        let arguments = command.arguments.map(\.name).joined(separator: ", ")
        steps.append(
          Step(
            start: command.time, end: command.time,
            text: "command \(command.name)\(arguments.isEmpty ? "" : " (\(arguments))")"))
      case .system(let system):
        switch system.kind {
        case .stall: kinds["stall", default: 0] += 1
        case .frameRate: kinds["frame rate", default: 0] += 1
        case .orientation: kinds["rotation", default: 0] += 1
        }
        guard wording else { continue }
        let text: String
        switch system.kind {
        case .stall(let duration): text = "the main thread stalls for \(Self.seconds(duration))"
        case .frameRate(let hertz): text = "the display switches to \(Self.number(hertz, decimals: 0)) Hz"
        case .orientation(let orientation): text = "the interface rotates to \(orientation.name)"
        }
        steps.append(Step(start: system.time, end: system.time, text: text))
      case .marker:
        break
      }
    }
    for touch in touches {
      let (kind, text) = Self.describe(touch, wording: wording)
      kinds[kind, default: 0] += 1
      if wording { steps.append(Step(start: touch.start, end: touch.end, text: text)) }
    }
    steps.sort { $0.start < $1.start }
    var previous: Step?
    for step in steps {
      let when: String
      if let previous {
        if step.start < previous.end {
          when = "\(Self.seconds(step.start - previous.start)) after that began, while it goes on"
        } else if step.start - previous.end < 5_000_000 {
          when = "right after"
        } else {
          when = "\(Self.seconds(step.start - previous.end)) later"
        }
      } else {
        when = "at \(Self.seconds(step.start))"
      }
      lines.append("\(when): \(step.text)")
      if previous == nil || step.end >= (previous?.end ?? 0) { previous = step }
    }
  }

  /// The steps as a numbered list, one per line, indented by `indent`.
  package func numbered(indent: String = "  ") -> String {
    lines.enumerated().map { "\(indent)\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
  }

  /// The touch's kind, and (with `wording`) its step in words.
  private static func describe(_ touch: Touch, wording: Bool) -> (kind: String, text: String) {
    guard let x0 = touch.xs.first, let y0 = touch.ys.first, let x1 = touch.xs.last, let y1 = touch.ys.last else {
      return ("tap", "a touch with no samples")
    }
    let duration = touch.end - touch.start
    let dx = x1 - x0
    let dy = y1 - y0
    let travel = (dx * dx + dy * dy).squareRoot()
    if travel < 10 {
      let isTap = touchKind(travel: travel, duration: duration, speed: 0, cancelled: touch.cancelled) == "tap"
      guard wording else { return (isTap ? "tap" : "long press", "") }
      let ending = touch.cancelled ? ", cancelled by the system" : ""
      let from = point(x0, y0)
      return isTap
        ? ("tap", "tap at \(from)\(ending)") : ("long press", "long press at \(from) for \(seconds(duration))\(ending)")
    }
    // The speed over the last 50 ms of samples.
    let last = touch.times.count - 1
    var first = last
    while first > 0 && touch.end - touch.times[first - 1] <= 50_000_000 { first -= 1 }
    if first == last && last > 0 { first = last - 1 }
    let span = Double(touch.times[last] - touch.times[first]) / 1e9
    let vx = span > 0 ? (touch.xs[last] - touch.xs[first]) / span : 0
    let vy = span > 0 ? (touch.ys[last] - touch.ys[first]) / span : 0
    let speed = (vx * vx + vy * vy).squareRoot()
    let isFling = touchKind(travel: travel, duration: duration, speed: speed, cancelled: touch.cancelled) == "fling"
    guard wording else { return (isFling ? "fling" : "drag", "") }
    let ending = touch.cancelled ? ", cancelled by the system" : ""
    let from = point(x0, y0)
    if isFling {
      return (
        "fling",
        "fling \(direction(vx, vy)) from \(from) at \(number(speed, decimals: 0)) pt/s "
          + "(\(seconds(duration)), \(number(travel, decimals: 0)) pt)"
      )
    }
    let lifted = speed > 100 && !touch.cancelled ? ", lifted at \(number(speed, decimals: 0)) pt/s" : ""
    return (
      "drag", "drag \(direction(dx, dy)) from \(from) to \(point(x1, y1)) over \(seconds(duration))\(lifted)\(ending)"
    )
  }

  /// "down", "up-left", …: the axes that carry at least 40 % of the motion.
  private static func direction(_ dx: Double, _ dy: Double) -> String {
    let total = abs(dx) + abs(dy)
    guard total > 0 else { return "in place" }
    let vertical = abs(dy) / total >= 0.4 ? (dy > 0 ? "down" : "up") : nil
    let horizontal = abs(dx) / total >= 0.4 ? (dx > 0 ? "right" : "left") : nil
    return [vertical, horizontal].compactMap { $0 }.joined(separator: "-")
  }

  private static func point(_ x: Double, _ y: Double) -> String {
    "(\(number(x, decimals: 0)), \(number(y, decimals: 0)))"
  }

  private static func seconds(_ nanoseconds: Int64) -> String {
    "\(number(Double(nanoseconds) / 1e9, decimals: 2)) s"
  }

  /// `value` rounded to `decimals`, with thousands separated by commas.
  private static func number(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int64((abs(value) * scale).rounded())
    let whole = scaled / Int64(scale)
    let fraction = scaled % Int64(scale)
    var digits = String(whole)
    var grouped = ""
    while digits.count > 3 {
      grouped = "," + digits.suffix(3) + grouped
      digits = String(digits.dropLast(3))
    }
    grouped = digits + grouped
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard decimals > 0 else { return sign + grouped }
    let fractionText = String(fraction)
    return sign + grouped + "." + String(repeating: "0", count: decimals - fractionText.count) + fractionText
  }
}
