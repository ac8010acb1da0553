import Foundation
import SeamlessEngine
@testable import SeamlessReplay
import SeamlessScenes
import SeamlessTrace
import Testing

@Suite struct FuzzerTests {
  /// card-drag's space: both rest positions, the card itself wherever it flies, `toggle`.
  let space = BuiltInScenes.fuzzSetup(for: "card-drag")?.space ?? FuzzSpace(anchors: [])

  func campaign(_ name: String, cases: Int = 100, seed: UInt64 = 1, shard: (Int, Int) = (0, 1)) -> Fuzzer.Report {
    var configuration = Fuzzer.Configuration(seed: seed, cases: cases)
    configuration.shard = Fuzzer.Shard(index: shard.0, count: shard.1)
    return Fuzzer(configuration: configuration).run(space: space, sceneName: name) {
      BuiltInScenes.make(name) ?? CardDragScene()
    }
  }

  private func began(_ trace: Trace) -> [TouchSample] {
    trace.events.compactMap { if case .touch(let s) = $0, s.phase == .began { s } else { nil } }
  }

  @Test func theCorrectSceneSurvivesAHundredCases() {
    let report = campaign("card-drag")
    #expect(report.casesRun == 100)
    #expect(report.failures.isEmpty, "\(report.failures.map { $0.report.text })")
  }

  @Test(arguments: ["photo", "ball-toss"])
  func theOtherCorrectScenesSurviveFiftyCases(name: String) throws {
    let setup = try #require(BuiltInScenes.fuzzSetup(for: name))
    let report = Fuzzer(configuration: .init(seed: 3, cases: 50)).run(space: setup.space, sceneName: name) {
      BuiltInScenes.make(name) ?? CardDragScene()
    }
    #expect(report.casesRun == 50)
    #expect(report.failures.isEmpty, "\(report.failures.map { $0.report.text })")
  }

