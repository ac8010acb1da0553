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

  private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Fields? {
    var index = 0
    let count = bytes.count
    @inline(__always) func skipSpace() {
      while index < count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D || bytes[index] == 0x0A {
        index += 1
      }
    }
    /// A string with no escapes: the range of its bytes.
    func string() -> Range<Int>? {
      guard index < count, bytes[index] == UInt8(ascii: "\"") else { return nil }
      index += 1
      let start = index
      while index < count {
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
    /// A number in JSON's grammar: its range, and whether it is a plain integer.
    func number() -> (Range<Int>, isInteger: Bool)? {
      let start = index
      var isInteger = true
      if index < count, bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard index < count, isDigit(bytes[index]) else { return nil }
      if bytes[index] == UInt8(ascii: "0") {
        index += 1
      } else {
        while index < count, isDigit(bytes[index]) { index += 1 }
      }
      if index < count, bytes[index] == UInt8(ascii: ".") {
        isInteger = false
        index += 1
        guard index < count, isDigit(bytes[index]) else { return nil }
        while index < count, isDigit(bytes[index]) { index += 1 }
      }
      if index < count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
        isInteger = false
        index += 1
        if index < count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < count, isDigit(bytes[index]) else { return nil }
        while index < count, isDigit(bytes[index]) { index += 1 }
      }
      return (start..<index, isInteger)
    }
    func equals(_ range: Range<Int>, _ literal: StaticString) -> Bool {
      guard range.count == literal.utf8CodeUnitCount else { return false }
      let text = literal.utf8Start
      for offset in 0..<range.count where bytes[range.lowerBound + offset] != text[offset] { return false }
      return true
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
    func double(_ range: Range<Int>) -> Double? {
      // Correctly rounded by the standard library, like the general decoder.
      Double(Substring(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
    }

    skipSpace()
    guard index < count, bytes[index] == UInt8(ascii: "{") else { return nil }
    index += 1
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
      skipSpace()
      guard let key = string() else { return nil }
      skipSpace()
      guard index < count, bytes[index] == UInt8(ascii: ":") else { return nil }
      index += 1
      skipSpace()
      let bit: UInt8
      if equals(key, "kind") {
        guard let value = string(), equals(value, "touch") else { return nil }
        isTouch = true
        bit = 1
      } else if equals(key, "phase") {
        guard let value = string() else { return nil }
        phase = TouchPhase(name: String(decoding: UnsafeBufferPointer(rebasing: bytes[value]), as: UTF8.self))
        guard phase != nil else { return nil }
        bit = 2
      } else {
        guard let (range, isInteger) = number() else { return nil }
        if equals(key, "t_ns") {
          guard isInteger, let value = integer(range) else { return nil }
          time = value
          bit = 4
        } else if equals(key, "id") {
          guard isInteger, let value = integer(range) else { return nil }
          id = value
          bit = 8
        } else if equals(key, "x") {
          x = double(range)
          bit = 16
        } else if equals(key, "y") {
          y = double(range)
          bit = 32
        } else if equals(key, "force") {
          force = double(range)
          bit = 64
        } else if equals(key, "major_radius") {
          majorRadius = double(range)
          bit = 128
        } else {
          return nil
        }
      }
      guard seen & bit == 0 else { return nil }
      seen |= bit
      skipSpace()
      guard index < count else { return nil }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "}") else { return nil }
      index += 1
      break
    }
    skipSpace()
    guard index == count, isTouch, let time, let id, let phase, let x, let y, x.isFinite, y.isFinite,
      force?.isFinite ?? true, majorRadius?.isFinite ?? true
    else { return nil }
    return Fields(time: time, id: id, phase: phase, x: x, y: y, force: force, majorRadius: majorRadius)
  }

  @inline(__always) private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
