import ArgumentParser
import Foundation
import SeamlessReplay
import SeamlessScenes
import SeamlessTrace

/// `seamless replay`: a trace against a built-in scene, with the invariants' report.
struct ReplayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Replay a trace against a built-in scene on the virtual clock and check the invariants.",
    discussion: """
      The scene is the one named in the trace's header unless --scene gives another; \
      --list-scenes prints the built-in ones. The report lists each invariant (no \
      programmer errors, completions once, gestures end once, no jumps at transitions, \
      release velocity, balanced counters, settling, determinism) with its violations.

      Exit codes: 0 every invariant holds, 1 an invariant failed, 64 unknown scene or \
      usage error, 65 malformed trace, 66 missing file.

      Examples:
        seamless replay demo.trace
        seamless replay demo.trace --scene card-drag/jump-on-catch
        seamless replay demo.trace --json
        seamless replay --list-scenes
      """
  )

  @Argument(help: "The trace file.") var file: String?
  @Option(help: "The scene to replay against (default: the trace header's scene).") var scene: String?
  @Flag(help: "Print the report as one JSON object.") var json = false
  @Flag(help: "Replay once only (skip the determinism check).") var noDeterminismCheck = false
  @Option(help: "Seconds the scene may take to settle after the last event.") var settleLimit: Double = 10
  @Flag(help: "List the built-in scenes and exit.") var listScenes = false

  func validate() throws {
    if !listScenes && file == nil { throw ValidationError("Missing expected argument '<file>'.") }
    if !(settleLimit.isFinite && settleLimit > 0 && settleLimit <= 3600) {
      throw ValidationError("--settle-limit must be a number of seconds in (0, 3600], got \(settleLimit).")
    }
  }

  func run() throws {
    if listScenes {
      let width = BuiltInScenes.names.map(\.count).max() ?? 0
      for name in BuiltInScenes.names {
        printOut("\(name.padding(toLength: width, withPad: " ", startingAt: 0))  \(BuiltInScenes.summary(of: name) ?? "")\n")
      }
      return
    }
    guard let file else { return }
    try requireInput(file)
    let trace = try reportingTraceErrors(file) { try Trace(contentsOf: file) }
    let name = scene ?? trace.header.sceneName
    guard BuiltInScenes.make(name) != nil else {
      let known = BuiltInScenes.names.joined(separator: ", ")
      printError(
        name.isEmpty
          ? "\(file) names no scene; pass --scene (built-in scenes: \(known))"
          : "unknown scene \"\(name)\" (built-in scenes: \(known))")
      throw ExitCode(ExitStatus.usage)
    }
    var configuration = ReplayConfiguration()
    configuration.checksDeterminism = !noDeterminismCheck
    configuration.settleLimit = .nanoseconds(Int64(settleLimit * 1e9))
    let report = Replayer(configuration: configuration).replay(trace, sceneName: name) {
      BuiltInScenes.make(name) ?? CardDragScene()
    }
    printOut(json ? report.json + "\n" : report.text + "\n")
    if !report.passed { throw ExitCode(ExitStatus.invariantFailed) }
  }
}
