import Foundation
#if canImport(FoundationXML)
  import FoundationXML
#endif
import Testing

@Suite struct CurveCommandTests {
  private func rows(_ arguments: [String]) throws -> [[String: Any]] {
    let result = try seamless(arguments)
    try #require(result.status == 0, "\(arguments): \(result.stderr)")
    return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]], "\(result.stdout)")
  }

  private func column(_ rows: [[String: Any]], _ key: String) -> [Double] { rows.compactMap { $0[key] as? Double } }

  @Test func namedCurveAtRequestedTimes() throws {
    let table = try rows(["curve", "easeInEaseOut", "--at", "0.1", "0.25", "0.5", "--json"])
    #expect(column(table, "t") == [0.1, 0.25, 0.5])
    let progress = column(table, "progress")
    try #require(progress.count == 3)
    // reference/uikit-semantics.md §2.2: easeInEaseOut(0.25) = 0.129162; the midpoint is ½ by symmetry.
    #expect(abs(progress[1] - 0.129162) <= 1e-6 && abs(progress[2] - 0.5) <= 1e-12)
    // Midpoint slope: s = ½, dy/ds = 3/2, dx/ds = 0.87, so 1.5/0.87.
    #expect(abs(column(table, "velocity")[2] - 1.5 / 0.87) <= 1e-9)
    let text = try seamless(["curve", "easeInEaseOut", "--at", "0.1", "0.25", "0.5"])
    #expect(text.status == 0)
    let lines = text.stdout.split(separator: "\n")
    #expect(lines.count == 6 && lines[2].hasPrefix("t ") && lines[4] == "0.250000    0.129162    1.059262", "\(lines)")
  }

  @Test func customBezierSamplesTheUnitInterval() throws {
    let table = try rows(["curve", "bezier", "0.42,0,0.58,1", "--samples", "11", "--json"])
    #expect(column(table, "t").count == 11 && column(table, "t").first == 0 && column(table, "t").last == 1)
    let named = try rows(["curve", "easeInEaseOut", "--samples", "11", "--json"])
    #expect(column(table, "progress") == column(named, "progress"))
    let linear = try rows(["curve", "linear", "--samples", "5", "--json"])
    #expect(column(linear, "progress") == [0, 0.25, 0.5, 0.75, 1] && column(linear, "velocity") == [1, 1, 1, 1, 1])
  }

  @Test func springFromPhysicalParameters() throws {
    let table = try rows([
      "curve", "spring", "--mass", "1", "--stiffness", "100", "--damping", "10", "--initial-velocity", "0", "--at", "0.5", "1.0", "--json",
    ])
    let progress = column(table, "progress")
    try #require(progress.count == 2)
    // x = e^(−5t)·(cos ω_d t + (5/ω_d)·sin ω_d t), ω_d = √75.
    let wd = 75.0.squareRoot()
    for (index, t) in [0.5, 1.0].enumerated() {
      let x = exp(-5 * t) * (cos(wd * t) + 5 / wd * sin(wd * t))
      #expect(abs(progress[index] - (1 - x)) <= 1e-12, "t \(t)")
    }
  }

  @Test func springSamplesSpanTheSettlingDuration() throws {
    let table = try rows(["curve", "spring", "--samples", "5", "--json"])
    // The CA default spring settles at ln((1 + 5/√75)/0.001)/5 = 1.4727 s.
    let expected = log((1 + 5 / 75.0.squareRoot()) / 0.001) / 5
    #expect(abs((column(table, "t").last ?? 0) - expected) <= 1e-9)
    #expect(column(table, "velocity").first == 0)
    // Flutter's over-damped vector through the ratio/response form: ζ 1.25, response 2π/10 s.
    let over = try rows(["curve", "spring", "--damping-ratio", "1.25", "--response", "\(2 * Double.pi / 10)", "--at", "0.5", "--json"])
    #expect((500 * (column(over, "progress").first ?? 0)).rounded(.down) == 445)
    // SwiftUI's Spring(duration: 0.5, bounce: 0.3) starts toward the target with the given velocity.
    let bouncy = try rows(["curve", "spring", "--duration", "0.5", "--bounce", "0.3", "--initial-velocity", "2", "--at", "0", "--json"])
    #expect(abs((column(bouncy, "velocity").first ?? 0) - 2) <= 1e-12)
    // The engine's UIKit spring: ζ 0.8 over 1 s settles at 1 s, within ε = 0.001 of the target.
    let uiKit = try rows(["curve", "spring", "--damping-ratio", "0.8", "--duration", "1", "--samples", "3", "--json"])
    #expect(abs((column(uiKit, "t").last ?? 0) - 1) <= 1e-12)
    #expect(abs(1 - (column(uiKit, "progress").last ?? 0)) <= 0.001)
    let mixed = try seamless(["curve", "spring", "--damping-ratio", "0.8", "--duration", "1", "--bounce", "0.2"])
    #expect(mixed.status == 64 && mixed.stderr.contains("--damping-ratio with --duration"))
  }

  @Test func svgPlotIsAWellFormedDocumentWithAPolyline() throws {
    let directory = try scratch()
    let path = directory.appendingPathComponent("curve.svg").path
    let result = try seamless(["curve", "spring", "--damping-ratio", "0.5", "--response", "0.4", "--svg", path])
    #expect(result.status == 0, "\(result.stderr)")
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    #expect(svg.hasPrefix("<?xml") && svg.contains("<svg xmlns=\"http://www.w3.org/2000/svg\"") && svg.hasSuffix("</svg>\n"))
    let document = try XMLDocument(data: Data(svg.utf8))
    let polylines = try document.nodes(forXPath: "//*[local-name()='polyline']")
    try #require(polylines.count == 1)
    let points = try #require(svg.split(separator: "points=\"").dropFirst().first?.split(separator: "\"").first)
    #expect(points.split(separator: " ").count == 241)
    #expect(try document.nodes(forXPath: "//*[local-name()='circle']").count == 11)
    // Deterministic: the same command writes the same bytes.
    let again = directory.appendingPathComponent("again.svg").path
    #expect(try seamless(["curve", "spring", "--damping-ratio", "0.5", "--response", "0.4", "--svg", again]).status == 0)
    #expect(try String(contentsOfFile: again, encoding: .utf8) == svg)
  }

  @Test func badParametersAreUsageErrors() throws {
    let cases: [(arguments: [String], message: String)] = [
      (["curve", "bezier", "1.2,0,0.58,1"], "x1 must lie in [0, 1]"),
      (["curve", "bezier", "0.2,0,-0.1,1"], "x2 must lie in [0, 1]"),
      (["curve", "bezier", "0.4,0,1"], "four numbers"),
      (["curve", "bezier"], "control points"),
      (["curve", "easeIn", "0.1,0,1,1"], "fixed control points"),
      (["curve", "spring", "--mass", "0"], "mass must be greater than 0"),
      (["curve", "spring", "--stiffness=-5"], "stiffness must be greater than 0"),
      (["curve", "spring", "--stiffness", "inf"], "stiffness must be a finite number"),
      (["curve", "spring", "--damping", "nan"], "damping must be a finite number"),
      (["curve", "spring", "--duration", "0.5", "--bounce=-1"], "bounce must lie in (-1, 1]"),
      (["curve", "spring", "--damping-ratio", "0.5"], "--damping-ratio and --response"),
      (["curve", "spring", "--mass", "1", "--response", "0.4", "--damping-ratio", "1"], "one spring description"),
      (["curve", "spring", "--damping", "0", "--samples", "4"], "never settles"),
      (["curve", "linear", "--samples", "1"], "--samples"),
      (["curve", "linear", "--at", "0.5", "--samples", "3"], "either --at or --samples"),
      (["curve", "easeIn", "--mass", "2"], "spring options"),
      (["curve", "wobbly"], "wobbly"),
    ]
    for (arguments, message) in cases {
      let result = try seamless(arguments)
      #expect(result.status == 64, "\(arguments): \(result.status)")
      #expect(result.stdout.isEmpty, "\(arguments)")
      #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
    }
    let unwritable = try seamless(["curve", "easeIn", "--svg", "/nonexistent-directory/plot.svg"])
    #expect(unwritable.status == 74 && unwritable.stderr.contains("plot.svg"))
  }
}
