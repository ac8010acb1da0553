/// Why a recipe cannot be read or synthesised, with the JSON path of the culprit.
///
/// ```
/// timeline[3].duration: fling: duration 0.05 s is shorter than the 0.117 s a 120 Hz fling needs …
/// ```
public struct RecipeError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Where in the recipe: `timeline[3].from`, or empty for the whole recipe.
  public var path: String
  /// What is wrong and what was expected.
  public var message: String

  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
