import Foundation
import SeamlessEngine
import SeamlessReplay
import SeamlessScenes
import SeamlessTesting
import SeamlessTrace
import Testing
import XCTest

let space = FuzzSpace(anchors: CardDragScene.restPositions.reversed(), commands: ["toggle"])
/// One fling down from the bottom rest: the simplest case.
let fling = space.trace(from: ChoiceSequence(bytes: []), sceneName: "card-drag")

@Suite struct ExpectReplayTests {
  @Test func aPassingReplayRecordsNothing() {
    let report = expectReplay(fling, sceneName: "card-drag") { CardDragScene() }
    #expect(report.passed)
  }

  @Test func aFailingReplayRecordsOneIssueWithTheReport() {
    withKnownIssue {
      expectReplay(fling, sceneName: "card-drag/drops-release-velocity") { CardDragScene(bug: .dropsReleaseVelocity) }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.hasPrefix("1 of 14 invariants failed replaying against \"card-drag/drops-release-velocity\": release-velocity")
        && text.contains(
          "release-velocity: t=0.216666666 s: \"card\" moves at (0.0, 0.0) pt/s (its animations) after \"card-pan\" released "
            + "it at (0.0, 300.0) pt/s")
        && text.contains("seamless replay FILE --scene card-drag/drops-release-velocity")
    }
  }

  @Test func theMessageIsNilForAPassingReport() {
    let report = Replayer().replay(fling, sceneName: "card-drag") { CardDragScene() }
    #expect(ReplayFailureMessage(report: report) == nil)
  }
}

/// The XCTest spelling, from an XCTest test case.
final class XCTAssertReplayTests: XCTestCase {
  func testAPassingReplay() {
    let report = XCTAssertReplay(fling, sceneName: "card-drag") { CardDragScene() }
    XCTAssertEqual(report?.passed, true)
  }

  func testTheReportOfAFailingReplayNamesTheInvariant() {
    let report = Replayer().replay(fling, sceneName: "card-drag/jump-on-catch") { CardDragScene(bug: .jumpOnCatch) }
    // One fling has nothing to catch: the buggy scene passes this trace.
    XCTAssertTrue(report.passed)
    let two = space.trace(from: ChoiceSequence(bytes: [1]), sceneName: "card-drag")
    let failing = Replayer().replay(two, sceneName: "card-drag/jump-on-catch") { CardDragScene(bug: .jumpOnCatch) }
    XCTAssertEqual(ReplayFailureMessage(report: failing)?.text.hasPrefix("2 of 14 invariants failed"), true)
  }
}
