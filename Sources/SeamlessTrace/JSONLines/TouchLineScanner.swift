/// The fast path of JSON Lines import: a touch line with plain keys and values, read straight
/// from its UTF-8 bytes.
///
/// Touch samples are nearly every line of a recording, and a general JSON decoder spends
/// most of an import on them. The scanner reads one flat object whose keys are among
/// `kind` (`"touch"`), `t_ns`, `id`, `phase`, `x`, `y`, `force` and `major_radius`, with
/// strings that need no escapes and numbers in JSON's grammar, and returns `nil` for
/// anything else: another kind, other keys, nested values, escapes, `true`/`false`/`null`,
/// a repeated key, a missing required key, an integer beyond 64 bits. The general decoder
/// then reads the line, so the scanner never accepts what the decoder would refuse, and the
/// values it returns are the decoder's (doubles parsed correctly rounded by the standard
/// library, integers exactly).
///
/// ```swift
/// TouchLineScanner.scan(#"{"kind":"touch","t_ns":5,"id":1,"phase":"began","x":1.5,"y":2}"#)?.x   // 1.5
/// ```
enum TouchLineScanner {
  struct Fields {
    var time: Int64
    var id: Int64
    var phase: TouchPhase
    var x: Double
    var y: Double
    var force: Double?
    var majorRadius: Double?
  }

  static func scan(_ line: String) -> Fields? {
    var line = line
    return line.withUTF8 { bytes in scan(bytes) }
  }

  /// Scans one line's UTF-8 bytes (without its line ending).
  static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Fields? {
    var cursor = Cursor(bytes: bytes)
    cursor.skipSpace()
    guard cursor.take(UInt8(ascii: "{")) else { return nil }
    var isTouch = false
    var time: Int64?
    var id: Int64?
    var phase: TouchPhase?
    var x: Double?
    var y: Double?
    var force: Double?
    var majorRadius: Double?
    var seen: UInt8 = 0
    while true {
      cursor.skipSpace()
      guard let key = cursor.string() else { return nil }
      cursor.skipSpace()
      guard cursor.take(UInt8(ascii: ":")) else { return nil }
      cursor.skipSpace()
      let bit: UInt8
      switch Key(cursor, key) {
      case .kind:
        guard let value = cursor.string(), cursor.equals(value, "touch") else { return nil }
        isTouch = true
        bit = 1
      case .phase:
        guard let value = cursor.string(), let name = cursor.phase(value) else { return nil }
        phase = name
        bit = 2
      case .time:
        guard let integer = cursor.integerValue() else { return nil }
        time = integer
        bit = 4
      case .id:
        guard let integer = cursor.integerValue() else { return nil }
        id = integer
        bit = 8
      case .x:
        guard let number = cursor.doubleValue() else { return nil }
        x = number
        bit = 16
      case .y:
        guard let number = cursor.doubleValue() else { return nil }
        y = number
        bit = 32
      case .force:
        guard let number = cursor.doubleValue() else { return nil }
        force = number
        bit = 64
      case .majorRadius:
        guard let number = cursor.doubleValue() else { return nil }
        majorRadius = number
        bit = 128
      case nil:
        return nil
      }
      guard seen & bit == 0 else { return nil }
      seen |= bit
      cursor.skipSpace()
      if cursor.take(UInt8(ascii: ",")) { continue }
      guard cursor.take(UInt8(ascii: "}")) else { return nil }
      break
    }
    cursor.skipSpace()
    guard cursor.isAtEnd, isTouch, let time, let id, let phase, let x, let y, x.isFinite, y.isFinite,
      force?.isFinite ?? true, majorRadius?.isFinite ?? true
    else { return nil }
    return Fields(time: time, id: id, phase: phase, x: x, y: y, force: force, majorRadius: majorRadius)
  }

  /// The keys a touch line may have.
  private enum Key {
    case kind, phase, time, id, x, y, force, majorRadius

    init?(_ cursor: Cursor, _ range: Range<Int>) {
      func matches(_ literal: StaticString) -> Bool { cursor.equals(range, literal) }
      switch range.count {
      case 1:
        switch cursor.bytes[range.lowerBound] {
        case UInt8(ascii: "x"): self = .x
        case UInt8(ascii: "y"): self = .y
        default: return nil
        }
      case 2 where matches("id"): self = .id
      case 4 where matches("kind"): self = .kind
      case 4 where matches("t_ns"): self = .time
      case 5 where matches("phase"): self = .phase
      case 5 where matches("force"): self = .force
      case 12 where matches("major_radius"): self = .majorRadius
      default: return nil
      }
    }
  }

  /// A position in a line's bytes, with the pieces of JSON the scanner reads.
  ///
  /// A value, not closures over a captured index: the hot loop keeps the index in a
  /// register instead of a heap box with dynamic exclusivity checks.
  private struct Cursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    var isAtEnd: Bool { index == bytes.count }

    @inline(__always) mutating func skipSpace() {
      while index < bytes.count {
        switch bytes[index] {
        case 0x20, 0x09, 0x0D, 0x0A: index += 1
        default: return
        }
      }
    }

    /// Consumes `byte` if it is next.
    @inline(__always) mutating func take(_ byte: UInt8) -> Bool {
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
      return true
    }

