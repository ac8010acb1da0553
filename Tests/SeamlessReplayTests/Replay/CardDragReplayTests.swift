import Foundation
import SeamlessEngine
import SeamlessReplay
import SeamlessScenes
import SeamlessTrace
import Testing

@Suite struct CardDragReplayTests {
  func demoTrace() throws -> Trace {
    let text = try String(contentsOf: fixturesDirectory.appendingPathComponent("recipes/tap-drag-fling.json"), encoding: .utf8)
    return try Recipe(json: text).synthesize()
  }

  @Test func theDemoTraceReplaysCleanly() throws {
    let report = Replayer().replay(try demoTrace(), sceneName: "card-drag") { CardDragScene() }
    #expect(report.passed, "\(report.text)")
    #expect(
      report.results.map(\.name) == [
        "no-problems", "completions-once", "animator-completions", "gestures-end-once", "continuity", "no-teleport",
        "follows-finger", "release-velocity", "hits-what-is-shown", "counters-balanced", "ignoring-balanced",
        "dynamics-balanced", "shows-destination", "acts-on-release", "shows-its-state", "settles", "deterministic",
      ])
    // The recipe's 0.1 s stall: the main thread blocked for 12 frames at 120 Hz.
    #expect(report.hitchTime == .milliseconds(100))
  }

  @Test(arguments: CardDragScene.Bug.allCases)
  func eachBugIsCaughtByItsInvariant(bug: CardDragScene.Bug) throws {
    let report = Replayer().replay(try demoTrace(), sceneName: "card-drag/\(bug.rawValue)") { CardDragScene(bug: bug) }
    let failed = report.failures.map(\.name)
    switch bug {
    // The jump at the catch is a jump where the removal meets the finger and a one-frame teleport on screen.
    case .jumpOnCatch: #expect(failed == ["continuity", "no-teleport"])
    case .dropsReleaseVelocity: #expect(failed == ["release-velocity"])
    case .unbalancedCounter: #expect(failed == ["counters-balanced"])
    }
  }
}
