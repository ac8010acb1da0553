import Foundation
import SeamlessEngine
import SeamlessReplay
import SeamlessScenes
import SeamlessTesting
import SeamlessTrace
import Testing

/// Golden outputs: a projection of a replay pinned as text, recorded when missing, compared
/// with a readable diff otherwise.
@Suite struct GoldenReplayTests {
  @Test func aTimelineIsRecordedThenMatchedThenDiffed() throws {
    let path = (scratchFolder() as NSString).appendingPathComponent("golden/fling.timeline.txt")
    // Missing: recorded, and an issue saying to check it in.
    withKnownIssue {
      expectGoldenReplay(fling, sceneName: "card-drag", at: path, mode: .missing) { CardDragScene() }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix("recorded the golden timeline \(path)")
    }
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains(" gesture-state recognizer=\"card-pan\""), "\(text.prefix(400))")
    #expect(!text.contains("touch-delivered"), "the timeline leaves the touch stream out")
    // The same replay matches.
    #expect(expectGoldenReplay(fling, sceneName: "card-drag", at: path, mode: .never) { CardDragScene() })
    // A scene that behaves otherwise: an issue with the first differing lines.
    withKnownIssue {
      expectGoldenReplay(fling, sceneName: "card-drag", at: path, mode: .never) { CardDragScene(bug: .dropsReleaseVelocity) }
    } matching: { issue in
      let message = issue.comments.map(\.rawValue).joined()
      return message.hasPrefix("the replay's timeline differs from \(path); re-record with SEAMLESS_RECORD=all if intended\n@@ line ")
        && message.contains("\n- ") && message.contains("\n+ ")
    }
  }

  @Test func theFinalStateAndTheJournalAreProjectionsToo() throws {
    let folder = scratchFolder()
    let state = (folder as NSString).appendingPathComponent("state.txt")
    withKnownIssue {
      expectGoldenReplay(fling, sceneName: "card-drag", projection: .finalState, at: state, mode: .all) { CardDragScene() }
    } matching: { _ in
      true
    }
    let text = try String(contentsOfFile: state, encoding: .utf8)
    // The fling down from the bottom rest leaves the card at the bottom rest.
    #expect(text == "card center=(195.0, 600.0) size=(300.0, 200.0) alpha=1.0 transform=(1.0, 0.0, 0.0, 1.0, 0.0, 0.0)\n")
    let journal = (folder as NSString).appendingPathComponent("journal.txt")
    withKnownIssue {
      expectGoldenReplay(fling, sceneName: "card-drag", projection: .journal, at: journal, mode: .all) { CardDragScene() }
    } matching: { _ in
      true
    }
    let lines = try String(contentsOfFile: journal, encoding: .utf8).split(separator: "\n")
    #expect(lines.contains { $0.contains(" touch-delivered ") })
    #expect(XCTAssertGoldenReplay(fling, sceneName: "card-drag", projection: .journal, at: journal, mode: .never) { CardDragScene() })
  }

  @Test func theXCTestSpellingsExist() throws {
    let path = (scratchFolder() as NSString).appendingPathComponent("fling.trace")
    withKnownIssue {
      XCTAssertGoldenTrace(fling, at: path, mode: .missing)
    } matching: { _ in
      true
    }
    #expect(XCTAssertGoldenTrace(try Trace(contentsOf: path), at: path, mode: .never))
    let definition = SceneDefinition(name: "card-drag") { CardDragScene() }
    let report = XCTAssertReplay(fling, scene: definition)
    #expect(report?.passed == true)
  }
}
