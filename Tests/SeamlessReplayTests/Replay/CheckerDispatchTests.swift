import Foundation
import SeamlessEngine
import SeamlessScenes
import SeamlessTrace
import Testing

@testable import SeamlessReplay

/// A replay hands each checker only the journal events and frames it declares it reads
/// (``InvariantChecker/journalInterests``, ``InvariantChecker/samplesFrames``).
///
/// A checker that declared less than it reads would quietly miss what it left out, so these tests
/// replay every built-in scene and bug variant on every recorded trace, and fuzz every bug variant,
/// both ways, and ask for the same verdict to the message.
@Suite struct CheckerDispatchTests {
  static let traceDirectories = ["Traces/examples", "Traces/regressions"].map {
    fixturesDirectory.deletingLastPathComponent().appendingPathComponent($0)
  }

  /// Every recorded trace, with the scene its header names.
  static func recordedTraces() throws -> [(file: String, trace: Trace)] {
    try traceDirectories.flatMap { directory in
      try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".trace") }.sorted().map {
        file in (file, try Trace(contentsOf: directory.appendingPathComponent(file).path))
      }
    }
  }

  static func configuration(byInterest: Bool) -> ReplayConfiguration {
    var configuration = ReplayConfiguration()
    configuration.checksDeterminism = false
    configuration.recordsTimeline = true
    configuration.dispatchesByInterest = byInterest
    return configuration
  }

  /// The verdict in full: each invariant's name and violations, and the timeline's marks.
  static func verdict(_ report: ReplayReport) -> [String] {
    report.results.map { "\($0.name): \($0.violations.map(\.description))" }
      + [
        "timeline: \(report.timeline?.series.map { "\($0.name) \($0.times.count) \($0.y.reduce(0, +))" } ?? []), "
          + "\(report.timeline?.transitions.map(\.label) ?? []), \(report.timeline?.fingerBands.count ?? -1) finger bands"
      ]
  }

  @Test(arguments: BuiltInScenes.entries.map(\.name))
  func declaredInterestsGiveTheVerdictOfHandingEverythingOnRecordedTraces(scene: String) throws {
    let entry = try #require(BuiltInScenes.entry(named: scene))
    let traces = try Self.recordedTraces().filter { $0.trace.header.sceneName == entry.baseName }
    try #require(!traces.isEmpty, "no recorded trace for \(entry.baseName)")
    var failing = 0
    for (file, trace) in traces {
      let filtered = Replayer(configuration: Self.configuration(byInterest: true)).replay(
        trace, sceneName: scene, makeScene: entry.make)
      let everything = Replayer(configuration: Self.configuration(byInterest: false)).replay(
        trace, sceneName: scene, makeScene: entry.make)
      #expect(Self.verdict(filtered) == Self.verdict(everything), "\(scene) on \(file)")
      #expect(filtered.digest == everything.digest, "\(scene) on \(file)")
      if !filtered.passed { failing += 1 }
    }
    // A bug variant fails somewhere, so the comparison covered violations and not only passes.
    if !entry.isCorrect { #expect(failing > 0, "\(scene) failed on none of its traces") }
  }

  @Test(arguments: BuiltInScenes.entries.filter { !$0.isCorrect }.map(\.name))
  func declaredInterestsFindAndShrinkTheSameFuzzFailures(scene: String) throws {
    let entry = try #require(BuiltInScenes.entry(named: scene))
    var campaign = Fuzzer.Configuration(seed: 11, cases: 100)
    campaign.shrinkBudget = 60
    let reports = [true, false].map { byInterest in
      Fuzzer(configuration: campaign, replay: Self.configuration(byInterest: byInterest)).run(
        space: entry.fuzzSetup.space, sceneName: scene, makeScene: entry.make)
    }
    #expect(reports[0].casesRun == reports[1].casesRun)
    // Every bug variant fails within these cases, so the comparison covers failures and shrinking.
    #expect(!reports[0].failures.isEmpty, "\(scene) did not fail in \(campaign.cases) cases")
    #expect(reports[0].failures.map(\.caseIndex) == reports[1].failures.map(\.caseIndex))
    #expect(reports[0].failures.map(\.invariant) == reports[1].failures.map(\.invariant))
    #expect(reports[0].failures.map(\.shrunk) == reports[1].failures.map(\.shrunk))
    #expect(reports[0].failures.map { Self.verdict($0.report) } == reports[1].failures.map { Self.verdict($0.report) })
  }

  @Test func kindsNameEveryCaseOnce() {
    #expect(JournalEventKinds.all.rawValue == (1 << UInt64(JournalEventKind.allCases.count)) - 1)
    #expect(JournalEvent.counterChanged(name: "c", from: 0, to: 1).kind == .counterChanged)
    #expect(JournalEvent.frame(Frame(index: 0, time: .zero, hz: 60, mainThread: .ran)).kind == .frame)
    let kinds: JournalEventKinds = [.touchDelivered, .presentationTransition]
    #expect(kinds.contains(.touchDelivered) && kinds.contains(.presentationTransition))
    #expect(!kinds.contains(.frame) && !kinds.contains(.controlValueChanged))
    #expect(JournalEventKinds.none.isEmpty && !kinds.isEmpty)
    #expect(kinds.union([.frame]).contains(.frame))
  }
}
