import Foundation
import ArgumentParser
import SeamlessReplay

extension CommandLineTool {
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
    throw ExitCode.usage
  }
}

extension CommandLineTool {
  /// The known issues in the file at `path` (``KnownIssue/parse(_:)``), or an error: a missing
  /// file exits 66, a malformed one 65, each with the line that is wrong.
  static func loadKnownIssues(_ path: String) throws -> [KnownIssue] {
    guard FileManager.default.fileExists(atPath: path) else {
      printError("no known-issues file at \(path)")
      throw ExitCode.missingInput
    }
    do {
      return try KnownIssue.parse(TextInput.read(path, what: "known-issues"))
    } catch let failure as TextInput.Failure {
      printError(failure.description)
      throw ExitCode.malformedInput
    } catch let failure as KnownIssue.ParseError {
      printError("\(path): \(failure)")
      throw ExitCode.malformedInput
    }
  }
}
