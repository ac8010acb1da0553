import Foundation
import IssueReporting
import SeamlessEngine
import SeamlessReplay
import SeamlessTrace

/// Fuzzes a scene from a test.
///
/// Replays the saved regressions first, runs a campaign of generated cases, shrinks every failure,
/// saves it as a regression and records an issue with the command that reproduces it. The Swift
/// Testing spelling (it reports to XCTest too).
///
/// 1. Every `.trace` in `regressions` whose header names this scene is replayed; each that
///    fails is an issue (a regression came back).
/// 2. `cases` cases from `seed` (overridden by `SEAMLESS_FUZZ_CASES`, `SEAMLESS_FUZZ_SEED`;
///    `SEAMLESS_FUZZ_SHARD=i/n` runs one shard) are generated in `space`, replayed and
///    checked with `configuration`'s invariants (yours too).
/// 3. The campaign runs all its cases (`Fuzzer.Configuration.stopsAtFirstFailure` with
///    `stopAtFirstFailure: true`, for CI speed) and counts failing cases by
///    `FailureSignature`; the first case of each signature is shrunk keeping it. A signature
///    a known issue matches (`knownIssues`, or an invariant in `finding`: a pinned known-bad
///    variant) is not an issue; any other is written into `regressions` (or
///    ``Reproduction/folder``) with a plot, and reported with the campaign's counts and the
///    command that replays it. A pinned invariant not found is an issue; a known issue that did
///    not show is only a note (printed): fuzzing may not have come across it.
///
/// Returns the campaign's report (counts by signature, the shrunk failures).
///
/// ```swift
/// @Test func theDrawerSurvivesFuzzing() {
///   expectFuzz(Drawer.fuzzSpace, cases: 500, regressions: "Traces/regressions") { DrawerScene() }
/// }
/// @Test func fuzzingFindsTheDroppedVelocity() {
///   let report = expectFuzz(Drawer.fuzzSpace, cases: 200, finding: [.releaseVelocity]) { DrawerScene(bug: .dropsVelocity) }
///   #expect(report.failures.first.map { $0.trace.touchSequences <= 2 } == true)
/// }
/// ```
@discardableResult
public func expectFuzz(
  _ space: FuzzSpace, sceneName: String? = nil, cases: Int = 200, seed: UInt64 = 1,
  configuration: ReplayConfiguration = ReplayConfiguration(), regressions: String? = nil, finding expected: Set<InvariantName> = [],
  knownIssues: [KnownIssue] = [], stopAtFirstFailure: Bool = false, reproduction: Reproduction = .fromEnvironment,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
  makeScene: @escaping () -> any Scene
) -> Fuzzer.Report {
  func issue(_ message: String) {
    failTest(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
  let name = sceneName ?? sceneTypeName(makeScene)
  // 1. The regressions come first.
  if let regressions {
    for (file, trace) in RegressionFolder(path: regressions).traces(of: name) {
      let report = Replayer(configuration: configuration).replay(trace, sceneName: name, makeScene: makeScene)
      let verdict = ReplayVerdict(
        report: report, knownIssues: expected.sorted { $0.rawValue < $1.rawValue }.map(KnownIssue.pinned) + knownIssues,
        configuration: configuration)
      let failed = verdict.unexpected
      guard !failed.isEmpty else { continue }
      issue(
        "the regression \(file) fails again\n" + ReplayFailureMessage(report: report, failures: failed).summary
          + "\n  Reproduce: \(reproduction.reproduceCommand(path: file, scene: name, filePath: filePath))")
    }
  }
  // 2. The campaign.
  var fuzz = Fuzzer.Configuration(seed: TestEnvironment.fuzzSeed ?? seed, cases: TestEnvironment.fuzzCases ?? cases)
  if let shard = TestEnvironment.fuzzShard { fuzz.shard = shard }
  fuzz.stopsAtFirstFailure = stopAtFirstFailure
  let report = Fuzzer(configuration: fuzz, replay: configuration).run(space: space, sceneName: name, makeScene: makeScene)
  // 3. What it found.
  let found = Set(report.signatures.map { InvariantName(unchecked: $0.signature.invariant) })
  let known = expected.sorted { $0.rawValue < $1.rawValue }.map(KnownIssue.pinned) + knownIssues
  let verdict = KnownIssueVerdict(signatures: report.signatures.map(\.signature), knownIssues: known)
  for failure in report.failures where verdict.unexpected.contains(failure.signature) {
    var saving = reproduction
    if let regressions { saving.folder = regressions }
    let fileName = "\(name)-\(failure.invariant)-\(failure.shrunk.hex.isEmpty ? "empty" : failure.shrunk.hex)"
    let count = report.signatures.first { $0.signature == failure.signature }?.cases ?? 1
    let written = saving.write(
      failure.trace, name: fileName, title: "\(name): \(failure.invariant)", sceneName: name, makeScene: makeScene,
      configuration: configuration)
    var lines = [
      "fuzzing \"\(name)\" (seed \(fuzz.seed)): \(report.summary)",
      "case \(failure.caseIndex) (first of \(count)) failed with \(failure.signature); shrunk to "
        + "\(failure.trace.touchSequences) touch sequences (choices \(failure.shrunk.description)):",
      TraceSteps(failure.trace).numbered(indent: "    "),
      ReplayFailureMessage(report: failure.report, failures: failure.report.failures).summary,
    ]
    if let path = written.path {
      lines.append("  saved \(path)\(regressions == nil ? "" : " (it will be replayed first from now on)")")
      lines.append(
        "  (its plot \(path.dropLast(".trace".count)).svg; the screen at any instant, in a browser: \(path.dropLast(".trace".count)).html)")
      lines.append("  Reproduce: \(reproduction.reproduceCommand(path: path, scene: name, filePath: filePath))")
    } else if let problem = written.problem {
      lines.append("  \(problem)")
    }
    issue(lines.joined(separator: "\n"))
  }
  // Unexpected signatures past the shrink budget are still failures.
  let shrunk = Set(report.failures.map(\.signature))
  let unshrunk = report.signatures.filter { verdict.unexpected.contains($0.signature) && !shrunk.contains($0.signature) }
  if !unshrunk.isEmpty {
    issue(
      "fuzzing \"\(name)\" (seed \(fuzz.seed)): \(report.summary)\n  also failing, not shrunk (the shrink budget is "
        + "\(fuzz.maximumFailures) signatures): \(unshrunk.map { "\($0.signature) from case \($0.firstCase)" }.joined(separator: ", "))")
  }
  for issue in verdict.unseen where !issue.isPinned {
    print("note: fuzzing \"\(name)\" (\(report.casesRun) cases) did not come across the known issue \(issue)")
  }
  for missing in expected.subtracting(found).sorted(by: { $0.rawValue < $1.rawValue }) {
    issue(
      "fuzzing \"\(name)\" (seed \(fuzz.seed), \(report.casesRun) cases) found no failure of \(missing), which it was "
        + "expected to find")
  }
  return report
}

/// ``expectFuzz(_:sceneName:cases:seed:configuration:regressions:finding:knownIssues:stopAtFirstFailure:reproduction:fileID:filePath:line:column:makeScene:)``
/// for a registered scene: its fuzz space, name and factory; a bug variant's expected
/// failures are what the campaign must find.
@discardableResult
public func expectFuzz(
  scene: SceneDefinition, cases: Int = 200, seed: UInt64 = 1, invariants: [any Invariant]? = nil,
  regressions: String? = nil, knownIssues: [KnownIssue] = [], stopAtFirstFailure: Bool = false,
  reproduction: Reproduction = .fromEnvironment,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Fuzzer.Report {
  var configuration = ReplayConfiguration()
  if let invariants { configuration.invariants = invariants }
  return Reproduction.$sceneCommandName.withValue(scene.commandName) {
    expectFuzz(
      scene.fuzzSpace, sceneName: scene.name, cases: cases, seed: seed, configuration: configuration, regressions: regressions,
      finding: Set(scene.expectedFailures), knownIssues: knownIssues, stopAtFirstFailure: stopAtFirstFailure,
      reproduction: reproduction, fileID: fileID, filePath: filePath, line: line,
      column: column, makeScene: scene.make)
  }
}

/// The XCTest spelling of ``expectFuzz(scene:cases:seed:invariants:regressions:knownIssues:stopAtFirstFailure:reproduction:fileID:filePath:line:column:)``.
///
/// ```swift
/// func testTheDrawerSurvivesFuzzing() {
///   XCTAssertFuzz(scene: Drawer.definition, cases: 500, regressions: "Traces/regressions")
/// }
/// ```
@discardableResult
public func XCTAssertFuzz(
  scene: SceneDefinition, cases: Int = 200, seed: UInt64 = 1, invariants: [any Invariant]? = nil,
  regressions: String? = nil, knownIssues: [KnownIssue] = [], stopAtFirstFailure: Bool = false,
  reproduction: Reproduction = .fromEnvironment, file: StaticString = #filePath, line: UInt = #line,
  function: StaticString = #function
) -> Fuzzer.Report {
  Reproduction.$xcTestName.withValue(Reproduction.testName(function)) {
    expectFuzz(
      scene: scene, cases: cases, seed: seed, invariants: invariants, regressions: regressions, knownIssues: knownIssues,
      stopAtFirstFailure: stopAtFirstFailure, reproduction: reproduction, filePath: file, line: line)
  }
}

/// The saved failing traces of a folder.
struct RegressionFolder {
  var path: String

  /// The `.trace` files whose header names `scene`, by file name.
  func traces(of scene: String) -> [(file: String, trace: Trace)] {
    let files = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".trace") }.sorted()
    return files.compactMap { file in
      let full = (path as NSString).appendingPathComponent(file)
      guard let trace = try? Trace(contentsOf: full), trace.header.sceneName == scene else { return nil }
      return (full, trace)
    }
  }
}
