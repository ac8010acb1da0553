extension Double {
  /// The number as the journal's canonical text writes it: Swift's shortest round-trip
  /// decimal form (`0.1`, `100.0`, `1e-05`, `-0.0`, `nan`, `inf`).
  ///
  /// The Swift runtime formats doubles with its own algorithm (SwiftDtoa), not the C
  /// library's `printf`, so the text is identical on every platform, and because it round-
  /// trips it tells apart any two different doubles: a digest over it changes whenever a
  /// single bit of a coordinate does.
  ///
  /// ```swift
  /// (0.1 + 0.2).canonicalText   // "0.30000000000000004"
  /// ```
  var canonicalText: String { description }
}

extension String {
  /// A view name or label as a canonical token: quoted, with `"`, `\` and control
  /// characters escaped, so a name with spaces cannot be confused with the next field.
  var canonicalQuoted: String {
    var text = "\""
    for scalar in unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\t": text += "\\t"
      case "\r": text += "\\r"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7f {
          text += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          text.unicodeScalars.append(scalar)
        }
      }
    }
    return text + "\""
  }
}
