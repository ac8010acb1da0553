/// A bounds-checked cursor over a byte range, reading the encodings ``ByteEncoder`` writes.
///
/// Every read checks the remaining length first and throws a ``TraceError`` naming the
/// payload offset and what was expected, so malformed input can never read out of bounds.
/// `baseOffset` is the payload offset of the range's first byte, for error messages.
///
/// ```swift
/// try bytes.withUnsafeBytes { raw in
///   var decoder = ByteDecoder(raw, baseOffset: 0)
///   let n = try decoder.readVarint("event count")
/// }
/// ```
struct ByteDecoder {
  let base: UnsafeRawPointer?
  let end: Int
  var position: Int
  let baseOffset: Int64

  init(_ buffer: UnsafeRawBufferPointer, baseOffset: Int64) {
    self.base = buffer.baseAddress
    self.end = buffer.count
    self.position = 0
    self.baseOffset = baseOffset
  }

  /// A decoder over `count` bytes starting `start` bytes into `buffer`.
  init(_ buffer: UnsafeRawBufferPointer, start: Int, count: Int, baseOffset: Int64) {
    self.base = buffer.baseAddress
    self.end = start + count
    self.position = start
    self.baseOffset = baseOffset
  }

  var remaining: Int { end - position }
  var isAtEnd: Bool { position >= end }
  var payloadOffset: Int64 { baseOffset + Int64(position) }

  func truncated(_ what: String) -> TraceError {
    TraceError(.truncated(expected: what), payloadOffset: payloadOffset)
  }

  func malformed(_ message: String) -> TraceError {
    TraceError(.malformed(message), payloadOffset: payloadOffset)
  }

  @inline(__always) mutating func readByte(_ what: @autoclosure () -> String) throws(TraceError) -> UInt8 {
    guard position < end, let base else { throw truncated(what()) }
    let byte = base.load(fromByteOffset: position, as: UInt8.self)
    position += 1
    return byte
  }

  @inline(__always) mutating func readVarint(_ what: @autoclosure () -> String) throws(TraceError) -> UInt64 {
    guard let base else { throw truncated(what()) }
    var result: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      guard position < end else { throw truncated(what()) }
      let byte = base.load(fromByteOffset: position, as: UInt8.self)
      position += 1
      if shift == 63 && byte > 1 {
        throw malformed("\(what()): varint overflows 64 bits")
      }
      result |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 { return result }
      shift += 7
    }
  }

  @inline(__always) mutating func readSignedVarint(_ what: @autoclosure () -> String) throws(TraceError) -> Int64 {
    ZigZag.decode(try readVarint(what()))
  }

  /// A residual written by ``ByteEncoder/appendResidual(_:)``.
  @inline(__always) mutating func readResidual(_ what: @autoclosure () -> String) throws(TraceError) -> Int64 {
    guard position < end, let base else { throw truncated(what()) }
    let byte = base.load(fromByteOffset: position, as: UInt8.self)
    position += 1
    if byte != 0x80 { return Int64(Int8(bitPattern: byte)) }
    return try readSignedVarint(what())
  }

  /// A varint that must fit in `0...limit`; larger values are reported as a limit breach.
  mutating func readCount(_ what: String, limit: Int) throws(TraceError) -> Int {
    let start = payloadOffset
    let value = try readVarint(what)
    guard value <= UInt64(limit) else {
      throw TraceError(
        .limitExceeded(what: what, limit: Int64(limit), actual: value > UInt64(Int64.max) ? Int64.max : Int64(value)),
        payloadOffset: start)
    }
    return Int(value)
  }

  mutating func readUInt64LE(_ what: String) throws(TraceError) -> UInt64 {
    guard remaining >= 8, let base else { throw truncated(what) }
    var value: UInt64 = 0
    for index in 0..<8 {
      value |= UInt64(base.load(fromByteOffset: position + index, as: UInt8.self)) << (8 * UInt64(index))
    }
    position += 8
    return value
  }

  mutating func readDouble(_ what: String) throws(TraceError) -> Double {
    Double(bitPattern: try readUInt64LE(what))
  }

  mutating func readString(_ what: String, limit: Int) throws(TraceError) -> String {
    let count = try readCount("\(what) length", limit: limit)
    guard remaining >= count, let base else { throw truncated("\(count) bytes of \(what)") }
    let bytes = UnsafeRawBufferPointer(start: base + position, count: count)
    guard let string = String(validating: bytes.assumingMemoryBound(to: UInt8.self), as: UTF8.self) else {
      throw malformed("\(what) is not valid UTF-8")
    }
    position += count
    return string
  }

  mutating func skip(_ count: Int, _ what: String) throws(TraceError) {
    guard remaining >= count else { throw truncated(what) }
    position += count
  }
}
