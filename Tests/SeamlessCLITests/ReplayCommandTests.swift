import Foundation
import SeamlessReplay
import SeamlessScenes
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
    for name in [
      "no-problems", "completions-once", "animator-completions", "gestures-end-once", "continuity", "no-teleport",
      "follows-finger", "release-velocity", "hits-what-is-shown", "counters-balanced", "ignoring-balanced",
      "dynamics-balanced", "shows-destination", "acts-on-release", "settles", "deterministic",
    ] {
      #expect(replay.stdout.contains("PASS  \(name)"), "\(name)")
    }
    // card-drag declares no state to show at rest: nothing to judge, said as such.
    #expect(replay.stdout.contains("NONE  shows-its-state       nothing to judge:"))
    // The tap that toggles lands on the window (its background tap); the three drags on the card.
    #expect(replay.stdout.contains("touches: 3 of 4 touch-downs reached a view"))
    #expect(
      replay.stdout.hasSuffix("All \(ReplayConfiguration.standardInvariants.count + 1) invariants hold (1 with nothing to judge).\n"))
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
    #expect((violations?.first?["message"] as? String)?.contains("after \"card-pan\" released it at") == true)
  }

  /// A recipe that catches the card by its centre wherever it is shown, mid-flight: the
  /// recording replays the scene to aim; the jumping card fails.
  @Test func aRecipeAimedAtAViewIsRecordedAgainstItsScene() throws {
    let directory = try scratch()
    let recipe = repositoryRoot.appendingPathComponent("Fixtures/recipes/card-drag-catch.json").path
    let trace = directory.appendingPathComponent("catch.trace").path
    let recorded = try seamless(["record", "--recipe", recipe, "-o", trace])
    #expect(recorded.status == 0, "\(recorded.stderr)")
    #expect(try seamless(["replay", trace]).status == 0)
    let jumping = try seamless(["replay", trace, "--scene", "card-drag/jump-on-catch"])
    #expect(jumping.status == 1)
    #expect(jumping.stdout.contains("FAIL  no-teleport"), "\(jumping.stdout)")
    // A scene the tool does not know cannot aim the recipe.
    let unknown = try seamless(["record", "--recipe", recipe, "--scene", "nope", "-o", trace])
    #expect(unknown.status == 64)
    #expect(unknown.stderr.contains("unknown scene \"nope\""))
  }

  /// `journal` prints what the engine did: here the catch that makes the jumping card jump.
  @Test func journalShowsWhatTheEngineDid() throws {
    let directory = try scratch()
    let recipe = repositoryRoot.appendingPathComponent("Fixtures/recipes/card-drag-catch.json").path
    let trace = directory.appendingPathComponent("catch.trace").path
    #expect(try seamless(["record", "--recipe", recipe, "-o", trace]).status == 0)
    let correct = try seamless(["journal", trace, "--grep", "presentation-promoted"])
    #expect(correct.status == 0)
    #expect(correct.stdout.contains("presentation-promoted view=\"card\" property=centerY"))
    // The buggy card removes its animations without promoting: no such line, and the window
    // of the catch (the pan begins at 0.3167 s, past its 10 pt) shows the removal.
    let jumping = try seamless(["journal", trace, "--scene", "card-drag/jump-on-catch", "--from", "0.31", "--to", "0.32"])
    #expect(jumping.status == 0)
    #expect(!jumping.stdout.contains("presentation-promoted"))
    #expect(jumping.stdout.contains("presentation-transition view=\"card\" property=centerY cause=removed at=316666666"))
    let lines = jumping.stdout.split(separator: "\n")
    #expect(!lines.isEmpty && lines.allSatisfy { $0.hasPrefix("t=0.31") || $0.hasPrefix("t=0.32") })
    #expect(!jumping.stdout.contains(" frame "))
    #expect(try seamless(["journal", trace, "--from", "2", "--to", "1"]).status == 64)
    #expect(try seamless(["journal", "/nonexistent.trace"]).status == 66)
  }

  @Test func usageErrors() throws {
    let trace = try recordDemo()
    let unknown = try seamless(["replay", trace, "--scene", "nope"])
    #expect(unknown.status == 64)
    #expect(unknown.stderr.contains("unknown scene \"nope\" (scenes: card-drag,"))
    #expect(try seamless(["replay"]).status == 64)
    #expect(try seamless(["replay", trace, "--settle-limit", "-1"]).status == 64)
    #expect(try seamless(["replay", "/nonexistent/x.trace"]).status == 66)
    let list = try seamless(["replay", "--list-scenes"])
    #expect(list.status == 0)
    #expect(list.stdout.split(separator: "\n").count == BuiltInScenes.entries.count)  // a line per scene
    #expect(list.stdout.contains("comments-drawer/never-pauses"))
  }

  /// Two processes (each with its own hash seed) replay to the same journal digest: nothing
  /// in the engine, scenes or replayer depends on Set or Dictionary order.
  @Test func separateProcessesGiveTheSameDigest() throws {
    let trace = try recordDemo()
    func digest() throws -> String? {
      let replay = try seamless(["replay", trace, "--json", "--no-determinism-check"])
      let object = try JSONSerialization.jsonObject(with: Data(replay.stdout.utf8)) as? [String: Any]
      return object?["digest"] as? String
    }
    let first = try digest()
    #expect(first?.count == 32)
    #expect(try digest() == first)
  }

  @Test func fuzzFindsShrinksAndSavesABug() throws {
    let directory = try scratch()
    let fuzz = try seamless(["fuzz", "--scene", "card-drag/drops-release-velocity", "--cases", "20", "--save", directory.path])
    #expect(fuzz.status == 1)
    // The campaign runs every case and counts them by signature; the first of each is shrunk.
    #expect(
      fuzz.stdout.contains("20 cases, 16 failing (80.0 %), 1 signature:\n  release-velocity × card × release: 16 cases (first: case 0)"))
    #expect(fuzz.stdout.contains("case 0 failed with release-velocity × card × release; shrunk 48 → 0 bytes (choices (empty))"))
    // What the campaign did, and the shrunk case as steps a person reads.
    #expect(fuzz.stdout.contains("\n  actions: 19 drags, 32 flings, 21 taps, 5 commands, 7 stalls, 5 frame rates\n"))
    #expect(
      fuzz.stdout.contains(
        "\nsteps:\n  1. at 0.10 s: drag down from (195, 600) to (195, 635) over 0.12 s, lifted at 300 pt/s\n"))
    let saved = directory.appendingPathComponent("card-drag-drops-release-velocity-release-velocity-empty.trace").path
    #expect(FileManager.default.fileExists(atPath: saved))
    // The saved trace reproduces the failure on its own, and the correct scene passes it.
    #expect(try seamless(["replay", saved]).status == 1)
    #expect(try seamless(["replay", saved, "--scene", "card-drag"]).status == 0)
    let clean = try seamless(["fuzz", "--scene", "card-drag", "--cases", "10", "--shard", "1/2"])
    #expect(clean.status == 0)
    #expect(clean.stdout.hasPrefix("fuzzed \"card-drag\": 5 cases (seed 1, shard 1/2), 0 failing, 0 unknown signatures"))
    // Stopping at the first failure (CI speed) runs one case here.
    let first = try seamless([
      "fuzz", "--scene", "card-drag/drops-release-velocity", "--cases", "20", "--stop-at-first", "--save", directory.path,
    ])
    #expect(first.status == 1)
    #expect(first.stdout.contains("1 case, 1 failing (100.0 %), 1 signature:"))  // case 0 fails
    #expect(try seamless(["fuzz", "--scene", "card-drag", "--shard", "3/2"]).status == 64)
    #expect(try seamless(["fuzz", "--scene", "nope"]).status == 64)
    #expect(try seamless(["fuzz", "--scene", "card-drag", "--choices", "xyz"]).status == 64)
    #expect(try seamless(["fuzz", "--scene", "card-drag", "--case-bytes", "0"]).status == 64)
    #expect(try seamless(["fuzz", "--scene", "card-drag", "--max-actions", "0"]).status == 64)
    // Longer cases: more bytes, more actions.
    let long = try seamless(["fuzz", "--scene", "card-drag", "--cases", "3", "--case-bytes", "200", "--max-actions", "20"])
    #expect(long.status == 0, "\(long.stdout)")
    // A plot beside the trace, and the command that replays it, as printed.
    #expect(
      FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("card-drag-drops-release-velocity-release-velocity-empty.svg").path))
    #expect(fuzz.stdout.contains("Reproduce: swift run seamless replay \(saved) --scene card-drag/drops-release-velocity"))
  }

  /// `shrink` makes a recorded failure smaller (here the demo's 157 events, five gestures, a
  /// command and a stall, down to two touches: the tap that sends the card up and the drag
  /// that catches it on its way) and `plot` draws it.
  @Test func shrinkAndPlotARecordedFailure() throws {
    let directory = try scratch()
    let trace = try recordDemo()
    let small = directory.appendingPathComponent("small.trace").path
    let shrink = try seamless(["shrink", trace, "--scene", "card-drag/jump-on-catch", "-o", small])
    #expect(shrink.status == 0, "\(shrink.stdout)\(shrink.stderr)")
    #expect(shrink.stdout.contains("still breaking continuity"))
    #expect(shrink.stdout.contains("Reproduce: swift run seamless replay \(small) --scene card-drag/jump-on-catch"))
    let replay = try seamless(["replay", small, "--scene", "card-drag/jump-on-catch", "--json"])
    #expect(replay.status == 1)
    let object = try JSONSerialization.jsonObject(with: Data(replay.stdout.utf8)) as? [String: Any]
    let touches = (object?["trace"] as? [String: Any])?["touches"] as? Int
    #expect(touches == 2, "\(replay.stdout)")
    #expect(shrink.stdout.hasPrefix("shrunk 157 → 9 events (2 touch sequences)"))
    // A trace that passes has nothing to shrink.
    #expect(try seamless(["shrink", trace, "--scene", "card-drag"]).status == 1)

    let svg = directory.appendingPathComponent("demo.svg").path
    let plot = try seamless(["plot", trace, "--scene", "card-drag/jump-on-catch", "-o", svg])
    #expect(plot.status == 0, "\(plot.stderr)")
    #expect(plot.stdout.contains("wrote \(svg): card; failed: continuity, no-teleport"))
    let text = try String(contentsOfFile: svg, encoding: .utf8)
    #expect(text.hasPrefix("<?xml"))
    #expect(text.contains("card — centre y (pt)") && text.contains("card — velocity y as shown (pt/s)"))
    #expect(text.contains("1. continuity</tspan>"))
    // Deterministic: the same replay gives the same bytes.
    let again = directory.appendingPathComponent("again.svg").path
    _ = try seamless(["plot", trace, "--scene", "card-drag/jump-on-catch", "-o", again])
    #expect(try String(contentsOfFile: again, encoding: .utf8) == text)
    #expect(try seamless(["plot", trace, "--scene", "nope", "-o", svg]).status == 64)
  }

  /// Known issues: a failure they match is known, not a failure; after a campaign one that did
  /// not show is a note, after replaying a fixed trace a failure (it was fixed); a malformed file
  /// is refused with its line.
  @Test func knownIssuesAreOnTheRecord() throws {
    let directory = try scratch()
    let trace = try recordDemo()
    let known = directory.appendingPathComponent("known.txt").path
    try "# pinned\nrelease-velocity × card × release | the variant drops the finger's velocity\n".write(
      toFile: known, atomically: true, encoding: .utf8)
    let pinned = try seamless(["replay", trace, "--scene", "card-drag/drops-release-velocity", "--known-issues", known])
    #expect(pinned.status == 0, "\(pinned.stdout)\(pinned.stderr)")
    #expect(pinned.stdout.contains("known: release-velocity × card × release (the variant drops the finger's velocity)"))
    let fixed = try seamless(["replay", trace, "--scene", "card-drag", "--known-issues", known])
    #expect(fixed.status == 1)
    #expect(fixed.stdout.contains("FIXED: the known issue release-velocity × card × release"))
    let campaign = try seamless([
      "fuzz", "--scene", "card-drag/drops-release-velocity", "--cases", "10", "--known-issues", known, "--save", directory.path,
    ])
    #expect(campaign.status == 0, "\(campaign.stdout)")
    #expect(campaign.stdout.contains("0 unknown signatures"))
    let quiet = try seamless(["fuzz", "--scene", "card-drag", "--cases", "5", "--known-issues", known])
    #expect(quiet.status == 0)
    #expect(quiet.stdout.contains("note: the known issue release-velocity × card × release did not show in 5 cases"))
    // Another failure is still a failure.
    let other = try seamless(["replay", trace, "--scene", "card-drag/jump-on-catch", "--known-issues", known])
    #expect(other.status == 1)
    let bad = directory.appendingPathComponent("bad.txt").path
    try "continuity × card\n".write(toFile: bad, atomically: true, encoding: .utf8)
    let refused = try seamless(["replay", trace, "--known-issues", bad])
    #expect(refused.status == 65)
    #expect(refused.stderr.contains("line 1: a known issue needs a reason after `|`"))
    #expect(try seamless(["replay", trace, "--known-issues", directory.appendingPathComponent("none.txt").path]).status == 66)
  }
}
