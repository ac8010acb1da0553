import ArgumentParser
import Foundation
import SeamlessReplay
import SeamlessTrace

/// `seamless plot`: an SVG of a replay, view by view.
struct PlotCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "plot",
    abstract: "Replay a trace against a scene and plot every moving view's position and velocity as SVG.",
    discussion: ReplayToFileOptions.discussion(
      """
      For each view that moved or changed, one panel per quantity that changed, each on its \
      own scale with a time axis: centre x, centre y, their velocities as shown (frame to \
      frame), alpha, scale, rotation. The fingers' positions and velocities are drawn dashed \
      beside the view's; the time fingers were down is shaded from touch-down to lift; \
      presentation transitions are ticks (hover for the cause); every violation is a red line \
      with a number, named in the legend under the panels.
      """,
      command: "plot", fileExtension: "svg")
  )

  @OptionGroup var options: ReplayToFileOptions

  func run() throws {
    let (title, report) = try options.replay { $0.recordsTimeline = true }
    guard let timeline = report.timeline else { return }
    let plot = TimelinePlot(timeline: timeline, failures: report.failures, title: title)
    try options.write(plot.svg())
    let moved = plot.movedSeries.map(\.name)
    printOut(
      "wrote \(options.output): \(moved.isEmpty ? "no view moved" : moved.joined(separator: ", ")); "
        + (report.passed ? "every invariant holds" : "failed: \(report.failures.map(\.name).joined(separator: ", "))") + "\n")
  }
}
