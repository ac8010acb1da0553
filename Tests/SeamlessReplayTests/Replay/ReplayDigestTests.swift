import Foundation
import SeamlessReplay
import SeamlessScenes
import SeamlessTrace
import Testing

/// The journal digest of every checked-in trace replayed against its scene and each of that
/// scene's bug variants, pinned in `Fixtures/replay-digests.tsv`: a change to the engine, a
/// scene or the replay loop that moves one bit of any journal fails here, by name.
///
/// The traces: every `Traces/examples/` and `Traces/regressions/` file (against the scene its
/// header names) and every recipe in `Fixtures/recipes/` synthesised (the recipes without an
/// example trace, such as the 60-s fixture, are pinned this way only).
///
/// Record mode, from the environment variable `SEAMLESS_RECORD` (as ``GoldenTraceTests``):
/// - `missing` (default): write the table when it does not exist, and fail;
/// - `all`: rewrite the table, and fail (check the diff: every changed row is a journal that changed);
/// - `never`: only compare.
///
/// ```sh
/// SEAMLESS_RECORD=all swift test --filter ReplayDigestTests   # after an intended change
/// ```
@Suite struct ReplayDigestTests {
  static let table = fixturesDirectory.appendingPathComponent("replay-digests.tsv")
  static let traces = fixturesDirectory.deletingLastPathComponent().appendingPathComponent("Traces")

  /// One pinned replay: where its trace comes from, the scene, the digest.
  struct Row: Equatable, CustomStringConvertible {
    var source: String
    var scene: String
    var digest: String
    var description: String { "\(source)\t\(scene)\t\(digest)" }
  }

  /// Every (source, trace) pair, in a stable order.
  static func sources() throws -> [(source: String, trace: Trace)] {
    var result: [(String, Trace)] = []
    for folder in ["examples", "regressions"] {
      let directory = traces.appendingPathComponent(folder)
      let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".trace") }.sorted()
      for file in files {
        result.append(("Traces/\(folder)/\(file)", try Trace(contentsOf: directory.appendingPathComponent(file).path)))
      }
    }
    let recipes = fixturesDirectory.appendingPathComponent("recipes")
    let files = try FileManager.default.contentsOfDirectory(atPath: recipes.path).filter { $0.hasSuffix(".json") }.sorted()
    for file in files {
      let recipe = try Recipe(json: String(contentsOf: recipes.appendingPathComponent(file), encoding: .utf8))
      let header = recipe.header()
      let resolver = BuiltInScenes.entry(named: header.sceneName).map { entry in
        LiveSceneResolver(header: header, makeScene: entry.make)
      }
      result.append(("Fixtures/recipes/\(file)", try recipe.synthesize(producer: "seamless digest", resolver: resolver)))
    }
    return result
  }

  /// Replays every source against its scene and the scene's bug variants.
  static func computeRows() throws -> [Row] {
    var rows: [Row] = []
    for (source, trace) in try sources() {
      // A trace whose header names no built-in scene (the 60-s size fixture says
      // "size-benchmark") replays against card-drag, as the CLI's `--scene card-drag` would.
      let named = BuiltInScenes.entries.filter { $0.baseName == trace.header.sceneName }
      let scenes = named.isEmpty ? BuiltInScenes.entries.filter { $0.baseName == "card-drag" } : named
      for entry in scenes {
        let report = Replayer().replay(trace, sceneName: entry.name, makeScene: entry.make)
        rows.append(Row(source: source, scene: entry.name, digest: report.digest))
      }
    }
    return rows
  }

  static func parse(_ text: String) -> [Row] {
    text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
      let fields = line.split(separator: "\t").map(String.init)
      return fields.count == 3 ? Row(source: fields[0], scene: fields[1], digest: fields[2]) : nil
    }
  }

  @Test func everyCheckedInTraceReplaysToItsPinnedDigest() throws {
    let rows = try Self.computeRows()
    let text =
      "# source\tscene\tjournal digest (SEAMLESS_RECORD=all swift test --filter ReplayDigestTests re-records)\n"
      + rows.map(\.description).joined(separator: "\n") + "\n"
    let exists = FileManager.default.fileExists(atPath: Self.table.path)
    switch (GoldenTraceTests.RecordMode.current, exists) {
    case (.all, _), (.missing, false):
      try text.write(to: Self.table, atomically: true, encoding: .utf8)
      Issue.record("recorded \(rows.count) digests in \(Self.table.path); check it in and run the tests again")
    case (.never, false):
      Issue.record("missing \(Self.table.path); run `SEAMLESS_RECORD=missing swift test --filter ReplayDigestTests`")
    case (.missing, true), (.never, true):
      let pinned = Self.parse(try String(contentsOf: Self.table, encoding: .utf8))
      let byKey = Dictionary(pinned.map { ("\($0.source) \($0.scene)", $0.digest) }, uniquingKeysWith: { first, _ in first })
      var changed: [String] = []
      for row in rows {
        guard let digest = byKey["\(row.source) \(row.scene)"] else {
          changed.append("\(row.source) against \(row.scene): not pinned (digest \(row.digest))")
          continue
        }
        if digest != row.digest { changed.append("\(row.source) against \(row.scene): \(digest) → \(row.digest)") }
      }
      let current = Set(rows.map { "\($0.source) \($0.scene)" })
      for row in pinned where !current.contains("\(row.source) \(row.scene)") {
        changed.append("\(row.source) against \(row.scene): pinned but no longer replayed")
      }
      let summary =
        "\(changed.count) of \(rows.count) replay digests changed; if intended, re-record with "
        + "`SEAMLESS_RECORD=all swift test --filter ReplayDigestTests`:\n" + changed.joined(separator: "\n")
      #expect(changed.isEmpty, "\(summary)")
      #expect(rows.count >= 100, "only \(rows.count) replays pinned")
    }
  }

  /// The table is not a rubber stamp: a trace nudged by one event replays to another digest.
  @Test func aNudgedTraceChangesItsDigest() throws {
    let (_, trace) = try #require(try Self.sources().first)
    var nudged = trace
    nudged.events.removeLast()
    let scene = try #require(BuiltInScenes.entry(named: trace.header.sceneName.isEmpty ? "card-drag" : trace.header.sceneName))
    #expect(
      Replayer().replay(trace, sceneName: scene.name, makeScene: scene.make).digest
        != Replayer().replay(nudged, sceneName: scene.name, makeScene: scene.make).digest)
  }
}
