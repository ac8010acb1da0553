import SeamlessEngine

/// The one random generator of gesture synthesis: seeded, named and versioned, so an old
/// seed replays to the same trace.
///
/// Algorithm version 1: the 64-bit seed is expanded by SplitMix64 into the 256-bit state
/// of xoshiro256** (Blackman and Vigna, 2018). Gaussian samples use the Box–Muller
/// transform on two uniform doubles of 53 bits, taking the cosine branch only.
///
/// ```swift
/// var generator = SeededGenerator(seed: 42)
/// let jitter = 0.3 * generator.nextGaussian()   // pt
/// ```
package struct SeededGenerator: RandomNumberGenerator, Sendable {
  /// The algorithm's version; stored in trace headers of synthesised traces.
  package static let algorithmVersion = 1

  private var state: (UInt64, UInt64, UInt64, UInt64)

  /// A generator whose whole sequence is determined by `seed`.
  package init(seed: UInt64) {
    var splitMix = SplitMix64(seed: seed)
    state = (splitMix.next(), splitMix.next(), splitMix.next(), splitMix.next())
  }

  /// The next 64 random bits (xoshiro256**).
  package mutating func next() -> UInt64 {
    let result = rotateLeft(state.1 &* 5, 7) &* 9
    let t = state.1 << 17
    state.2 ^= state.0
    state.3 ^= state.1
    state.1 ^= state.2
    state.0 ^= state.3
    state.2 ^= t
    state.3 = rotateLeft(state.3, 45)
    return result
  }

  /// A uniform double in [0, 1) with 53 random bits.
  package mutating func nextUnit() -> Double {
    Double(next() >> 11) * 0x1.0p-53
  }

  /// A standard normal sample (mean 0, standard deviation 1), by Box–Muller.
  package mutating func nextGaussian() -> Double {
    let u1 = 1 - nextUnit()  // (0, 1]: log is finite
    let u2 = nextUnit()
    return (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
  }

  private func rotateLeft(_ value: UInt64, _ amount: UInt64) -> UInt64 {
    (value << amount) | (value >> (64 - amount))
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
