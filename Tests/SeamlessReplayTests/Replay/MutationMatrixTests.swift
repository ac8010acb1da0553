import Foundation
import SeamlessEngine
import SeamlessReplay
import SeamlessScenes
import SeamlessTrace
import Testing

/// The verdict, scene by scene: every bug variant of every reference scene fails on its
/// recorded traces (`Traces/examples/`, by the scene named in their header) with each
/// invariant that names its bug, and every correct scene passes every invariant on every one
/// of its traces and under a fuzz campaign.
@Suite struct MutationMatrixTests {
  static let examples = fixturesDirectory.deletingLastPathComponent().appendingPathComponent("Traces/examples")

  /// The recorded traces of the correct scene `name`.
  static func traces(of name: String) throws -> [(file: String, trace: Trace)] {
    let files = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".trace") }.sorted()
    return try files.compactMap { file in
      let trace = try Trace(contentsOf: examples.appendingPathComponent(file).path)
      return trace.header.sceneName == name ? (file, trace) : nil
    }
  }

  static let correctScenes = BuiltInScenes.entries.filter(\.isCorrect).map(\.name)
  static let bugVariants = BuiltInScenes.entries.filter { !$0.isCorrect }.map(\.name)

  @Test(arguments: MutationMatrixTests.bugVariants)
  func everyBugIsCaughtOnItsTracesByTheInvariantThatNamesIt(variant: String) throws {
    let entry = try #require(BuiltInScenes.entry(named: variant))
    let traces = try Self.traces(of: entry.baseName)
    try #require(!traces.isEmpty, "no recorded trace for \(entry.baseName) in Traces/examples")
    var failed: Set<String> = []
    var reports: [String] = []
    for (file, trace) in traces {
      let report = Replayer().replay(trace, sceneName: variant, makeScene: entry.make)
      failed.formUnion(report.failures.map(\.name))
      // Every violation is printed with what its invariant assumed (issue 18 item 6).
      for failure in report.failures {
        let assumption = try #require(failure.assumption, "\(variant): \(failure.name) says nothing of what it assumed")
        #expect(report.text.contains("assumed: \(assumption)"))
      }
      reports.append("\(file): \(report.failures.map(\.name))")
    }
    for invariant in entry.caughtBy {
      #expect(failed.contains(invariant.rawValue), "\(variant) is not caught by \(invariant): \(reports)")
    }
    // Only by those: any other invariant failing is a false alarm, or a catch to name.
    #expect(failed == Set(entry.caughtBy.map(\.rawValue)), "\(variant): \(reports)")
    // A bug variant is still deterministic: the second replay's digest is the first's.
    #expect(!failed.contains("deterministic"), "\(variant): \(reports)")
  }

  @Test(arguments: MutationMatrixTests.correctScenes)
  func everyCorrectScenePassesEveryInvariantOnEveryTrace(scene: String) throws {
    let entry = try #require(BuiltInScenes.entry(named: scene))
    let traces = try Self.traces(of: scene)
    try #require(!traces.isEmpty, "no recorded trace for \(scene) in Traces/examples")
    for (file, trace) in traces {
      let report = Replayer().replay(trace, sceneName: scene, makeScene: entry.make)
      #expect(report.passed, "\(file):\n\(report.text)")
      #expect(report.results.count == ReplayConfiguration.standardInvariants.count + 1)
    }
  }

  /// Each standard invariant says what it assumes (printed under its violations); one of a
  /// user's own says nothing unless it does.
  @Test func everyStandardInvariantSaysWhatItAssumes() {
    for invariant in ReplayConfiguration.standardInvariants {
      #expect(invariant.assumption?.isEmpty == false, "\(invariant.name)")
    }
    #expect(InvariantName.deterministic.assumption?.contains("same platform and toolchain") == true)
    #expect(InvariantName(unchecked: "sheet-stays-below").assumption == nil)
  }

  /// Every invariant of the standard set has a bug variant that fails it, here or in
  /// `InvariantVerdictTests` (the invariants no reference scene's bug breaks get their own
  /// small mutants there).
  @Test func everyInvariantNamedByABugVariantExists() {
    let standard = Set(ReplayConfiguration.standardInvariants.map(\.name))
    for entry in BuiltInScenes.entries {
      for invariant in entry.caughtBy { #expect(standard.contains(invariant.rawValue), "\(entry.name): \(invariant)") }
    }
  }

  /// Every standard invariant (and the determinism check) has a mutant that breaks it: a
  /// built-in bug variant, one of `InvariantVerdictTests`' mutants, or a suite of its own.
  @Test func everyStandardInvariantHasAMutant() {
    let mutated = Set(BuiltInScenes.entries.flatMap(\.caughtBy))
      .union(InvariantVerdictTests.Mistake.allCases.flatMap(InvariantVerdictTests.invariants(of:)))
      .union(Self.mutantsInTheirOwnSuites.keys)
    let standard = ReplayConfiguration.standardInvariants.map { InvariantName($0) } + [.deterministic]
    for name in standard {
      #expect(mutated.contains(name), "no mutant breaks \(name)")
    }
  }

  /// Invariants whose mutants live in suites of their own, with the test that pins each.
  /// (Their mutants are journals built by hand: no reference scene's bug can produce them.)
  static let mutantsInTheirOwnSuites: [InvariantName: String] = [
    .animatorCompletions: "InvariantTests.animatorCompletionsAcceptRealRunsAndRefuseIllegalOnes",
    .gesturesEndOnce: "InvariantTests.gesturesEndOnceFindsAGestureLeftOpen",
    .dynamicsBalanced: "DynamicsBalancedTests.unbalancedJournalsAreReported",
  ]

  /// The correct scenes under 2,000 generated cases each (seed 7), shrinking nothing:
  /// nothing may fail.
  @Test(arguments: MutationMatrixTests.correctScenes)
  func everyCorrectSceneSurvivesTwoThousandFuzzCases(scene: String) throws {
    let entry = try #require(BuiltInScenes.entry(named: scene))
    let report = Fuzzer(configuration: .init(seed: 7, cases: 2_000)).run(
      space: entry.fuzzSetup.space, sceneName: scene, makeScene: entry.make)
    #expect(report.casesRun == 2_000)
    #expect(report.failures.isEmpty, "\(report.failures.map { "case \($0.caseIndex): \($0.report.text)" })")
  }
}
