import ArgumentParser
import SeamlessReplay
import SeamlessTrace

/// A `seamless record <gesture>` subcommand: the gesture's own options, then the sampling,
/// display and output options every gesture shares (`@OptionGroup`s).
///
/// The command line becomes a one-item recipe, so the trace's header always holds a recipe
/// and the same command writes the same bytes.
///
/// ```
/// seamless record fling --from 100,400 --velocity 1200,0 -o fling.trace
/// ```
protocol RecordGestureCommand: ParsableCommand {
  /// The gesture's name in recipes (`fling`, `two-finger-pan`).
  static var gesture: String { get }
  var options: RecordGestureOptions { get }
  /// The gesture's own recipe keys and values.
  var parameters: [String: JSONValue] { get }
}

extension RecordGestureCommand {
  func run() throws {
    let recipe: Recipe
    let trace: Trace
    do {
      recipe = try Recipe(json: oneItemRecipe())
      trace = try RecordCommand.synthesize(recipe, scene: nil, file: nil)
    } catch let error as RecipeError {
      printError(commandLineMessage(error))
      throw ExitCode.usage
    }
    try RecordCommand.write(trace, to: options.output.output, inputs: [])
  }

  /// A recipe error about the one-item recipe, in terms of the command's options.
  private func commandLineMessage(_ error: RecipeError) -> String {
    let prefix = "timeline[0]."
    guard error.path.hasPrefix(prefix) else {
      return "record \(Self.gesture): \(error.description.replacingOccurrences(of: "timeline[0]: ", with: ""))"
    }
    let key = String(error.path.dropFirst(prefix.count))
    // The item's "at" is its start (`--start`); "at_point" is where it happens (`--at`).
    let option =
      switch key {
      case "at": "--start"
      case "at_point": "--at"
      default: "--" + key.replacingOccurrences(of: "_", with: "-")
      }
    return "record \(Self.gesture): \(option): \(error.message)"
  }

  /// The command line as a one-item recipe.
  private func oneItemRecipe() -> JSONValue {
    let sampling = options.sampling
    var item = parameters
    item["at"] = .number(sampling.start.seconds)
    item["gesture"] = .string(Self.gesture)
    if sampling.cancelled { item["cancelled"] = .bool(true) }
    if let force = sampling.force { item["force"] = .number(force) }
    let display = options.display
    return .object([
      "version": .integer(Int64(Recipe.currentVersion)),
      "scene": .string(display.scene),
      "seed": .unsigned(sampling.seed),
      "jitter": .number(sampling.jitter),
      "display": .object([
        "width": .number(display.display.width), "height": .number(display.display.height), "scale": .number(display.scale),
      ]),
      "refresh_hz": .number(display.refresh),
      "touch_hz": .integer(Int64(sampling.hz)),
      "timeline": .array([.object(item)]),
    ])
  }
}

/// A command-line value as a recipe spells it (a point as `[x, y]`, seconds as a number, an
/// easing or edge by name).
protocol RecipeArgument {
  var recipeValue: JSONValue { get }
}

extension Double: RecipeArgument {
  var recipeValue: JSONValue { .number(self) }
}

extension PointArgument: RecipeArgument {
  var recipeValue: JSONValue { .array([.number(x), .number(y)]) }
}

extension SecondsArgument: RecipeArgument {
  var recipeValue: JSONValue { .number(seconds) }
}

extension EasingArgument: RecipeArgument {
  var recipeValue: JSONValue { .string(rawValue) }
}

extension EdgeArgument: RecipeArgument {
  var recipeValue: JSONValue { .string(rawValue) }
}

/// A recipe item's keys and values: the options given, in recipe spelling (those left out
/// take the recipe's defaults).
func recipeItem(_ options: KeyValuePairs<String, (any RecipeArgument)?>) -> [String: JSONValue] {
  var item: [String: JSONValue] = [:]
  for (key, value) in options {
    if let value { item[key] = value.recipeValue }
  }
  return item
}
