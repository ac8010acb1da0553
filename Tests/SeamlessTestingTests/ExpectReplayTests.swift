import Foundation
import SeamlessEngine
import SeamlessReplay
import SeamlessScenes
import SeamlessTesting
import SeamlessTrace
import Testing
import XCTest

let space = FuzzSpace(anchors: CardDragScene.restPositions.reversed(), commands: ["toggle"])
/// One fling down from the bottom rest: the simplest case (the empty choice sequence).
///
/// The tests below make `two` from `[0x34]`: two flings, the second catching the first's spring.
let fling = space.trace(from: ChoiceSequence(bytes: []), sceneName: "card-drag")

/// A scratch folder for written failures.
func scratchFolder() -> String {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("seamless-testing-\(UUID().uuidString)")
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url.path
}

@Suite struct ExpectReplayTests {
  @Test func aPassingReplayRecordsNothing() {
    let report = expectReplay(fling) { CardDragScene() }
    #expect(report.passed)
    #expect(report.sceneName == "CardDragScene")  // the name defaults to the scene's type
  }

  @Test func aFailingReplayRecordsOneIssueWithTheReportAndTheCommandThatReproducesIt() throws {
    let folder = scratchFolder()
    let reproduction = Reproduction(command: "swift run seamless", folder: folder)
    withKnownIssue {
      expectReplay(fling, sceneName: "card-drag/drops-release-velocity", reproduction: reproduction) {
        CardDragScene(bug: .dropsReleaseVelocity)
      }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.hasPrefix(
        "1 of \(ReplayConfiguration.standardInvariants.count + 1) invariants failed replaying against \"card-drag/drops-release-velocity\": release-velocity"
      )
        && text.contains("\"card\" moves at (0.0, 0.0) pt/s (its animations) after \"card-pan\" released it at (0.0, 300.0) pt/s")
        && text.contains("Reproduce: swift run seamless replay \(folder)/card-drag-drops-release-velocity-")
        && text.contains(".trace --scene card-drag/drops-release-velocity")
    }
    // The written trace replays on its own, and a plot and a viewer are beside it.
    let written = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(
      written.count == 3 && written[0].hasSuffix(".html") && written[1].hasSuffix(".svg") && written[2].hasSuffix(".trace"),
      "\(written)")
    let trace = try Trace(contentsOf: (folder as NSString).appendingPathComponent(written[2]))
    #expect(trace.events == fling.quantized().events)
  }

  @Test func aPinnedBugPassesWhenItsInvariantFailsAndOnlyThen() {
    // The known-bad variant, pinned: no issue.
    let report = expectReplay(fling, failing: [.releaseVelocity]) { CardDragScene(bug: .dropsReleaseVelocity) }
    #expect(report.failures.map(\.name) == ["release-velocity"])
    // Pinned, but the correct scene holds: an issue.
    withKnownIssue {
      expectReplay(fling, failing: [.releaseVelocity], reproduction: Reproduction(folder: scratchFolder())) { CardDragScene() }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix(
        "release-velocity was expected to fail replaying against \"CardDragScene\", but it held")
    }
    // A name the configuration has no invariant for (a custom invariant left out of it, say):
    // an issue saying so, with the closest name.
    withKnownIssue {
      expectReplay(fling, failing: [InvariantName(unchecked: "release-velocty")], reproduction: Reproduction(folder: scratchFolder())) {
        CardDragScene()
      }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(
        "no invariant of the configuration has that name; did you mean \"release-velocity\"?")
    }
  }

