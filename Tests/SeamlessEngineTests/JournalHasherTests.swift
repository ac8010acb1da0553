import SeamlessEngine
import Testing

/// The digest's hash is MurmurHash3 x64-128 with seed 0 over the words' little-endian bytes.
///
/// The expected values come from a byte-wise Python transcription of Appleby's C
/// (`MurmurHash3_x64_128`), itself checked against SMHasher's verification value for the
/// function, 0x6384BA69.
@Suite struct JournalHasherTests {
  @Test func nothingHashesToZero() {
    #expect(JournalHasher().finalize().hex == "00000000000000000000000000000000")
  }

  @Test func wordsHashAsTheirLittleEndianBytes() {
    var odd = JournalHasher()
    for word: UInt64 in [1, 2, 3] { odd.combine(word: word) }
    #expect(odd.finalize().hex == "41f597b2f8970ab5454ff0597b88f657")
    var seven = JournalHasher()
    for word in 1...7 { seven.combine(word) }
    #expect(seven.finalize().hex == "e8475d7d78a4e7f76f35b467d5f1655c")
  }

  @Test func aStringIsItsLengthThenItsBytes() {
    var hasher = JournalHasher()
    hasher.combine("card")
    #expect(hasher.finalize().hex == "2193fa99b367a196b4e2b67bd6a81c7e")
    var byHand = JournalHasher()
    byHand.combine(word: 4)
    byHand.combine(word: 0x6472_6163)  // "card", little-endian
    #expect(byHand.finalize() == hasher.finalize())
  }

  @Test func finalizingLeavesTheHasherAsItWas() {
    var hasher = JournalHasher()
    hasher.combine(1)
    let once = hasher.finalize()
    #expect(hasher.finalize() == once)
    hasher.combine(2)
    #expect(hasher.finalize() != once)
  }

  @Test func everyNaNIsOneAndSignedZerosDiffer() {
    func digest(_ value: Double) -> JournalDigest {
      var hasher = JournalHasher()
      hasher.combine(value)
      return hasher.finalize()
    }
    #expect(digest(.nan) == digest(-.nan))
    #expect(digest(.nan) == digest(Double(nan: 7, signaling: false)))
    #expect(digest(0.0) != digest(-0.0))
    #expect(digest(0.1 + 0.2) != digest(0.3))
  }

  @Test func stringsOfEveryLengthAreToldApart() {
    var seen = Set<JournalDigest>()
    for length in 0...40 {
      var hasher = JournalHasher()
      hasher.combine(String(repeating: "a", count: length))
      seen.insert(hasher.finalize())
      // The same bytes with a trailing NUL are another string.
      var padded = JournalHasher()
      padded.combine(String(repeating: "a", count: length) + "\u{0}")
      seen.insert(padded.finalize())
    }
    #expect(seen.count == 82)
  }
}
