import ArgumentParser
import Foundation
import SeamlessReplay
import SeamlessTrace

/// `seamless plot`: an SVG of a replay, view by view.
struct PlotCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "plot",
    abstract: "Replay a trace against a scene and plot every moving view's position and velocity as SVG.",
    discussion: """
      For each view that moved: its centre (x and y, window points) and its velocity \
      (pt/s) against time, with the time fingers were down shaded, presentation \
      transitions as ticks (hover for the cause) and every violation as a red line named \
      after its invariant. Lines are labelled where they end: no legend to hunt for.

      Exit codes: 0 written (whatever the invariants say), 64 usage error, 65 malformed \
      trace, 66 missing file, 74 cannot write.

      Examples:
        seamless plot demo.trace -o demo.svg
        seamless plot demo.trace --scene card-drag/jump-on-catch -o jump.svg
      """
  )

  @Argument(help: "The trace file.") var file: String
  @Option(help: "The scene to replay against (default: the trace header's scene).") var scene: String?
  @Option(name: .shortAndLong, help: "The SVG file to write.") var output: String

  func run() throws {
    try requireInput(file)
    let trace = try reportingTraceErrors(file) { try Trace(contentsOf: file) }
    let definition = try CommandLineTool.scene(named: scene ?? trace.header.sceneName, file: file)
    var configuration = ReplayConfiguration()
    configuration.recordsTimeline = true
    configuration.checksDeterminism = false
    let report = Replayer(configuration: configuration).replay(trace, sceneName: definition.name, makeScene: definition.make)
    guard let timeline = report.timeline else { return }
    let plot = TimelinePlot(timeline: timeline, failures: report.failures, title: "\(definition.name): \(file)")
    do {
      try Data(plot.svg().utf8).write(to: URL(fileURLWithPath: output))
    } catch {
      printError("\(output): \(error.localizedDescription)")
      throw ExitCode.ioError
    }
    let moved = plot.movedSeries.map(\.name)
    printOut(
      "wrote \(output): \(moved.isEmpty ? "no view moved" : moved.joined(separator: ", ")); "
        + (report.passed ? "every invariant holds" : "failed: \(report.failures.map(\.name).joined(separator: ", "))") + "\n")
  }
}
