import Foundation
import SeamlessEngine
import SeamlessReplay
import SeamlessScenes
import SeamlessTrace
import Testing

/// Main-thread costs carried by a trace (`main-thread-costs`) and drawn by the fuzzer within
/// what a scene declares (issue 20, item 7).
@Suite struct MainThreadCostsMetadataTests {
  func demoTrace() throws -> Trace {
    let text = try String(contentsOf: fixturesDirectory.appendingPathComponent("recipes/tap-drag-fling.json"), encoding: .utf8)
    return try Recipe(json: text).synthesize()
  }

  @Test func costsReadBackAsWritten() throws {
    let costs = MainThreadCosts(perGestureAction: .milliseconds(6), perTimer: .milliseconds(2))
    #expect(costs.metadataValue == "gesture-action=6000000 timer=2000000")
    #expect(try MainThreadCosts(metadataValue: costs.metadataValue) == costs)
    #expect(try MainThreadCosts(metadataValue: "") == .free)
    #expect(MainThreadCosts.free.metadataValue == "")
    let all = MainThreadCosts(
      perGestureAction: .nanoseconds(1), perDisplayLinkCallback: .nanoseconds(2), perTimer: .nanoseconds(3),
      perDynamicsStep: .nanoseconds(4))
    #expect(all.metadataValue == "gesture-action=1 display-link=2 timer=3 dynamics-step=4")
    #expect(try MainThreadCosts(metadataValue: "dynamics-step=4  timer=3 display-link=2 gesture-action=1") == all)
  }

