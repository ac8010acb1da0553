import Foundation

@testable import SeamlessTrace

/// Fixture files and drivers shared by the importer tests.
///
/// Fixtures live in `Fixtures/import/` at the package root, found from this file's path
/// (`…/Tests/SeamlessTraceTests/ImporterFixtures.swift` → `…/Fixtures/import/`).
///
/// ```swift
/// let text = try ImporterFixtures.text("evemu-two-finger.txt")
/// let result = try ImporterFixtures.importEvemu(text, options: options)
/// ```
enum ImporterFixtures {
  /// The contents of `Fixtures/import/<name>`.
  static func text(_ name: String, filePath: String = #filePath) throws -> String {
    let url = URL(fileURLWithPath: filePath)
      .deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("Fixtures/import/\(name)")
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// The text's lines, numbered from 1 (a final newline adds no line).
  static func lines(_ text: String) -> [(text: String, number: Int)] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines.enumerated().map { ($0.element, $0.offset + 1) }
  }

  /// Imports an evemu recording line by line.
  static func importEvemu(
    _ text: String, options: TouchImportOptions
  ) throws -> (events: [TraceEvent], importer: EvemuImporter) {
    var importer = try EvemuImporter(options: options)
    var events: [TraceEvent] = []
    for (line, number) in lines(text) {
      try importer.feed(line: line, lineNumber: number) { events.append($0) }
    }
    try importer.finish { events.append($0) }
    return (events, importer)
  }

  /// Imports a getevent recording line by line.
  static func importGetevent(
    _ text: String, options: GeteventImporter.Options
  ) throws -> (events: [TraceEvent], importer: GeteventImporter) {
    var importer = try GeteventImporter(options: options)
    var events: [TraceEvent] = []
    for (line, number) in lines(text) {
      try importer.feed(line: line, lineNumber: number) { events.append($0) }
    }
    try importer.finish { events.append($0) }
    return (events, importer)
  }

  /// The bytes of the text cut into chunks of the given sizes, repeated to the end.
  static func chunks(_ text: String, sizes: [Int]) -> [[UInt8]] {
    let bytes = Array(text.utf8)
    var result: [[UInt8]] = []
    var start = 0
    var index = 0
    while start < bytes.count {
      let size = max(1, sizes[index % sizes.count])
      let end = min(bytes.count, start + size)
      result.append(Array(bytes[start..<end]))
      start = end
      index += 1
    }
    return result
  }

  /// A touch event as an importer emits it: on the trace's grids.
  static func touch(
    _ time: Int64, _ id: UInt32, _ phase: TouchPhase, x: Double, y: Double,
    force: Double? = nil, radius: Double? = nil
  ) -> TraceEvent {
    .touch(
      TouchSample(time: time, touchID: id, phase: phase, x: x, y: y, force: force, majorRadius: radius)
        .quantized())
  }
}
