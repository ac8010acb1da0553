import ArgumentParser
import Foundation
import SeamlessReplay
import SeamlessTrace

/// `seamless shrink`: a failing trace made as small as it can be while it still fails.
struct ShrinkCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "shrink",
    abstract: "Shrink a failing trace to the fewest gestures and events that still break the same invariant.",
    discussion: """
      The trace is replayed against the scene (its header's, or --scene); the invariant to \
      keep broken is --invariant, or the first one that fails. A trace made by fuzzing \
      (its header holds the choice sequence) first shrinks its choices, as `fuzz` does; \
      any trace then shrinks its events: markers go, whole gestures, commands and system \
      events are removed while the failure stays, and gestures are thinned. The result is \
      written to -o (default FILE.shrunk.trace), with its plot beside it, and the command \
      that replays it is printed.

      Exit codes: 0 shrunk and written, 1 the trace does not fail (nothing to shrink), 64 \
      usage error, 65 malformed trace, 66 missing file.

      Examples:
        seamless shrink failure.trace
        seamless shrink recorded.trace --scene card-drag/jump-on-catch --invariant continuity -o small.trace
      """
  )

  @Argument(help: "The failing trace file.") var file: String
  @Option(help: "The scene to replay against (default: the trace header's scene).") var scene: String?
  @Option(help: "The invariant to keep failing (default: the first that fails).") var invariant: String?
  @Option(help: "Replays the shrink may spend.") var budget: Int = 600
  @Option(name: .shortAndLong, help: "Where to write the shrunk trace (default FILE.shrunk.trace).") var output: String?

  func validate() throws {
    guard (1...1_000_000).contains(budget) else { throw ValidationError("--budget must be in 1...1000000, got \(budget).") }
  }

  func run() throws {
    try requireInput(file)
    let trace = try reportingTraceErrors(file) { try Trace(contentsOf: file) }
    let definition = try CommandLineTool.scene(named: scene ?? trace.header.sceneName, file: file)
    var replay = ReplayConfiguration()
    replay.checksDeterminism = false
    let replayer = Replayer(configuration: replay)
    let first = replayer.replay(trace, sceneName: definition.name, makeScene: definition.make)
    guard let broken = invariant ?? first.failures.first?.name else {
      printOut("\(file) passes every invariant against \"\(definition.name)\": nothing to shrink\n")
      throw ExitCode.invariantFailed
    }
    func stillFails(_ candidate: Trace) -> Bool {
      replayer.replay(candidate, sceneName: definition.name, makeScene: definition.make).failures.contains { $0.name == broken }
    }
    guard first.failures.contains(where: { $0.name == broken }) else {
      printOut("\(file) does not break \(broken) against \"\(definition.name)\": nothing to shrink\n")
      throw ExitCode.invariantFailed
    }
    var current = trace
    var replays = 0
    // A case fuzzed with --touch-force is made again with force, or its candidates are other
    // gestures (a device without force) and may fail for other reasons.
    let space = definition.fuzzSpace.remaking(trace.header)
    if let hex = trace.header.metadata["choices"], let choices = ChoiceSequence(hex: hex),
      trace.header.metadata["fuzz.algorithm"] == "\(FuzzSpace.algorithmVersion)"
    {
      var shrinker = Shrinker(budget: budget / 2)
      let shrunk = shrinker.shrink(choices) { candidate in
        stillFails(space.trace(from: candidate, sceneName: definition.name, makeScene: definition.make))
      }
      replays += shrinker.calls
      let regenerated = space.trace(from: shrunk, sceneName: definition.name, makeScene: definition.make)
      if shrunk < choices && stillFails(regenerated) {
        current = regenerated
        printOut("choices: \(choices.bytes.count) → \(shrunk.bytes.count) bytes (\(shrunk.description))\n")
      }
    }
    var shrinker = TraceShrinker(budget: max(budget - replays, 1))
    current = shrinker.shrink(current, stillFails: stillFails)
    replays += shrinker.calls
    current.header.metadata["invariant"] = broken
    current.header.metadata["shrunk-from"] = (file as NSString).lastPathComponent
    let gestures = current.events.filter { if case .touch(let s) = $0 { s.phase == .began } else { false } }.count
    let path = output ?? ((file as NSString).deletingPathExtension + ".shrunk.trace")
    let directory = (path as NSString).deletingLastPathComponent
    let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    let artifacts = try CommandLineTool.writeFailure(
      current, scene: definition, name: name, directory: directory.isEmpty ? "." : directory)
    printOut(
      "shrunk \(trace.events.count) → \(current.events.count) events (\(gestures) touch sequences) still breaking \(broken), "
        + "in \(replays) replays:\n")
    printOut(TraceSteps(current).numbered() + "\n")
    printOut("wrote \(artifacts.tracePath), its plot \(artifacts.plotPath) and its viewer \(artifacts.viewerPath)\n")
    printOut("Reproduce: \(CommandLineTool.reproduceCommand(path: artifacts.tracePath, scene: definition.name))\n")
  }
}
