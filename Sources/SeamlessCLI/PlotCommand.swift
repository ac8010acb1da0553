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
      For each view that moved or changed, one panel per quantity that changed, each on its \
      own scale with a time axis: centre x, centre y, their velocities as shown (frame to \
      frame), alpha, scale, rotation. The fingers' positions and velocities are drawn dashed \
      beside the view's; the time fingers were down is shaded from touch-down to lift; \
      presentation transitions are ticks (hover for the cause); every violation is a red line \
      with a number, named in the legend under the panels.

      Exit codes: 0 written (whatever the invariants say), 64 usage error, 65 malformed \
      trace, 66 missing file, 74 cannot write.

      Examples:
        seamless plot demo.trace -o demo.svg
        seamless plot demo.trace --scene card-drag/jump-on-catch -o jump.svg
      """
  )

  @OptionGroup var options: ReplayToFileOptions

  func run() throws {
    let (definition, report) = try options.replay { $0.recordsTimeline = true }
    guard let timeline = report.timeline else { return }
    let plot = TimelinePlot(timeline: timeline, failures: report.failures, title: "\(definition.name): \(options.file)")
    try options.write(plot.svg())
    let moved = plot.movedSeries.map(\.name)
    printOut(
      "wrote \(options.output): \(moved.isEmpty ? "no view moved" : moved.joined(separator: ", ")); "
        + (report.passed ? "every invariant holds" : "failed: \(report.failures.map(\.name).joined(separator: ", "))") + "\n")
  }
}
