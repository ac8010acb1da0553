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
    var out = "{\"kind\":\"\(event.kindName)\",\"t_ns\":\(event.time)"
    switch event {
    case .touch(let touch):
      out += ",\"id\":\(touch.touchID),\"phase\":\"\(touch.phase.name)\",\"x\":\(number(touch.x)),\"y\":\(number(touch.y))"
      if let force = touch.force { out += ",\"force\":\(number(force))" }
      if let radius = touch.majorRadius { out += ",\"major_radius\":\(number(radius))" }
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
