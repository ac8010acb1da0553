import SeamlessEngine

extension BuiltInScenes {
  /// Where a fuzzer should touch each built-in scene (its `FuzzSpace` anchors) and the
  /// commands it knows, by scene name (bug variants share their scene's).
  ///
  /// ```swift
  /// BuiltInScenes.fuzzAnchors(for: "card-drag")   // [(195, 600), (195, 300)]: bottom rest first
  /// ```
  public static func fuzzAnchors(for name: String) -> (anchors: [Point], commands: [String])? {
    if name == "card-drag" || name.hasPrefix("card-drag/") {
      return (CardDragScene.restPositions.reversed(), ["toggle"])
    }
    if name == "ball-toss" {
      return ([BallTossScene.restingCenter, Point(x: 195, y: 422)], [])
    }
    if name == "photo" {
      return ([Point(x: 195, y: 422), Point(x: 100, y: 100), Point(x: 2, y: 422)], [])
    }
    return nil
  }
}
