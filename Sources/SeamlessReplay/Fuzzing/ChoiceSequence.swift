import SeamlessTrace

/// The bytes a generated test case is a function of, as in Hypothesis: random bytes give
/// random cases, and shrinking searches for a *simpler* sequence that still fails.
///
/// "Simpler" is shortlex, written down once here: a shorter sequence is simpler; among
/// equal lengths, the lexicographically smaller one is. Generators read bytes through a
/// ``ChoiceReader`` so that smaller bytes mean smaller choices (fewer actions, shorter
/// distances, the first alternative), and a sequence that runs out reads as zeros.
///
/// ```swift
/// let a = ChoiceSequence(bytes: [3, 0, 9])
/// let b = ChoiceSequence(bytes: [1, 200])
/// b < a          // true: shorter
/// a.hex          // "030009"
/// ```
package struct ChoiceSequence: Sendable, Hashable, Comparable, CustomStringConvertible {
  package var bytes: [UInt8]

  package init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Shortlex order: by length, then lexicographically.
  package static func < (a: ChoiceSequence, b: ChoiceSequence) -> Bool {
    a.bytes.count != b.bytes.count ? a.bytes.count < b.bytes.count : a.bytes.lexicographicallyPrecedes(b.bytes)
  }

  /// The bytes as lowercase hexadecimal (how regression files record them).
  package var hex: String {
    // ASCII digits written straight into the string's storage (every fuzz case's header spells
    // its choices).
    let digits: StaticString = "0123456789abcdef"
    return String(unsafeUninitializedCapacity: 2 * bytes.count) { buffer in
      digits.withUTF8Buffer { digits in
        for (index, byte) in bytes.enumerated() {
          buffer[2 * index] = digits[Int(byte >> 4)]
          buffer[2 * index + 1] = digits[Int(byte & 15)]
        }
      }
      return 2 * bytes.count
    }
  }

  /// A sequence from hexadecimal text, or `nil` if it is not an even run of hex digits.
  package init?(hex: String) {
    var bytes: [UInt8] = []
    var high: UInt8?
    for character in hex.utf8 {
      guard let value = character.hexDigitValue else { return nil }
      if let first = high {
        bytes.append(first << 4 | value)
        high = nil
      } else {
        high = value
      }
    }
    guard high == nil else { return nil }
    self.bytes = bytes
  }

  package var description: String { hex.isEmpty ? "(empty)" : hex }
}

/// Reads choices from a ``ChoiceSequence``, one byte per choice of up to 256
/// alternatives (two bytes up to 65,536), reading zeros once the bytes run out.
///
/// A draw keeps order: the byte (or big-endian pair) `v` gives `⌊v · n / 256⌋`
/// (`⌊v · n / 65536⌋`), never `v mod n`, so a smaller byte never gives a larger choice
/// and shrinking bytes towards zero shrinks every choice towards its simplest (zero).
///
/// ```swift
/// var reader = ChoiceReader(ChoiceSequence(bytes: [128, 255]))
/// reader.draw(below: 5)   // 2 (128 · 5 / 256)
/// reader.draw(below: 5)   // 4 (the largest byte, the last choice)
/// reader.draw(below: 5)   // 0: exhausted
/// ```
package struct ChoiceReader {
  package let sequence: ChoiceSequence
  /// Bytes read so far (beyond the end counts too).
  package private(set) var position = 0

  package init(_ sequence: ChoiceSequence) {
    self.sequence = sequence
  }

  /// A choice in `0 ..< n` (0 when `n` ≤ 1, reading no byte); `n` is at most 65,536.
  package mutating func draw(below n: Int) -> Int {
    guard n > 1 else { return 0 }
    let n = min(n, 65_536)
    let byteCount = n <= 256 ? 1 : 2
    var value = 0
    for _ in 0..<byteCount {
      let byte = position < sequence.bytes.count ? Int(sequence.bytes[position]) : 0
      position += 1
      value = value << 8 | byte
    }
    return (value * n) >> (8 * byteCount)
  }

  /// Whether every byte has been read (later draws read zeros).
  package var isExhausted: Bool { position >= sequence.bytes.count }
}
