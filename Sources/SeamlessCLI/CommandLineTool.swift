import ArgumentParser
import Foundation
import SeamlessReplay

/// The running command-line tool: its name and scenes (task-local, set by `main`), and the
/// reproduce command its failure messages print.
enum CommandLineTool {
  /// The scenes the running tool knows.
  @TaskLocal static var scenes = SceneCatalog([])
  /// The running tool's name, for usage and reproduce commands.
  @TaskLocal static var commandName = "seamless"

  /// The shell command that replays `path` against `scene` with this tool, from the package
  /// root (what failure messages print): `swift run NAME replay …`, or `$SEAMLESS_CLI replay …`
  /// when that variable names another way to run it (a built binary's path, in CI).
  static func reproduceCommand(path: String, scene: String) -> String {
    let tool = ProcessInfo.processInfo.environment["SEAMLESS_CLI"].flatMap { $0.isEmpty ? nil : $0 } ?? "swift run \(commandName)"
    return "\(tool) replay \(shellQuoted(path)) --scene \(shellQuoted(scene))"
  }

  /// `text` quoted for a POSIX shell when it needs it.
  static func shellQuoted(_ text: String) -> String {
    let plain = text.unicodeScalars.allSatisfy { scalar in
      (scalar.value < 128)
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar)) || "/._-+=:,".unicodeScalars.contains(scalar))
    }
    return plain && !text.isEmpty ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
