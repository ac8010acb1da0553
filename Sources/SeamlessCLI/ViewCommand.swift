import ArgumentParser
import Foundation
import SeamlessReplay
import SeamlessTrace

/// `seamless view`: the interactive replay viewer, as one HTML file.
struct ViewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "view",
    abstract: "Replay a trace against a scene and write an interactive viewer of it: one self-contained HTML file.",
    discussion: """
      Open the file in any browser (it needs no network): the screen at any instant (every \
      view as presented, the fingers, their paths and the view each landed on), a scrubbable \
      timeline with finger-down bands, transitions, completions, gesture states, hitches and \
      violations, the journal around the cursor, and each violation with its frame, the frame \
      before and the frame after one click away. ← and → step a frame. The page opens at the \
      first violation; add #t=SECONDS or #violation=N to its address to open elsewhere.

      Exit codes: 0 written (whatever the invariants say), 64 usage error, 65 malformed \
      trace, 66 missing file, 74 cannot write.

      Examples:
        seamless view demo.trace -o demo.html
        seamless view demo.trace --scene card-drag/jump-on-catch -o jump.html
      """
  )

  @Argument(help: "The trace file.") var file: String
  @Option(help: "The scene to replay against (default: the trace header's scene).") var scene: String?
  @Option(name: .shortAndLong, help: "The HTML file to write.") var output: String

  func run() throws {
    try requireInput(file)
    let trace = try reportingTraceErrors(file) { try Trace(contentsOf: file) }
    let definition = try CommandLineTool.scene(named: scene ?? trace.header.sceneName, file: file)
    var configuration = ReplayConfiguration()
    configuration.recordsViewer = true
    configuration.checksDeterminism = false
    let report = Replayer(configuration: configuration).replay(trace, sceneName: definition.name, makeScene: definition.make)
    guard let recording = report.viewer else { return }
    let page = ViewerPage(recording: recording, report: report, title: "\(definition.name): \(file)")
    let html = page.html()
    do {
      try Data(html.utf8).write(to: URL(fileURLWithPath: output))
    } catch {
      printError("\(output): \(error.localizedDescription)")
      throw ExitCode.ioError
    }
    let failed = report.failures.map(\.name)
    printOut(
      "wrote \(output) (\(html.utf8.count) bytes; \(recording.views.count) views, \(recording.fingers.count) touches, "
        + "\(recording.frameTimes.count) frames\(page.stride > 1 ? ", 1 in \(page.stride) kept away from violations" : "")); "
        + (failed.isEmpty ? "every invariant holds" : "failed: \(failed.joined(separator: ", ")); it opens at the first violation")
        + "\n")
  }
}
