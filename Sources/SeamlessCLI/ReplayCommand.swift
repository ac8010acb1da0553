import ArgumentParser
import Foundation
import SeamlessReplay
import SeamlessTrace

/// `seamless replay`: a trace against one of the tool's scenes, with the invariants' report.
struct ReplayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Replay a trace against a scene on the virtual clock and check the invariants.",
    discussion: """
      The scene is the one named in the trace's header unless --scene gives another; \
      --list-scenes prints the ones this tool knows. The report lists each invariant (no \
      programmer errors, completions once, no jumps at transitions or between frames, \
      the view follows the finger, release velocity, touches land on what is shown, \
      balanced counters and ignoring, settling, determinism) with its violations. \
      --plot FILE.svg also writes a plot of the replay; --view FILE.html the interactive \
      viewer (see `seamless view`).

      Exit codes: 0 every invariant holds, 1 an invariant failed, 64 unknown scene or \
      usage error, 65 malformed trace, 66 missing file, 74 cannot write the plot or viewer.

      Examples:
        seamless replay demo.trace
        seamless replay demo.trace --scene card-drag/jump-on-catch
        seamless replay demo.trace --json
        seamless replay --list-scenes
      """
  )

  @Argument(help: "The trace file, or - for standard input.") var file: String?
  @Option(help: "The scene to replay against (default: the trace header's scene).") var scene: String?
  @Flag(help: "Print the report as one JSON object.") var json = false
  @Flag(help: "Replay once only (skip the determinism check).") var noDeterminismCheck = false
  @Option(parsing: .unconditional, help: ArgumentHelp("How long the scene may take to settle after the last event.", valueName: "seconds"))
  var settleLimit = SecondsArgument(10)
  @Flag(help: "List the scenes and exit (the same as `scenes`).") var listScenes = false
  @Option(help: "Also write an SVG plot of the replay to this file.") var plot: String?
  @Option(help: "Also write the interactive HTML viewer of the replay to this file.") var view: String?
  @Option(
    help:
      "A known-issues file (`signature | reason` per line): failures it matches are known; a known issue that does not reproduce fails (it was fixed: remove it)."
  )
  var knownIssues: String?
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("The longest trace span replayed; a longer trace is refused (exit 65).", valueName: "seconds"))
  var maxDuration = SecondsArgument(86_400)

  func validate() throws {
    if !listScenes && file == nil { throw ValidationError("Missing expected argument '<file>'.") }
    if !(maxDuration.seconds > 0 && maxDuration.seconds <= 31_536_000) {
      throw ValidationError("--max-duration must be a number of seconds in (0, 31536000] (a year), got \(maxDuration.seconds).")
    }
    if !(settleLimit.seconds > 0 && settleLimit.seconds <= 3600) {
      throw ValidationError("--settle-limit must be a number of seconds in (0, 3600], got \(settleLimit.seconds).")
    }
  }

  func run() throws {
    if listScenes {
      printOut(ScenesCommand.listing())
      return
    }
    guard let file else { return }
    try requireInput(file)
    // A file is replayed block by block (memory does not grow with it); standard input,
    // which can be read only once, is read whole so the determinism check can run again.
    let stdinTrace = file == "-" ? try reportingTraceErrors(file) { try Trace(contentsOf: file) } : nil
    let header = try stdinTrace?.header ?? reportingTraceErrors(file) { try TraceReader(path: file).header }
    let definition = try CommandLineTool.scene(named: scene ?? header.sceneName, file: file)
    let known = try knownIssues.map { try CommandLineTool.loadKnownIssues($0) }
    var configuration = ReplayConfiguration()
    configuration.checksDeterminism = !noDeterminismCheck
    configuration.settleLimit = .nanoseconds(settleLimit.nanoseconds)
    configuration.recordsTimeline = plot != nil
    configuration.recordsViewer = view != nil
    configuration.maximumDuration = .nanoseconds(maxDuration.nanoseconds)
    let replayer = Replayer(configuration: configuration)
    let report = try reportingTraceErrors(file) {
      if let stdinTrace { return replayer.replay(stdinTrace, sceneName: definition.name, makeScene: definition.make) }
      return try replayer.replay(contentsOf: file, sceneName: definition.name, makeScene: definition.make)
    }
    if let refusal = report.results.first(where: { $0.name == "trace-span" })?.violations.first {
      printError("\(file): \(refusal.message) (--max-duration)")
      throw ExitCode.malformedInput
    }
    printOut(json ? report.json + "\n" : TerminalText.escaped(report.text, keepingNewlines: true) + "\n")
    if let plot, let timeline = report.timeline {
      try writeOutput(TimelinePlot(timeline: timeline, failures: report.failures, title: "\(definition.name): \(file)").svg(), to: plot)
    }
    if let view, let recording = report.viewer {
      try writeOutput(ViewerPage(recording: recording, report: report, title: "\(definition.name): \(file)").html(), to: view)
    }
    guard let known else {
      if !report.passed { throw ExitCode.invariantFailed }
      return
    }
    // A fixed trace replays the same every time: a known issue that does not show was fixed.
    let verdict = KnownIssueVerdict(signatures: report.signatures, knownIssues: known)
    for signature in verdict.known {
      let reasons = known.filter { $0.signature.matches(signature) }.map(\.reason).joined(separator: "; ")
      printOut("known: \(signature) (\(reasons))\n")
    }
    for issue in verdict.unseen {
      printOut("FIXED: the known issue \(issue.signature) (\(issue.reason)) no longer shows: remove it from \(knownIssues ?? "")\n")
    }
    if !verdict.unexpected.isEmpty || !verdict.unseen.isEmpty { throw ExitCode.invariantFailed }
  }
}
