import SeamlessEngine
import SeamlessScenes
import SeamlessTrace
import Testing

@testable import SeamlessReplay

/// A fuzz case is checked on the run that aims its gestures (``LiveReplay``): that run must
/// be the replay of the finished trace.
///
/// Every built-in scene and bug variant, hundreds of cases each: the live report and a fresh
/// replay's agree to the message and the digest.
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
      let (trace, live, wasLive, _) = space.checkedTrace(from: choices, sceneName: scene, makeScene: entry.make, replayer: replayer)
      if wasLive != nil { aimed += 1 }
      if wasLive == true { liveRuns += 1 }
      let fresh = replayer.replay(trace, sceneName: scene, makeScene: entry.make)
      #expect(Self.verdict(live) == Self.verdict(fresh), "\(scene) case \(index) (\(choices.hex))")
      if !fresh.passed { failing += 1 }
      // In time order (sorted only when an action came out of order).
      #expect(zip(trace.events, trace.events.dropFirst()).allSatisfy { $0.time <= $1.time }, "case \(index)")
      // The public entry point makes the same trace.
      #expect(space.trace(from: choices, sceneName: scene, makeScene: entry.make).events == trace.events)
    }
    if !entry.isCorrect { #expect(failing > 0, "\(scene): no case failed, so no failure was compared") }
    // The live run is the report for the cases that aimed a gesture (a fresh replay only when
    // an action's gesture could not be made at its aim).
    if !space.targets.isEmpty { #expect(aimed > 0 && liveRuns == aimed, "\(scene): \(liveRuns) of \(aimed) aimed cases ran live") }
  }

  /// A drag, then (at 1 s) the card aimed at, then a tap at `tapAt`.
  static func aimThenTap(at tapAt: Int64) throws -> (live: ReplayReport, fresh: ReplayReport, wasLive: Bool) {
    let entry = try #require(BuiltInScenes.entry(named: "card-drag"))
    let replayer = Self.replayer()
    let header = TraceHeader(producer: "test", sceneName: "card-drag")
    let live = LiveReplay(replayer: replayer, header: header, sceneName: "card-drag", makeScene: entry.make)
    var events: [TraceEvent] = (0...20).map { k in
      let phase: TouchPhase = k == 0 ? .began : (k == 20 ? .ended : .moved)
      return .touch(TouchSample(time: 100_000_000 + Int64(k) * 8_333_333, touchID: 1, phase: phase, x: 195, y: 600 - 10 * Double(k)))
    }
    #expect(live.resolve(ViewTarget(view: "card"), at: 1_000_000_000, after: events) != nil)
    events.append(.touch(TouchSample(time: tapAt, touchID: 2, phase: .began, x: 195, y: 790)))
    events.append(.touch(TouchSample(time: tapAt + 80_000_000, touchID: 2, phase: .ended, x: 195, y: 790)))
    let trace = Trace(header: header, events: events)
    let report = live.finish(trace)
    return (report, replayer.replay(trace, sceneName: "card-drag", makeScene: entry.make), live.finishedLive)
  }

  /// The run stands 1 ns before the aim; a replay stands there only to give an event at the aim.
  ///
  /// With the next event at the aim the run is the replay; with none there it is replayed afresh.
  @Test func anAimWithoutAnEventAtItIsReplayedAfresh() throws {
    let atTheAim = try Self.aimThenTap(at: 1_000_000_000)
    #expect(atTheAim.wasLive)
    #expect(Self.verdict(atTheAim.live) == Self.verdict(atTheAim.fresh))
    let later = try Self.aimThenTap(at: 1_500_000_000)
    #expect(!later.wasLive)
    #expect(Self.verdict(later.live) == Self.verdict(later.fresh))
  }
}
