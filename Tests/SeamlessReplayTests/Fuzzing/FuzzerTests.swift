import Foundation
import SeamlessEngine
import SeamlessReplay
import SeamlessScenes
import SeamlessTrace
import Testing

@Suite struct FuzzerTests {
  let space = FuzzSpace(anchors: CardDragScene.restPositions.reversed(), commands: ["toggle"])

  func campaign(_ name: String, cases: Int = 100, shard: (Int, Int) = (0, 1)) -> Fuzzer.Report {
    var configuration = Fuzzer.Configuration(seed: 1, cases: cases)
    configuration.shard = Fuzzer.Shard(index: shard.0, count: shard.1)
    return Fuzzer(configuration: configuration).run(space: space, sceneName: name) {
      BuiltInScenes.make(name) ?? CardDragScene()
    }
  }

  @Test func theCorrectSceneSurvivesAHundredCases() {
    let report = campaign("card-drag")
    #expect(report.casesRun == 100)
    #expect(report.failures.isEmpty, "\(report.failures.map { $0.report.text })")
  }

  @Test(arguments: ["photo", "ball-toss"])
  func theOtherCorrectScenesSurviveFiftyCases(name: String) throws {
    let setup = try #require(BuiltInScenes.fuzzSetup(for: name))
    let report = Fuzzer(configuration: .init(seed: 3, cases: 50)).run(
      space: FuzzSpace(anchors: setup.anchors, commands: setup.commands, twoFingerGestures: setup.twoFingers),
      sceneName: name
    ) { BuiltInScenes.make(name) ?? CardDragScene() }
    #expect(report.casesRun == 50)
    #expect(report.failures.isEmpty, "\(report.failures.map { $0.report.text })")
  }

  /// Shrink quality: each bug shrinks to the simplest case that shows it.
  @Test func droppedReleaseVelocityShrinksToOneFling() throws {
    let failure = try #require(campaign("card-drag/drops-release-velocity").failures.first)
    #expect(failure.invariant == "release-velocity")
    #expect(failure.shrunk.bytes.isEmpty)  // all zeros: one fling down at 300 pt/s from the bottom rest
    let touches = failure.trace.events.filter { if case .touch(let s) = $0 { s.phase == .began } else { false } }
    #expect(touches.count == 1)
    #expect(
      failure.report.failures.first?.violations.first?.message
        == "\"card\" moves at (0.0, 0.0) pt/s (its animations) after \"card-pan\" released it at (0.0, 300.0) pt/s: "
        + "y off by 300.0 pt/s (tolerance 3.0e-7)")
    #expect(failure.trace.header.metadata["invariant"] == "release-velocity")
    #expect(failure.trace.header.metadata["choices"] == "")
  }

  @Test func jumpOnCatchShrinksToAFlingCaughtByAnother() throws {
    let failure = try #require(campaign("card-drag/jump-on-catch").failures.first)
    #expect(failure.invariant == "continuity")
    #expect(failure.shrunk.hex == "01")  // two actions, both the simplest fling
    #expect(failure.report.failures.map(\.name) == ["continuity", "no-teleport"])
  }

  @Test func unbalancedCounterShrinksToACaughtTransition() throws {
    let failure = try #require(campaign("card-drag/unbalanced-counter").failures.first)
    #expect(failure.invariant == "counters-balanced")
    #expect(failure.shrunk.hex == "01")
  }

  @Test func campaignsAreDeterministicAndShardsPartitionTheCases() throws {
    let a = try #require(campaign("card-drag/jump-on-catch").failures.first)
    let b = try #require(campaign("card-drag/jump-on-catch").failures.first)
    #expect(a.caseIndex == b.caseIndex && a.original == b.original && a.shrunk == b.shrunk)
    #expect(a.report.digest == b.report.digest)
    let shards = (0..<3).map { campaign("card-drag", cases: 30, shard: ($0, 3)).casesRun }
    #expect(shards == [10, 10, 10])
    let fuzzer = Fuzzer(configuration: .init(seed: 1, cases: 1))
    #expect(fuzzer.choices(ofCase: 5) == fuzzer.choices(ofCase: 5))
    #expect(fuzzer.choices(ofCase: 5) != fuzzer.choices(ofCase: 6))
    #expect(fuzzer.choices(ofCase: 0).bytes.count == 24)
  }

  @Test func twoFingerSpacesPinchAndRotate() {
    let photo = FuzzSpace(anchors: [Point(x: 195, y: 422)], twoFingerGestures: true)
    // One action (0); a single anchor takes no byte; kind 3 = pinch (after fling, drag, tap).
    let pinch = photo.trace(from: ChoiceSequence(bytes: [0, 3]), sceneName: "photo")
    let began = pinch.events.filter { if case .touch(let s) = $0 { s.phase == .began } else { false } }
    #expect(began.count == 2)
    let rotate = photo.trace(from: ChoiceSequence(bytes: [0, 4, 1, 12]), sceneName: "photo")
    #expect(rotate.events.filter { if case .touch(let s) = $0 { s.phase == .began } else { false } }.count == 2)
    // A single-finger space never makes them: the choice layout of card-drag is unchanged.
    #expect(
      space.trace(from: ChoiceSequence(bytes: [0, 0, 3]), sceneName: "card-drag").events.allSatisfy {
        if case .command = $0 { true } else { false }
      })
  }

  @Test func everyGeneratedActionMakesEvents() {
    // A generated case never silently loses a gesture (the space only makes valid ones).
    let fuzzer = Fuzzer(configuration: .init(seed: 99, cases: 1))
    for index in 0..<300 {
      let choices = fuzzer.choices(ofCase: index)
      var reader = ChoiceReader(choices)
      let actions = 1 + reader.draw(below: space.maximumActions)
      let trace = space.trace(from: choices, sceneName: "card-drag")
      let began = trace.events.filter { if case .touch(let s) = $0 { s.phase == .began } else { false } }.count
      let commands = trace.events.filter { if case .command = $0 { true } else { false } }.count
      #expect(began + commands == actions, "case \(index)")
    }
  }
}

/// `Traces/regressions/`: minimised traces from fuzzing, replayed on every run against the
/// scene their header names; every invariant must hold (the bug each found is fixed).
@Suite struct RegressionTraceTests {
  static let directory = fixturesDirectory.deletingLastPathComponent().appendingPathComponent("Traces/regressions")

  static var files: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".trace") }.sorted()
  }

  @Test func thereAreRegressionTraces() {
    #expect(!Self.files.isEmpty)
  }

  @Test(arguments: RegressionTraceTests.files)
  func regressionReplaysCleanly(file: String) throws {
    let trace = try Trace(contentsOf: Self.directory.appendingPathComponent(file).path)
    let name = trace.header.sceneName
    #expect(BuiltInScenes.make(name) != nil, "\(file) names scene \"\(name)\"")
    let report = Replayer().replay(trace, sceneName: name) { BuiltInScenes.make(name) ?? CardDragScene() }
    #expect(report.passed, "\(file):\n\(report.text)")
  }
}
