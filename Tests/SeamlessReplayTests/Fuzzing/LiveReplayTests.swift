import SeamlessEngine
import SeamlessScenes
import SeamlessTrace
import Testing

@testable import SeamlessReplay

/// A fuzz case is checked on the run that aims its gestures (``LiveReplay``): that run must
/// be the replay of the finished trace. Every built-in scene and bug variant, hundreds of
/// cases each: the live report and a fresh replay's agree to the message and the digest.
@Suite struct LiveReplayTests {
  static func replayer() -> Replayer {
    var configuration = ReplayConfiguration()
    configuration.checksDeterminism = false
    return Replayer(configuration: configuration)
  }

  static func verdict(_ report: ReplayReport) -> [String] {
    report.results.map { "\($0.name): \($0.violations.map(\.description))" }
      + ["frames \(report.frames), entries \(report.journalEntries), end \(report.end), digest \(report.digest)"]
  }

  @Test(arguments: BuiltInScenes.entries.map(\.name))
  func theRunThatAimsACaseIsItsReplay(scene: String) throws {
    let entry = try #require(BuiltInScenes.entry(named: scene))
    let space = entry.fuzzSetup.space
    let replayer = Self.replayer()
    let cases = 120
    let fuzzer = Fuzzer(configuration: .init(seed: 21, cases: cases))
    var failing = 0
    var liveRuns = 0
    var aimed = 0
    for index in 0..<cases {
      let choices = fuzzer.choices(ofCase: index)
      let (trace, live, wasLive) = space.checkedTrace(from: choices, sceneName: scene, makeScene: entry.make, replayer: replayer)
      if wasLive != nil { aimed += 1 }
      if wasLive == true { liveRuns += 1 }
      let fresh = replayer.replay(trace, sceneName: scene, makeScene: entry.make)
      #expect(Self.verdict(live) == Self.verdict(fresh), "\(scene) case \(index) (\(choices.hex))")
      if !fresh.passed { failing += 1 }
      // The public entry point makes the same trace.
      #expect(space.trace(from: choices, sceneName: scene, makeScene: entry.make).events == trace.events)
    }
    if !entry.isCorrect { #expect(failing > 0, "\(scene): no case failed, so no failure was compared") }
    // The live run is the report for most cases that aimed a gesture (the rest replay afresh: a
    // second finger aimed before the first one's drag was made, say).
    if !space.targets.isEmpty { #expect(aimed > 0 && liveRuns * 4 > aimed * 3, "\(scene): \(liveRuns) of \(aimed) aimed cases ran live") }
  }
}