  /// A trace that touches nothing of the scene tests nothing: an issue, unless the test says
  /// that is the point; the report counts the touch-downs and says which invariants had
  /// nothing to judge.
  @Test func aReplayWhoseTouchesReachNoViewIsAnIssueUnlessAllowed() throws {
    let miss = try Recipe(
      json:
        #"{"version": 1, "seed": 1, "timeline": [{"at": 0.1, "gesture": "fling", "from": [100, 700], "velocity": [0, -1500], "duration": 0.25}]}"#
    ).synthesize()
    withKnownIssue {
      expectReplay(miss, sceneName: "card-drag", reproduction: Reproduction(folder: scratchFolder())) { CardDragScene() }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix(
        "the trace's one touch-down reached no view of \"card-drag\" (it landed on the window or was dropped), so the replay tested nothing"
      )
    }
    let allowed = expectReplay(miss, sceneName: "card-drag", allowsNoHits: true) { CardDragScene() }
    #expect(allowed.passed && allowed.touchedNothing)
    #expect(allowed.touchDowns == 1 && allowed.touchDownsOnViews == 0)
    #expect(allowed.text.contains("touches: the one touch-down reached no view"))
    #expect(allowed.text.contains("NONE  release-velocity      nothing to judge:"))
    #expect(allowed.text.hasSuffix("but no touch reached a view."))
    // The same fling on the card: a view reached, every counted invariant judged something.
    let report = expectReplay(fling, sceneName: "card-drag") { CardDragScene() }
    #expect(report.touchDowns == 1 && report.touchDownsOnViews == 1 && !report.touchedNothing)
    #expect(report.results.first { $0.name == "release-velocity" }?.judgedCount == 1)
    #expect(report.text.contains("touches: 1 of 1 touch-down reached a view"))
  }

  /// The reproduce command works where it is printed: the command given, else the tool of the
  /// scene's catalog, else the failing test.
  @Test func theReproduceCommandNamesWhatKnowsTheScene() throws {
    let given = Reproduction(command: "swift run drawer-seamless")
    #expect(
      given.reproduceCommand(path: "f.trace", scene: "drawer", filePath: #filePath)
        == "swift run drawer-seamless replay f.trace --scene drawer")
    let plain = Reproduction()
    #expect(
      plain.reproduceCommand(path: "f.trace", scene: "SheetScene", filePath: #filePath)
        == "swift test --filter ExpectReplayTests/theReproduceCommandNamesWhatKnowsTheScene")
    Reproduction.$sceneCommandName.withValue("sheet-seamless") {
      #expect(
        plain.reproduceCommand(path: "f.trace", scene: "sheet/drops-velocity", filePath: #filePath)
          == "swift run sheet-seamless replay f.trace --scene sheet/drops-velocity")
    }
    // A scene from a catalog made with its tool's name carries it into the failure message.
    let catalog = SceneCatalog(
      [SceneDefinition(name: "card-drag/drops-release-velocity") { CardDragScene(bug: .dropsReleaseVelocity) }],
      commandName: "card-seamless")
    let scene = try #require(catalog.scene(named: "card-drag/drops-release-velocity"))
    #expect(scene.commandName == "card-seamless")
    let folder = scratchFolder()
    withKnownIssue {
      expectReplay(fling, scene: scene, reproduction: Reproduction(folder: folder))
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(
        "Reproduce: swift run card-seamless replay \(folder)/card-drag-drops-release-velocity-")
    }
  }

