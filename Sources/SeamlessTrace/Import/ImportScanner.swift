/// The small, strict text scanners the line-based importers share: tokens, hexadecimal and
/// decimal integers, `seconds.microseconds` timestamps, and quoting for error messages.
///
/// Every scanner returns `nil` rather than guessing, so the importer can say what it
/// expected and quote what it found.
///
/// ```swift
/// ImportScanner.timestamp("41231.052815")   // 41_231_052_815 µs
/// ImportScanner.decimal("-001")              // -1
/// ImportScanner.hex("ffffffff", maxDigits: 8) // 4_294_967_295
/// ```
enum ImportScanner {
  /// The text without leading and trailing spaces and tabs.
  static func trimmed(_ text: Substring) -> Substring {
    let start = text.firstIndex { !isSpace($0) } ?? text.endIndex
    let end = text.lastIndex { !isSpace($0) }.map { text.index(after: $0) } ?? start
    return text[start..<max(start, end)]
  }

  /// The space- or tab-separated words of the text.
  static func tokens(_ text: Substring) -> [Substring] {
    text.split(whereSeparator: isSpace)
  }

  /// Whether the character is a space or a tab.
  static func isSpace(_ character: Character) -> Bool {
    character == " " || character == "\t"
  }

  /// An unsigned hexadecimal number of 1 to `maxDigits` digits (no prefix).
  static func hex(_ text: Substring, maxDigits: Int) -> UInt32? {
    guard !text.isEmpty, text.utf8.count <= maxDigits else { return nil }
    var value: UInt32 = 0
    for byte in text.utf8 {
      guard let digit = byte.hexDigitValue else { return nil }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  /// A signed decimal number that fits 32 bits, leading zeros allowed (`-001`, `0540`).
  static func decimal(_ text: Substring) -> Int32? {
    var digits = text.utf8[...]
    var isNegative = false
    if let first = digits.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
      isNegative = first == UInt8(ascii: "-")
      digits = digits.dropFirst()
    }
    guard let magnitude = unsignedDecimal(digits, maxDigits: 12) else { return nil }
    return Int32(exactly: isNegative ? -magnitude : magnitude)
  }

  /// A timestamp `seconds.microseconds` (at most 12 digits of seconds, exactly 6 of
  /// microseconds, as `printf("%lu.%06u")` writes it) in microseconds.
  static func timestamp(_ text: Substring) -> Int64? {
    let bytes = text.utf8
    guard let dot = bytes.firstIndex(of: UInt8(ascii: ".")) else { return nil }
    let fraction = bytes[bytes.index(after: dot)...]
    guard fraction.count == 6,
      let seconds = unsignedDecimal(bytes[..<dot], maxDigits: 12),
      let microseconds = unsignedDecimal(fraction, maxDigits: 6)
    else { return nil }
    return seconds * 1_000_000 + microseconds
  }

  /// The text quoted for an error message, shortened past 80 characters.
  static func quoted(_ text: some StringProtocol) -> String {
    let shown = text.count > 80 ? text.prefix(77) + "…" : Substring(text)
    return "`" + shown + "`"
  }

  /// The text without surrounding spaces and one pair of surrounding double quotes
  /// (`"fts_ts"` → `fts_ts`).
  static func unquoted(_ text: Substring) -> String {
    var name = trimmed(text)
    if name.count >= 2, name.first == "\"", name.last == "\"" {
      name = name.dropFirst().dropLast()
    }
    return String(name)
  }

  private static func unsignedDecimal(_ bytes: Substring.UTF8View.SubSequence, maxDigits: Int) -> Int64? {
    guard !bytes.isEmpty, bytes.count <= maxDigits else { return nil }
    var value: Int64 = 0
    for byte in bytes {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      value = value * 10 + Int64(byte - UInt8(ascii: "0"))
    }
    return value
  }
}
