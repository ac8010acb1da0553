/// A journal's digest: the 128-bit `JournalHasher` hash of its canonical records, 16 bytes.
///
/// Equal digests mean bit-identical timelines (to the odds of a 128-bit collision); a
/// replay's determinism check and golden files compare them.
///
/// ```swift
/// engine.journal.digest.hex   // "3f0c…" (32 lowercase hex digits)
/// ```
public struct JournalDigest: Sendable, Hashable, CustomStringConvertible {
  /// The 16 digest bytes: MurmurHash3 x64-128's `h1` then `h2`, each little-endian.
  package let bytes: [UInt8]

  package init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The digest as lowercase hexadecimal digits, two per byte.
  public var hex: String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(bytes.count * 2)
    for byte in bytes {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0f)])
    }
    return String(decoding: text, as: UTF8.self)
  }

  public var description: String { hex }
}