  /// Shrink quality: each bug shrinks to the simplest case that shows it.
  @Test func droppedReleaseVelocityShrinksToOneFling() throws {
    let failure = try #require(campaign("card-drag/drops-release-velocity").failures.first)
    #expect(failure.invariant == "release-velocity")
    #expect(failure.shrunk.bytes.isEmpty)  // all zeros: one fling down at 300 pt/s from the bottom rest
    #expect(began(failure.trace).count == 1)
    #expect(
      failure.report.failures.first?.violations.first?.message
        == "\"card\" moves at (0.0, 0.0) pt/s (its animations) after \"card-pan\" released it at (0.0, 300.0) pt/s: "
        + "y off by 300.0 pt/s (tolerance 3.0e-7); assumed (inferred: nothing declared) from the drag since its first frame: "
        + "the view followed the finger at 1.0× on y up to the lift, so it carries the finger's velocity on; declare "
        + "`following` with `handsOffVelocity: false` if it should stop where the finger left it")
    #expect(failure.trace.header.metadata["invariant"] == "release-velocity")
    #expect(failure.trace.header.metadata["choices"] == "")
    #expect(failure.trace.header.metadata["fuzz.algorithm"] == "4")
  }

  @Test func jumpOnCatchShrinksToAFlingCaughtByAnother() throws {
    let failure = try #require(campaign("card-drag/jump-on-catch").failures.first)
    #expect(failure.invariant == "continuity")
    // 0x34 is the smallest byte that draws two actions (⌊52 · 5 / 256⌋ = 1); the rest are
    // zeros: both actions the simplest fling, the second catching the first's spring.
    #expect(failure.shrunk.hex == "34")
    #expect(began(failure.trace).count == 2)
    #expect(failure.report.failures.map(\.name) == ["continuity", "no-teleport"])
  }

  @Test func unbalancedCounterShrinksToACaughtTransition() throws {
    let failure = try #require(campaign("card-drag/unbalanced-counter").failures.first)
    #expect(failure.invariant == "counters-balanced")
    #expect(failure.shrunk.hex == "34")
  }

  /// The catch-mid-flight bug (the card only jumps when caught while it moves) is found
  /// within 500 cases from each of the seeds 1 to 5.
  @Test(arguments: 1...5)
  func aCatchMidFlightIsFoundWithinFiveHundredCases(seed: UInt64) throws {
    let report = campaign("card-drag/jump-on-catch", cases: 500, seed: seed)
    let failure = try #require(report.failures.first)
    #expect(failure.caseIndex < 500)
    #expect(["continuity", "no-teleport"].contains(failure.invariant))
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
    #expect(fuzzer.choices(ofCase: 0).bytes.count == 48)
  }

  /// Case seeds go through a mixing step: neighbouring cases share no generator word, and
  /// their seeds differ in about half their 64 bits.
  @Test func neighbouringCasesShareNothing() {
    let fuzzer = Fuzzer(configuration: .init(seed: 1, cases: 1))
    for index in 0..<200 {
      let a = fuzzer.choices(ofCase: index).bytes
      let b = fuzzer.choices(ofCase: index + 1).bytes
      for word in 0..<6 { #expect(a[(word * 8)..<(word * 8 + 8)] != b[(word * 8)..<(word * 8 + 8)]) }
      let bits = (Fuzzer.caseSeed(campaign: 1, index: index) ^ Fuzzer.caseSeed(campaign: 1, index: index + 1)).nonzeroBitCount
      #expect(bits >= 12 && bits <= 52, "case \(index): \(bits) bits differ")
    }
    #expect(Fuzzer.caseSeed(campaign: 1, index: 0) != Fuzzer.caseSeed(campaign: 2, index: 0))
  }

  /// Directions: sixteen unit vectors, straight down first, then clockwise on screen.
  @Test func directionsAreSixteenUnitVectors() {
    #expect(FuzzSpace.direction(0) == Point(x: 0, y: 1))
    #expect(FuzzSpace.direction(4) == Point(x: -1, y: 0))
    #expect(FuzzSpace.direction(8) == Point(x: 0, y: -1))
    #expect(FuzzSpace.direction(12) == Point(x: 1, y: 0))
    for index in 0..<16 {
      let d = FuzzSpace.direction(index)
      #expect(abs(d.x * d.x + d.y * d.y - 1) < 1e-15)
      // 22.5° apart: the dot product of neighbours is cos 22.5°.
      let next = FuzzSpace.direction(index + 1)
      #expect(abs(d.x * next.x + d.y * next.y - 0.923_879_532_511_286_7) < 1e-15)
    }
  }

  /// A target is caught where the scene shows it: a toggle sends the card up, and 100 ms
  /// later a drag starts on the card, mid-flight.
  @Test func aTargetIsCaughtWhereItIsShown() throws {
    // 2 actions; no jitter; toggle (kind 3 of 12: bytes 64…85) from anchor 0; 100 ms gap; a
    // 150 pt drag down from the card (origin 2 of 3), then zeros.
    let choices = try #require(ChoiceSequence(hex: "34000040" + "1a" + "ab20004d"))
    let trace = space.trace(from: choices, sceneName: "card-drag") { CardDragScene() }
    let drag = try #require(began(trace).first)
    #expect(drag.time == 200_000_000)
    #expect(drag.x == 195 && drag.y > 320 && drag.y < 580)
    let moves = trace.events.compactMap { if case .touch(let s) = $0 { s } else { nil } }
    #expect(moves.last.map { abs($0.y - (drag.y + 150)) <= 1 / 64 } == true)
    // The correct card passes; the one that jumps when caught fails.
    #expect(Replayer().replay(trace, sceneName: "card-drag") { CardDragScene() }.passed)
    let jumping = Replayer().replay(trace, sceneName: "card-drag/jump-on-catch") { CardDragScene(bug: .jumpOnCatch) }
    #expect(jumping.failures.map(\.name).contains("no-teleport"))
    // Without the scene to find it, the target falls back to the first anchor.
    let blind = space.trace(from: choices, sceneName: "card-drag")
    #expect(began(blind).first?.y == 600)
  }

  @Test func twoFingerSpacesPinchAndRotate() {
    let photo = FuzzSpace(anchors: [Point(x: 195, y: 422)], twoFingerGestures: true)
    // One action (0), no jitter (0); a single anchor takes no byte; of nine kinds, pinch is
    // the eighth (bytes 200…227), rotate the ninth (228…255).
    let pinch = photo.trace(from: ChoiceSequence(bytes: [0, 0, 200]), sceneName: "photo")
    #expect(began(pinch).count == 2)
    let rotate = photo.trace(from: ChoiceSequence(bytes: [0, 0, 228, 1, 12]), sceneName: "photo")
    #expect(began(rotate).count == 2)
    // A single-finger space has no such kinds: of card-drag's twelve, a frame-rate change is
    // the eighth (bytes 150…170), and the last four are a catch in flight (it has a target).
    let rate = space.trace(from: ChoiceSequence(bytes: [0, 0, 0, 160]), sceneName: "card-drag")
    #expect(rate.events.count == 1)
    #expect(rate.events.allSatisfy { if case .system(let e) = $0, case .frameRate = e.kind { true } else { false } })
    // A catch: a fling straight down from the first anchor, then 50 ms after it a press (a
    // drag of 0 pt) where the target is (without a scene to find it, the first anchor).
    let caught = space.trace(from: ChoiceSequence(bytes: [0, 0, 0, 255]), sceneName: "card-drag")
    #expect(began(caught).count == 2)
  }

  @Test func everyKindOfActionIsMadeAndValid() throws {
    // 300 random cases: every trace is a valid touch sequence on the display, every action
    // makes at least one event (a gesture, command or system event) and every kind occurs.
    let fuzzer = Fuzzer(configuration: .init(seed: 99, cases: 1))
    var cancelled = 0
    var stalls = 0
    var rates = 0
    var overlaps = 0
    var jittered = 0
    for index in 0..<300 {
      let choices = fuzzer.choices(ofCase: index)
      var reader = ChoiceReader(choices)
      let actions = 1 + reader.draw(below: space.maximumActions)
      let trace = space.trace(from: choices, sceneName: "card-drag") { CardDragScene() }
      var validator = TouchSequenceValidator()
      var starts = 0
      var down = 0
      for event in trace.events {
        try validator.validate(event)
        switch event {
        case .touch(let s):
          #expect(s.x >= 0 && s.x <= 390 && s.y >= 0 && s.y <= 844)
          if s.phase == .began {
            starts += 1
            down += 1
            if down == 2 { overlaps += 1 }
          }
          if s.phase == .ended || s.phase == .cancelled { down -= 1 }
          if s.phase == .cancelled { cancelled += 1 }
          if s.x != s.x.rounded() { jittered += 1 }
        case .command: starts += 1
        case .system(let e):
          starts += 1
          if case .stall = e.kind { stalls += 1 } else { rates += 1 }
        case .marker: break
        }
      }
      #expect(validator.touchesDown.isEmpty)
      #expect(starts >= actions, "case \(index)")
    }
    #expect(cancelled > 0 && stalls > 0 && rates > 0 && overlaps > 0 && jittered > 0)
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
