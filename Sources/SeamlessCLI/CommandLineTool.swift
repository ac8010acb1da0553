import ArgumentParser
import Foundation
import SeamlessReplay
import SeamlessTrace

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
    return FailureArtifacts.replayCommand(tool: tool, path: path, scene: scene)
  }

  /// Writes a failing trace, the plot and the viewer of its replay (``FailureArtifacts``), a trace error
  /// reported with the path it was writing.
  static func writeFailure(
    _ trace: Trace, scene: SceneDefinition, name: String, directory: String
  ) throws -> FailureArtifacts.Files {
    let path = (directory as NSString).appendingPathComponent(FailureArtifacts.safeName(name) + ".trace")
    return try reportingTraceErrors(path) {
      try FailureArtifacts.write(trace, sceneName: scene.name, makeScene: scene.make, name: name, directory: directory)
    }
  }
}
