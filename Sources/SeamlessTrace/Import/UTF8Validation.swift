/// Where text stops being UTF-8: for errors that name the offending byte instead of
/// replacing it with U+FFFD.
///
/// ```swift
/// UTF8Validation.firstInvalidOffset(in: [0x61, 0xC3, 0x28])   // 1
/// ```
package enum UTF8Validation {
  /// The offset of the first byte that does not start a valid UTF-8 sequence, or `nil` when
  /// all of `bytes` is valid.
  package static func firstInvalidOffset<Bytes: Sequence<UInt8>>(in bytes: Bytes) -> Int? {
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded): offset += encoded.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// Whether every byte is ASCII (so the bytes are valid UTF-8), checked a word at a time.
  static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let raw = UnsafeRawPointer(base)
    var offset = 0
    var bits: UInt64 = 0
    while offset + 8 <= bytes.count {
      bits |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      offset += 8
    }
    while offset < bytes.count {
      bits |= UInt64(bytes[offset])
      offset += 1
    }
    return bits & 0x8080_8080_8080_8080 == 0
  }
}
