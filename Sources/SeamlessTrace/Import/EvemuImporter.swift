/// Imports a touchscreen recording made by `evemu-record` into trace touch samples, one
/// line at a time, in memory independent of the recording's length.
///
/// An evemu recording starts with the device description and continues with one line per
/// input event (file format 1.3, as evemu writes it):
///
/// ```
/// # EVEMU 1.3
/// N: ELAN9008:00 04F3:2C82
/// I: 0018 04f3 2c82 0100
/// A: 35 0 1919 0 0 12
/// E: 0.000001 0003 0039 0045	# EV_ABS / ABS_MT_TRACKING_ID   45
/// E: 0.000001 0000 0000 0000	# ------------ SYN_REPORT (0) ---------- +0ms
/// ```
///
/// `#` lines are comments (`# EVEMU x.y` gives the format version). `N:` names the device,
/// `I:` gives bus, vendor, product and version in hex, `A: <code> <min> <max> <fuzz> <flat>
/// [<resolution>]` gives an absolute axis range (`printf("A: %02x %d %d %d %d %d")`; format
/// 1.1 files have no resolution), and `P:`, `B:`, `L:`, `S:` (properties, event bits, LED and
/// switch states) are accepted and ignored. `E: <sec>.<usec> <type> <code> <value>` is an
/// event (`printf("E: %lu.%06u %04x %04x %04d")`, so -1 prints as `-001`), optionally
/// followed by a `#` comment; type and code are hexadecimal, the value decimal. Blank lines
/// are skipped; any other line is a syntax error, and so is a description line after the
/// first `E:` line.
///
/// The description must give the position axes before the first `E:` line: `A: 35` and
/// `A: 36` (multi-touch) or `A: 00` and `A: 01` (single touch). The protocol follows from
/// the axes (``EvdevTouchProtocol/inferred(from:)``) unless the options name one. The
/// header is complete from the first `E:` line on (``isHeaderComplete``), and the call that
/// completes it emits nothing, so a writer made right after that call misses no event.
/// Events are decoded by ``EvdevTouchDecoder``, which documents the protocol handling,
/// `SYN_DROPPED`, time, and what is lenient and what an error.
///
/// ```swift
/// var importer = try EvemuImporter(options: TouchImportOptions(displayWidth: 960, displayHeight: 540))
/// var writer: TraceWriter?
/// var lineNumber = 0
/// while let line = readLine() {
///   lineNumber += 1
///   try importer.feed(line: line, lineNumber: lineNumber) { event in try writer?.append(event) }
///   if writer == nil && importer.isHeaderComplete {
///     writer = try TraceWriter(path: output, header: importer.header)
///   }
/// }
/// try importer.finish { event in try writer?.append(event) }   // touches still down → cancelled
/// ```
package struct EvemuImporter: Sendable {
  /// The options the importer was made with.
  package let options: TouchImportOptions
  /// The trace header: display from the options, producer `evemu import`, and metadata.
  ///
  /// The metadata has the source format, device name and id, protocol and axis ranges. Complete
  /// once ``isHeaderComplete``.
  package private(set) var header: TraceHeader
  private var axes: [UInt16: AbsoluteAxisInfo] = [:]
  private var deviceName: String?
  private var deviceID: String?
  private var formatVersion: String?
  private var decoder: EvdevTouchDecoder?
  package var splitter = ImportLineSplitter()

  /// An importer; throws if the options' limits are unusable.
  package init(options: TouchImportOptions) throws(TraceError) {
    try options.validate()
    self.options = options
    self.header = options.header(producer: "evemu import", metadata: ["import.source": "evemu-record"])
  }

  /// Whether the device description is over (the first `E:` line was read), so ``header`` is final.
  ///
  /// The feed call that makes it true emits no event.
  package var isHeaderComplete: Bool { decoder != nil }

  /// How many times `SYN_DROPPED` discarded events.
  package var droppedFrameCount: Int { decoder?.droppedFrameCount ?? 0 }

  /// Reads one line's content (trimmed, not empty; `indented` when the line began with a
  /// blank) and emits the events it completes.
  package mutating func feed(
    content: Substring, indented: Bool, lineNumber: Int, emit: (TraceEvent) throws(TraceError) -> Void
  ) throws(TraceError) {
    guard let tag = content.first else { return }
    if tag == "#" {
      noteComment(content)
      return
    }
    let colon = content.index(after: content.startIndex)
    guard colon < content.endIndex, content[colon] == ":" else {
      throw syntax("an evemu line (`#`, `N:`, `I:`, `P:`, `B:`, `A:`, `L:`, `S:` or `E:`)", content, lineNumber)
    }
    let rest = content[content.index(after: colon)...]
    switch tag {
    case "E":
      try event(rest, content, lineNumber, emit: emit)
    case "N", "I", "P", "B", "A", "L", "S":
      guard decoder == nil else {
        throw syntax("an `E:` event line (the device description ends at the first event)", content, lineNumber)
      }
      try description(tag, rest, content, lineNumber)
    default:
      throw syntax("an evemu line (`#`, `N:`, `I:`, `P:`, `B:`, `A:`, `L:`, `S:` or `E:`)", content, lineNumber)
    }
  }

  /// Discards an unfinished frame and emits `cancelled` for every touch still down, at the
  /// time of the last event (after ``TouchRecordingImporter/finish(emit:)`` has read the last line).
  package mutating func finishDecoding(emit: (TraceEvent) throws(TraceError) -> Void) throws(TraceError) {
    try decoder?.finish(emit: emit)
  }

  private mutating func noteComment(_ content: Substring) {
    let words = ImportScanner.tokens(content)
    if decoder == nil, words.count == 3, words[0] == "#", words[1] == "EVEMU" {
      formatVersion = String(words[2])
    }
  }

  private mutating func description(
    _ tag: Character, _ rest: Substring, _ content: Substring, _ lineNumber: Int
  ) throws(TraceError) {
    switch tag {
    case "N":
      deviceName = String(ImportScanner.trimmed(rest))
    case "I":
      let words = ImportScanner.tokens(rest)
      guard words.count == 4, words.allSatisfy({ ImportScanner.hex($0, maxDigits: 4) != nil }) else {
        throw syntax("`I: <bus> <vendor> <product> <version>` in hexadecimal", content, lineNumber)
      }
      deviceID = words.joined(separator: " ")
    case "A":
      try absoluteAxis(rest, content, lineNumber)
    default:
      break
    }
  }

  private mutating func absoluteAxis(_ rest: Substring, _ content: Substring, _ lineNumber: Int) throws(TraceError) {
    let words = ImportScanner.tokens(rest)
    let expected = "`A: <code hex> <min> <max> <fuzz> <flat> [<resolution>]`"
    guard words.count == 5 || words.count == 6,
      let code = ImportScanner.hex(words[0], maxDigits: 4), code <= 0x3f
    else {
      throw syntax(expected, content, lineNumber)
    }
    var numbers: [Int32] = []
    for word in words.dropFirst() {
      guard let number = ImportScanner.decimal(word) else { throw syntax(expected, content, lineNumber) }
      numbers.append(number)
    }
    axes[UInt16(code)] = AbsoluteAxisInfo(
      minimum: numbers[0], maximum: numbers[1], fuzz: numbers[2], flat: numbers[3],
      resolution: numbers.count > 4 ? numbers[4] : 0)
  }

  private mutating func event(
    _ rest: Substring, _ content: Substring, _ lineNumber: Int,
    emit: (TraceEvent) throws(TraceError) -> Void
  ) throws(TraceError) {
    let fields = rest.firstIndex(of: "#").map { rest[..<$0] } ?? rest
    let words = ImportScanner.tokens(fields)
    guard words.count == 4,
      let microseconds = ImportScanner.timestamp(words[0]),
      let type = ImportScanner.hex(words[1], maxDigits: 4),
      let code = ImportScanner.hex(words[2], maxDigits: 4),
      let value = ImportScanner.decimal(words[3])
    else {
      throw syntax(
        "`E: <seconds>.<6-digit microseconds> <type hex> <code hex> <value decimal>`", content, lineNumber)
    }
    if decoder == nil {
      decoder = try makeDecoder(lineNumber)
    }
    let input = LinuxInputEvent(
      microseconds: microseconds, type: UInt16(type), code: UInt16(code), value: value, line: lineNumber)
    try decoder?.decode(input, emit: emit)
  }

  private mutating func makeDecoder(_ lineNumber: Int) throws(TraceError) -> EvdevTouchDecoder {
    let touchProtocol =
      options.touchProtocol == .automatic ? EvdevTouchProtocol.inferred(from: axes) : options.touchProtocol
    let mapping: TouchscreenMapping?
    do {
      mapping = try TouchscreenMapping(deviceAxes: axes, touchProtocol: touchProtocol, options: options)
    } catch {
      var located = error
      located.line = lineNumber
      throw located
    }
    guard let mapping else {
      let codes = TouchscreenMapping.axisCodes(for: touchProtocol)
      let wanted =
        touchProtocol == .automatic
        ? "`A: 35 …` and `A: 36 …` (ABS_MT_POSITION_X/Y) or `A: 00 …` and `A: 01 …` (ABS_X/Y)"
        : "`A: \(hex2(codes.x)) …` and `A: \(hex2(codes.y)) …` (\(EvdevCode.absoluteAxisName(codes.x)), \(EvdevCode.absoluteAxisName(codes.y)))"
      throw TraceError(
        .malformed(
          "the first event comes before the position axis ranges: expected \(wanted) in the device description that evemu-record writes before the events"
        ),
        line: lineNumber)
    }
    var metadata = mapping.metadata
    metadata["import.source"] = "evemu-record"
    metadata["import.protocol"] = touchProtocol.name
    if let formatVersion { metadata["import.evemuVersion"] = formatVersion }
    if let deviceName { metadata["import.device"] = deviceName }
    if let deviceID { metadata["import.deviceID"] = deviceID }
    header = options.header(producer: "evemu import", metadata: metadata)
    return EvdevTouchDecoder(
      mapping: mapping, touchProtocol: touchProtocol, maximumSlots: options.maximumSlots,
      maximumEventsPerFrame: options.maximumEventsPerFrame)
  }

  private func hex2(_ code: UInt16) -> String {
    let digits = String(code, radix: 16)
    return digits.count < 2 ? "0" + digits : digits
  }

  private func syntax(_ expected: String, _ found: Substring, _ lineNumber: Int) -> TraceError {
    TraceError(.syntax("expected \(expected), found \(ImportScanner.quoted(found))"), line: lineNumber)
  }
}
