import Testing

@testable import SeamlessEngine

/// SplitMix64 against the reference implementation's outputs (Vigna's `splitmix64.c`, seed 0),
/// and the identities the fuzzer, the synthesiser and the noise field rely on.
@Suite struct SplitMix64Tests {
  @Test func matchesTheReferenceOutputs() {
    var bits = SplitMix64(seed: 0)
    #expect(bits.next() == 0xE220_A839_7B1D_CDAF)
    #expect(bits.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(bits.next() == 0x06C4_5D18_8009_454F)
  }

  @Test func mixIsTheFirstOutputOfAGeneratorSeededWithTheValue() {
    for seed: UInt64 in [0, 1, 42, .max, 0x9E37_79B9_7F4A_7C15] {
      var bits = SplitMix64(seed: seed)
      #expect(SplitMix64.mix(seed) == bits.next())
      #expect(bits.state == seed &+ SplitMix64.golden)
    }
  }
}
