import Foundation
import SeamlessReplay
import SeamlessTrace

/// Where a failure's trace and plot are written, and the command that reproduces it.
///
/// The trace goes to `directory/NAME.trace` and a plot of the failing replay beside it
/// (`NAME.svg`: each moving view's centre and velocity, fingers, transitions, the
/// violations in red). The default directory is `.build/seamless-failures/`.
struct FailureArtifacts {
  static let defaultDirectory = ".build/seamless-failures"

  var tracePath: String
  var plotPath: String

  /// Writes `trace` and the plot of its replay against `scene`; returns the paths.
  static func write(
    _ trace: Trace, scene: SceneDefinition, name: String, directory: String, configuration: ReplayConfiguration
  ) throws -> FailureArtifacts {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let base = (directory as NSString).appendingPathComponent(name)
    let tracePath = base + ".trace"
    try reportingTraceErrors(tracePath) { _ = try trace.write(to: tracePath) }
    var plotting = configuration
    plotting.recordsTimeline = true
    plotting.checksDeterminism = false
    let report = Replayer(configuration: plotting).replay(trace, sceneName: scene.name, makeScene: scene.make)
    let plotPath = base + ".svg"
    if let timeline = report.timeline {
      let svg = TimelinePlot(timeline: timeline, failures: report.failures, title: "\(scene.name): \(name)").svg()
      try Data(svg.utf8).write(to: URL(fileURLWithPath: plotPath))
    }
    return FailureArtifacts(tracePath: tracePath, plotPath: plotPath)
  }

  /// A file-name-safe form of `text` (letters, digits, `-`, `_`, `.`).
  static func safeName(_ text: String) -> String {
    String(text.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "-" })
  }
}