  @Test(arguments: [
    ("gesture=1", #"unknown cost "gesture" (expected gesture-action, display-link, timer, dynamics-step)"#),
    ("timer=-1", "expected a whole number of nanoseconds from 0 to 10000000000 (10 s)"),
    ("timer=10000000001", "expected a whole number of nanoseconds from 0 to 10000000000 (10 s)"),
    ("timer=2.5", "expected a whole number of nanoseconds from 0 to 10000000000 (10 s)"),
    ("timer", "expected a whole number of nanoseconds from 0 to 10000000000 (10 s)"),
    ("timer=1 timer=2", #""timer" given twice"#),
  ])
  func malformedCostsNameTheFieldAndTheRule(value: String, reason: String) {
    #expect(throws: MainThreadCostsMetadataError.self) { try MainThreadCosts(metadataValue: value) }
    do {
      _ = try MainThreadCosts(metadataValue: value)
    } catch {
      #expect(error.reason == reason, "\(value)")
    }
  }

  /// Each gesture action of the demo trace blocks the main thread for the 20 ms its metadata
  /// declares: one stall per action, each of exactly 20 ms, and more hitch time than the
  /// recipe's own 0.1 s stall.
  @Test func aTraceReplaysWithTheCostsItsMetadataDeclares() throws {
    var trace = try demoTrace()
    let plain = Replayer().replay(trace, sceneName: "card-drag") { CardDragScene() }
    trace.header.metadata[MainThreadCosts.metadataKey] = "gesture-action=20000000"
    let costly = Replayer().replay(trace, sceneName: "card-drag") { CardDragScene() }
    #expect(plain.hitchTime == .milliseconds(100))
    #expect(costly.hitchTime > plain.hitchTime)
    #expect(costly.digest != plain.digest)

    let (engine, _, _) = Replayer().run(trace, scene: CardDragScene(), sceneName: "card-drag")
    let lines = engine.journal.entries.map(\.event.canonicalText)
    let actions = lines.filter { $0.hasPrefix("gesture-action") }.count
    let stalls = lines.filter { $0.hasPrefix("stall ") }.compactMap(Self.stallDuration)
    #expect(actions > 0)
    #expect(stalls.filter { $0 == 20_000_000 }.count == actions, "one 20 ms stall per gesture action")
    #expect(stalls.count == actions + 1, "and the recipe's own stall")
  }

  /// `stall start=S end=E` → E − S.
  static func stallDuration(_ line: String) -> Int64? {
    var start: Int64?
    var end: Int64?
    for field in line.split(separator: " ") {
      if field.hasPrefix("start=") { start = Int64(field.dropFirst(6)) }
      if field.hasPrefix("end=") { end = Int64(field.dropFirst(4)) }
    }
    guard let start, let end else { return nil }
    return end - start
  }

  @Test func malformedCostsAreAProblemAndTheReplayRunsWithout() throws {
    var trace = try demoTrace()
    trace.header.metadata[MainThreadCosts.metadataKey] = "gesture-action=fast"
    let report = Replayer().replay(trace, sceneName: "card-drag") { CardDragScene() }
    #expect(report.failures.map(\.name) == ["no-problems"])
    let message = report.failures.first?.violations.first?.message ?? ""
    #expect(
      message.contains(
        #"the trace's metadata "main-thread-costs" is malformed (main-thread-costs "gesture-action=fast": expected a whole number"#),
      "\(message)")
    #expect(report.hitchTime == .milliseconds(100))
  }

  /// A space that declares costs draws them first, each in quarters of its most (0 simplest; a
  /// byte b draws ⌊5b/256⌋ quarters),
  /// and writes them into the trace; the rest of the choices read as in a space without costs.
  @Test func theFuzzerDrawsCostsWithinWhatTheSpaceDeclares() {
    let plain = FuzzSpace(anchors: [Point(x: 195, y: 600)])
    var costly = plain
    costly.mainThreadCosts = MainThreadCosts(perGestureAction: .milliseconds(8), perTimer: .milliseconds(40))
    let rest: [UInt8] = [1, 0, 1, 3, 40, 2, 0]
    let drawn = costly.trace(from: ChoiceSequence(bytes: [255, 128] + rest), sceneName: "s")
    #expect(drawn.header.metadata[MainThreadCosts.metadataKey] == "gesture-action=8000000 timer=20000000")
    #expect(drawn.events == plain.trace(from: ChoiceSequence(bytes: rest), sceneName: "s").events)
    #expect(plain.trace(from: ChoiceSequence(bytes: rest), sceneName: "s").header.metadata[MainThreadCosts.metadataKey] == nil)
    let simplest = costly.trace(from: ChoiceSequence(bytes: []), sceneName: "s")
    #expect(simplest.header.metadata[MainThreadCosts.metadataKey] == nil, "zero costs are no costs")
    let quarter = costly.trace(from: ChoiceSequence(bytes: [52, 0]), sceneName: "s")
    #expect(quarter.header.metadata[MainThreadCosts.metadataKey] == "gesture-action=2000000")
  }

  /// pull-to-refresh declares its feed's costs, so its fuzzed cases carry them and replay with
  /// them: the case whose cost draws are the largest (bytes 255, 255) stalls the main thread
  /// 8 ms for each of its gesture actions, where the same case with no costs stalls nothing.
  @Test func aBuiltInScenesFuzzedCasesReplayWithTheCostsTheyDrew() throws {
    let space = try #require(BuiltInScenes.fuzzSetup(for: "pull-to-refresh")?.space)
    #expect(BuiltInScenes.fuzzSetup(for: "card-drag")?.space.mainThreadCosts == .free)
    let trace = space.trace(from: ChoiceSequence(bytes: [255, 255]), sceneName: "pull-to-refresh")
    #expect(trace.header.metadata[MainThreadCosts.metadataKey] == "gesture-action=8000000 timer=40000000")
    var free = trace
    free.header.metadata[MainThreadCosts.metadataKey] = nil
    func stalls(_ trace: Trace) -> (actions: Int, stalls: [Int64]) {
      let (engine, _, _) = Replayer().run(trace, scene: PullToRefreshScene(), sceneName: "pull-to-refresh")
      let lines = engine.journal.entries.map(\.event.canonicalText)
      return (lines.filter { $0.hasPrefix("gesture-action") }.count, lines.filter { $0.hasPrefix("stall ") }.compactMap(Self.stallDuration))
    }
    let costly = stalls(trace)
    #expect(costly.actions > 0)
    #expect(costly.stalls.filter { $0 == 8_000_000 }.count == costly.actions, "one 8 ms stall per gesture action")
    #expect(stalls(free).stalls.isEmpty)
  }
}
