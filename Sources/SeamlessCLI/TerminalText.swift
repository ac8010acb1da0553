/// Text from a file made safe to print on a terminal: control characters (C0 but the
/// newlines kept, DEL, C1) become visible escapes such as `\u{1B}`, so a trace cannot
/// move the cursor, retitle the window or hide lines with escape sequences.
///
/// ```swift
/// TerminalText.escaped("evil\u{1B}[2Jlabel")   // "evil\u{1B}[2Jlabel" with the ESC written as \u{1B}
/// ```
enum TerminalText {
  /// `text` with every control character escaped; newlines too unless `keepingNewlines`.
  static func escaped(_ text: String, keepingNewlines: Bool = false) -> String {
    guard text.unicodeScalars.contains(where: { isControl($0) && !(keepingNewlines && $0 == "\n") }) else { return text }
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      if isControl(scalar) && !(keepingNewlines && scalar == "\n") {
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
