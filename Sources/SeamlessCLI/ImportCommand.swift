import ArgumentParser
import Foundation
import SeamlessTrace

/// `seamless import`: convert a device recording or JSON Lines into a trace file.
struct ImportCommand: ParsableCommand {
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case evemu
    case getevent
    case jsonl
  }

  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Convert JSON Lines or a device recording (evemu-record, getevent -lt) into a trace.",
    discussion: """
      Device recordings are mapped from raw axis units to points on the target display \
      (--display). evemu-record files carry their axis ranges; getevent -lt output needs \
      the device description from `getevent -lp` (--ranges) or explicit --x-range and \
      --y-range. Touches still down at the end of a recording are cancelled.

      The input may be `-` to read from a pipe while a device streams; the trace is then \
      flushed every 100 ms of trace time, so killing the import (or a malformed line) loses \
      at most that much (recover FILE.partial with `seamless salvage`); once the stream \
      ends cleanly the trace is rewritten in large blocks, the bytes a file import gives. \
      A file is written in large blocks, and a failed import leaves nothing behind.

      The output is written to a temporary beside it and renamed into place. An output \
      that is the input, a directory or a device is refused; a symbolic link is written \
      through.

      Examples:
        seamless import --format jsonl fling.jsonl -o fling.trace
        seamless import --format evemu pinch.evemu --display 390x844 -o pinch.trace
        seamless import --format getevent swipe.txt --ranges getevent-lp.txt -o swipe.trace
        adb shell getevent -lt /dev/input/event2 | seamless import --format getevent - --x-range 0:1079 --y-range 0:2399 -o live.trace
      """
  )

  @Option(help: "Input format: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).") var format: Format
  @Argument(help: "The input file, or - for standard input.") var input: String
  @Option(name: .shortAndLong, help: "Where to write the trace.") var output: String
  @Option(help: "Target display size in points, WIDTHxHEIGHT (device formats).") var display: DisplaySize = DisplaySize(
    width: 390, height: 844)
  @Option(help: "Target display scale (pixels per point).") var scale: Double = 3
  @Option(help: "Scene name to store in the header (device formats).") var scene: String = ""
  @Option(help: "A `getevent -lp` device description giving the axis ranges (getevent).") var ranges: String?
  @Option(help: "Raw x axis range MIN:MAX (getevent; overrides --ranges).") var xRange: AxisRange?
  @Option(help: "Raw y axis range MIN:MAX (getevent; overrides --ranges).") var yRange: AxisRange?
  @Option(help: "The input device to take, a path or a name (getevent).") var device: String?

  func validate() throws {
    if format == .getevent && ranges == nil && (xRange == nil || yRange == nil) {
      throw ValidationError(
        "getevent -lt output has no axis ranges: give --ranges FILE (the output of `getevent -lp`) or both --x-range and --y-range")
    }
  }

  func run() throws {
    try requireInput(input)
    if let ranges { try requireInput(ranges) }
    try reportingTraceErrors(input) {
      var lines = try LineReader(path: input)
      defer { lines.close() }
      switch format {
      case .jsonl:
        try importJSONLines(&lines)
      case .evemu:
        var importer = try EvemuImporter(options: touchOptions)
        try importDevice(&importer, from: &lines)
      case .getevent:
        let description = try ranges.map { path -> String in
          do { return try TextInput.read(path, what: "device description (--ranges)") } catch {
            throw TraceError(.io("\(error)"))
          }
        }
        var options = GeteventImporter.Options(touch: touchOptions)
        options.device = device
        options.deviceDescription = description
        options.xRange = xRange.map { AbsoluteAxisInfo(minimum: $0.minimum, maximum: $0.maximum) }
        options.yRange = yRange.map { AbsoluteAxisInfo(minimum: $0.minimum, maximum: $0.maximum) }
        var importer = try GeteventImporter(options: options)
        try importDevice(&importer, from: &lines)
      }
    }
  }

  /// The files read, which the output must not be.
  private var inputs: [String] { [input] + (ranges.map { [$0] } ?? []) }

  /// A live stream (`-`) is flushed every 100 ms of trace time and keeps its `.partial` if
  /// the import fails; a file is written in large blocks, once, and leaves nothing behind.
  private var writerOptions: TraceWriterOptions {
    guard input == "-" else { return TraceWriterOptions(flushPolicy: .onClose) }
    var options = TraceWriterOptions()
    options.keepsPartialOnFailure = true
    return options
  }

  private var touchOptions: TouchImportOptions {
    var options = TouchImportOptions(displayWidth: display.width, displayHeight: display.height)
    options.displayScale = scale
    options.sceneName = scene
    return options
  }

  /// Feeds lines to a device importer, opening the writer once the header is known (the
  /// importers emit no event in the call that completes the header).
  private func importDevice<Importer: TouchRecordingImporter>(_ importer: inout Importer, from lines: inout LineReader) throws {
    var writer: TraceWriter?
    func emit(_ event: TraceEvent) throws(TraceError) {
      guard let writer else {
        throw TraceError(.malformed("an event arrived before the device's axis ranges were known"))
      }
      try writer.append(event)
    }
    while let line = try lines.next() {
      try importer.feed(line: line, lineNumber: lines.lineNumber, emit: emit)
      if writer == nil && importer.isHeaderComplete {
        writer = try TraceWriter(path: output, header: importer.header, options: writerOptions, inputs: inputs)
      }
    }
    guard let writer else {
      guard lines.lineNumber > 0 else { throw TraceError(.syntax("the input is empty (expected a device recording)")) }
      throw TraceError(.syntax("the input has no touchscreen events or axis ranges (expected a device recording)"), line: lines.lineNumber)
    }
    try importer.finish(emit: emit)
    try writer.close()
    try compactLiveRecording()
  }

  /// A live stream, closed cleanly, is rewritten in large blocks: nothing needs salvaging now.
  private func compactLiveRecording() throws {
    guard input == "-" else { return }
    try TraceCompaction.compact(output)
  }

  private func importJSONLines(_ lines: inout LineReader) throws {
    var decoder = TraceJSONLinesDecoder()
    var writer: TraceWriter?
    while let item = try decoder.next(from: &lines) {
      switch item {
      case .header(let header):
        writer = try TraceWriter(path: output, header: header, options: writerOptions, inputs: inputs)
      case .event(let event):
        do {
          try writer?.append(event)
        } catch {
          var located = error
          located.line = lines.lineNumber
          throw located
        }
      }
    }
    guard let writer else {
      throw TraceError(.syntax("the input has no header line (expected {\"kind\":\"header\",…} first)"), line: 1)
    }
    try writer.close()
    try compactLiveRecording()
  }
}

/// A display size given as `WIDTHxHEIGHT` in points.
struct DisplaySize: ExpressibleByArgument {
  var width: Double
  var height: Double

  init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  init?(argument: String) {
    let parts = argument.lowercased().split(separator: "x")
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      width.isFinite, height.isFinite, width >= 1, height >= 1
    else { return nil }
    self.init(width: width, height: height)
  }

  var defaultValueDescription: String { "\(Int(width))x\(Int(height))" }
}

/// A raw axis range given as `MIN:MAX`.
struct AxisRange: ExpressibleByArgument {
  var minimum: Int32
  var maximum: Int32

  init?(argument: String) {
    let parts = argument.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, let minimum = Int32(parts[0]), let maximum = Int32(parts[1]), minimum < maximum else { return nil }
    self.minimum = minimum
    self.maximum = maximum
  }
}
