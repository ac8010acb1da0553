import Foundation
import SeamlessEngine
import SeamlessTrace

/// A failure, written down so it can be seen and reproduced.
///
/// The failing trace, a plot and an interactive viewer of its replay beside it, and the shell
/// command that replays it:
/// the one path the command-line tool (`fuzz`, `shrink`) and the test helpers (`expectReplay`,
/// `expectFuzz`) write failures by.
///
/// The trace goes to `directory/NAME.trace`, the plot to `NAME.svg` (each moving view's
/// centre and velocity, the fingers, the transitions, the violations in red) and the viewer
/// to `NAME.html` (``ViewerPage``: the screen at any instant, opened at the first violation).
///
/// ```swift
/// let written = try FailureArtifacts.write(trace, sceneName: "card-drag", makeScene: { CardDragScene() },
///                                          name: "card-drag-continuity", directory: FailureArtifacts.defaultDirectory)
/// print(FailureArtifacts.replayCommand(tool: "swift run seamless", path: written.tracePath, scene: "card-drag"))
/// // swift run seamless replay .build/seamless-failures/card-drag-continuity.trace --scene card-drag
/// ```
package enum FailureArtifacts {
  /// Where failures go unless told otherwise.
  package static let defaultDirectory = ".build/seamless-failures"

  /// The files one failure was written to.
  package struct Files: Sendable, Hashable {
    /// The failing trace.
    package var tracePath: String
    /// The SVG plot of its replay.
    package var plotPath: String
    /// The interactive HTML viewer of its replay.
    package var viewerPath: String
  }

  /// Writes `trace` as `name` (made file-name safe) in `directory`, creating it, with a plot
  /// and a viewer of its replay against the scene (with `configuration`'s invariants).
  ///
  /// - Returns: the paths written.
  /// - Throws: the trace's ``TraceError`` or the file system's error; a plot or viewer that
  ///   cannot be written after its trace was is an error too.
  package static func write(
    _ trace: Trace, sceneName: String, makeScene: @escaping () -> any Scene, name: String, title: String? = nil,
    directory: String, configuration: ReplayConfiguration = ReplayConfiguration()
  ) throws -> Files {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let base = (directory as NSString).appendingPathComponent(safeName(name))
    let tracePath = base + ".trace"
    try trace.write(to: tracePath)
    var plotting = configuration
    plotting.recordsTimeline = true
    plotting.recordsViewer = true
    plotting.checksDeterminism = false
    let report = Replayer(configuration: plotting).replay(trace, sceneName: sceneName, makeScene: makeScene)
    let heading = title ?? "\(sceneName): \(name)"
    let plotPath = base + ".svg"
    if let timeline = report.timeline {
      let svg = TimelinePlot(timeline: timeline, failures: report.failures, title: heading).svg()
      try Data(svg.utf8).write(to: URL(fileURLWithPath: plotPath))
    }
    let viewerPath = base + ".html"
    if let recording = report.viewer {
      let html = ViewerPage(recording: recording, report: report, title: heading).html()
      try Data(html.utf8).write(to: URL(fileURLWithPath: viewerPath))
    }
    return Files(tracePath: tracePath, plotPath: plotPath, viewerPath: viewerPath)
  }

  /// A file-name-safe form of `text`: letters, digits, `-`, `_` and `.` kept, anything else `-`.
  package static func safeName(_ text: String) -> String {
    String(text.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "-" })
  }

  /// `text` quoted for a POSIX shell when it needs it (single quotes, an inner `'` as `'\''`).
  package static func shellQuoted(_ text: String) -> String {
    let plain = !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "/._-+=:,".contains($0)) }
    return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// The shell command that replays `path` against `scene` with `tool` (`swift run seamless`,
  /// or a built binary's path).
  package static func replayCommand(tool: String, path: String, scene: String) -> String {
    "\(tool) replay \(shellQuoted(path)) --scene \(shellQuoted(scene))"
  }
}

extension Fuzzer.Shard {
  /// Shard `K/N` (0-based: 0 ≤ K < N), as `--shard` and `SEAMLESS_FUZZ_SHARD` spell it; `nil`
  /// for anything else.
  package init?(parsing text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, k >= 0, k < n else { return nil }
    self.init(index: k, count: n)
  }
}
