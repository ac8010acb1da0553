/// Where text stops being UTF-8: for errors that name the offending byte instead of
/// replacing it with U+FFFD.
///
/// ```swift
/// UTF8Validation.firstInvalidOffset(in: [0x61, 0xC3, 0x28])   // 1
/// ```
public enum UTF8Validation {
  /// The offset of the first byte that does not start a valid UTF-8 sequence, or `nil` when
  /// all of `bytes` is valid.
  public static func firstInvalidOffset<Bytes: Sequence<UInt8>>(in bytes: Bytes) -> Int? {
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
}
