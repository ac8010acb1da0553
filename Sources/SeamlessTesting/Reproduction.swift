import Foundation
import SeamlessEngine
import SeamlessReplay
import SeamlessTrace

/// How a failure message says to reproduce it: which command replays a trace, and where
/// the failing trace (with a plot of its replay) is written for it.
///
/// Your package's own command-line tool (`SeamlessCLI`) knows your scenes; the built-in
/// `seamless` only the built-in ones. Set it once for a test target with `SEAMLESS_CLI`, or
/// pass one to a helper.
///
/// ```swift
/// let reproduction = Reproduction(command: "swift run drawer-seamless")
/// expectReplay(trace, reproduction: reproduction) { DrawerScene() }
/// // … Reproduce: swift run drawer-seamless replay .build/seamless-failures/DrawerScene-3f9a1c2e.trace --scene DrawerScene
/// ```
public struct Reproduction: Sendable, Hashable {
  /// The command that runs the tool (`swift run seamless`, or a path to a built one).
  public var command: String
  /// The directory failing traces and their plots are written to.
  public var folder: String

  public init(command: String = "swift run seamless", folder: String = ".build/seamless-failures") {
    self.command = command
    self.folder = folder
  }

  /// `SEAMLESS_CLI` and `SEAMLESS_FAILURES`, or the defaults.
  public static var fromEnvironment: Reproduction {
    Reproduction(
      command: TestEnvironment.value("SEAMLESS_CLI") ?? "swift run seamless",
      folder: TestEnvironment.value("SEAMLESS_FAILURES") ?? ".build/seamless-failures")
  }

  /// The shell command that replays `path` against `scene`.
  package func replayCommand(path: String, scene: String) -> String {
    FailureArtifacts.replayCommand(tool: command, path: path, scene: scene)
  }

  /// Writes `trace` and a plot of its replay as `name` in ``folder``: the trace's path, or the
  /// reason it could not be written (a test reports it rather than stopping).
  func write(
    _ trace: Trace, name: String, title: String, sceneName: String, makeScene: @escaping () -> any Scene,
    configuration: ReplayConfiguration
  ) -> (path: String?, problem: String?) {
    do {
      let written = try FailureArtifacts.write(
        trace, sceneName: sceneName, makeScene: makeScene, name: name, title: title, directory: folder,
        configuration: configuration)
      return (written.tracePath, nil)
    } catch {
      return (nil, "could not write the trace to \(folder): \(error)")
    }
  }
}