    /// A string with no escapes: the range of its bytes.
    mutating func string() -> Range<Int>? {
      guard take(UInt8(ascii: "\"")) else { return nil }
      let start = index
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
          index += 1
          return start..<(index - 1)
        }
        if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
        index += 1
      }
      return nil
    }

    /// The integer number at the cursor, or `nil` (not a number, not an integer, out of range).
    mutating func integerValue() -> Int64? {
      guard let value = number(), value.isInteger else { return nil }
      return integer(value.range)
    }

    /// The number at the cursor as a double, or `nil` where the general decoder must decide.
    mutating func doubleValue() -> Double? {
      guard let value = number() else { return nil }
      return double(value)
    }

    /// A number in JSON's grammar: its range, whether it is a plain integer, and its
    /// decimal digits and exponent when they are few enough to convert exactly.
    mutating func number() -> Number? {
      let start = index
      var isInteger = true
      var significand: UInt64 = 0
      var digits = 0
      var exponent = 0
      var isNegative = false
      if take(UInt8(ascii: "-")) { isNegative = true }
      guard index < bytes.count, Self.isDigit(bytes[index]) else { return nil }
      if bytes[index] == UInt8(ascii: "0") {
        index += 1
      } else {
        while index < bytes.count, Self.isDigit(bytes[index]) {
          Self.digit(bytes[index], significand: &significand, digits: &digits)
          index += 1
        }
      }
      if take(UInt8(ascii: ".")) {
        isInteger = false
        guard index < bytes.count, Self.isDigit(bytes[index]) else { return nil }
        while index < bytes.count, Self.isDigit(bytes[index]) {
          Self.digit(bytes[index], significand: &significand, digits: &digits)
          exponent -= 1
          index += 1
        }
      }
      if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
        isInteger = false
        index += 1
        var exponentIsNegative = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
          exponentIsNegative = bytes[index] == UInt8(ascii: "-")
          index += 1
        }
        guard index < bytes.count, Self.isDigit(bytes[index]) else { return nil }
        var written = 0
        while index < bytes.count, Self.isDigit(bytes[index]) {
          // Bounded so it cannot overflow; a huge exponent leaves the exact path below.
          if written < 1_000_000 { written = written * 10 + Int(bytes[index] &- UInt8(ascii: "0")) }
          index += 1
        }
        exponent += exponentIsNegative ? -written : written
      }
      return Number(
        range: start..<index, isInteger: isInteger, isNegative: isNegative, significand: significand, digits: digits,
        exponent: exponent)
    }

    /// Adds a decimal digit to a significand; leading zeros add nothing, and past 19 digits
    /// (where the exact conversion is off anyway) only the count grows.
    @inline(__always) private static func digit(_ byte: UInt8, significand: inout UInt64, digits: inout Int) {
      if significand != 0 || byte != UInt8(ascii: "0") { digits += 1 }
      if digits <= 19 { significand = significand &* 10 &+ UInt64(byte &- UInt8(ascii: "0")) }
    }

    @inline(__always) private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    func equals(_ range: Range<Int>, _ literal: StaticString) -> Bool {
      guard range.count == literal.utf8CodeUnitCount else { return false }
      let text = literal.utf8Start
      for offset in 0..<range.count where bytes[range.lowerBound + offset] != text[offset] { return false }
      return true
    }

    func phase(_ range: Range<Int>) -> TouchPhase? {
      switch range.count {
      case 5 where equals(range, "began"): .began
      case 5 where equals(range, "moved"): .moved
      case 5 where equals(range, "ended"): .ended
      case 9 where equals(range, "cancelled"): .cancelled
      case 10 where equals(range, "stationary"): .stationary
      default: nil
      }
    }

    func integer(_ range: Range<Int>) -> Int64? {
      var value: Int64 = 0
      var position = range.lowerBound
      let negative = bytes[position] == UInt8(ascii: "-")
      if negative { position += 1 }
      while position < range.upperBound {
        let digit = Int64(bytes[position] &- UInt8(ascii: "0"))
        let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
        let (next, overflow2) = negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
        guard !overflow1 && !overflow2 else { return nil }
        value = next
        position += 1
      }
      return value
    }

    /// The number, correctly rounded like the general decoder; `nil` for nonzero digits that
    /// underflow to zero (`1e-400`), which the general decoder refuses.
    ///
    /// A significand below 2⁵³ and a power of ten within 10^±22 are both exact doubles, so
    /// one multiplication or division rounds once, correctly (Clinger's fast path); any
    /// other number goes through the standard library's parser.
    func double(_ number: Number) -> Double? {
      if number.digits <= 19, number.significand <= 1 << 53, number.exponent >= -22, number.exponent <= 22 {
        let significand = Double(number.significand)
        let power = TouchLineScanner.powersOfTen[abs(number.exponent)]
        let magnitude = number.exponent < 0 ? significand / power : significand * power
        return number.isNegative ? -magnitude : magnitude
      }
      let value = Double(Substring(decoding: UnsafeBufferPointer(rebasing: bytes[number.range]), as: UTF8.self))
      // `digits` counts from the first nonzero digit: any means the number is not zero.
      if value == 0, number.digits > 0 { return nil }
      return value
    }
  }

  /// A number's text and, for the exact conversion, its decimal significand and exponent.
  private struct Number {
    var range: Range<Int>
    var isInteger: Bool
    var isNegative: Bool
    /// The first 19 significant digits as an integer.
    var significand: UInt64
    /// Significant digits in all (leading zeros not counted).
    var digits: Int
    /// The power of ten the significand is scaled by (valid while `digits <= 19`).
    var exponent: Int
  }

  /// 10⁰ … 10²², every one an exact double.
  private static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
    1e20, 1e21, 1e22,
  ]
}
