import SeamlessEngine

/// An SVG of a replay's ``Timeline``: for every view that moved, its position and its velocity
/// against time, with the time fingers were down shaded, presentation transitions as thin
/// ticks and each violation as a red line with its invariant's name.
///
/// Each view gets two panels, labelled in place ("card — centre (pt)", "card — velocity
/// (pt/s)"), with the x and y series drawn in two colours and named at their right end, so
/// the plot reads without a legend. Numbers are printed with two decimals: the same replay
/// always gives the same bytes.
///
/// ```swift
/// let svg = TimelinePlot(timeline: timeline, violations: report.failures).svg()
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
  static let panelHeight = 180.0
  static let gap = 34.0
  static let left = 70.0
  static let right = 70.0
  static let top = 44.0

  /// The views worth a plot: those whose centre moved by more than half a point.
  package var movedSeries: [Timeline.Series] {
    timeline.series.filter { series in
      guard let xMin = series.x.min(), let xMax = series.x.max(), let yMin = series.y.min(), let yMax = series.y.max()
      else { return false }
      return xMax - xMin > 0.5 || yMax - yMin > 0.5
    }
  }

  /// The SVG document.
  package func svg() -> String {
    let views = movedSeries
    let panels = max(views.count * 2, 1)
    let height = Self.top + Double(panels) * (Self.panelHeight + Self.gap) + 20
    let end = max(timeline.end, 1)
    let plotWidth = Self.width - Self.left - Self.right
    func x(_ t: Int64) -> Double { Self.left + Double(t) / Double(end) * plotWidth }

    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(Self.width))" height="\(Int(height))" \
      viewBox="0 0 \(Int(Self.width)) \(Int(height))" font-family="sans-serif" font-size="11">
      <rect width="100%" height="100%" fill="white"/>
      <text x="\(Self.left)" y="20" font-size="14" font-weight="bold">\(Self.escaped(title))</text>
      <text x="\(Self.left)" y="36" fill="#555">time 0 – \(Self.number(Double(end) / 1e9)) s; grey bands: a finger down; \
      ticks: presentation transitions; red: violations</text>

      """
    if views.isEmpty {
      out += "<text x=\"\(Self.left)\" y=\"\(Self.top + 20)\">No view moved.</text>\n"
    }
    var panelTop = Self.top
    for series in views {
      for (kind, a, b, unit) in [("centre", series.x, series.y, "pt"), ("velocity", series.vx, series.vy, "pt/s")] {
        out += panel(series, kind: kind, a: a, b: b, unit: unit, top: panelTop, x: x)
        panelTop += Self.panelHeight + Self.gap
      }
    }
    out += "</svg>\n"
    return out
  }

  private func panel(
    _ series: Timeline.Series, kind: String, a: [Double], b: [Double], unit: String, top: Double, x: (Int64) -> Double
  ) -> String {
    let bottom = top + Self.panelHeight
    let finite = (a + b).filter(\.isFinite)
    var low = finite.min() ?? 0
    var high = finite.max() ?? 1
    if high - low < 1e-9 {
      low -= 1
      high += 1
    }
    let pad = (high - low) * 0.05
    low -= pad
    high += pad
    func y(_ value: Double) -> Double { bottom - (value - low) / (high - low) * Self.panelHeight }
    var out = "<g>\n"
    out +=
      "<text x=\"\(Self.left)\" y=\"\(Self.number(top - 6))\" font-weight=\"bold\">\(Self.escaped(series.name)) — \(kind) (\(unit))</text>\n"
    for band in timeline.fingerBands {
      out +=
        "<rect x=\"\(Self.number(x(band.start)))\" y=\"\(Self.number(top))\" width=\"\(Self.number(max(x(band.end) - x(band.start), 1)))\" "
        + "height=\"\(Self.number(Self.panelHeight))\" fill=\"#eee\"/>\n"
    }
    out +=
      "<rect x=\"\(Self.left)\" y=\"\(Self.number(top))\" width=\"\(Self.number(Self.width - Self.left - Self.right))\" "
      + "height=\"\(Self.number(Self.panelHeight))\" fill=\"none\" stroke=\"#999\"/>\n"
    for value in [low + pad, high - pad] {
      out +=
        "<text x=\"\(Self.number(Self.left - 4))\" y=\"\(Self.number(y(value) + 4))\" text-anchor=\"end\" fill=\"#555\">\(Self.number(value))</text>\n"
    }
    for mark in timeline.transitions where mark.view == series.name {
      out +=
        "<line x1=\"\(Self.number(x(mark.time)))\" y1=\"\(Self.number(bottom - 8))\" x2=\"\(Self.number(x(mark.time)))\" y2=\"\(Self.number(bottom))\" "
        + "stroke=\"#888\"><title>\(Self.escaped(mark.label))</title></line>\n"
    }
    for (values, color, label) in [(a, "#1f6fd1", "x"), (b, "#d17a1f", "y")] {
      let points = zip(series.times, values).filter { $0.1.isFinite }.map { "\(Self.number(x($0.0))),\(Self.number(y($0.1)))" }
      guard !points.isEmpty else { continue }
      out += "<polyline fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.5\" points=\"\(points.joined(separator: " "))\"/>\n"
      if let last = Array(zip(series.times, values)).last(where: { $0.1.isFinite }) {
        out +=
          "<text x=\"\(Self.number(x(last.0) + 4))\" y=\"\(Self.number(y(last.1) + 4))\" fill=\"\(color)\">\(label)</text>\n"
      }
    }
    for failure in failures {
      for violation in failure.violations.prefix(20) {
        guard let instant = violation.instant else { continue }
        guard violation.message.contains(series.name) else { continue }
        let position = Self.number(x(instant.nanoseconds))
        out +=
          "<line x1=\"\(position)\" y1=\"\(Self.number(top))\" x2=\"\(position)\" y2=\"\(Self.number(bottom))\" stroke=\"#d11f1f\" "
          + "stroke-width=\"1.5\"><title>\(Self.escaped(violation.description))</title></line>\n"
        out += "<text x=\"\(position)\" y=\"\(Self.number(top + 12))\" fill=\"#d11f1f\">\(Self.escaped(failure.name))</text>\n"
      }
    }
    out += "</g>\n"
    return out
  }

  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let hundredths = (value * 100).rounded()
    let whole = Int(hundredths / 100)
    let fraction = Int(abs(hundredths).truncatingRemainder(dividingBy: 100))
    let sign = hundredths < 0 && whole == 0 ? "-" : ""
    return fraction == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  static func escaped(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default:
        if scalar.value < 0x20 { out += " " } else { out.unicodeScalars.append(scalar) }
      }
    }
    return out
  }
}
