import SeamlessEngine
import SeamlessTrace

/// An SVG of a replay's ``Timeline``: for every view that moved or changed, one panel per
/// quantity that changed — centre x, centre y, their velocities as shown (frame to frame),
/// alpha, scale, rotation — each with its own scale and a time axis, the fingers' positions and
/// velocities beside the view's (dashed), the time fingers were down shaded (from touch-down to
/// lift: a touch a recognizer cancelled is still a finger down), presentation transitions as
/// ticks, and each violation as a numbered red line, named in the legend under the panels.
///
/// Labels never overlap: each panel names its series in its heading, and violation numbers
/// that would collide are merged ("1, 2"). Numbers are printed with two decimals: the same
/// replay always gives the same bytes.
///
/// ```swift
/// let svg = TimelinePlot(timeline: timeline, failures: report.failures, title: "card-drag").svg()
/// try svg.write(toFile: "replay.svg", atomically: true, encoding: .utf8)
/// ```
package struct TimelinePlot: Sendable {
  package var timeline: Timeline
  /// The failed invariants whose violations are marked.
  package var failures: [InvariantResult]
  /// A title over the plot (the scene and trace).
  package var title: String

  package init(timeline: Timeline, failures: [InvariantResult] = [], title: String = "") {
    self.timeline = timeline
    self.failures = failures
    self.title = title
  }

  static let width = 960.0
  static let panelHeight = 110.0
  static let gap = 52.0
  static let left = 78.0
  static let right = 40.0
  static let top = 78.0
  static let legendLine = 16.0
  /// The most violations numbered and listed.
  static let maximumViolations = 30

  /// One panel: a quantity of a view over time, and the fingers' counterpart where it has one.
  package struct Panel {
    package var view: String
    package var quantity: String
    package var unit: String
    package var times: [Int64]
    package var values: [Double]
    /// Each finger's (time, value) samples, for position and velocity panels.
    package var fingers: [[(Int64, Double)]] = []
  }

  /// A violation as the plot numbers it.
  struct Mark {
    var number: Int
    var invariant: String
    var violation: InvariantViolation
  }

  /// The views worth a plot: those whose centre moved by more than half a point, or whose
  /// alpha, scale or rotation changed.
  package var movedSeries: [Timeline.Series] {
    timeline.series.filter { !panels(for: $0).isEmpty }
  }

  /// The panels of `series`: only the quantities that change.
  package func panels(for series: Timeline.Series) -> [Panel] {
    func range(_ values: [Double]) -> Double {
      let finite = values.filter(\.isFinite)
      return (finite.max() ?? 0) - (finite.min() ?? 0)
    }
    let fingerX = timeline.fingers.map { Array(zip($0.times, $0.xs)) }
    let fingerY = timeline.fingers.map { Array(zip($0.times, $0.ys)) }
    var panels: [Panel] = []
    if range(series.x) > 0.5 {
      panels.append(Panel(view: series.name, quantity: "centre x", unit: "pt", times: series.times, values: series.x, fingers: fingerX))
    }
    if range(series.y) > 0.5 {
      panels.append(Panel(view: series.name, quantity: "centre y", unit: "pt", times: series.times, values: series.y, fingers: fingerY))
    }
    if range(series.x) > 0.5 {
      panels.append(
        Panel(
          view: series.name, quantity: "velocity x as shown", unit: "pt/s", times: series.times,
          values: Self.shownVelocity(series.times, series.x), fingers: fingerX.map(Self.fingerVelocity)))
    }
    if range(series.y) > 0.5 {
      panels.append(
        Panel(
          view: series.name, quantity: "velocity y as shown", unit: "pt/s", times: series.times,
          values: Self.shownVelocity(series.times, series.y), fingers: fingerY.map(Self.fingerVelocity)))
    }
    if range(series.alpha) > 0.001 {
      panels.append(Panel(view: series.name, quantity: "alpha", unit: "0–1", times: series.times, values: series.alpha))
    }
    if range(series.scale) > 0.001 {
      panels.append(Panel(view: series.name, quantity: "scale", unit: "×", times: series.times, values: series.scale))
    }
    if range(series.rotation) > 0.001 {
      panels.append(
        Panel(
          view: series.name, quantity: "rotation", unit: "°", times: series.times, values: series.rotation.map { $0 * 180 / .pi }))
    }
    return panels
  }

  /// Velocity as the eye sees it: the change from the previous sample over the time between
  /// them (0 at the first sample).
  static func shownVelocity(_ times: [Int64], _ values: [Double]) -> [Double] {
    values.indices.map { index in
      guard index > 0, times[index] > times[index - 1] else { return 0 }
      return (values[index] - values[index - 1]) / (Double(times[index] - times[index - 1]) / 1e9)
    }
  }

  /// A finger's velocity between consecutive samples.
  static func fingerVelocity(_ samples: [(Int64, Double)]) -> [(Int64, Double)] {
    zip(samples.dropFirst(), samples).compactMap { next, previous in
      next.0 > previous.0 ? (next.0, (next.1 - previous.1) / (Double(next.0 - previous.0) / 1e9)) : nil
    }
  }

  /// The violations with an instant, numbered in order.
  var marks: [Mark] {
    var marks: [Mark] = []
    for failure in failures {
      for violation in failure.violations {
        marks.append(Mark(number: 0, invariant: failure.name, violation: violation))
      }
    }
    marks.sort { ($0.violation.instant?.nanoseconds ?? .max) < ($1.violation.instant?.nanoseconds ?? .max) }
    return marks.prefix(Self.maximumViolations).enumerated().map { index, mark in
      var numbered = mark
      numbered.number = index + 1
      return numbered
    }
  }

  /// The SVG document.
  package func svg() -> String {
    let panels = timeline.series.flatMap(panels(for:))
    let marks = marks
    let total = failures.reduce(0) { $0 + $1.violations.count }
    let legendLines = marks.isEmpty ? 0 : marks.count + 1 + (total > marks.count ? 1 : 0)
    let height =
      Self.top + Double(max(panels.count, 1)) * (Self.panelHeight + Self.gap) + Double(legendLines) * Self.legendLine + 20
    let end = max(timeline.end, 1)
    let plotWidth = Self.width - Self.left - Self.right
    func x(_ t: Int64) -> Double { Self.left + Double(t) / Double(end) * plotWidth }

    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(Self.width))" height="\(Int(height))" \
      viewBox="0 0 \(Int(Self.width)) \(Int(height))" font-family="sans-serif" font-size="11">
      <rect width="100%" height="100%" fill="white"/>
      <text x="\(Self.left)" y="22" font-size="14" font-weight="bold">\(Self.escaped(title))</text>
      <text x="\(Self.left)" y="40" fill="#555">0 – \(Self.number(Double(end) / 1e9)) s. Solid: the view as shown; \
      dashed: fingers; grey bands: a finger down (touch-down to lift); ticks: presentation transitions; \
      red: violations (numbered below).</text>

      """
    if panels.isEmpty {
      out += "<text x=\"\(Self.left)\" y=\"\(Self.top + 20)\">No view moved or changed.</text>\n"
    }
    var panelTop = Self.top
    for panel in panels {
      out += draw(panel, marks: marks, top: panelTop, x: x, end: end)
      panelTop += Self.panelHeight + Self.gap
    }
    if !marks.isEmpty {
      var y = panelTop
      out += "<text x=\"\(Self.left)\" y=\"\(Self.number(y))\" font-weight=\"bold\" fill=\"#d11f1f\">Violations</text>\n"
      for mark in marks {
        y += Self.legendLine
        let when = mark.violation.instant.map { " at \(Self.number(Double($0.nanoseconds) / 1e9)) s" } ?? ""
        let on = mark.violation.view.map { " on \($0)" } ?? ""
        var message = mark.violation.message
        if message.count > 110 { message = String(message.prefix(109)) + "…" }
        out +=
          "<text x=\"\(Self.left)\" y=\"\(Self.number(y))\"><tspan fill=\"#d11f1f\" font-weight=\"bold\">\(mark.number). "
          + "\(Self.escaped(mark.invariant))</tspan>\(Self.escaped(on + when)): \(Self.escaped(message))</text>\n"
      }
      if total > marks.count {
        y += Self.legendLine
        out += "<text x=\"\(Self.left)\" y=\"\(Self.number(y))\" fill=\"#555\">… and \(total - marks.count) more</text>\n"
      }
    }
    out += "</svg>\n"
    return out
  }

  private func draw(_ panel: Panel, marks: [Mark], top: Double, x: (Int64) -> Double, end: Int64) -> String {
    let bottom = top + Self.panelHeight
    let fingerValues = panel.fingers.flatMap { $0.map(\.1) }
    let finite = (panel.values + fingerValues).filter(\.isFinite)
    var low = finite.min() ?? 0
    var high = finite.max() ?? 1
    if high - low < 1e-9 {
      low -= 1
      high += 1
    }
    let pad = (high - low) * 0.06
    func y(_ value: Double) -> Double { bottom - (value - (low - pad)) / (high - low + 2 * pad) * Self.panelHeight }
    var out = "<g>\n"
    let fingerKey = panel.fingers.isEmpty ? "" : "  — view (solid), fingers (dashed)"
    out +=
      "<text x=\"\(Self.left)\" y=\"\(Self.number(top - 8))\"><tspan font-weight=\"bold\">\(Self.escaped(panel.view)) — "
      + "\(Self.escaped(panel.quantity)) (\(Self.escaped(panel.unit)))</tspan><tspan fill=\"#555\">\(fingerKey)</tspan></text>\n"
    for band in timeline.fingerBands {
      out +=
        "<rect x=\"\(Self.number(x(band.start)))\" y=\"\(Self.number(top))\" width=\"\(Self.number(max(x(band.end) - x(band.start), 1)))\" "
        + "height=\"\(Self.number(Self.panelHeight))\" fill=\"#eee\"/>\n"
    }
    out +=
      "<rect x=\"\(Self.left)\" y=\"\(Self.number(top))\" width=\"\(Self.number(Self.width - Self.left - Self.right))\" "
      + "height=\"\(Self.number(Self.panelHeight))\" fill=\"none\" stroke=\"#999\"/>\n"
    // The value axis: the extremes, and zero when it lies between them.
    var ticks = [low, high]
    if low < 0 && high > 0 { ticks.append(0) }
    for value in ticks {
      out +=
        "<text x=\"\(Self.number(Self.left - 4))\" y=\"\(Self.number(y(value) + 4))\" text-anchor=\"end\" fill=\"#555\">\(Self.number(value))</text>\n"
    }
    // The time axis: a tick every 1, 2 or 5 × 10ⁿ seconds, about every 90 points.
    let seconds = Double(end) / 1e9
    let raw = seconds / ((Self.width - Self.left - Self.right) / 90)
    let power = Self.power(of: raw)
    let step = (raw / power < 2 ? 2 : raw / power < 5 ? 5 : 10) * power
    var tick = 0.0
    while tick <= seconds + 1e-12 {
      let position = Self.number(x(Int64((tick * 1e9).rounded())))
      out +=
        "<line x1=\"\(position)\" y1=\"\(Self.number(bottom))\" x2=\"\(position)\" y2=\"\(Self.number(bottom + 4))\" stroke=\"#999\"/>"
        + "<text x=\"\(position)\" y=\"\(Self.number(bottom + 15))\" text-anchor=\"middle\" fill=\"#555\">\(Self.number(tick)) s</text>\n"
      tick += step
    }
    for mark in timeline.transitions where mark.view == panel.view {
      out +=
        "<line x1=\"\(Self.number(x(mark.time)))\" y1=\"\(Self.number(bottom - 8))\" x2=\"\(Self.number(x(mark.time)))\" y2=\"\(Self.number(bottom))\" "
        + "stroke=\"#888\"><title>\(Self.escaped(mark.label))</title></line>\n"
    }
    for finger in panel.fingers {
      let points = finger.filter { $0.1.isFinite }.map { "\(Self.number(x($0.0))),\(Self.number(y($0.1)))" }
      guard points.count > 1 else { continue }
      out +=
        "<polyline fill=\"none\" stroke=\"#777\" stroke-width=\"1\" stroke-dasharray=\"4 3\" points=\"\(points.joined(separator: " "))\"/>\n"
    }
    let points = zip(panel.times, panel.values).filter { $0.1.isFinite }.map { "\(Self.number(x($0.0))),\(Self.number(y($0.1)))" }
    if !points.isEmpty {
      out += "<polyline fill=\"none\" stroke=\"#1f6fd1\" stroke-width=\"1.5\" points=\"\(points.joined(separator: " "))\"/>\n"
    }
    // Violations on this view: a red line each; numbers that would overlap share one label.
    var labels: [(x: Double, text: String)] = []
    for mark in marks {
      guard let instant = mark.violation.instant else { continue }
      guard mark.violation.view == panel.view || (mark.violation.view == nil && mark.violation.message.contains(panel.view))
      else { continue }
      let position = x(instant.nanoseconds)
      out +=
        "<line x1=\"\(Self.number(position))\" y1=\"\(Self.number(top))\" x2=\"\(Self.number(position))\" y2=\"\(Self.number(bottom))\" "
        + "stroke=\"#d11f1f\" stroke-width=\"1.5\"><title>\(mark.number). \(Self.escaped(mark.invariant)): "
        + "\(Self.escaped(mark.violation.description))</title></line>\n"
      if let last = labels.last, position - last.x < 7 * Double(last.text.count) + 6 {
        labels[labels.count - 1].text += ", \(mark.number)"
      } else {
        labels.append((position, "\(mark.number)"))
      }
    }
    for label in labels {
      out +=
        "<text x=\"\(Self.number(label.x + 2))\" y=\"\(Self.number(top + 11))\" fill=\"#d11f1f\" font-weight=\"bold\">\(label.text)</text>\n"
    }
    out += "</g>\n"
    return out
  }

  /// The largest power of ten at most `value` (1 for a value that is not positive).
  static func power(of value: Double) -> Double {
    guard value > 0, value.isFinite else { return 1 }
    var power = 1.0
    while power > value { power /= 10 }
    while power * 10 <= value { power *= 10 }
    return power
  }

  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let hundredths = (value * 100).rounded()
    let whole = Int(hundredths / 100)
    let fraction = Int(abs(hundredths).truncatingRemainder(dividingBy: 100))
    let sign = hundredths < 0 && whole == 0 ? "-" : ""
    return fraction == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  /// `text` for SVG text and attributes: markup characters escaped, control characters (which
  /// XML does not allow) as spaces.
  static func escaped(_ text: String) -> String {
    var out = ""
    out.append(text) { scalar in
      switch scalar {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\"": "&quot;"
      default: scalar.value < 0x20 ? " " : nil
      }
    }
    return out
  }
}
