import Foundation
import SeamlessEngine
@testable import SeamlessReplay
import SeamlessScenes
import SeamlessTrace
import Testing

/// The one failure path: names, quoting, shard parsing and the files written.
@Suite struct FailureArtifactsTests {
  @Test func namesAreFileSafeAndCommandsShellSafe() {
    #expect(FailureArtifacts.safeName("card-drag/jump-on-catch×continuity 01.x") == "card-drag-jump-on-catch-continuity-01.x")
    #expect(FailureArtifacts.shellQuoted("Traces/a-b_c.trace") == "Traces/a-b_c.trace")
    #expect(FailureArtifacts.shellQuoted("my trace.trace") == "'my trace.trace'")
    #expect(FailureArtifacts.shellQuoted("it's") == "'it'\\''s'")
    #expect(FailureArtifacts.shellQuoted("") == "''")
    #expect(
      FailureArtifacts.replayCommand(tool: "swift run seamless", path: "a b.trace", scene: "card-drag")
        == "swift run seamless replay 'a b.trace' --scene card-drag")
  }

  @Test func shardsParseAsKOfN() {
    #expect(Fuzzer.Shard(parsing: "2/4") == Fuzzer.Shard(index: 2, count: 4))
    #expect(Fuzzer.Shard(parsing: "0/1") == .all)
    for bad in ["4/4", "-1/2", "1/0", "1", "1/2/3", "/2", "a/b", ""] {
      #expect(Fuzzer.Shard(parsing: bad) == nil, "\(bad)")
    }
  }

  @Test func aFailureIsWrittenAsItsTraceAPlotAndAViewerOfItsReplay() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("seamless-artifacts-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let trace = try Recipe(
      json: """
        {"version": 1, "seed": 1, "timeline": [
          {"at": 0.1, "gesture": "fling", "from": [195, 600], "velocity": [0, -1500], "duration": 0.2}
        ]}
        """
    ).synthesize()
    let written = try FailureArtifacts.write(
      trace, sceneName: "card-drag/drops-release-velocity", makeScene: { CardDragScene(bug: .dropsReleaseVelocity) },
      name: "card-drag/drops-release-velocity", directory: directory)
    #expect(written.tracePath == directory + "/card-drag-drops-release-velocity.trace")
    #expect(try Trace(contentsOf: written.tracePath).events == trace.quantized().events)
    let svg = try String(contentsOfFile: written.plotPath, encoding: .utf8)
    #expect(svg.contains("<svg") && svg.hasSuffix("</svg>\n") && svg.contains("release-velocity"), "\(svg.prefix(200))")
    #expect(written.viewerPath == directory + "/card-drag-drops-release-velocity.html")
    let html = try String(contentsOfFile: written.viewerPath, encoding: .utf8)
    #expect(html.hasPrefix("<!doctype html>") && html.contains(#""invariant":"release-velocity""#))
  }
}
