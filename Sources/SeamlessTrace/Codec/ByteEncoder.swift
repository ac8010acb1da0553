/// An append-only byte buffer with the primitive encodings of the trace format.
///
/// Unsigned integers are LEB128 varints (7 bits a byte, least significant first, high bit
/// set on every byte but the last); signed integers are zigzag-mapped first
/// (`0, -1, 1, -2, …` → `0, 1, 2, 3, …`); doubles are their IEEE 754 bits, little endian;
/// strings are a varint byte count followed by UTF-8.
///
/// ```swift
/// var bytes = ByteEncoder()
/// bytes.appendVarint(300)        // AC 02
/// bytes.appendSignedVarint(-2)   // 03
/// ```
struct ByteEncoder {
  var bytes: [UInt8] = []

  init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  var count: Int { bytes.count }

  mutating func removeAll() {
    bytes.removeAll(keepingCapacity: true)
  }

  @inline(__always) mutating func appendByte(_ byte: UInt8) {
    bytes.append(byte)
  }

  @inline(__always) mutating func appendVarint(_ value: UInt64) {
    var value = value
    while value >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
      value >>= 7
    }
    bytes.append(UInt8(value))
  }

  @inline(__always) mutating func appendSignedVarint(_ value: Int64) {
    appendVarint(ZigZag.encode(value))
  }

  /// A residual: one byte (two's complement) for -127…127, else the escape byte 0x80 followed by the svarint.
  ///
  /// Predicted coordinates mostly fit one byte, which keeps zlib's Huffman coding to one symbol a
  /// coordinate.
  @inline(__always) mutating func appendResidual(_ value: Int64) {
    if value >= -127 && value <= 127 {
      bytes.append(UInt8(bitPattern: Int8(truncatingIfNeeded: value)))
    } else {
      bytes.append(0x80)
      appendSignedVarint(value)
    }
  }

  mutating func appendUInt32LE(_ value: UInt32) {
    bytes.append(UInt8(truncatingIfNeeded: value))
    bytes.append(UInt8(truncatingIfNeeded: value >> 8))
    bytes.append(UInt8(truncatingIfNeeded: value >> 16))
    bytes.append(UInt8(truncatingIfNeeded: value >> 24))
  }

  mutating func appendUInt64LE(_ value: UInt64) {
    for shift in stride(from: 0, to: 64, by: 8) {
      bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
    }
  }

  mutating func appendDouble(_ value: Double) {
    appendUInt64LE(value.bitPattern)
  }

  mutating func appendString(_ value: String) {
    let utf8 = value.utf8
    appendVarint(UInt64(utf8.count))
    bytes.append(contentsOf: utf8)
  }

  mutating func append(_ other: ByteEncoder) {
    bytes.append(contentsOf: other.bytes)
  }
}

/// Zigzag mapping of signed to unsigned integers, so small magnitudes get small varints.
enum ZigZag {
  @inline(__always) static func encode(_ value: Int64) -> UInt64 {
    UInt64(bitPattern: (value &<< 1) ^ (value >> 63))
  }

  @inline(__always) static func decode(_ value: UInt64) -> Int64 {
    Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1)
  }
}
