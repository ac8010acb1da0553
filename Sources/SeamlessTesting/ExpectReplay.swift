import SeamlessEngine
import SeamlessReplay
import SeamlessTrace

/// Replays `trace` against scenes from `makeScene` and records a test failure for every
/// invariant that does not hold, with the full report: the Swift Testing spelling (it
/// reports to XCTest when called from an XCTest test).
///
/// Returns the report for further expectations.
///
/// ```swift
/// @Test func flingSettlesAtTheTop() throws {
///   let trace = try Recipe(json: recipeText).synthesize()
///   let report = expectReplay(trace, sceneName: "card-drag") { CardDragScene() }
///   #expect(report.frames > 0)
/// }
/// ```
@discardableResult
public func expectReplay(
  _ trace: Trace, sceneName: String, configuration: ReplayConfiguration = ReplayConfiguration(),
  makeScene: () -> any Scene,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> ReplayReport {
  let report = Replayer(configuration: configuration).replay(trace, sceneName: sceneName, makeScene: makeScene)
  if let message = ReplayFailureMessage(report: report)?.text {
    IssueReporter.fail(message, at: SourcePlace(fileID: fileID, filePath: filePath, line: line, column: column))
  }
  return report
}

/// The XCTest spelling of ``expectReplay(_:sceneName:configuration:makeScene:fileID:filePath:line:column:)``:
/// the same check, failures reported where the assertion is written.
///
/// ```swift
/// func testFlingSettles() throws {
///   XCTAssertReplay(try Trace(contentsOf: path), sceneName: "card-drag") { CardDragScene() }
/// }
/// ```
@discardableResult
public func XCTAssertReplay(
  _ trace: @autoclosure () throws -> Trace, sceneName: String, configuration: ReplayConfiguration = ReplayConfiguration(),
  makeScene: () -> any Scene, file: StaticString = #filePath, line: UInt = #line
) -> ReplayReport? {
  let place = SourcePlace(fileID: file, filePath: file, line: line, column: 0)
  let loaded: Trace
  do {
    loaded = try trace()
  } catch {
    IssueReporter.fail("could not load the trace: \(error)", at: place)
    return nil
  }
  let report = Replayer(configuration: configuration).replay(loaded, sceneName: sceneName, makeScene: makeScene)
  if let message = ReplayFailureMessage(report: report)?.text { IssueReporter.fail(message, at: place) }
  return report
}

/// The failure message of a report whose invariants did not all hold: what broke, the
/// violations, and the command that reproduces it.
///
/// ```swift
/// ReplayFailureMessage(report: report)?.text
/// // "2 of 10 invariants failed replaying against \"card-drag\": continuity, release-velocity
/// //  continuity: t=0.5 s: card.centerY added-absolute: value left 350.0 pt, right 100.0 pt …
/// //  Reproduce: write the trace to a file, then `seamless replay FILE --scene card-drag`."
/// ```
public struct ReplayFailureMessage: Sendable, Hashable {
  public var text: String

  /// `nil` when every invariant held.
  public init?(report: ReplayReport) {
    guard !report.passed else { return nil }
    var lines = [
      "\(report.failures.count) of \(report.results.count) invariants failed replaying against "
        + "\"\(report.sceneName)\": \(report.failures.map(\.name).joined(separator: ", "))"
    ]
    for failure in report.failures {
      for violation in failure.violations.prefix(5) { lines.append("  \(failure.name): \(violation)") }
      if failure.violations.count > 5 { lines.append("  \(failure.name): … and \(failure.violations.count - 5) more") }
    }
    lines.append("  journal digest \(report.digest)")
    lines.append(
      "  Reproduce: write the trace to a file (`trace.write(to:)`), then `seamless replay FILE --scene \(report.sceneName)`.")
    text = lines.joined(separator: "\n")
  }
}
