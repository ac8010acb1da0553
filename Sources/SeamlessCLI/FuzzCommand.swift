import ArgumentParser
import Foundation
import SeamlessReplay
import SeamlessTrace

/// `seamless fuzz`: a property-based campaign against one of the tool's scenes, with shrinking.
struct FuzzCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fuzz",
    abstract: "Fuzz a scene with generated traces; shrink and save what fails, with a plot and the command that reproduces it.",
    discussion: """
      Each case is a choice sequence (--case-bytes bytes from --seed and the case index) \
      that becomes a trace of up to --max-actions actions on the scene: flings and drags in \
      any direction, taps and rapid re-taps, commands, a second finger over the first, \
      stalls, frame-rate changes, cancellations, jitter, and gestures that start on the \
      scene's views wherever they are shown (catching them mid-flight); it is replayed and \
      checked like `seamless replay`. The first failure of each invariant is shrunk to the \
      shortlex-smallest choice sequence that still breaks it, and its report printed; \
      --save DIR writes the shrunk trace there (its header holds the choices, seed, case \
      and invariant), ready for Traces/regressions, with an SVG plot of the failing \
      replay beside it; without --save they go to .build/seamless-failures/. Each failure \
      prints the command that replays it. --shard K/N runs the cases with \
      index mod N = K, so a CI matrix splits a campaign. --choices HEX makes the trace of \
      one choice sequence instead (write it with -o).

      Exit codes: 0 no failure, 1 a failure was found, 64 usage error.

      Examples:
        seamless fuzz --scene card-drag --cases 500 --seed 7
        seamless fuzz --scene card-drag/jump-on-catch --save /tmp/regressions
        seamless fuzz --scene card-drag --shard 2/4 --cases 2000
        seamless fuzz --scene card-drag --choices 00007db322 -o regression.trace
        seamless fuzz --scene card-drag --touch-force
      """
  )

  @Option(help: "The scene (see `scenes`).") var scene: String
  @Option(help: "The campaign's seed.") var seed: UInt64 = 1
  @Option(help: "How many cases (before sharding).") var cases: Int = 200
  @Option(help: "Run shard K of N (K/N, 0-based).") var shard = ShardArgument(.all)
  @Option(help: "Bytes of choices per case (more bytes, longer cases).") var caseBytes: Int = 48
  @Option(help: "The most actions in a case (default: the scene's fuzz space's).") var maxActions: Int?
  @Flag(
    help:
      "Give touches force, as on a device with 3D Touch (each gesture presses with a drawn peak); needed again with --choices for a case fuzzed with it."
  )
  var touchForce = false
  @Option(help: "Replays a shrink may spend.") var shrinkBudget: Int = 400
  @Option(help: "Shrink at most this many distinct failure signatures (the rest are still counted).")
  var maxFailures: Int = 8
  @Flag(help: "Stop at the first failing case (CI speed) instead of running every case.") var stopAtFirst = false
  @Option(help: "A known-issues file (`signature | reason` per line): failures it matches are reported as known.")
  var knownIssues: String?
  @Option(help: "Write each shrunk failing trace (with its plot and viewer) into this directory (default .build/seamless-failures).")
  var save: String?
  @Option(help: "Make the trace of one choice sequence (hex) instead of a campaign.") var choices: String?
  @Option(name: .shortAndLong, help: "With --choices: the trace file to write.") var output: String?

  func validate() throws {
    _ = try CommandLineTool.scene(named: scene)
    guard (1...10_000_000).contains(cases) else { throw ValidationError("--cases must be in 1...10000000, got \(cases).") }
    guard (1...65_536).contains(caseBytes) else { throw ValidationError("--case-bytes must be in 1...65536, got \(caseBytes).") }
    if let maxActions, !(1...1_000).contains(maxActions) {
      throw ValidationError("--max-actions must be in 1...1000, got \(maxActions).")
    }
    guard (1...1_000_000).contains(shrinkBudget) else { throw ValidationError("--shrink-budget must be in 1...1000000.") }
    guard maxFailures >= 1 else { throw ValidationError("--max-failures must be at least 1.") }
    if let choices, ChoiceSequence(hex: choices) == nil {
      throw ValidationError("--choices must be hexadecimal bytes (an even number of digits), got \"\(choices)\".")
    }
    if output != nil && choices == nil { throw ValidationError("-o/--output goes with --choices.") }
  }

  func run() throws {
    let shard = self.shard.shard
    let definition = try CommandLineTool.scene(named: scene)
    var space = definition.fuzzSpace
    if let maxActions { space.maximumActions = maxActions }
    if touchForce { space.touchForce = true }
    if let hex = choices, let sequence = ChoiceSequence(hex: hex) {
      let trace = space.trace(from: sequence, sceneName: scene, makeScene: definition.make)
      if let output {
        try reportingTraceErrors(output) { _ = try trace.write(to: output) }
        printOut("wrote \(output): \(trace.events.count) events\n")
      }
      let report = Replayer().replay(trace, sceneName: scene, makeScene: definition.make)
      printOut(report.text + "\n")
      if !report.passed { throw ExitCode.invariantFailed }
      return
    }
    var configuration = Fuzzer.Configuration(seed: seed, cases: cases)
    configuration.shard = shard
    configuration.caseBytes = caseBytes
    configuration.shrinkBudget = shrinkBudget
    configuration.maximumFailures = maxFailures
    configuration.stopsAtFirstFailure = stopAtFirst
    let known = try knownIssues.map { try CommandLineTool.loadKnownIssues($0) } ?? []
    let report = Fuzzer(configuration: configuration).run(space: space, sceneName: scene, makeScene: definition.make)
    let verdict = KnownIssueVerdict(signatures: report.signatures.map(\.signature), knownIssues: known)
    printOut(
      "fuzzed \"\(scene)\": \(report.casesRun) case\(report.casesRun == 1 ? "" : "s") (seed \(seed), shard \(shard.index)/\(shard.count)), "
        + "\(report.failingCases) failing, \(verdict.unexpected.count) unknown signature\(verdict.unexpected.count == 1 ? "" : "s")\n")
    printOut(report.summary + "\n")
    for signature in verdict.known {
      let reasons = known.filter { $0.signature.matches(signature) }.map(\.reason).joined(separator: "; ")
      printOut("known: \(signature) (\(reasons))\n")
    }
    for issue in verdict.unseen {
      printOut("note: the known issue \(issue.signature) did not show in \(report.casesRun) cases (\(issue.reason))\n")
    }
    for failure in report.failures where verdict.unexpected.contains(failure.signature) {
      printOut(
        "\ncase \(failure.caseIndex) failed with \(failure.signature); shrunk \(failure.original.bytes.count) → "
          + "\(failure.shrunk.bytes.count) bytes (choices \(failure.shrunk.description)) in \(failure.shrinkReplays) replays\n")
      printOut("steps:\n" + TraceSteps(failure.trace).numbered() + "\n")
      printOut(failure.report.text + "\n")
      let name = "\(scene)-\(failure.invariant)-\(failure.shrunk.hex.isEmpty ? "empty" : failure.shrunk.hex)"
      let artifacts = try CommandLineTool.writeFailure(
        failure.trace, scene: definition, name: name, directory: save ?? FailureArtifacts.defaultDirectory)
      printOut("saved \(artifacts.tracePath), its plot \(artifacts.plotPath) and its viewer \(artifacts.viewerPath)\n")
      printOut("Reproduce: \(CommandLineTool.reproduceCommand(path: artifacts.tracePath, scene: scene))\n")
    }
    if !verdict.unexpected.isEmpty { throw ExitCode.invariantFailed }
  }
}
