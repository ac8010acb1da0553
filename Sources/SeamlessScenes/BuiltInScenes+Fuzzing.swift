import SeamlessEngine

extension BuiltInScenes {
  /// Where a fuzzer should touch each built-in scene, the commands it knows, and whether its
  /// cases should pinch and rotate with two fingers, by scene name (bug variants share
  /// their scene's).
  ///
  /// ```swift
  /// BuiltInScenes.fuzzSetup(for: "card-drag")?.anchors   // [(195, 600), (195, 300)]: bottom rest first
  /// BuiltInScenes.fuzzSetup(for: "photo")?.twoFingers    // true
  /// ```
  public static func fuzzSetup(for name: String) -> (anchors: [Point], commands: [String], twoFingers: Bool)? {
    if name == "card-drag" || name.hasPrefix("card-drag/") {
      return (CardDragScene.restPositions.reversed(), ["toggle"], false)
    }
    if name == "ball-toss" {
      return ([BallTossScene.restingCenter, Point(x: 195, y: 422)], [], false)
    }
    if name == "photo" {
      return ([Point(x: 195, y: 422), Point(x: 100, y: 100), Point(x: 2, y: 422)], [], true)
    }
    return nil
  }
}
