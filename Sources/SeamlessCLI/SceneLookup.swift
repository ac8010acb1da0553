import ArgumentParser
import SeamlessReplay

extension SeamlessCLI {
  /// The scene named `name` in the running tool's catalog, or a usage error (exit 64) that
  /// lists the ones it knows.
  static func scene(named name: String, file: String? = nil) throws -> SceneDefinition {
    if let scene = scenes.scene(named: name) { return scene }
    let known = scenes.names.joined(separator: ", ")
    if name.isEmpty, let file {
      printError("\(file) names no scene; pass --scene (scenes: \(known))")
    } else {
      printError("unknown scene \"\(TerminalText.escaped(name))\" (scenes: \(known))")
    }
    throw ExitCode(ExitStatus.usage)
  }
}
