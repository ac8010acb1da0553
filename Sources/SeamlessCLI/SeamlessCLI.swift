import ArgumentParser
import Foundation
import SeamlessReplay

/// Runs the Seamless command-line tool for your scenes: a three-line executable gives you
/// `record`, `replay`, `fuzz`, `shrink`, `velocity` and `plot` for them.
///
/// ```swift
/// // Sources/drawer-seamless/main.swift
/// import SeamlessCLI
/// import Drawer
/// SeamlessCLI.main(commandName: "drawer-seamless", scenes: Drawer.sceneCatalog)
/// ```
///
/// Failure messages print the command that reproduces them with this name (`swift run
/// drawer-seamless replay …`), and fuzzing writes failing traces under
/// `.build/seamless-failures/` unless `--save` says where.
public enum SeamlessCLI {
  /// The scenes the running tool knows.
  @TaskLocal public static var scenes = SceneCatalog([])
  /// The running tool's name, for usage and reproduce commands.
  @TaskLocal public static var commandName = "seamless"

  /// Parses `arguments` (the process's by default), runs the command, and exits.
  public static func main(commandName: String, scenes: SceneCatalog, arguments: [String]? = nil) -> Never {
    $commandName.withValue(commandName) {
      $scenes.withValue(scenes) {
        SeamlessCommand.main(arguments)
      }
    }
    exit(0)
  }

  /// Parses `arguments` (the process's by default), runs the command, and exits.
  public static func main(commandName: String, scenes: [SceneDefinition], arguments: [String]? = nil) -> Never {
    main(commandName: commandName, scenes: SceneCatalog(scenes), arguments: arguments)
  }

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
