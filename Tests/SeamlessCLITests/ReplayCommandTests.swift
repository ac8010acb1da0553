import Foundation
import Testing

/// `seamless replay`, end to end through the built binary: the README's main command.
@Suite struct ReplayCommandTests {
  func recordDemo(_ test: String = #function) throws -> String {
    let trace = try scratch(test).appendingPathComponent("demo.trace").path
    let recipe = repositoryRoot.appendingPathComponent("Fixtures/recipes/tap-drag-fling.json").path
    let recorded = try seamless(["record", "--recipe", recipe, "-o", trace])
    #expect(recorded.status == 0, "\(recorded.stderr)")
    return trace
  }

  @Test func replaysTheDemoAgainstItsSceneAndEveryInvariantHolds() throws {
    let trace = try recordDemo()
    let replay = try seamless(["replay", trace])
    #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
    #expect(replay.stdout.hasPrefix("Replay against scene \"card-drag\""))
    for name in ["no-problems", "completions-once", "gestures-end-once", "continuity", "release-velocity",
      "counters-balanced", "settles", "deterministic"]
    {
      #expect(replay.stdout.contains("PASS  \(name)"), "\(name)")
    }
    #expect(replay.stdout.hasSuffix("All 8 invariants hold.\n"))
  }

  @Test func aBuggySceneFailsWithExitOneAndSaysWhy() throws {
    let trace = try recordDemo()
    let replay = try seamless(["replay", trace, "--scene", "card-drag/drops-release-velocity", "--json"])
    #expect(replay.status == 1)
    let object = try JSONSerialization.jsonObject(with: Data(replay.stdout.utf8)) as? [String: Any]
    #expect(object?["passed"] as? Bool == false)
    #expect(object?["scene"] as? String == "card-drag/drops-release-velocity")
    let invariants = object?["invariants"] as? [[String: Any]] ?? []
    let failed = invariants.filter { $0["passed"] as? Bool == false }.compactMap { $0["name"] as? String }
    #expect(failed == ["release-velocity"])
    let violations = invariants.first { $0["name"] as? String == "release-velocity" }?["violations"] as? [[String: Any]]
    #expect((violations?.first?["message"] as? String)?.contains("but the finger left at") == true)
  }

  @Test func usageErrors() throws {
    let trace = try recordDemo()
    let unknown = try seamless(["replay", trace, "--scene", "nope"])
    #expect(unknown.status == 64)
    #expect(unknown.stderr.contains("unknown scene \"nope\" (built-in scenes: card-drag,"))
    #expect(try seamless(["replay"]).status == 64)
    #expect(try seamless(["replay", trace, "--settle-limit", "-1"]).status == 64)
    #expect(try seamless(["replay", "/nonexistent/x.trace"]).status == 66)
    let list = try seamless(["replay", "--list-scenes"])
    #expect(list.status == 0)
    #expect(list.stdout.split(separator: "\n").count == 5)
  }
}
