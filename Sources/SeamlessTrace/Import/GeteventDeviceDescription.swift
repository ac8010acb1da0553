/// One input device as Android's `getevent -lp` describes it: its path, its name and the
/// ranges of its absolute axes.
///
/// `getevent -lt` prints events without axis ranges, so a touch import also needs the
/// device description that `getevent -lp` prints:
///
/// ```
/// add device 2: /dev/input/event2
///   name:     "fts_ts"
///   events:
///     KEY (0001): BTN_TOUCH
///     ABS (0003): ABS_MT_SLOT           : value 0, min 0, max 9, fuzz 0, flat 0, resolution 0
///                 ABS_MT_POSITION_X     : value 0, min 0, max 1079, fuzz 0, flat 0, resolution 0
/// ```
///
/// ``parse(_:)`` reads `add device <n>: <path>` (a new device), `name: "<name>"`, and every
/// axis line `<label or 4-digit hex code> : value V, min A, max B, fuzz F, flat L, resolution
/// R` (older getevent prints `fuzz F flat L` and no resolution; both are accepted, and `min`
/// and `max` are required). Axes with names the importers do not know are skipped, as are
/// all other lines (key lists, input properties, errors).
///
/// ```swift
/// let devices = try GeteventDeviceDescription.parse(lpText)
/// let touchscreen = devices.first { $0.axes[EvdevCode.multiTouchPositionX] != nil }
/// ```
package struct GeteventDeviceDescription: Sendable, Hashable {
  /// The device's path (`/dev/input/event2`).
  package var path: String
  /// The device's name (`fts_ts`), if `getevent` printed it.
  package var name: String?
  /// The device's absolute axes by code.
  package var axes: [UInt16: AbsoluteAxisInfo]

  /// A device description.
  package init(path: String, name: String? = nil, axes: [UInt16: AbsoluteAxisInfo] = [:]) {
    self.path = path
    self.name = name
    self.axes = axes
  }

  /// Whether the device has multi-touch positions (`ABS_MT_POSITION_X` and `_Y`).
  package var isMultiTouch: Bool {
    axes[EvdevCode.multiTouchPositionX] != nil && axes[EvdevCode.multiTouchPositionY] != nil
  }

  /// Whether the device has single-touch positions (`ABS_X` and `ABS_Y`).
  package var isSingleTouch: Bool {
    axes[EvdevCode.absoluteX] != nil && axes[EvdevCode.absoluteY] != nil
  }

  /// The devices of a `getevent -lp` (or `getevent -p`) output, in the order it lists them.
  ///
  /// Errors name the line of the text.
  package static func parse(_ text: String) throws(TraceError) -> [GeteventDeviceDescription] {
    var devices: [GeteventDeviceDescription] = []
    var lineNumber = 0
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      let content = ImportScanner.trimmed(rawLine.last == "\r" ? rawLine.dropLast() : rawLine)
      if content.hasPrefix("add device") {
        guard let colon = content.firstIndex(of: ":") else {
          throw syntax("`add device <n>: <path>`", content, lineNumber)
        }
        let path = ImportScanner.trimmed(content[content.index(after: colon)...])
        guard !path.isEmpty else { throw syntax("`add device <n>: <path>`", content, lineNumber) }
        devices.append(GeteventDeviceDescription(path: String(path)))
      } else if content.hasPrefix("name:"), !devices.isEmpty {
        devices[devices.count - 1].name = ImportScanner.unquoted(content.dropFirst("name:".count))
      } else if let separator = content.firstRange(of: ": value ") {
        guard !devices.isEmpty else {
          throw syntax("`add device <n>: <path>` before the first axis line", content, lineNumber)
        }
        guard let code = axisCode(content[..<separator.lowerBound]) else { continue }
        let axis = try axisInfo(content[separator.upperBound...], content, lineNumber)
        devices[devices.count - 1].axes[code] = axis
      }
    }
    return devices
  }

  /// The code of the axis named at the end of the text before `: value` (a label such as
  /// `ABS_MT_POSITION_X`, or a 4-digit hex code from `getevent -p`), or `nil` if unknown.
  private static func axisCode(_ text: Substring) -> UInt16? {
    guard var word = ImportScanner.tokens(text).last else { return nil }
    if word.last == "*" { word = word.dropLast() }
    if let code = EvdevCode.code(named: word, in: EvdevCode.absoluteNames) { return code }
    guard word.utf8.count == 4, let code = ImportScanner.hex(word, maxDigits: 4) else { return nil }
    return UInt16(code)
  }

  /// The axis range from `V, min A, max B, fuzz F, flat L, resolution R` (the text after
  /// `: value `).
  private static func axisInfo(
    _ text: Substring, _ content: Substring, _ lineNumber: Int
  ) throws(TraceError) -> AbsoluteAxisInfo {
    let words = ("value " + text).split { $0 == " " || $0 == "\t" || $0 == "," }
    var fields: [(key: Substring, value: Int32)] = []
    var index = 0
    while index + 1 < words.count {
      guard let number = ImportScanner.decimal(words[index + 1]) else {
        throw syntax("`: value V, min A, max B, fuzz F, flat L, resolution R`", content, lineNumber)
      }
      fields.append((words[index], number))
      index += 2
    }
    func field(_ key: String) -> Int32? { fields.first { $0.key == key }?.value }
    guard index == words.count, let minimum = field("min"), let maximum = field("max") else {
      throw syntax("`: value V, min A, max B, fuzz F, flat L, resolution R`", content, lineNumber)
    }
    return AbsoluteAxisInfo(
      minimum: minimum, maximum: maximum, fuzz: field("fuzz") ?? 0, flat: field("flat") ?? 0,
      resolution: field("resolution") ?? 0)
  }

  private static func syntax(_ expected: String, _ found: Substring, _ lineNumber: Int) -> TraceError {
    TraceError(
      .syntax("getevent -lp device description: expected \(expected), found \(ImportScanner.quoted(found))"),
      line: lineNumber)
  }
}
