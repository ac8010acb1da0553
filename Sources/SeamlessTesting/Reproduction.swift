import Foundation
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
    "\(command) replay \(Self.quoted(path)) --scene \(Self.quoted(scene))"
  }

  /// Writes `trace` (and a plot of its replay, `report`'s timeline if it has one) as `name`
  /// in ``folder``; the trace's path, or `nil` (with the reason) if it could not be written.
  func write(_ trace: Trace, name: String, plot: String?) -> (path: String?, problem: String?) {
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let base = (folder as NSString).appendingPathComponent(Self.safe(name))
      try trace.write(to: base + ".trace")
      if let plot { try Data(plot.utf8).write(to: URL(fileURLWithPath: base + ".svg")) }
      return (base + ".trace", nil)
    } catch {
      return (nil, "could not write the trace to \(folder): \(error)")
    }
  }

  static func safe(_ text: String) -> String {
    String(text.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "-" })
  }

  static func quoted(_ text: String) -> String {
    let plain = !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "/._-+=:,".contains($0)) }
    return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
