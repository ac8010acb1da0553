import ArgumentParser

/// The `seamless` command-line tool.
@main
struct Seamless: ParsableCommand {
  static let version = "0.1.0"

  static let configuration = CommandConfiguration(
    commandName: "seamless",
    abstract: "Record, inspect, convert and replay deterministic touch traces; measure release velocities; sample timing curves.",
    discussion: """
      Seamless records synthetic or imported touch traces into compressed .trace files \
      (gzip; `gzip -t` and `gzip -dc` work on them) for deterministic replay.

      Examples:
        seamless record fling --from 100,400 --velocity 1200,0 -o fling.trace
        seamless record --recipe Fixtures/recipes/tap-drag-fling.json -o demo.trace
        seamless info demo.trace
        seamless replay demo.trace
        seamless fuzz --scene card-drag --cases 500
        seamless dump demo.trace --format text
        seamless import --format getevent device.txt --ranges getevent-lp.txt -o device.trace
        seamless salvage crashed.trace.partial -o recovered.trace
        seamless velocity fling.trace --json
        seamless curve easeInEaseOut --at 0.1 0.25 0.5
        seamless curve spring --damping-ratio 0.8 --response 0.4 --samples 11 --json

      Exit codes: 0 success (for replay: every invariant holds), 1 an invariant failed, 64 usage error, 65 malformed input, 66 missing input file, \
      74 input/output error.
      """,
    version: version,
    subcommands: [
      RecordCommand.self, InfoCommand.self, DumpCommand.self, ImportCommand.self, SalvageCommand.self, VelocityCommand.self,
      CurveCommand.self, ReplayCommand.self, FuzzCommand.self,
    ]
  )
}
