/// Imports touches recorded on Android with `getevent -lt` into trace touch samples, one
/// line at a time, in memory independent of the recording's length.
///
/// `getevent -lt` prints one line per input event (`printf("[%8ld.%06ld] ")`, then the
/// device path and `: ` when getevent watches every device, then the type, code and value
/// as names where it knows them, else as `%04x`, `%04x` and `%08x`):
///
/// ```
/// add device 2: /dev/input/event2
///   name:     "fts_ts"
/// [   41231.052815] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   00000c8a
/// [   41231.052815] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    0000021c
/// [   41231.052815] /dev/input/event2: EV_KEY       BTN_TOUCH            DOWN
/// [   41231.052815] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
/// ```
///
/// Values are 32-bit two's complement hex (`ffffffff` is -1, the tracking id of a lift);
/// `EV_KEY` values may be `UP`, `DOWN` or `REPEAT`; a trailing ` rate <n>` (`getevent -r`) is
/// ignored. `add device <n>: <path>` and the indented `name: "<name>"` after it name the
/// devices; other indented lines (device details that `-v` or `-p` add), `remove device`
/// and `could not …` lines, and blank lines are skipped. Events with a type or code
/// name the importers do not know (`EV_MSC`, `ABS_MT_ORIENTATION`'s cousins) are skipped.
/// Any other line is a syntax error; a line without the `[seconds.microseconds]` timestamp
/// says to record with `-t`.
///
/// Which device: lines without a device prefix (getevent was given one device) are always
/// read. Otherwise the device is ``Options/device`` (a path or a name), else the touchscreen
/// chosen from ``Options/deviceDescription``, else the first device that reports
/// `ABS_MT_POSITION_X` (its events of the same frame that came before are kept, so the
/// frame's tracking id is not lost). Other devices' events are ignored.
///
/// Device ranges: `getevent -lt` does not print them. Give the output of `getevent -lp` as
/// ``Options/deviceDescription`` (the device is the one named by ``Options/device``, else
/// the first with `ABS_MT_POSITION_X`, else the first with `ABS_X`), or the ranges
/// themselves as ``Options/xRange`` and ``Options/yRange`` (they win over the description).
/// With neither, the initialiser throws and says so. The protocol follows from the
/// description's axes, or, without one, from the first frame with touch data.
/// ``EvdevTouchDecoder`` documents the protocols, `SYN_DROPPED`, time, and what is lenient
/// and what an error.
///
/// ```swift
/// var options = GeteventImporter.Options(touch: TouchImportOptions(displayWidth: 393, displayHeight: 852))
/// options.deviceDescription = try String(contentsOfFile: "getevent-lp.txt", encoding: .utf8)
/// var importer = try GeteventImporter(options: options)
/// var events: [TraceEvent] = []
/// for (number, line) in recording.split(separator: "\n").enumerated() {
///   try importer.feed(line: String(line), lineNumber: number + 1) { events.append($0) }
/// }
/// try importer.finish { events.append($0) }
/// let header = importer.header   // producer "getevent import", device "fts_ts"
/// ```
package struct GeteventImporter: Sendable {
  /// Where the device's ranges come from, which device to read, and the display.
  ///
  /// ```swift
  /// let options = GeteventImporter.Options(
  ///   touch: TouchImportOptions(displayWidth: 393, displayHeight: 852),
  ///   device: "/dev/input/event2",
  ///   xRange: AbsoluteAxisInfo(minimum: 0, maximum: 1079),
  ///   yRange: AbsoluteAxisInfo(minimum: 0, maximum: 2339))
  /// ```
  package struct Options: Sendable, Hashable {
    /// Display, force and limits.
    package var touch: TouchImportOptions
    /// The device to read: its path (`/dev/input/event2`) or name (`fts_ts`).
    package var device: String?
    /// The output of `getevent -lp` (or `getevent -p`), for the device's axis ranges.
    package var deviceDescription: String?
    /// The x axis range, instead of (or over) the description's.
    package var xRange: AbsoluteAxisInfo?
    /// The y axis range, instead of (or over) the description's.
    package var yRange: AbsoluteAxisInfo?
    /// The pressure axis range, if known without a description.
    package var pressureRange: AbsoluteAxisInfo?
    /// The touch-major axis range, if known without a description.
    package var touchMajorRange: AbsoluteAxisInfo?

    // The memberwise initialiser (every field but `touch` defaulting to nil) serves this
    // module and its tests.
  }

  private struct PendingDevice: Sendable {
    var path: String
    var events: [LinuxInputEvent]
  }

  /// The most devices named or buffered in one recording.
  static let maximumDevices = 256

  /// The options the importer was made with.
  package let options: Options
  /// The trace header: display from the options, producer `getevent import`, and metadata.
  ///
  /// The metadata has the source format, device name and path, protocol and axis ranges. Complete
  /// once ``isHeaderComplete``.
  package private(set) var header: TraceHeader
  /// The path of the device being read, once its first event was read (`nil` for lines
  /// without a device prefix).
  package private(set) var selectedDevice: String?
  /// Whether the device is known, so ``header`` is final.
  ///
  /// It is true from the start with a device description, else from the device's first event
  /// line. The feed call that makes it true emits no event, so a writer made right after that call
  /// misses nothing.
  package private(set) var isHeaderComplete: Bool

  private var isSelected = false
  private let wantedDevice: String?
  private let describedName: String?
  private var streamDevices: [(path: String, name: String?)] = []
  private var pendingDevices: [PendingDevice] = []
  private var decoder: EvdevTouchDecoder
  package var splitter = ImportLineSplitter()

  /// An importer; throws if the options give no axis ranges, name a device the description
  /// lacks, or have unusable limits.
  package init(options: Options) throws(TraceError) {
    try options.touch.validate()
    var axes: [UInt16: AbsoluteAxisInfo] = [:]
    var wanted = options.device
    var name: String?
    var touchProtocol = options.touch.touchProtocol
    if let text = options.deviceDescription {
      let chosen = try Self.chooseDevice(in: GeteventDeviceDescription.parse(text), options.device)
      axes = chosen.axes
      wanted = chosen.path
      name = chosen.name
      if touchProtocol == .automatic {
        touchProtocol = EvdevTouchProtocol.inferred(from: axes)
      }
    }
    let mapping = try Self.mapping(options, axes, touchProtocol, wanted)
    self.options = options
    self.wantedDevice = wanted
    self.describedName = name
    self.isHeaderComplete = options.deviceDescription != nil
    self.decoder = EvdevTouchDecoder(
      mapping: mapping, touchProtocol: touchProtocol, maximumSlots: options.touch.maximumSlots,
      maximumEventsPerFrame: options.touch.maximumEventsPerFrame)
    self.header = options.touch.header(producer: "getevent import", metadata: [:])
    self.header = makeHeader(path: wanted)
  }

  /// How many times `SYN_DROPPED` discarded events.
  package var droppedFrameCount: Int { decoder.droppedFrameCount }

  /// Reads one line's content (trimmed, not empty; `indented` when the line began with a
  /// blank) and emits the events it completes.
  package mutating func feed(
    content: Substring, indented: Bool, lineNumber: Int, emit: (TraceEvent) throws(TraceError) -> Void
  ) throws(TraceError) {
    guard let first = content.first else { return }
    if first == "[" {
      guard let parsed = try parseEvent(content, lineNumber) else { return }
      try offer(parsed.event, device: parsed.device, emit: emit)
    } else if content.hasPrefix("add device") {
      try noteDevice(content, lineNumber)
    } else if indented {
      // getevent's indented device details (`  name:`, `  bus:`, `  events:` with -v or -p).
      if content.hasPrefix("name:"), !streamDevices.isEmpty {
        streamDevices[streamDevices.count - 1].name = ImportScanner.unquoted(content.dropFirst("name:".count))
      }
    } else if content.hasPrefix("remove device") || content.hasPrefix("could not") {
      return
    } else if let word = ImportScanner.tokens(content).first,
      word.hasPrefix("EV_") || word.hasPrefix("/dev/") || ImportScanner.hex(word, maxDigits: 4) != nil
    {
      throw Self.syntax(
        "a `[<seconds>.<microseconds>]` timestamp first (record with `getevent -lt`: -t adds timestamps)",
        content, lineNumber)
    } else {
      throw Self.syntax(
        "a getevent -lt line `[<seconds>.<microseconds>] [<device>:] <type> <code> <value>`", content, lineNumber)
    }
  }

  /// Discards an unfinished frame and emits `cancelled` for every touch still down, at the
  /// time of the last event (after ``TouchRecordingImporter/finish(emit:)`` has read the last line).
  package mutating func finishDecoding(emit: (TraceEvent) throws(TraceError) -> Void) throws(TraceError) {
    try decoder.finish(emit: emit)
  }

  // MARK: - Devices

  private static func chooseDevice(
    in devices: [GeteventDeviceDescription], _ wanted: String?
  ) throws(TraceError) -> GeteventDeviceDescription {
    let listed = devices.map { device in
      device.name.map { "\(device.path) \"\($0)\"" } ?? device.path
    }.joined(separator: ", ")
    if let wanted {
      guard let match = devices.first(where: { $0.path == wanted || $0.name == wanted }) else {
        throw TraceError(
          .malformed(
            "device \"\(wanted)\" is not in the getevent -lp device description (it lists: \(listed.isEmpty ? "no devices" : listed))"
          ))
      }
      return match
    }
    guard let match = devices.first(where: \.isMultiTouch) ?? devices.first(where: \.isSingleTouch) else {
      throw TraceError(
        .malformed(
          "the getevent -lp device description lists no touchscreen: no device has ABS_MT_POSITION_X and _Y, or ABS_X and ABS_Y (it lists: \(listed.isEmpty ? "no devices" : listed))"
        ))
    }
    return match
  }

  private static func mapping(
    _ options: Options, _ axes: [UInt16: AbsoluteAxisInfo], _ touchProtocol: EvdevTouchProtocol,
    _ device: String?
  ) throws(TraceError) -> TouchscreenMapping {
    let codes = TouchscreenMapping.axisCodes(for: touchProtocol)
    if options.xRange != nil || options.yRange != nil {
      guard let x = options.xRange, let y = options.yRange else {
        throw TraceError(
          .malformed("only one of the x and y axis ranges is given (expected both, xRange and yRange)"))
      }
      return try TouchscreenMapping(
        x: x, y: y, pressure: options.pressureRange ?? axes[codes.pressure],
        touchMajor: options.touchMajorRange ?? codes.touchMajor.flatMap { axes[$0] },
        displayWidth: options.touch.displayWidth, displayHeight: options.touch.displayHeight,
        maximumForce: options.touch.maximumForce)
    }
    guard options.deviceDescription != nil else {
      throw TraceError(
        .malformed(
          "getevent -lt output has no axis ranges, so touches cannot be placed on the display: give the output of `getevent -lp` as the device description (GeteventImporter.Options.deviceDescription), or the ranges themselves (Options.xRange and Options.yRange)"
        ))
    }
    guard let mapping = try TouchscreenMapping(deviceAxes: axes, touchProtocol: touchProtocol, options: options.touch)
    else {
      throw TraceError(
        .malformed(
          "device \(device ?? "?") in the getevent -lp device description has no \(EvdevCode.absoluteAxisName(codes.x)) and \(EvdevCode.absoluteAxisName(codes.y)) ranges (expected a touchscreen)"
        ))
    }
    return mapping
  }

  private mutating func noteDevice(_ content: Substring, _ lineNumber: Int) throws(TraceError) {
    guard let colon = content.firstIndex(of: ":") else {
      throw Self.syntax("`add device <n>: <path>`", content, lineNumber)
    }
    let path = ImportScanner.trimmed(content[content.index(after: colon)...])
    guard !path.isEmpty else { throw Self.syntax("`add device <n>: <path>`", content, lineNumber) }
    guard streamDevices.count < Self.maximumDevices else {
      throw TraceError(
        .limitExceeded(
          what: "devices added in one recording", limit: Int64(Self.maximumDevices),
          actual: Int64(streamDevices.count + 1)),
        line: lineNumber)
    }
    streamDevices.append((String(path), nil))
  }

  private func matchesWanted(_ device: String) -> Bool {
    guard let wantedDevice else { return false }
    if device == wantedDevice { return true }
    return streamDevices.contains { $0.path == device && $0.name == wantedDevice }
  }

  private mutating func offer(
    _ event: LinuxInputEvent, device: String?, emit: (TraceEvent) throws(TraceError) -> Void
  ) throws(TraceError) {
    if isSelected {
      if let device, let selectedDevice, device != selectedDevice { return }
      try decoder.decode(event, emit: emit)
      return
    }
    guard let device else {
      select(nil)
      try decoder.decode(event, emit: emit)
      return
    }
    if matchesWanted(device) {
      select(device)
      try decoder.decode(event, emit: emit)
      return
    }
    if wantedDevice != nil { return }
    try buffer(event, device: device, emit: emit)
  }

  /// Before a device is chosen: keeps each device's current frame until one reports
  /// `ABS_MT_POSITION_X`, then decodes that device's frame so far.
  private mutating func buffer(
    _ event: LinuxInputEvent, device: String, emit: (TraceEvent) throws(TraceError) -> Void
  ) throws(TraceError) {
    if event.isAbsolute(EvdevCode.multiTouchPositionX) {
      let earlier = pendingDevices.first { $0.path == device }?.events ?? []
      pendingDevices.removeAll()
      select(device)
      for pending in earlier {
        try decoder.decode(pending, emit: emit)
      }
      try decoder.decode(event, emit: emit)
      return
    }
    let index: Int
    if let existing = pendingDevices.firstIndex(where: { $0.path == device }) {
      index = existing
    } else {
      guard pendingDevices.count < Self.maximumDevices else {
        throw TraceError(
          .limitExceeded(
            what: "devices in one recording", limit: Int64(Self.maximumDevices),
            actual: Int64(pendingDevices.count + 1)),
          line: event.line)
      }
      pendingDevices.append(PendingDevice(path: device, events: []))
      index = pendingDevices.count - 1
    }
    if event.isSync(EvdevCode.syncReport) {
      pendingDevices[index].events.removeAll(keepingCapacity: true)
      return
    }
    guard pendingDevices[index].events.count < options.touch.maximumEventsPerFrame else {
      throw TraceError(
        .limitExceeded(
          what: "input events of \(device) in one frame (no SYN_REPORT)",
          limit: Int64(options.touch.maximumEventsPerFrame),
          actual: Int64(pendingDevices[index].events.count + 1)),
        line: event.line)
    }
    pendingDevices[index].events.append(event)
  }

  private mutating func select(_ device: String?) {
    isSelected = true
    selectedDevice = device
    isHeaderComplete = true
    header = makeHeader(path: device ?? wantedDevice)
  }

  private func makeHeader(path: String?) -> TraceHeader {
    var metadata = decoder.mapping.metadata
    metadata["import.source"] = "getevent -lt"
    if decoder.touchProtocol != .automatic {
      metadata["import.protocol"] = decoder.touchProtocol.name
    }
    if let path {
      metadata["import.devicePath"] = path
    }
    let streamName = streamDevices.last { $0.path == path }?.name
    if let name = describedName ?? streamName {
      metadata["import.device"] = name
    }
    return options.touch.header(producer: "getevent import", metadata: metadata)
  }

  // MARK: - Lines

  /// The event of a `[time] [device:] type code value` line, or `nil` for an event whose
  /// type or code name the importers do not know.
  private func parseEvent(
    _ content: Substring, _ lineNumber: Int
  ) throws(TraceError) -> (event: LinuxInputEvent, device: String?)? {
    let expected = "`[<seconds>.<microseconds>] [<device>:] <type> <code> <value>`"
    guard let close = content.firstIndex(of: "]") else { throw Self.syntax(expected, content, lineNumber) }
    let stamp = ImportScanner.trimmed(content[content.index(after: content.startIndex)..<close])
    guard let microseconds = ImportScanner.timestamp(stamp) else {
      throw Self.syntax("a timestamp `[<seconds>.<6-digit microseconds>]`", content, lineNumber)
    }
    var words = ImportScanner.tokens(content[content.index(after: close)...])
    var device: String?
    if let first = words.first, first.last == ":" {
      device = String(first.dropLast())
      words.removeFirst()
    }
    if words.count == 5, words[3] == "rate", ImportScanner.decimal(words[4]) != nil {
      words.removeLast(2)
    }
    guard words.count == 3 else { throw Self.syntax(expected, content, lineNumber) }
    guard let type = try Self.number(words[0], EvdevCode.typeNames, content, lineNumber) else { return nil }
    let table: [(name: String, code: UInt16)]
    switch type {
    case EvdevCode.eventSync: table = EvdevCode.syncNames
    case EvdevCode.eventKey: table = EvdevCode.keyNames
    case EvdevCode.eventAbsolute: table = EvdevCode.absoluteNames
    default: table = []
    }
    guard let code = try Self.number(words[1], table, content, lineNumber) else { return nil }
    let value: Int32
    if let hex = ImportScanner.hex(words[2], maxDigits: 8) {
      value = Int32(bitPattern: hex)
    } else if type == EvdevCode.eventKey,
      let named = EvdevCode.keyValueNames.first(where: { $0.name == words[2] })
    {
      value = named.value
    } else if Self.isLabel(words[2]) && !Self.isTouchEvent(type: type, code: code) {
      return nil
    } else {
      throw Self.syntax("an 8-digit hexadecimal value as the event's value", content, lineNumber)
    }
    let event = LinuxInputEvent(
      microseconds: microseconds, type: type, code: code, value: value, line: lineNumber)
    return (event, device)
  }

  /// A type or code: 4 hex digits or a name from the table; `nil` for a name not in it.
  private static func number(
    _ word: Substring, _ table: [(name: String, code: UInt16)], _ content: Substring, _ lineNumber: Int
  ) throws(TraceError) -> UInt16? {
    if word.utf8.count == 4, let code = ImportScanner.hex(word, maxDigits: 4) { return UInt16(code) }
    if let code = EvdevCode.code(named: word, in: table) { return code }
    guard isLabel(word) else {
      throw Self.syntax(
        "an event type and code, as names (`EV_ABS ABS_MT_POSITION_X`) or 4 hex digits", content, lineNumber)
    }
    return nil
  }

  /// Whether the word looks like a kernel name (`ABS_MT_TOOL_TYPE`, `MT_TOOL_FINGER`).
  private static func isLabel(_ word: Substring) -> Bool {
    word.contains("_")
      && word.utf8.allSatisfy { byte in
        (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
          || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
      }
  }

  /// Whether the decoder reads the event's value.
  private static func isTouchEvent(type: UInt16, code: UInt16) -> Bool {
    switch type {
    case EvdevCode.eventSync: return true
    case EvdevCode.eventKey: return code == EvdevCode.buttonTouch
    case EvdevCode.eventAbsolute:
      return [
        EvdevCode.absoluteX, EvdevCode.absoluteY, EvdevCode.absolutePressure, EvdevCode.multiTouchSlot,
        EvdevCode.multiTouchTouchMajor, EvdevCode.multiTouchPositionX, EvdevCode.multiTouchPositionY,
        EvdevCode.multiTouchTrackingID, EvdevCode.multiTouchPressure,
      ].contains(code)
    default: return false
    }
  }

  private static func syntax(_ expected: String, _ found: Substring, _ lineNumber: Int) -> TraceError {
    TraceError(.syntax("expected \(expected), found \(ImportScanner.quoted(found))"), line: lineNumber)
  }
}

extension GeteventImporter.Options {
  /// Options for `touch`'s display, with no device named and no ranges yet: set a device
  /// description or both of `xRange` and `yRange` before importing.
  package init(touch: TouchImportOptions) {
    self.touch = touch
  }
}
