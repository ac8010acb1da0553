/// The streaming hash the journal digest is computed with: MurmurHash3 x64-128 (Austin
/// Appleby's public-domain function) over a stream of 64-bit words.
///
/// The journal feeds each canonical record as words (``JournalEvent/hash(into:)``): a tag
/// per kind of record, then its fields. Integers and instants are one word each; a double
/// is its IEEE 754 bit pattern (every NaN as the one quiet NaN, so a platform's NaN sign
/// cannot change a digest; `-0.0` stays apart from `0.0`, as in the canonical text); a
/// string is its UTF-8 byte count, then its bytes eight to a word, little-endian, zero-
/// padded. Word `k` of the stream is bytes `8k…8k+7` of the message MurmurHash3 sees, in
/// little-endian order, so the result is that function of those bytes on every platform.
///
/// It is not a cryptographic hash: the digest tells a replay that differs by one bit from
/// another, it does not resist an adversary. It costs a few nanoseconds a word, where
/// formatting each entry as text and hashing that with SHA-256 cost a third of a replay.
///
/// ```swift
/// var hasher = JournalHasher()
/// hasher.combine(3)
/// hasher.combine("card")
/// hasher.finalize().hex   // 32 hex digits
/// ```
package struct JournalHasher: Sendable {
  private static let c1: UInt64 = 0x87c3_7b91_1142_53d5
  private static let c2: UInt64 = 0x4cf5_ad43_2745_937f

  private var h1: UInt64 = 0
  private var h2: UInt64 = 0
  /// The first word of a block whose second has not come yet.
  private var pending: UInt64 = 0
  private var hasPending = false
  /// Words fed so far.
  private var words: UInt64 = 0

  /// A hasher that has seen no words (seed 0).
  package init() {}

  /// Feeds one word.
  @inline(__always)
  package mutating func combine(word: UInt64) {
    words &+= 1
    if hasPending {
      hasPending = false
      mix(pending, word)
    } else {
      pending = word
      hasPending = true
    }
  }

  /// Feeds an integer (its two's-complement bits).
  @inline(__always)
  package mutating func combine(_ value: Int) { combine(word: UInt64(bitPattern: Int64(value))) }

  /// Feeds a double: its bit pattern, with every NaN as the canonical quiet NaN.
  @inline(__always)
  package mutating func combine(_ value: Double) {
    combine(word: value.isNaN ? 0x7ff8_0000_0000_0000 : value.bitPattern)
  }

  /// Feeds a flag as 0 or 1.
  @inline(__always)
  package mutating func combine(_ value: Bool) { combine(word: value ? 1 : 0) }

  /// Feeds an instant's integer nanoseconds.
  @inline(__always)
  package mutating func combine(_ value: Instant) { combine(word: UInt64(bitPattern: value.nanoseconds)) }

  /// Feeds a string: its UTF-8 length, then its bytes eight to a word (little-endian,
  /// the last word zero-padded).
  package mutating func combine(_ value: String) {
    var text = value
    text.withUTF8 { bytes in combine(bytes: bytes) }
  }

  /// Feeds raw bytes the way ``combine(_:)-(String)`` feeds a string's: the count, then the
  /// bytes packed into little-endian words.
  package mutating func combine(bytes: UnsafeBufferPointer<UInt8>) {
    combine(bytes.count)
    var index = 0
    while index < bytes.count {
      var word: UInt64 = 0
      let end = min(index + 8, bytes.count)
      for offset in index..<end { word |= UInt64(bytes[offset]) << (8 * UInt64(offset - index)) }
      combine(word: word)
      index = end
    }
  }

  @inline(__always)
  private mutating func mix(_ first: UInt64, _ second: UInt64) {
    var k1 = first &* Self.c1
    k1 = Self.rotate(k1, 31) &* Self.c2
    h1 ^= k1
    h1 = Self.rotate(h1, 27) &+ h2
    h1 = h1 &* 5 &+ 0x52dc_e729
    var k2 = second &* Self.c2
    k2 = Self.rotate(k2, 33) &* Self.c1
    h2 ^= k2
    h2 = Self.rotate(h2, 31) &+ h1
    h2 = h2 &* 5 &+ 0x3849_5ab5
  }

  @inline(__always)
  private static func rotate(_ x: UInt64, _ n: UInt64) -> UInt64 { (x << n) | (x >> (64 - n)) }

  private static func finalMix(_ value: UInt64) -> UInt64 {
    var k = value
    k ^= k >> 33
    k = k &* 0xff51_afd7_ed55_8ccd
    k ^= k >> 33
    k = k &* 0xc4ce_b9fe_1a85_ec53
    k ^= k >> 33
    return k
  }

  /// The 128-bit hash of every word fed so far (the hasher itself is unchanged).
  package func finalize() -> JournalDigest {
    var h1 = self.h1
    var h2 = self.h2
    if hasPending {
      // MurmurHash3's tail: eight leftover bytes go to k1 only.
      var k1 = pending &* Self.c1
      k1 = Self.rotate(k1, 31) &* Self.c2
      h1 ^= k1
    }
    let length = words &* 8
    h1 ^= length
    h2 ^= length
    h1 = h1 &+ h2
    h2 = h2 &+ h1
    h1 = Self.finalMix(h1)
    h2 = Self.finalMix(h2)
    h1 = h1 &+ h2
    h2 = h2 &+ h1
    var bytes: [UInt8] = []
    bytes.reserveCapacity(16)
    for word in [h1, h2] {
      for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: word >> UInt64(shift))) }
    }
    return JournalDigest(bytes: bytes)
  }
}