  /// A driven test's verdict: the invariants ran underneath; a failure writes the driven run
  /// as a trace and says how to see it again.
  @Test func aDrivenSceneIsCheckedLikeAReplay() throws {
    func drive(_ driver: SceneDriver) throws {
      try driver.fling(ViewTarget(view: "card"), velocity: Point(x: 0, y: -1500))
      driver.advance(by: 0.1)
      try driver.drag(ViewTarget(view: "card"), by: Point(x: 0, y: 40), duration: 0.3)
      driver.settle()
    }
    let correct = SceneDriver(sceneName: "card-drag") { CardDragScene() }
    try drive(correct)
    #expect(expectInvariants(correct).passed)
    let buggy = SceneDriver(sceneName: "card-drag/jump-on-catch") { CardDragScene(bug: .jumpOnCatch) }
    try drive(buggy)
    let folder = scratchFolder()
    withKnownIssue {
      expectInvariants(buggy, reproduction: Reproduction(folder: folder))
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.hasPrefix(
        "2 of \(ReplayConfiguration.standardInvariants.count + 1) invariants failed replaying against "
          + "\"card-drag/jump-on-catch\": continuity, no-teleport")
        && text.contains("Reproduce: swift test --filter ExpectReplayTests/aDrivenSceneIsCheckedLikeAReplay")
    }
    // The written trace is the driven run.
    let saved = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasSuffix(".trace") })
    let trace = try Trace(contentsOf: (folder as NSString).appendingPathComponent(saved))
    #expect(trace.events == buggy.trace.quantized().events)
    // Pinned, the bug is expected.
    let pinned = SceneDriver(sceneName: "card-drag/jump-on-catch") { CardDragScene(bug: .jumpOnCatch) }
    try drive(pinned)
    expectInvariants(pinned, failing: [.continuity, .noTeleport])
  }

  /// A pinned bug that fails more than it was pinned for: the headline counts every invariant
  /// that failed and names the pinned one apart.
  @Test func theHeadlineCountsEveryFailureAndNamesThePinnedOnesApart() throws {
    let trace = try Trace(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Traces/examples/uikit-fling-card-catch.trace").path)
    let scene = try #require(BuiltInScenes.catalog.scene(named: "uikit-fling-card/jump-on-catch"))
    withKnownIssue {
      expectReplay(
        trace, sceneName: scene.name, failing: [.continuity], reproduction: Reproduction(folder: scratchFolder()), makeScene: scene.make)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix(
        "2 of \(ReplayConfiguration.standardInvariants.count + 1) invariants failed replaying against \"uikit-fling-card/jump-on-catch\": "
          + "no-teleport unexpectedly; continuity as expected (pinned or known)")
    }
  }

  /// Known issues: a failure one matches is no issue; on a fixed trace one that no longer shows
  /// is an issue (it was fixed); a failure it does not match is still an issue.
  @Test func aKnownIssueIsOnTheRecordAndSaysWhenItIsFixed() {
    let known = [KnownIssue(FailureSignature(invariant: "release-velocity", view: "card", phase: .release), reason: "FB0001")]
    let report = expectReplay(fling, knownIssues: known) { CardDragScene(bug: .dropsReleaseVelocity) }
    #expect(report.signatures == [known[0].signature])
    withKnownIssue {
      expectReplay(fling, knownIssues: known, reproduction: Reproduction(folder: scratchFolder())) { CardDragScene() }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix(
        "the known issue release-velocity × card × release (FB0001) no longer shows replaying against \"CardDragScene\": it was fixed")
    }
    // Known for another view only: the card's failure is still an issue.
    let elsewhere = [KnownIssue(FailureSignature(invariant: "release-velocity", view: "panel"), reason: "FB0002")]
    withKnownIssue {
      expectReplay(fling, knownIssues: elsewhere, reproduction: Reproduction(folder: scratchFolder())) {
        CardDragScene(bug: .dropsReleaseVelocity)
      }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("release-velocity") && text.contains("FB0002")
    }
  }

  /// A campaign counts failing cases by signature and reports them in its issue; a known issue
  /// silences exactly its signature.
  @Test func aFuzzCampaignReportsItsCountsAndHonoursKnownIssues() {
    let folder = scratchFolder()
    withKnownIssue {
      expectFuzz(space, sceneName: "card-drag/drops-release-velocity", cases: 20, reproduction: Reproduction(folder: folder)) {
        CardDragScene(bug: .dropsReleaseVelocity)
      }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("failing (") && text.contains("release-velocity × card × release:")
        && text.contains("failed with release-velocity × card × release")
        && text.contains("\n  actions: ") && text.contains("touch sequences (choices (empty)):\n    1. at 0.10 s: ")
    }
    let known = [KnownIssue(FailureSignature(invariant: "release-velocity", view: "card"), reason: "pinned in this test")]
    let report = expectFuzz(space, sceneName: "card-drag/drops-release-velocity", cases: 20, knownIssues: known) {
      CardDragScene(bug: .dropsReleaseVelocity)
    }
    #expect(report.casesRun == 20)
    #expect(report.failingCases > 0)
    #expect(report.signatures.map(\.signature) == [FailureSignature(invariant: "release-velocity", view: "card", phase: .release)])
  }

  /// XCTAssertReplay called from a Swift Testing test on a failing replay records an issue
  /// (it used to trap building a source location with column 0).
  @Test func theXCTestSpellingFromSwiftTestingRecordsAnIssue() throws {
    withKnownIssue {
      XCTAssertReplay(fling, sceneName: "card-drag/drops-release-velocity", reproduction: Reproduction(folder: scratchFolder())) {
        CardDragScene(bug: .dropsReleaseVelocity)
      }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("release-velocity")
    }
    try withKnownIssue {
      XCTAssertReplay(try Trace(contentsOf: "/nonexistent/x.trace")) { CardDragScene() }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix("could not load the trace")
    }
  }

  @Test func theMessageIsNilForAPassingReport() {
    let report = Replayer().replay(fling, sceneName: "card-drag") { CardDragScene() }
    #expect(ReplayFailureMessage(report: report) == nil)
  }
}

