/// A streaming importer of a device's touch recording, one text line at a time.
///
/// The header is complete once the recording has said enough about its device
/// (``isHeaderComplete``); the line that completes it emits no event, so a caller can open
/// its ``TraceWriter`` right after that line and miss nothing.
///
/// ```swift
/// func run<Importer: TouchRecordingImporter>(_ importer: inout Importer, lines: [String]) throws -> [TraceEvent] {
///   var events: [TraceEvent] = []
///   for (index, line) in lines.enumerated() {
///     try importer.feed(line: line, lineNumber: index + 1) { events.append($0) }
///   }
///   try importer.finish { events.append($0) }
///   return events
/// }
/// ```
package protocol TouchRecordingImporter {
  /// The header of the trace being made.
  var header: TraceHeader { get }
  /// Whether ``header`` is final.
  var isHeaderComplete: Bool { get }
  /// Reads one line and emits the events it completes.
  mutating func feed(line: String, lineNumber: Int, emit: (TraceEvent) throws(TraceError) -> Void) throws(TraceError)
  /// Ends the recording and emits what it completes (touches still down are cancelled).
  mutating func finish(emit: (TraceEvent) throws(TraceError) -> Void) throws(TraceError)
}

extension EvemuImporter: TouchRecordingImporter {}
extension GeteventImporter: TouchRecordingImporter {}
