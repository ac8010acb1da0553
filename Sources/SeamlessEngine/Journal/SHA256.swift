/// SHA-256 (FIPS 180-4), written out so the engine needs no crypto library to fingerprint
/// a journal.
///
/// Streaming: feed bytes with ``update(_:)`` in any chunking, then ``finalize()``. The
/// digest proves two timelines bit-identical; it is not used for security, but it is the
/// standard algorithm and passes the standard vectors (FIPS 180-4 examples: `""`, `"abc"`
/// and the 448-bit `"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"`).
///
/// ```swift
/// var hasher = SHA256()
/// hasher.update(Array("abc".utf8))
/// hasher.finalize().hex
/// // "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
/// ```
public struct SHA256: Sendable {
  /// A finished SHA-256 digest: 32 bytes.
  public struct Digest: Sendable, Hashable, CustomStringConvertible {
    /// The 32 digest bytes, most significant first.
    public let bytes: [UInt8]

    /// The digest as 64 lowercase hexadecimal digits.
    public var hex: String {
      let digits: [Character] = Array("0123456789abcdef")
      var text = ""
      text.reserveCapacity(64)
      for byte in bytes {
        text.append(digits[Int(byte >> 4)])
        text.append(digits[Int(byte & 0x0f)])
      }
      return text
    }

    public var description: String { hex }
  }

  private static let roundConstants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
    0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
    0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
    0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
    0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
    0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
    0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
  ]

  private var state: [UInt32] = [
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
  ]
  private var block: [UInt8] = []
  private var messageLength: UInt64 = 0
  private var schedule = [UInt32](repeating: 0, count: 64)

  /// A hasher that has seen no bytes.
  public init() {
    block.reserveCapacity(64)
  }

  /// The digest of `bytes` in one call.
  public static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Digest {
    var hasher = SHA256()
    hasher.update(bytes)
    return hasher.finalize()
  }

  /// Feeds more message bytes.
  ///
  /// Contiguous bytes (an array, a native string's UTF-8) are copied into the block a run at
  /// a time; other sequences byte by byte.
  public mutating func update<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
    let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in update(contiguous: buffer) }
    guard done == nil else { return }
    for byte in bytes {
      block.append(byte)
      messageLength &+= 1
      if block.count == 64 { compressBlock() }
    }
  }

  private mutating func update(contiguous buffer: UnsafeBufferPointer<UInt8>) {
    var index = 0
    messageLength &+= UInt64(buffer.count)
    while index < buffer.count {
      let take = min(64 - block.count, buffer.count - index)
      block.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[index..<(index + take)]))
      index += take
      if block.count == 64 { compressBlock() }
    }
  }

  /// Pads the message (a 1 bit, zeros, the 64-bit bit length) and returns the digest.
  public mutating func finalize() -> Digest {
    let bitLength = messageLength &* 8
    block.append(0x80)
    if block.count > 56 {
      while block.count < 64 { block.append(0) }
      compressBlock()
    }
    while block.count < 56 { block.append(0) }
    for shift in stride(from: 56, through: 0, by: -8) {
      block.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
    }
    compressBlock()
    var bytes: [UInt8] = []
    bytes.reserveCapacity(32)
    for word in state {
      for shift in stride(from: 24, through: 0, by: -8) {
        bytes.append(UInt8(truncatingIfNeeded: word >> UInt32(shift)))
      }
    }
    return Digest(bytes: bytes)
  }

  private static func rotateRight(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }

  /// One application of the compression function to the 64 buffered bytes.
  private mutating func compressBlock() {
    block.withUnsafeBufferPointer { bytes in
      schedule.withUnsafeMutableBufferPointer { w in
        for t in 0..<16 {
          w[t] =
            UInt32(bytes[4 * t]) << 24 | UInt32(bytes[4 * t + 1]) << 16
            | UInt32(bytes[4 * t + 2]) << 8 | UInt32(bytes[4 * t + 3])
        }
        for t in 16..<64 {
          let w15 = w[t - 15]
          let w2 = w[t - 2]
          let sigma0 = Self.rotateRight(w15, 7) ^ Self.rotateRight(w15, 18) ^ (w15 >> 3)
          let sigma1 = Self.rotateRight(w2, 17) ^ Self.rotateRight(w2, 19) ^ (w2 >> 10)
          w[t] = sigma1 &+ w[t - 7] &+ sigma0 &+ w[t - 16]
        }
      }
    }
    var (a, b, c, d, e, f, g, h) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
    schedule.withUnsafeBufferPointer { w in
      Self.roundConstants.withUnsafeBufferPointer { k in
        for t in 0..<64 {
          let bigSigma1 = Self.rotateRight(e, 6) ^ Self.rotateRight(e, 11) ^ Self.rotateRight(e, 25)
          let choose = (e & f) ^ (~e & g)
          let t1 = h &+ bigSigma1 &+ choose &+ k[t] &+ w[t]
          let bigSigma0 = Self.rotateRight(a, 2) ^ Self.rotateRight(a, 13) ^ Self.rotateRight(a, 22)
          let majority = (a & b) ^ (a & c) ^ (b & c)
          let t2 = bigSigma0 &+ majority
          (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
        }
      }
    }
    state[0] &+= a
    state[1] &+= b
    state[2] &+= c
    state[3] &+= d
    state[4] &+= e
    state[5] &+= f
    state[6] &+= g
    state[7] &+= h
    block.removeAll(keepingCapacity: true)
  }
}
