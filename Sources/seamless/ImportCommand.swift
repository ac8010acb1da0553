import ArgumentParser
import SeamlessTrace

/// `seamless import`: convert a device recording or JSON Lines into a trace file.
struct ImportCommand: ParsableCommand {
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case jsonl
  }

  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Convert JSON Lines or a device recording (evemu-record, getevent -lt) into a trace.",
    discussion: """
      The input may be `-` to read from a pipe while a device streams; the trace is then \
      flushed every 100 ms of trace time, so killing the import loses at most that much \
      (recover FILE.partial with `seamless salvage`).

      Examples:
        seamless import --format jsonl fling.jsonl -o fling.trace
      """
  )

  @Option(help: "Input format: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).") var format: Format
  @Argument(help: "The input file, or - for standard input.") var input: String
  @Option(name: .shortAndLong, help: "Where to write the trace.") var output: String

  func run() throws {
    try requireInput(input)
    try reportingTraceErrors(input) {
      var lines = try LineReader(path: input)
      defer { lines.close() }
      switch format {
      case .jsonl:
        try importJSONLines(&lines)
      }
    }
  }

  private func importJSONLines(_ lines: inout LineReader) throws {
    var decoder = TraceJSONLinesDecoder()
    var writer: TraceWriter?
    while let line = try lines.next() {
      switch try decoder.decode(line, lineNumber: lines.lineNumber) {
      case .header(let header)?:
        writer = try TraceWriter(path: output, header: header)
      case .event(let event)?:
        try writer?.append(event)
      case nil:
        break
      }
    }
    guard let writer else {
      throw TraceError(.syntax("the input has no header line (expected {\"kind\":\"header\",…} first)"), line: 1)
    }
    try writer.close()
  }
}
