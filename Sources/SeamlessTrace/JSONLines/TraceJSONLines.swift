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
public enum TraceJSONLines {
  // MARK: Export

  /// The header line (without a newline).
  public static func line(for header: TraceHeader) -> String {
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
  public static func line(for event: TraceEvent) -> String {
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
  public static func appendLine(for event: TraceEvent, to bytes: inout [UInt8]) {
    guard case .touch(let touch) = event else {
      bytes.append(contentsOf: line(for: event).utf8)
      return
    }
    append(#"{"kind":"touch","t_ns":"#, to: &bytes)
    appendInteger(touch.time, to: &bytes)
    append(#","id":"#, to: &bytes)
    appendInteger(Int64(touch.touchID), to: &bytes)
    append(#","phase":""#, to: &bytes)
    bytes.append(contentsOf: touch.phase.name.utf8)
    append(#"","x":"#, to: &bytes)
    appendNumber(touch.x, to: &bytes)
    append(#","y":"#, to: &bytes)
    appendNumber(touch.y, to: &bytes)
    if let force = touch.force {
      append(#","force":"#, to: &bytes)
      bytes.append(contentsOf: number(force).utf8)
    }
    if let radius = touch.majorRadius {
      append(#","major_radius":"#, to: &bytes)
      bytes.append(contentsOf: number(radius).utf8)
    }
    bytes.append(UInt8(ascii: "}"))
  }

  @inline(__always) private static func append(_ literal: StaticString, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  /// `value` as ``number(_:)`` writes it.
  ///
  /// A multiple of 1/64 pt within ±2²⁰ (every stored coordinate) is written from its exact decimal expansion, at most six fraction digits,
  /// which is the shortest form that reads back (any shorter decimal is a different number
  /// at least 10⁻⁶ away, far beyond half a unit in the last place); anything else goes
  /// through `description`.
  static func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
    let scaled = value * 64
    guard scaled.rounded(.towardZero) == scaled, abs(value) <= 1_048_576, value != 0 else {
      bytes.append(contentsOf: number(value).utf8)
      return
    }
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    let units = Int64(abs(scaled))
    appendInteger(units >> 6, to: &bytes)
    bytes.append(UInt8(ascii: "."))
    var fraction = (units & 63) * 15_625  // the fraction in millionths, exactly
    guard fraction > 0 else {
      bytes.append(UInt8(ascii: "0"))
      return
    }
    var divisor: Int64 = 100_000
    while fraction > 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor))
      fraction %= divisor
      divisor /= 10
    }
  }

  /// `value` in decimal, as `String(value)` writes it.
  private static func appendInteger(_ value: Int64, to bytes: inout [UInt8]) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 20 digits fit in three words of scratch
    var count = 0
    withUnsafeMutableBytes(of: &digits) { scratch in
      repeat {
        scratch[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
        count += 1
      } while magnitude > 0
      bytes.append(contentsOf: scratch[(20 - count)..<20])
    }
  }

  /// A finite double in its shortest form that reads back exactly.
  static func number(_ value: Double) -> String {
    value.description
  }

  /// `value` as a JSON string literal, quotes included (control characters escaped).
  public static func quoted(_ value: String) -> String {
    var out = ""
    appendString(value, to: &out)
    return out
  }

  static func appendString(_ value: String, to out: inout String) {
    out += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}
