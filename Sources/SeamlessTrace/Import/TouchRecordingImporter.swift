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
  /// What cuts the chunks ``feed(bytes:emit:)`` reads into numbered lines.
  var splitter: ImportLineSplitter { get set }
  /// Reads one line's content (a carriage return and surrounding blanks trimmed, never empty;
  /// `indented` when the line began with a blank) and emits the events it completes.
  mutating func feed(content: Substring, indented: Bool, lineNumber: Int, emit: (TraceEvent) throws(TraceError) -> Void) throws(TraceError)
  /// Once every line is read: emits what the decoder still holds (touches still down are
  /// cancelled).
  mutating func finishDecoding(emit: (TraceEvent) throws(TraceError) -> Void) throws(TraceError)
}

extension TouchRecordingImporter {
  /// Reads one line (without its newline) and emits the events it completes.
  ///
  /// A trailing carriage return is dropped; blank lines are skipped.
  package mutating func feed(
    line: String, lineNumber: Int, emit: (TraceEvent) throws(TraceError) -> Void
  ) throws(TraceError) {
    var text = Substring(line)
    if text.last == "\r" { text = text.dropLast() }
    let content = ImportScanner.trimmed(text)
    guard !content.isEmpty else { return }
    try feed(content: content, indented: text.first.map(ImportScanner.isSpace) ?? false, lineNumber: lineNumber, emit: emit)
  }

  /// Reads the next chunk of the recording's bytes, cut anywhere, and emits the events its
  /// complete lines finish.
  ///
  /// Lines are numbered from 1. Use either this or ``feed(line:lineNumber:emit:)``, not both.
  package mutating func feed(
    bytes: some Sequence<UInt8>, emit: (TraceEvent) throws(TraceError) -> Void
  ) throws(TraceError) {
    for (text, number) in try splitter.append(bytes) {
      try feed(line: text, lineNumber: number, emit: emit)
    }
  }

  /// Ends the recording: reads a last line left without a newline by
  /// ``feed(bytes:emit:)``, discards an unfinished frame, and emits `cancelled` for every
  /// touch still down, at the time of the last event.
  package mutating func finish(emit: (TraceEvent) throws(TraceError) -> Void) throws(TraceError) {
    for (text, number) in splitter.finish() {
      try feed(line: text, lineNumber: number, emit: emit)
    }
    try finishDecoding(emit: emit)
  }
}

extension EvemuImporter: TouchRecordingImporter {}
extension GeteventImporter: TouchRecordingImporter {}
