import Foundation
import SeamlessReplay
import SeamlessScenes
import SeamlessTrace
import Testing

/// The example traces in `Traces/examples/` are the synthesis of the recipes of the same
/// name: synthesis stays deterministic across versions, and old files keep decoding.
///
/// Record mode, from the environment variable `SEAMLESS_RECORD`:
/// - `missing` (default): write a golden file that does not exist, and fail;
/// - `all`: rewrite every golden file, and fail;
/// - `never`: only compare (CI).
@Suite struct GoldenTraceTests {
  static let tracesDirectory = fixturesDirectory.deletingLastPathComponent().appendingPathComponent("Traces/examples")

  enum RecordMode: String {
    case missing, all, never
    static var current: RecordMode {
      ProcessInfo.processInfo.environment["SEAMLESS_RECORD"].flatMap(RecordMode.init(rawValue:)) ?? .missing
    }
  }

  /// Every recipe that has an example trace (the reference scenes' recorded traces).
  static let names = [
    "tap-drag-fling", "pinch-rotate", "ball-toss-throw", "comments-drawer-catch", "comments-drawer-drag",
    "toggle-bird-indecisive", "categorizer-twice", "catch-box-catch", "sticky-corners-fling", "sticky-corners-catch", "photo-flip-twice",
    "simple-animation-presses", "morphing-drawer-catch", "spring-follow-catch", "rubber-sheet-overshoot", "scroll-list-fling-catch",
    "pull-to-refresh-pulls", "photo-zoom-pinch",
  ]

  @Test(arguments: GoldenTraceTests.names)
  func exampleTraceMatchesItsRecipe(name: String) throws {
    let recipe = try Recipe(json: String(contentsOf: fixturesDirectory.appendingPathComponent("recipes/\(name).json"), encoding: .utf8))
    // A recipe that aims at views finds them in a live replay of its scene.
    let header = recipe.header()
    let resolver = BuiltInScenes.entry(named: header.sceneName).map { entry in
      LiveSceneResolver(header: header, makeScene: entry.make)
    }
    var trace = try recipe.synthesize(producer: "seamless golden", resolver: recipe.aimsAtViews ? resolver : nil)
    trace.header.metadata["golden"] = name
    let path = Self.tracesDirectory.appendingPathComponent("\(name).trace").path
    let exists = FileManager.default.fileExists(atPath: path)
    switch (RecordMode.current, exists) {
    case (.all, _), (.missing, false):
      try trace.write(to: path)
      Issue.record("recorded \(path); check it in and run the tests again")
    case (.never, false):
      Issue.record("missing golden trace \(path); run `SEAMLESS_RECORD=missing swift test --filter GoldenTraceTests` to record it")
    case (.missing, true), (.never, true):
      let golden = try Trace(contentsOf: path)
      #expect(golden.header == trace.header, "header of \(name) differs from its golden file")
      #expect(
        golden.events == trace.events,
        "events of \(name) differ from its golden file; if the change is intended, re-record with `SEAMLESS_RECORD=all swift test --filter GoldenTraceTests`"
      )
    }
  }
}