@Suite struct ExpectFuzzTests {
  let cardSpace = FuzzSpace(anchors: CardDragScene.restPositions.reversed(), commands: ["toggle"])

  @Test func aCorrectSceneSurvivesACampaign() {
    let report = expectFuzz(cardSpace, cases: 30) { CardDragScene() }
    #expect(report.casesRun == 30 && report.failures.isEmpty)
  }

  @Test func aCampaignFindsAPinnedBugAndShrinksIt() throws {
    let report = expectFuzz(cardSpace, cases: 50, finding: [.releaseVelocity]) { CardDragScene(bug: .dropsReleaseVelocity) }
    let failure = try #require(report.failures.first)
    #expect(failure.invariant == "release-velocity")
    #expect(failure.trace.touchSequences == 1)
  }

  /// A failure is saved into the regressions folder, reported with the command that replays
  /// it, and replayed first by the next campaign.
  @Test func aFailureBecomesARegressionThatIsReplayedFirst() throws {
    let regressions = scratchFolder()
    let name = "card-drag/unbalanced-counter"
    withKnownIssue {
      expectFuzz(cardSpace, sceneName: name, cases: 30, regressions: regressions) { CardDragScene(bug: .unbalancedCounter) }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      // A scene made by a closure has no tool that knows it: the failing test itself reproduces it.
      return text.contains("failed with counters-balanced")
        && text.contains("Reproduce: swift test --filter ExpectFuzzTests/aFailureBecomesARegressionThatIsReplayedFirst")
        && text.contains("(it will be replayed first from now on)")
    }
    let saved = try FileManager.default.contentsOfDirectory(atPath: regressions).filter { $0.hasSuffix(".trace") }
    #expect(saved.count == 1)
    // Next time (say the fix was reverted): the regression fails before any case runs.
    withKnownIssue {
      expectFuzz(cardSpace, sceneName: name, cases: 1, regressions: regressions, finding: []) { CardDragScene(bug: .unbalancedCounter) }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix("the regression \(regressions)/\(saved[0]) fails again")
        || issue.comments.map(\.rawValue).joined().contains("failed with counters-balanced")
    }
    // And with the bug fixed, the regression replays cleanly.
    let clean = expectFuzz(cardSpace, sceneName: name, cases: 5, regressions: regressions) { CardDragScene() }
    #expect(clean.failures.isEmpty)
  }

  @Test func notFindingAPinnedBugIsAnIssue() {
    withKnownIssue {
      expectFuzz(cardSpace, cases: 5, finding: [.countersBalanced]) { CardDragScene() }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("found no failure of counters-balanced, which it was expected to find")
    }
  }

