import ArgumentParser
import Foundation
import SeamlessReplay
import SeamlessTrace

/// The trace, scene and output file of a command that replays a trace and writes what it saw
/// to a file (`plot`, `view`), and the two steps they share.
struct ReplayToFileOptions: ParsableArguments {
  @Argument(help: "The trace file.") var file: String
  @Option(help: "The scene to replay against (default: the trace header's scene).") var scene: String?
  @Option(name: .shortAndLong, help: "The file to write.") var output: String

  /// A replay-to-file command's discussion: what it writes (`description`), then the exit
  /// codes they share and two examples, writing `demo.<fileExtension>` and, against a named
  /// scene, `jump.<fileExtension>`.
  static func discussion(_ description: String, command: String, fileExtension: String) -> String {
    """
    \(description)

    Exit codes: 0 written (whatever the invariants say), 64 usage error, 65 malformed \
    trace, 66 missing file, 74 cannot write.

    Examples:
      seamless \(command) demo.trace -o demo.\(fileExtension)
      seamless \(command) demo.trace --scene card-drag/jump-on-catch -o jump.\(fileExtension)
    """
  }

  /// Replays the trace against the scene, once (no determinism check), with `configure`'s
  /// recordings: a missing file exits 66, a malformed one 65, an unknown scene 64.
  ///
  /// The title names the scene and the trace (`card-drag: demo.trace`).
  func replay(configure: (inout ReplayConfiguration) -> Void) throws -> (title: String, report: ReplayReport) {
    try requireInput(file)
    let trace = try reportingTraceErrors(file) { try Trace(contentsOf: file) }
    let definition = try CommandLineTool.scene(named: scene ?? trace.header.sceneName, file: file)
    var configuration = ReplayConfiguration()
    configuration.checksDeterminism = false
    configure(&configuration)
    let report = Replayer(configuration: configuration).replay(trace, sceneName: definition.name, makeScene: definition.make)
    return ("\(definition.name): \(file)", report)
  }

  /// Writes `text` to the output file (exit 74 when it cannot be written).
  func write(_ text: String) throws { try writeOutput(text, to: output) }
}
