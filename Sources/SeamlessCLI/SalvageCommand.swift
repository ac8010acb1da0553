import ArgumentParser
import SeamlessTrace

/// `seamless salvage`: recover what can be read of a damaged or cut-short trace.
struct SalvageCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "salvage",
    abstract: "Recover a truncated or corrupted trace up to its last complete record.",
    discussion: """
      Writes a new, valid trace with every event up to the first damage and says how much \
      was recovered. A recording killed mid-write leaves FILE.partial: salvage recovers \
      every event up to the writer's last flush (at most 100 ms of trace time is lost).

      Exit codes: 0 events recovered, 65 nothing recovered (the trace written holds its \
      header alone) or the header itself is unreadable, 66 missing file, 74 cannot write.

      Example:
        seamless salvage crashed.trace.partial -o recovered.trace
      """
  )

  @Argument(help: "The damaged trace file.") var input: String
  @Option(name: .shortAndLong, help: "Where to write the recovered trace.") var output: String

  func run() throws {
    try requireInput(input)
    let report = try reportingTraceErrors(input) { try TraceSalvage.salvage(from: input, to: output) }
    guard report.recovered.events > 0 else {
      printError(report.summary + "; nothing to replay in \(output)")
      throw ExitCode.malformedInput
    }
    printOut(report.summary + "\n")
  }
}
