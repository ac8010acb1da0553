import SeamlessEngine
import SeamlessReplay

extension BuiltInScenes {
  /// Where a fuzzer should touch each built-in scene, the views it should catch, the
  /// commands it knows, and whether its cases should pinch and rotate with two fingers, by
  /// scene name (bug variants share their scene's).
  ///
  /// ```swift
  /// BuiltInScenes.fuzzSetup(for: "card-drag")?.anchors   // [(195, 600), (195, 300)]: bottom rest first
  /// BuiltInScenes.fuzzSetup(for: "photo")?.twoFingers    // true
  /// ```
  package static func fuzzSetup(for name: String) -> FuzzSetup? { entry(named: name)?.fuzzSetup }

  /// Every built-in scene as the tools take them (what `seamless` runs with).
  public static var catalog: SceneCatalog {
    SceneCatalog(
      entries.map { entry in
        SceneDefinition(
          name: entry.name, summary: entry.summary,
          fuzzSpace: entry.fuzzSetup.space,
          expectedFailures: entry.caughtBy, make: entry.make)
      })
  }
}
