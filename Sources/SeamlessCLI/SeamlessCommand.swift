import ArgumentParser
import SeamlessReplay

/// The `seamless` command-line tool, as a library: the root command and its subcommands,
/// for any catalog of scenes.
///
/// The `seamless` executable runs it with the built-in scenes; your package runs it with
/// yours (see `SeamlessCLI.main(commandName:scenes:arguments:)`).
package struct SeamlessCommand: ParsableCommand {
  package static let version = "0.2.0"

  package static var configuration: CommandConfiguration {
    let name = CommandLineTool.commandName
    return CommandConfiguration(
      commandName: name,
      abstract: "Record, inspect, convert and replay deterministic touch traces; fuzz and shrink; measure release velocities; plot.",
      discussion: """
        Seamless records synthetic or imported touch traces into compressed .trace files \
        (gzip; `gzip -t` and `gzip -dc` work on them) for deterministic replay against \
        scenes, checking the invariants of fluid, interruptible interaction.

        Examples:
          \(name) record fling --from 100,400 --velocity 1200,0 -o fling.trace
          \(name) record --recipe recipe.json -o demo.trace
          \(name) info demo.trace
          \(name) replay demo.trace
          \(name) scenes
          \(name) fuzz --scene SCENE --cases 500
          \(name) shrink failure.trace --scene SCENE --invariant continuity -o small.trace
          \(name) plot demo.trace --scene SCENE -o demo.svg
          \(name) journal failure.trace --from 0.95 --to 1.0
          \(name) dump demo.trace --format text
          \(name) import --format getevent device.txt --ranges getevent-lp.txt -o device.trace
          \(name) salvage crashed.trace.partial -o recovered.trace
          \(name) velocity fling.trace --json
          \(name) curve easeInEaseOut --at 0.1 0.25 0.5
          \(name) glue --in-place Sources/MyApp/*.swift

        Exit codes: 0 success (for replay: every invariant holds), 1 an invariant failed, 64 usage error, 65 malformed input, \
        66 missing input file, 74 input/output error.
        """,
      version: version,
      subcommands: [
        RecordCommand.self, InfoCommand.self, DumpCommand.self, ImportCommand.self, SalvageCommand.self, VelocityCommand.self,
        CurveCommand.self, ReplayCommand.self, FuzzCommand.self, ShrinkCommand.self, PlotCommand.self, ViewCommand.self,
        JournalCommand.self,
        ScenesCommand.self, GlueCommand.self,
      ]
    )
  }

  package init() {}
}
