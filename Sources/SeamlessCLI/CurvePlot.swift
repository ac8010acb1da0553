import Foundation

/// An SVG plot of a sampled curve: progress against t, with axes, the target line, the curve
/// as a polyline and the requested samples as dots.
///
/// The plot is 640 × 400 px with a 56 px margin; the t axis spans the curve's span and any
/// requested times, the progress axis [0, 1] widened to any overshoot. Coordinates are
/// printed with two decimals, so the same curve always gives the same bytes.
struct CurvePlot {
  var curve: SampledCurve
  var marks: [(t: Double, progress: Double)]

  static let width = 640.0
  static let height = 400.0
  static let margin = 56.0
  /// Points on the polyline.
  static let resolution = 240

  func svg() -> String {
    let finiteMarks = marks.filter { $0.t.isFinite && $0.progress.isFinite }
    let tLow = min(0, finiteMarks.map(\.t).min() ?? 0)
    let tHigh = max(curve.span.isFinite ? curve.span : 1, finiteMarks.map(\.t).max() ?? 0)
    let tRange = tHigh > tLow ? tHigh - tLow : 1
    let line = (0...Self.resolution).map { index -> (Double, Double) in
      let t = tLow + tRange * Double(index) / Double(Self.resolution)
      return (t, curve.progress(t))
    }.filter { $0.1.isFinite }
    let values = line.map(\.1) + finiteMarks.map(\.progress)
    let pLow = min(0, values.min() ?? 0)
    let pHigh = max(1, values.max() ?? 1)
    let pRange = pHigh - pLow
    let plotWidth = Self.width - 2 * Self.margin
    let plotHeight = Self.height - 2 * Self.margin
    func x(_ t: Double) -> String { Self.number(Self.margin + (t - tLow) / tRange * plotWidth) }
    func y(_ p: Double) -> String { Self.number(Self.height - Self.margin - (p - pLow) / pRange * plotHeight) }

    var svg = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(Self.width))" height="\(Int(Self.height))" \
      viewBox="0 0 \(Int(Self.width)) \(Int(Self.height))" font-family="sans-serif" font-size="12">
      <title>\(Self.escaped(curve.label))</title>
      <rect width="100%" height="100%" fill="white"/>

      """
    svg += "<g id=\"axes\" stroke=\"black\" stroke-width=\"1\">\n"
    svg += "<line x1=\"\(x(tLow))\" y1=\"\(y(0))\" x2=\"\(x(tHigh))\" y2=\"\(y(0))\"/>\n"
    svg += "<line x1=\"\(x(tLow))\" y1=\"\(y(pLow))\" x2=\"\(x(tLow))\" y2=\"\(y(pHigh))\"/>\n"
    svg += "</g>\n"
    svg +=
      "<line id=\"target\" x1=\"\(x(tLow))\" y1=\"\(y(1))\" x2=\"\(x(tHigh))\" y2=\"\(y(1))\" stroke=\"gray\" stroke-dasharray=\"4 4\"/>\n"
    svg += "<g id=\"labels\" fill=\"black\">\n"
    svg += "<text x=\"\(x(tLow))\" y=\"\(Self.number(Self.height - Self.margin + 18))\" text-anchor=\"middle\">\(Self.label(tLow))</text>\n"
    svg +=
      "<text x=\"\(x(tHigh))\" y=\"\(Self.number(Self.height - Self.margin + 18))\" text-anchor=\"middle\">\(Self.label(tHigh))</text>\n"
    svg +=
      "<text x=\"\(Self.number(Self.width / 2))\" y=\"\(Self.number(Self.height - 12))\" text-anchor=\"middle\">t (\(Self.escaped(curve.unit)))</text>\n"
    svg += "<text x=\"\(Self.number(Self.margin - 8))\" y=\"\(y(0))\" text-anchor=\"end\">0</text>\n"
    svg += "<text x=\"\(Self.number(Self.margin - 8))\" y=\"\(y(1))\" text-anchor=\"end\">1</text>\n"
    svg += "<text x=\"\(Self.number(Self.margin))\" y=\"\(Self.number(Self.margin - 16))\">progress: \(Self.escaped(curve.label))</text>\n"
    svg += "</g>\n"
    let points = line.map { "\(x($0.0)),\(y($0.1))" }.joined(separator: " ")
    svg += "<polyline id=\"curve\" fill=\"none\" stroke=\"#0a64d8\" stroke-width=\"2\" points=\"\(points)\"/>\n"
    svg += "<g id=\"samples\" fill=\"#d8400a\">\n"
    for mark in finiteMarks { svg += "<circle cx=\"\(x(mark.t))\" cy=\"\(y(mark.progress))\" r=\"3\"/>\n" }
    svg += "</g>\n</svg>\n"
    return svg
  }

  private static func number(_ value: Double) -> String { String(format: "%.2f", value) }

  private static func label(_ value: Double) -> String { String(format: "%.3g", value) }

  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
