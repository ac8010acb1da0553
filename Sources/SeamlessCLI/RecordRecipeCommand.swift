import ArgumentParser
import SeamlessReplay
import SeamlessTrace

/// `seamless record --recipe FILE` (the default of `record`, also spelled `record recipe`):
/// a recipe of gestures and events into a trace file.
struct RecordRecipeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "recipe",
    abstract: "A recipe of gestures and events (JSON; see Fixtures/recipes/) into a trace file: `record --recipe FILE`.")

  // Optional to the parser, checked in `validate()`: a word that names no gesture comes here
  // (the default subcommand) and is named first.
  @Option(help: "A recipe JSON file (see Fixtures/recipes/).") var recipe: String?
  @Option(name: .shortAndLong, help: "Where to write the trace.") var output: String?
  @Option(help: "The scene that finds the views the recipe's gestures aim at (default: the recipe's).")
  var scene: String?
  /// Whatever else followed `record`: `record wiggle …` names no gesture.
  @Argument(parsing: .allUnrecognized, help: .hidden) var unrecognized: [String] = []

  func validate() throws {
    if let word = unrecognized.first(where: { !$0.hasPrefix("-") }) {
      let gestures = RecordCommand.configuration.subcommands.compactMap { $0.configuration.commandName }
        .filter { $0 != Self.configuration.commandName }
      throw ValidationError("unknown gesture \"\(word)\" (expected \(gestures.joined(separator: ", ")), or --recipe FILE)")
    }
    if let option = unrecognized.first { throw ValidationError("Unknown option '\(option)'") }
    guard recipe != nil else { throw ValidationError("Missing expected argument '--recipe <recipe>'") }
    guard output != nil else { throw ValidationError("Missing expected argument '--output <output>'") }
  }

  func run() throws {
    guard let recipe, let output else { return }
    try requireInput(recipe)
    let text: String
    do { text = try TextInput.read(recipe, what: "recipe") } catch {
      printError(error.description)
      throw ExitCode.ioError
    }
    let parsed: Recipe
    do { parsed = try Recipe(json: text) } catch {
      printError("\(recipe): \(error)")
      throw ExitCode.malformedInput
    }
    let trace: Trace
    do {
      trace = try RecordCommand.synthesize(parsed, scene: scene, file: recipe)
    } catch let error as RecipeError {
      printError("\(recipe): \(error)")
      throw ExitCode.malformedInput
    }
    try RecordCommand.write(trace, to: output, inputs: [recipe])
  }
}
