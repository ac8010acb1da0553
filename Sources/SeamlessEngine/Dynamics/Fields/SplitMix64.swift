/// SplitMix64: a 64-bit counter stepped by the golden ratio and a mixing finaliser.
///
/// From Steele, Lea and Flood, "Fast splittable pseudorandom number generators" (OOPSLA
/// 2014), as in Vigna's public-domain `splitmix64.c`. Seamless's one source of seeded bits:
/// the fuzzer's case seeds, the seeding of gesture synthesis's xoshiro256** generator, and the
/// noise field's lattice hash all go through it, so each is defined by the same three lines.
///
/// ```swift
/// var bits = SplitMix64(seed: 0)
/// bits.next()              // 0xE220A8397B1DCDAF (the reference implementation's first output)
/// SplitMix64.mix(0)        // the same: the finaliser of seed + one step
/// ```
package struct SplitMix64: Sendable, Hashable {
  /// The step: 2⁶⁴ / φ, odd.
  package static let golden: UInt64 = 0x9E37_79B9_7F4A_7C15

  /// The counter; each output steps it by ``golden`` first.
  package private(set) var state: UInt64

  package init(seed: UInt64) {
    state = seed
  }

  /// The next 64 bits.
  package mutating func next() -> UInt64 {
    state &+= Self.golden
    return Self.finalize(state)
  }

  /// The finaliser alone: a bijection of 64-bit words whose outputs for neighbouring inputs
  /// differ in about half their bits (a variant of MurmurHash3's `fmix64`).
  package static func finalize(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// The first output of a generator seeded with `value`: a hash of one word.
  package static func mix(_ value: UInt64) -> UInt64 { finalize(value &+ golden) }
}