  @Test func goldenTracesRecordThenCompare() throws {
    let path = (scratchFolder() as NSString).appendingPathComponent("fling.trace")
    withKnownIssue {
      expectGoldenTrace(fling, at: path, mode: .missing)
    } matching: {
      $0.comments.map(\.rawValue).joined().hasPrefix("recorded the golden trace")
    }
    #expect(expectGoldenTrace(fling, at: path, mode: .never))
    let other = space.trace(from: ChoiceSequence(bytes: [0x34]), sceneName: "card-drag")
    withKnownIssue {
      expectGoldenTrace(other, at: path, mode: .never)
    } matching: {
      $0.comments.map(\.rawValue).joined().contains("differs from the golden trace")
    }
  }
}

/// The XCTest side.
///
/// A failing `XCTAssertReplay` is one failure of the XCTest test that calls it, at the line of the
/// call. Checked by running such a test (`testInnerFailingReplay`, which only asserts when
/// `SEAMLESS_INNER_XCTEST` is set) in a child process of this test bundle, and reading XCTest's
/// verdict: XCTest on Linux cannot expect a failure in place.
final class XCTAssertReplayTests: XCTestCase {
  func testAPassingReplay() {
    let report = XCTAssertReplay(fling, sceneName: "card-drag") { CardDragScene() }
    XCTAssertEqual(report?.passed, true)
  }

  func testTheReportOfAFailingReplayNamesTheInvariant() {
    let two = space.trace(from: ChoiceSequence(bytes: [0x34]), sceneName: "card-drag")
    let failing = Replayer().replay(two, sceneName: "card-drag/jump-on-catch") { CardDragScene(bug: .jumpOnCatch) }
    XCTAssertEqual(
      ReplayFailureMessage(report: failing)?.text.hasPrefix("2 of \(ReplayConfiguration.standardInvariants.count + 1) invariants failed"),
      true)
  }

  /// The assertion under test (a no-op unless a parent test runs it).
  func testInnerFailingReplay() {
    guard ProcessInfo.processInfo.environment["SEAMLESS_INNER_XCTEST"] == "1" else { return }
    let two = space.trace(from: ChoiceSequence(bytes: [0x34]), sceneName: "card-drag")
    XCTAssertReplay(two, sceneName: "card-drag/jump-on-catch", reproduction: Reproduction(folder: scratchFolder())) {  // line A
      CardDragScene(bug: .jumpOnCatch)
    }
  }

  func testAFailingAssertionFailsItsXCTestTestAtItsLine() throws {
    guard ProcessInfo.processInfo.environment["SEAMLESS_INNER_XCTEST"] == nil else { return }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["SeamlessTestingTests.XCTAssertReplayTests/testInnerFailingReplay"]
    var environment = ProcessInfo.processInfo.environment
    environment["SEAMLESS_INNER_XCTEST"] = "1"
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    XCTAssertNotEqual(process.terminationStatus, 0, text)
    XCTAssertTrue(text.contains("Executed 1 test, with 1 failure"), text)
    // The failure is reported at the assertion's line, with the report and the reproduce command.
    let source = try String(contentsOfFile: #filePath, encoding: .utf8)
    let line = (source.components(separatedBy: "\n").firstIndex { $0.contains("// line A") } ?? 0) + 1
    XCTAssertTrue(text.contains("ExpectReplayTests.swift:\(line): error: XCTAssertReplayTests.testInnerFailingReplay"), text)
    XCTAssertTrue(
      text.contains(
        "2 of \(ReplayConfiguration.standardInvariants.count + 1) invariants failed replaying against \"card-drag/jump-on-catch\""), text)
    // No tool knows a closure's scene: the command reruns the XCTest method, by name.
    XCTAssertTrue(text.contains("Reproduce: swift test --filter testInnerFailingReplay"), text)
    // And no false "host application" warning (IssueReporting's, which Linux XCTest used to get).
    XCTAssertFalse(text.contains("host application"), text)
  }
}
