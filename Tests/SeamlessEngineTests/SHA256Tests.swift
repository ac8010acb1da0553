import Testing

@testable import SeamlessEngine

@Suite struct SHA256Tests {
  @Test func emptyMessage() {
    #expect(SHA256.hash([UInt8]()).hex == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
  }

  @Test func abc() {
    #expect(SHA256.hash("abc".utf8).hex == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  }

  @Test func fourHundredFortyEightBitMessage() {
    // FIPS 180-4 example: 56 bytes, so the padding needs a second block.
    let message = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
    #expect(message.utf8.count * 8 == 448)
    #expect(SHA256.hash(message.utf8).hex == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }

  @Test func eightHundredNinetySixBitMessage() {
    // The 896-bit (112-byte) message of the FIPS 180-4 examples; checked with `sha256sum`.
    let message =
      "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"
    #expect(SHA256.hash(message.utf8).hex == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
  }

  @Test func chunkingDoesNotMatter() {
    let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 * 7 + 3) }
    let whole = SHA256.hash(bytes)
    for chunk in [1, 55, 56, 63, 64, 65, 999] {
      var hasher = SHA256()
      var start = 0
      while start < bytes.count {
        let end = min(start + chunk, bytes.count)
        hasher.update(bytes[start..<end])
        start = end
      }
      #expect(hasher.finalize() == whole, "chunk size \(chunk)")
    }
  }

  @Test func digestHasThirtyTwoBytes() {
    #expect(SHA256.hash("x".utf8).bytes.count == 32)
  }
}
