import ArgumentParser
import Foundation
import SeamlessTrace

/// `seamless dump`: a trace's events as JSON Lines or readable text.
struct DumpCommand: ParsableCommand {
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case jsonl
    case text
  }

  static let configuration = CommandConfiguration(
    commandName: "dump",
    abstract: "Print a trace's events as JSON Lines (the stable schema) or text.",
    discussion: """
      JSON Lines: a header line, then one event per line; `seamless import --format jsonl` \
      reads it back to the same file.

      Examples:
        seamless dump fling.trace > fling.jsonl
        seamless dump fling.trace --format text | head
      """
  )

  @Argument(help: "The trace file, or - for standard input.") var file: String
  @Option(help: "Output format: jsonl or text.") var format: Format = .jsonl

  func run() throws {
    try requireInput(file)
    try reportingTraceErrors(file) {
      let reader = try TraceReader(path: file)
      switch format {
      case .jsonl:
        let output = TraceJSONLinesOutput { chunk in
          // Handed over without a copy: the chunk outlives the write.
          guard let base = chunk.baseAddress else { return }
          FileHandle.standardOutput.write(
            Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: chunk.count, deallocator: .none))
        }
        output.write(reader.header)
        while let event = try reader.next() { output.write(event) }
        output.flush()
      case .text:
        var output = BufferedOutput()
        output.write(
          TerminalText.escaped(
            "# \(reader.header.producer) scene=\(reader.header.sceneName) display=\(reader.header.displayWidth)x\(reader.header.displayHeight)"
          ))
        // One line per event, whatever its labels hold.
        while let event = try reader.next() { output.write(TerminalText.escaped(Self.text(event))) }
        output.flush()
      }
    }
  }

  static func text(_ event: TraceEvent) -> String {
    let time = String(format: "%12.6f s", Double(event.time) / 1e9)
    switch event {
    case .touch(let touch):
      var line =
        "\(time)  touch \(touch.touchID) \(touch.phase.name.padding(toLength: 10, withPad: " ", startingAt: 0)) (\(String(format: "%.4f", touch.x)), \(String(format: "%.4f", touch.y)))"
      if let force = touch.force { line += " force \(force)" }
      if let radius = touch.majorRadius { line += " radius \(radius)" }
      return line
    case .command(let command):
      let arguments = command.arguments.map { "\($0.name)=\(describe($0.value))" }.joined(separator: " ")
      return "\(time)  command \(command.name) \(arguments)"
    case .system(let system):
      switch system.kind {
      case .stall(let duration): return "\(time)  system stall \(String(format: "%.6f", Double(duration) / 1e9)) s"
      case .frameRate(let hertz): return "\(time)  system frame rate \(hertz) Hz"
      case .orientation(let orientation): return "\(time)  system orientation \(orientation.name)"
      }
    case .marker(let marker):
      return "\(time)  marker \(marker.label)"
    }
  }

  static func describe(_ value: TraceCommand.Value) -> String {
    switch value {
    case .number(let number): "\(number)"
    case .integer(let integer): "\(integer)"
    case .string(let string): "\"\(string)\""
    case .bool(let bool): "\(bool)"
    case .point(let x, let y): "(\(x), \(y))"
    }
  }
}

/// Standard output with a 64 KiB buffer, for commands that print many lines.
///
/// It flushes once it holds 64 KiB or more, so a dump that meets a damaged block has printed
/// every line up to the last such flush.
struct BufferedOutput {
  private static let capacity = 1 << 16
  private var buffer: [UInt8] = []

  init() {
    buffer.reserveCapacity(Self.capacity + 4096)
  }

  mutating func write(_ line: String) {
    buffer.append(contentsOf: line.utf8)
    buffer.append(UInt8(ascii: "\n"))
    if buffer.count >= Self.capacity { flush() }
  }

  mutating func flush() {
    // Handed over without a copy: the buffer outlives the write.
    buffer.withUnsafeMutableBytes { bytes in
      guard let base = bytes.baseAddress else { return }
      FileHandle.standardOutput.write(Data(bytesNoCopy: base, count: bytes.count, deallocator: .none))
    }
    buffer.removeAll(keepingCapacity: true)
  }
}
