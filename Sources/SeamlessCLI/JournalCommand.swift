import ArgumentParser
import Foundation
import SeamlessEngine
import SeamlessReplay
import SeamlessTrace

/// `seamless journal`: what the engine did, entry by entry, when a replay needs explaining.
struct JournalCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "journal",
    abstract: "Replay a trace against a scene and print the engine's journal: touches, gestures, animations, transitions.",
    discussion: """
      One line per entry, `t=SECONDS s: EVENT`, in the order the engine recorded them: \
      touches delivered and cancelled, gesture states and actions, animations added and \
      ended, presentation transitions with their left and right limits, animator calls, \
      dynamics, counters, completions, programmer errors. Frames are left out unless \
      --frames. --from and --to (seconds) keep a window; --grep keeps lines that contain a \
      text. This is what the invariants read: the way to see why one failed.

      Exit codes: 0 printed, 64 usage error, 65 malformed trace, 66 missing file.

      Examples:
        seamless journal failure.trace --from 0.95 --to 1.0
        seamless journal demo.trace --scene card-drag/jump-on-catch --grep presentation-transition
      """
  )

  @Argument(help: "The trace file.") var file: String
  @Option(help: "The scene to replay against (default: the trace header's scene).") var scene: String?
  @Option(parsing: .unconditional, help: ArgumentHelp("Only entries at or after this time.", valueName: "seconds")) var from:
    SecondsArgument?
  @Option(parsing: .unconditional, help: ArgumentHelp("Only entries at or before this time.", valueName: "seconds")) var to:
    SecondsArgument?
  @Option(help: "Only entries whose line contains this text.") var grep: String?
  @Flag(help: "Include the frame entries.") var frames = false

  func validate() throws {
    if let from, let to, from.seconds > to.seconds {
      throw ValidationError("--from (\(from.seconds)) is after --to (\(to.seconds)).")
    }
  }

  func run() throws {
    try requireInput(file)
    let trace = try reportingTraceErrors(file) { try Trace(contentsOf: file) }
    let definition = try CommandLineTool.scene(named: scene ?? trace.header.sceneName, file: file)
    let (engine, _, _) = Replayer().run(trace, scene: definition.make(), sceneName: definition.name)
    let lower = from.map { Int64(($0.seconds * 1e9).rounded(.down)) } ?? .min
    let upper = to.map { Int64(($0.seconds * 1e9).rounded(.up)) } ?? .max
    var lines = 0
    var output = ""
    for entry in engine.journal.entries where entry.instant.nanoseconds >= lower && entry.instant.nanoseconds <= upper {
      if !frames, case .frame = entry.event { continue }
      let line = entry.description
      if let grep, !line.contains(grep) { continue }
      output += line + "\n"
      lines += 1
      if output.utf8.count > 1 << 16 {
        printOut(output)
        output = ""
      }
    }
    printOut(output)
    if lines == 0 { printError("no journal entries match") }
  }
}
