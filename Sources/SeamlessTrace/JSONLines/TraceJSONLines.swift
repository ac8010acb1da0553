/// The JSON Lines form of a trace: a stable, documented schema for scripts and other tools.
///
/// One JSON object per line. The first line is the header; every later line is an event in
/// trace order. Export writes keys in a fixed order and numbers in their shortest exact
/// form, so export → import → export is byte-identical. Import accepts keys in any order,
/// ignores unknown keys (so newer producers can add fields) and quantises coordinates to the
/// trace grid (``TraceQuantization``).
///
/// ```
/// {"kind":"header","format_version":1,"producer":"seamless record 0.1","display":{"width":390.0,"height":844.0,"scale":3.0},"refresh_hz":120.0,"touch_hz":120.0,"scene":"card","seed":7,"metadata":{}}
/// {"kind":"touch","t_ns":0,"id":1,"phase":"began","x":100.0,"y":400.0}
/// {"kind":"touch","t_ns":8333333,"id":1,"phase":"moved","x":110.5,"y":400.0,"force":0.5,"major_radius":12.0}
/// {"kind":"command","t_ns":9000000,"name":"toggle","args":[{"name":"animated","bool":true},{"name":"to","point":[10.0,20.0]}]}
/// {"kind":"system","t_ns":10000000,"type":"stall","duration_ns":200000000}
/// {"kind":"system","t_ns":10000000,"type":"frame_rate","hz":60.0}
/// {"kind":"system","t_ns":10000000,"type":"orientation","orientation":"landscapeLeft"}
/// {"kind":"marker","t_ns":12000000,"label":"release"}
/// ```
///
/// Fields: every event has `kind` (`touch`, `command`, `system`, `marker`) and `t_ns`
/// (integer nanoseconds from the start of the trace). Touches add `id` (integer),
/// `phase` (`began`, `moved`, `stationary`, `ended`, `cancelled`), `x` and `y` (points), and
/// optionally `force` and `major_radius`. Command arguments are objects with a `name` and
/// exactly one of `number`, `integer`, `string`, `bool`, `point` (`[x, y]`). The header's
/// `recipe` (a JSON text, as a string) and `seed` are present only when set.
package enum TraceJSONLines {
  // MARK: Export

  /// The header line (without a newline).
  package static func line(for header: TraceHeader) -> String {
    var out = "{\"kind\":\"header\",\"format_version\":\(header.formatVersion),\"producer\":"
    appendString(header.producer, to: &out)
    out +=
      ",\"display\":{\"width\":\(number(header.displayWidth)),\"height\":\(number(header.displayHeight)),\"scale\":\(number(header.displayScale))}"
    out += ",\"refresh_hz\":\(number(header.refreshRate)),\"touch_hz\":\(number(header.touchSamplingRate)),\"scene\":"
    appendString(header.sceneName, to: &out)
    if let recipe = header.recipe {
      out += ",\"recipe\":"
      appendString(recipe, to: &out)
    }
    if let seed = header.seed { out += ",\"seed\":\(seed)" }
    out += ",\"metadata\":{"
    for (index, entry) in header.sortedMetadata.enumerated() {
      if index > 0 { out += "," }
      appendString(entry.key, to: &out)
      out += ":"
      appendString(entry.value, to: &out)
    }
    out += "}}"
    return out
  }

  /// An event's line (without a newline).
  package static func line(for event: TraceEvent) -> String {
    if case .touch = event {
      var bytes: [UInt8] = []
      bytes.reserveCapacity(96)
      appendLine(for: event, to: &bytes)
      return String(decoding: bytes, as: UTF8.self)
    }
    var out = "{\"kind\":\"\(event.kindName)\",\"t_ns\":\(event.time)"
    switch event {
    case .touch:
      break
    case .command(let command):
      out += ",\"name\":"
      appendString(command.name, to: &out)
      out += ",\"args\":["
      for (index, argument) in command.arguments.enumerated() {
        if index > 0 { out += "," }
        out += "{\"name\":"
        appendString(argument.name, to: &out)
        out += ",\"\(argument.value.typeName)\":"
        switch argument.value {
        case .number(let value): out += number(value)
        case .integer(let value): out += String(value)
        case .string(let value): appendString(value, to: &out)
        case .bool(let value): out += value ? "true" : "false"
        case .point(let x, let y): out += "[\(number(x)),\(number(y))]"
        }
        out += "}"
      }
      out += "]"
    case .system(let system):
      out += ",\"type\":\"\(system.kind.name)\""
      switch system.kind {
      case .stall(let duration): out += ",\"duration_ns\":\(duration)"
      case .frameRate(let hertz): out += ",\"hz\":\(number(hertz))"
      case .orientation(let orientation): out += ",\"orientation\":\"\(orientation.name)\""
      }
    case .marker(let marker):
      out += ",\"label\":"
      appendString(marker.label, to: &out)
    }
    out += "}"
    return out
  }

  /// Appends an event's line (without a newline) to `bytes`: ``line(for:)`` as UTF-8.
  ///
  /// Touch samples, nearly every line of a dump, are written byte by byte without
  /// building strings (integers digit by digit, doubles in their shortest round-trip form).
  ///
  /// ```swift
  /// var bytes: [UInt8] = []
  /// TraceJSONLines.appendLine(for: event, to: &bytes)
  /// bytes.append(UInt8(ascii: "\n"))
  /// ```
  package static func appendLine(for event: TraceEvent, to bytes: inout [UInt8]) {
    guard case .touch(let touch) = event else {
      bytes.append(contentsOf: line(for: event).utf8)
      return
    }
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumTouchLineLength) { scratch in
      guard let base = scratch.baseAddress else { return }
      let count = writeLine(for: touch, to: base)
      bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
    }
  }

  /// The most bytes ``writeLine(for:to:)`` writes: every field at its longest (a 20-character
  /// time, a 10-digit id, `stationary`, four 24-character doubles) is 212 bytes.
  static let maximumTouchLineLength = 256

  /// Writes a touch sample's line (without a newline) to `out`, which has room for
  /// ``maximumTouchLineLength`` bytes, and returns its length.
  ///
  /// Every byte goes straight to memory: no per-byte capacity checks, no strings for the
  /// numbers on the trace grid.
  static func writeLine(for touch: TouchSample, to out: UnsafeMutablePointer<UInt8>) -> Int {
    var position = out
    write(#"{"kind":"touch","t_ns":"#, to: &position)
    writeInteger(touch.time, to: &position)
    write(#","id":"#, to: &position)
    writeInteger(Int64(touch.touchID), to: &position)
    switch touch.phase {
    case .began: write(#","phase":"began","x":"#, to: &position)
    case .moved: write(#","phase":"moved","x":"#, to: &position)
    case .stationary: write(#","phase":"stationary","x":"#, to: &position)
    case .ended: write(#","phase":"ended","x":"#, to: &position)
    case .cancelled: write(#","phase":"cancelled","x":"#, to: &position)
    }
    writeNumber(touch.x, to: &position)
    write(#","y":"#, to: &position)
    writeNumber(touch.y, to: &position)
    if let force = touch.force {
      write(#","force":"#, to: &position)
      writeNumber(force, to: &position)
    }
    if let radius = touch.majorRadius {
      write(#","major_radius":"#, to: &position)
      writeNumber(radius, to: &position)
    }
    position.pointee = UInt8(ascii: "}")
    position += 1
    return position - out
  }

  @inline(__always) private static func write(_ literal: StaticString, to position: inout UnsafeMutablePointer<UInt8>) {
    position.update(from: literal.utf8Start, count: literal.utf8CodeUnitCount)
    position += literal.utf8CodeUnitCount
  }

  /// `value` as ``number(_:)`` writes it.
  static func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { scratch in
      guard let base = scratch.baseAddress else { return }
      var position = base
      writeNumber(value, to: &position)
      bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: position - base))
    }
  }

  /// Writes `value` as ``number(_:)`` writes it (at most 24 bytes, and up to 5 scratch
  /// bytes past them).
  ///
  /// A multiple of 1/64 pt within ±2²⁰ (every stored coordinate) is written from its exact decimal expansion, at most six fraction digits,
  /// which is the shortest form that reads back (any shorter decimal is a different number
  /// at least 10⁻⁶ away, far beyond half a unit in the last place); anything else goes
  /// through `description`.
  static func writeNumber(_ value: Double, to position: inout UnsafeMutablePointer<UInt8>) {
    let scaled = value * 64
    guard scaled.rounded(.towardZero) == scaled, abs(value) <= 1_048_576, value != 0 else {
      var text = number(value)
      text.withUTF8 { utf8 in
        guard let base = utf8.baseAddress else { return }
        position.update(from: base, count: utf8.count)
        position += utf8.count
      }
      return
    }
    if value < 0 {
      position.pointee = UInt8(ascii: "-")
      position += 1
    }
    let units = Int64(abs(scaled))
    writeInteger(units >> 6, to: &position)
    position.pointee = UInt8(ascii: ".")
    position += 1
    let sixtyFourths = Int(units & 63)
    guard sixtyFourths > 0 else {
      position.pointee = UInt8(ascii: "0")
      position += 1
      return
    }
    // k/64 is k·15625 millionths, exactly; its last nonzero digit is at place
    // 6 − (trailing zero bits of k). All six digits are written (the buffer has room), the
    // position moves past the significant ones. Constant divisors compile to multiplications.
    let millionths = UInt32(sixtyFourths) * 15_625
    position[0] = UInt8(ascii: "0") + UInt8(millionths / 100_000)
    position[1] = UInt8(ascii: "0") + UInt8(millionths / 10_000 % 10)
    position[2] = UInt8(ascii: "0") + UInt8(millionths / 1_000 % 10)
    position[3] = UInt8(ascii: "0") + UInt8(millionths / 100 % 10)
    position[4] = UInt8(ascii: "0") + UInt8(millionths / 10 % 10)
    position[5] = UInt8(ascii: "0") + UInt8(millionths % 10)
    position += 6 - sixtyFourths.trailingZeroBitCount
  }

  /// Writes `value` in decimal, as `String(value)` writes it.
  @inline(__always) private static func writeInteger(_ value: Int64, to position: inout UnsafeMutablePointer<UInt8>) {
    if value < 0 {
      position.pointee = UInt8(ascii: "-")
      position += 1
    }
    let magnitude = value.magnitude
    // Most integers (ids, times under 4.3 s) fit 32 bits, whose divisions are cheaper.
    let count = magnitude <= UInt32.max ? writeDigits(UInt32(magnitude), at: position) : writeDigits(magnitude, at: position)
    position += count
  }

  /// Writes the decimal digits of `value` at `position` and returns how many.
  ///
  /// The length comes from comparisons (not a chain of divisions), and digits are written two
  /// at a time from ``digitPairs``.
  @inline(__always) private static func writeDigits<Value: FixedWidthInteger & UnsignedInteger>(
    _ value: Value, at position: UnsafeMutablePointer<UInt8>
  ) -> Int {
    let maximumDigits = Value.bitWidth <= 32 ? 10 : 20
    var count = 1
    var bound: Value = 10
    // The bound overflows only after the last comparison it takes part in.
    while count < maximumDigits && value >= bound {
      count += 1
      bound &*= 10
    }
    let pairs = digitPairs.utf8Start
    var magnitude = value
    var digit = position + count
    while magnitude >= 100 {
      let pair = Int(truncatingIfNeeded: magnitude % 100) * 2
      magnitude /= 100
      digit -= 2
      digit[0] = pairs[pair]
      digit[1] = pairs[pair + 1]
    }
    if magnitude >= 10 {
      let pair = Int(truncatingIfNeeded: magnitude) * 2
      digit -= 2
      digit[0] = pairs[pair]
      digit[1] = pairs[pair + 1]
    } else {
      digit -= 1
      digit.pointee = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude)
    }
    return count
  }

  /// "00", "01", … "99": the digits of every number below 100.
  private static let digitPairs: StaticString =
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"

  /// A finite double in its shortest form that reads back exactly.
  static func number(_ value: Double) -> String {
    value.description
  }

  /// `value` as a JSON string literal, quotes included (control characters escaped).
  package static func quoted(_ value: String) -> String {
    var out = ""
    appendString(value, to: &out)
    return out
  }

  static func appendString(_ value: String, to out: inout String) {
    out += "\""
    out.append(value, replacing: escape)
    out += "\""
  }

  /// A scalar's escape inside a JSON string (quote, backslash and control characters), or
  /// `nil` for one that stands as itself.
  private static func escape(_ scalar: Unicode.Scalar) -> String? {
    switch scalar {
    case "\"": return "\\\""
    case "\\": return "\\\\"
    case "\n": return "\\n"
    case "\r": return "\\r"
    case "\t": return "\\t"
    default:
      guard scalar.value < 0x20 else { return nil }
      let hex = String(scalar.value, radix: 16)
      return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
  }
}
