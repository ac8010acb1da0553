import ArgumentParser
import Foundation
import SeamlessTrace

/// `seamless info`: what a trace holds, how long it lasts and how well it compresses.
struct InfoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "info",
    abstract: "Print a trace's header, event counts, duration and size.",
    discussion: """
      Reads and validates the whole file. Bytes per touch sample is the file size \
      divided by the number of touch samples.

      Examples:
        seamless info fling.trace
        seamless info fling.trace --json
      """
  )

  @Argument(help: "The trace file, or - for standard input.") var file: String
  @Flag(help: "Print one JSON object.") var json = false

  func run() throws {
    try requireInput(file)
    let summary = try reportingTraceErrors(file) { try TraceSummary(path: file) }
    printOut(json ? summary.json() + "\n" : summary.text())
  }
}

/// What `info` reports about one file.
struct TraceSummary {
  var path: String
  var header: TraceHeader
  var counts: TraceCounts
  var touchSequences: Int64
  var firstTime: Int64?
  var lastTime: Int64?
  var fileBytes: Int64
  var payloadBytes: Int64

  init(path: String) throws {
    let reader = try TraceReader(path: path)
    var sequences: Int64 = 0
    var first: Int64?
    var last: Int64?
    while let event = try reader.next() {
      if first == nil { first = event.time }
      last = event.time
      if case .touch(let touch) = event, touch.phase == .began { sequences += 1 }
    }
    self.path = path
    header = reader.header
    counts = reader.counts
    touchSequences = sequences
    firstTime = first
    lastTime = last
    fileBytes =
      path == "-"
      ? reader.fileBytesRead
      : (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.int64Value ?? reader.fileBytesRead
    payloadBytes = reader.payloadBytesRead
  }

  var duration: Int64 { (lastTime ?? 0) - (firstTime ?? 0) }
  var bytesPerTouchSample: Double? { counts.touches > 0 ? Double(fileBytes) / Double(counts.touches) : nil }

  func text() -> String {
    var lines = [
      "file: \(TerminalText.escaped(path))",
      "format version: \(header.formatVersion)",
      "producer: \(TerminalText.escaped(header.producer))",
      "scene: \(header.sceneName.isEmpty ? "(none)" : TerminalText.escaped(header.sceneName))",
      "display: \(format(header.displayWidth)) × \(format(header.displayHeight)) pt @\(format(header.displayScale))x, refresh \(format(header.refreshRate)) Hz, touch sampling \(format(header.touchSamplingRate)) Hz",
    ]
    if let seed = header.seed { lines.append("seed: \(seed)") }
    if let recipe = header.recipe { lines.append("recipe: \(recipe.utf8.count) bytes of JSON") }
    for entry in header.sortedMetadata {
      lines.append("metadata: \(TerminalText.escaped(entry.key)) = \(TerminalText.escaped(entry.value))")
    }
    lines.append(
      "events: \(counts.events) (touch samples \(counts.touches), commands \(counts.commands), system \(counts.systems), markers \(counts.markers)) in \(counts.blocks) block\(counts.blocks == 1 ? "" : "s")"
    )
    lines.append("touch sequences: \(touchSequences)")
    lines.append("duration: \(seconds(duration)) s (first event at \(seconds(firstTime ?? 0)) s, last at \(seconds(lastTime ?? 0)) s)")
    var size = "size: \(fileBytes) bytes compressed, \(payloadBytes) bytes payload"
    if let perSample = bytesPerTouchSample { size += ", \(String(format: "%.3f", perSample)) bytes per touch sample" }
    lines.append(size)
    return lines.joined(separator: "\n") + "\n"
  }

  func json() -> String {
    var display = JSONObjectWriter()
    display.add("width", header.displayWidth)
    display.add("height", header.displayHeight)
    display.add("scale", header.displayScale)
    var metadata = JSONObjectWriter()
    for (key, value) in header.sortedMetadata { metadata.add(key, value) }
    var object = JSONObjectWriter()
    object.add("file", path)
    object.add("format_version", header.formatVersion)
    object.add("producer", header.producer)
    object.add("scene", header.sceneName)
    object.add("display", display)
    object.add("refresh_hz", header.refreshRate)
    object.add("touch_hz", header.touchSamplingRate)
    object.add("seed", header.seed)
    object.add("has_recipe", header.recipe != nil)
    object.add("metadata", metadata)
    object.add("events", counts.events)
    object.add("touch_samples", counts.touches)
    object.add("commands", counts.commands)
    object.add("system_events", counts.systems)
    object.add("markers", counts.markers)
    object.add("blocks", counts.blocks)
    object.add("touch_sequences", touchSequences)
    object.add("duration_ns", duration)
    object.add("first_t_ns", firstTime)
    object.add("last_t_ns", lastTime)
    object.add("file_bytes", fileBytes)
    object.add("payload_bytes", payloadBytes)
    object.add("bytes_per_touch_sample", bytesPerTouchSample)
    return object.text
  }

  private func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int64(value)) : String(value)
  }

  private func seconds(_ ns: Int64) -> String {
    String(format: "%.6f", Double(ns) / 1e9)
  }
}
