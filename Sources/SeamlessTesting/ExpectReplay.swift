import IssueReporting
import SeamlessEngine
import SeamlessReplay
import SeamlessTrace

/// Replays `trace` against scenes from `makeScene` and records a test issue for every
/// invariant that does not hold, where the call is written: the Swift Testing spelling (it
/// reports to XCTest too, through IssueReporting).
///
/// The scene's name defaults to the made scene's type name. `knownIssues` puts failures on the
/// record (`KnownIssue`: a signature and its reason): a failure one matches is not an issue,
/// and a known issue that does not reproduce is one (the trace is fixed, so it was fixed: remove
/// it). `failing` is the short spelling for pinning a known-bad variant: each invariant named is
/// the known issue `invariant × * × *`, "pinned as failing". A trace whose touches reached no
/// view of the scene (each landed on the window, or was dropped) tested nothing, and is an issue
/// unless `allowsNoHits` is true. A failure
/// writes the trace and a plot of its replay under ``Reproduction/folder`` and the issue
/// ends with the command that replays it. Returns the report for further expectations.
///
/// ```swift
/// @Test func flingSettles() throws {
///   let trace = try Recipe(json: recipeText).synthesize()
///   expectReplay(trace) { DrawerScene() }
///   expectReplay(trace, failing: [.releaseVelocity]) { DrawerScene(bug: .dropsVelocity) }
/// }
/// ```
@discardableResult
public func expectReplay(
  _ trace: Trace, sceneName: String? = nil, failing expected: Set<InvariantName> = [], knownIssues: [KnownIssue] = [],
  allowsNoHits: Bool = false, configuration: ReplayConfiguration = ReplayConfiguration(),
  reproduction: Reproduction = .fromEnvironment,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
  makeScene: @escaping () -> any Scene
) -> ReplayReport {
  let name = sceneName ?? sceneTypeName(makeScene)
  let report = Replayer(configuration: configuration).replay(trace, sceneName: name, makeScene: makeScene)
  let verdict = ReplayVerdict(
    report: report, knownIssues: expected.sorted { $0.rawValue < $1.rawValue }.map(KnownIssue.pinned) + knownIssues,
    allowsNoHits: allowsNoHits, configuration: configuration)
  if let message = verdict.message(
    trace: trace, reproduction: reproduction, filePath: filePath, makeScene: makeScene)
  {
    failTest(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
  return report
}

/// ``expectReplay(_:sceneName:failing:knownIssues:allowsNoHits:configuration:reproduction:fileID:filePath:line:column:makeScene:)``
/// for a registered scene (its name and factory).
///
/// ```swift
/// expectReplay(trace, scene: Drawer.definition)
/// ```
@discardableResult
public func expectReplay(
  _ trace: Trace, scene: SceneDefinition, failing expected: Set<InvariantName>? = nil, knownIssues: [KnownIssue] = [],
  allowsNoHits: Bool = false, configuration: ReplayConfiguration = ReplayConfiguration(),
  reproduction: Reproduction = .fromEnvironment,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> ReplayReport {
  Reproduction.$sceneCommandName.withValue(scene.commandName) {
    expectReplay(
      trace, sceneName: scene.name, failing: expected ?? Set(scene.expectedFailures), knownIssues: knownIssues,
      allowsNoHits: allowsNoHits, configuration: configuration,
      reproduction: reproduction, fileID: fileID, filePath: filePath, line: line, column: column, makeScene: scene.make)
  }
}

/// The XCTest spelling of
/// ``expectReplay(_:sceneName:failing:knownIssues:allowsNoHits:configuration:reproduction:fileID:filePath:line:column:makeScene:)``.
///
/// The same check, the issue recorded where the assertion is written (safe to call from a Swift
/// Testing test too). A trace that cannot be loaded is an issue, not a crash.
///
/// ```swift
/// func testFlingSettles() throws {
///   XCTAssertReplay(try Trace(contentsOf: path)) { DrawerScene() }
/// }
/// ```
@discardableResult
public func XCTAssertReplay(
  _ trace: @autoclosure () throws -> Trace, sceneName: String? = nil, failing expected: Set<InvariantName> = [],
  knownIssues: [KnownIssue] = [], allowsNoHits: Bool = false, configuration: ReplayConfiguration = ReplayConfiguration(),
  reproduction: Reproduction = .fromEnvironment,
  file: StaticString = #filePath, line: UInt = #line, function: StaticString = #function,
  makeScene: @escaping () -> any Scene
) -> ReplayReport? {
  guard let loaded = loadedTrace(trace, file: file, line: line) else { return nil }
  return Reproduction.$xcTestName.withValue(Reproduction.testName(function)) {
    expectReplay(
      loaded, sceneName: sceneName, failing: expected, knownIssues: knownIssues, allowsNoHits: allowsNoHits,
      configuration: configuration,
      reproduction: reproduction,
      filePath: file, line: line, makeScene: makeScene)
  }
}

/// The XCTest spelling of
/// ``expectReplay(_:scene:failing:knownIssues:allowsNoHits:configuration:reproduction:fileID:filePath:line:column:)``,
/// for a registered scene.
///
/// ```swift
/// func testTheSheetPassesEveryInvariant() {
///   XCTAssertReplay(try SheetTraces.trace(SheetTraces.dragAndDismiss), scene: SheetScene.catalog.scenes[0])
/// }
/// ```
@discardableResult
public func XCTAssertReplay(
  _ trace: @autoclosure () throws -> Trace, scene: SceneDefinition, failing expected: Set<InvariantName>? = nil,
  knownIssues: [KnownIssue] = [], allowsNoHits: Bool = false, configuration: ReplayConfiguration = ReplayConfiguration(),
  reproduction: Reproduction = .fromEnvironment, file: StaticString = #filePath, line: UInt = #line,
  function: StaticString = #function
) -> ReplayReport? {
  guard let loaded = loadedTrace(trace, file: file, line: line) else { return nil }
  return Reproduction.$xcTestName.withValue(Reproduction.testName(function)) {
    expectReplay(
      loaded, scene: scene, failing: expected, knownIssues: knownIssues, allowsNoHits: allowsNoHits,
      configuration: configuration, reproduction: reproduction, filePath: file, line: line)
  }
}

/// The trace `trace` loads, or `nil` after recording an issue saying why (the XCTest helpers
/// take a throwing autoclosure, so a trace that cannot be read is an issue, not a crash).
func loadedTrace(_ trace: () throws -> Trace, file: StaticString, line: UInt) -> Trace? {
  do {
    return try trace()
  } catch {
    failTest("could not load the trace: \(error)", filePath: file, line: line)
    return nil
  }
}

/// The name of the scene type `makeScene` makes (`DrawerScene`).
func sceneTypeName(_ makeScene: () -> any Scene) -> String {
  String(describing: type(of: makeScene()))
}

/// What a report means against the failures known (pinned bug variants, known issues).
struct ReplayVerdict {
  var report: ReplayReport
  var knownIssues: [KnownIssue]
  var allowsNoHits = false
  var configuration: ReplayConfiguration

  /// Failed invariants with a violation no known issue matches (just those violations).
  var unexpected: [InvariantResult] {
    report.failures.compactMap { result in
      var kept = result
      kept.violations = result.violations.filter { violation in
        !knownIssues.contains { $0.signature.matches(violation.signature(of: result.name)) }
      }
      return kept.violations.isEmpty ? nil : kept
    }
  }
  /// Known issues that did not reproduce.
  var missing: [KnownIssue] { KnownIssueVerdict(signatures: report.signatures, knownIssues: knownIssues).unseen }

  /// The issue to record, or `nil` when the replay went as expected.
  func message(
    trace: Trace, reproduction: Reproduction, filePath: StaticString, makeScene: @escaping () -> any Scene
  ) -> String? {
    let missedTheScene = report.touchedNothing && !allowsNoHits
    guard !unexpected.isEmpty || !missing.isEmpty || missedTheScene else { return nil }
    var lines: [String] = []
    if missedTheScene {
      lines.append(
        (report.touchDowns == 1
          ? "the trace's one touch-down reached no view of \"\(report.sceneName)\" (it landed on the window or was dropped)"
          : "none of the trace's \(report.touchDowns) touch-downs reached a view of \"\(report.sceneName)\" "
            + "(each landed on the window or was dropped)")
          + ", so the replay tested nothing: aim the gestures at the scene's views "
          + "(a recipe can start a gesture on a view by name), or pass allowsNoHits: true if that is the point")
    }
    let known = Set(report.results.map(\.name))
    for issue in missing {
      let name = issue.signature.invariant
      if !known.contains(name) {
        let names = report.results.map(\.name)
        let closest = InvariantName.closest(to: name, in: names).map { "; did you mean \"\($0)\"?" } ?? ""
        lines.append(
          "\(name) was expected to fail, but no invariant of the configuration has that name\(closest) (\(names.joined(separator: ", ")))")
      } else if issue.isPinned {
        lines.append("\(name) was expected to fail replaying against \"\(report.sceneName)\", but it held")
      } else {
        lines.append(
          "the known issue \(issue.signature) (\(issue.reason)) no longer shows replaying against \"\(report.sceneName)\": "
            + "it was fixed; remove it from knownIssues")
      }
    }
    if !unexpected.isEmpty {
      lines.append(ReplayFailureMessage(report: report, failures: unexpected).summary)
    }
    lines.append("  journal digest \(report.digest)")
    let written = reproduction.write(
      trace, name: "\(report.sceneName)-\(report.digest.prefix(8))", title: "\(report.sceneName): \(report.digest.prefix(8))",
      sceneName: report.sceneName, makeScene: makeScene, configuration: configuration)
    if let path = written.path {
      lines.append("  Reproduce: \(reproduction.reproduceCommand(path: path, scene: report.sceneName, filePath: filePath))")
      let base = path.dropLast(".trace".count)
      lines.append("  (the trace; its plot \(base).svg; the screen at any instant, in a browser: \(base).html)")
    } else if let problem = written.problem {
      lines.append("  \(problem)")
    }
    return lines.joined(separator: "\n")
  }
}

/// The text of a report's failures: what broke, the first violations of each.
///
/// ```swift
/// ReplayFailureMessage(report: report)?.text
/// // "2 of 17 invariants failed replaying against \"card-drag\": continuity, no-teleport
/// //  continuity: t=0.5 s: card.centerY removed under a finger: value left 350.0 pt, right 100.0 pt …"
/// ```
package struct ReplayFailureMessage: Sendable, Hashable {
  /// The headline and the violations.
  package var summary: String
  /// The summary and the journal digest.
  package var text: String

  /// `nil` when every invariant held.
  package init?(report: ReplayReport) {
    guard !report.passed else { return nil }
    self.init(report: report, failures: report.failures)
    text = summary + "\n  journal digest \(report.digest)"
  }

  /// The message for `failures`, the report's failures that nothing expected (all of them,
  /// or those a pinned bug or a known issue does not account for): the headline counts every
  /// invariant that failed and names the expected ones apart.
  init(report: ReplayReport, failures: [InvariantResult]) {
    let unexpected = Set(failures.map(\.name))
    let expected = report.failures.map(\.name).filter { !unexpected.contains($0) }
    var headline =
      "\(report.failures.count) of \(report.results.count) invariants failed replaying against "
      + "\"\(report.sceneName)\": \(failures.map(\.name).joined(separator: ", "))"
    if !expected.isEmpty {
      headline += " unexpectedly; \(expected.joined(separator: ", ")) as expected (pinned or known)"
    }
    var lines = [headline]
    for failure in failures {
      for violation in failure.violations.prefix(5) { lines.append("  \(failure.name): \(violation)") }
      if failure.violations.count > 5 { lines.append("  \(failure.name): … and \(failure.violations.count - 5) more") }
      if let assumption = failure.assumption { lines.append("  \(failure.name) assumed: \(assumption)") }
    }
    summary = lines.joined(separator: "\n")
    text = summary
  }
}
