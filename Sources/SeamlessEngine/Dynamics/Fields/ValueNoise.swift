#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Seeded 3-D value noise (x, y, time), the noise field's generator.
///
/// Version 1: lattice values are the SplitMix64 finaliser of the seed mixed with the
/// lattice coordinates and the component (0 for x, 1 for y), mapped to [−1, 1); between
/// lattice points the values are interpolated trilinearly with the smoothstep `3s² − 2s³`.
/// The result depends on nothing but the seed and the coordinates, so the same seed
/// replays the same field on every platform. Changing the algorithm must bump
/// ``version``.
///
/// ```swift
/// let noise = ValueNoise(seed: 42)
/// noise.value(x: 1.5, y: 2.25, t: 0, component: 0)   // the same number on every run
/// ```
package struct ValueNoise: Sendable, Hashable {
  /// The algorithm's version.
  package static let version = 1
  package let seed: UInt64

  package init(seed: UInt64) { self.seed = seed }

  static func mix(_ value: UInt64) -> UInt64 { SplitMix64.mix(value) }

  /// The lattice value at integer coordinates, in [−1, 1).
  func lattice(_ x: Int64, _ y: Int64, _ t: Int64, _ component: UInt64) -> Double {
    var h = Self.mix(seed ^ component)
    h = Self.mix(h ^ UInt64(bitPattern: x))
    h = Self.mix(h ^ UInt64(bitPattern: y))
    h = Self.mix(h ^ UInt64(bitPattern: t))
    return Double(h >> 11) / 4_503_599_627_370_496 - 1  // 2^52: [0, 2) − 1
  }

  /// The noise at (`x`, `y`, `t`) in lattice units, in [−1, 1]; 0 for non-finite or
  /// astronomically large coordinates.
  package func value(x: Double, y: Double, t: Double, component: UInt64) -> Double {
    let limit = 1e15
    guard x.isFinite, y.isFinite, t.isFinite, abs(x) < limit, abs(y) < limit, abs(t) < limit else { return 0 }
    let fx = floor(x)
    let fy = floor(y)
    let ft = floor(t)
    let ix = Int64(fx)
    let iy = Int64(fy)
    let it = Int64(ft)
    func smooth(_ s: Double) -> Double { s * s * (3 - 2 * s) }
    let sx = smooth(x - fx)
    let sy = smooth(y - fy)
    let st = smooth(t - ft)
    func lerp(_ a: Double, _ b: Double, _ s: Double) -> Double { a + (b - a) * s }
    func plane(_ t: Int64) -> Double {
      lerp(
        lerp(lattice(ix, iy, t, component), lattice(ix + 1, iy, t, component), sx),
        lerp(lattice(ix, iy + 1, t, component), lattice(ix + 1, iy + 1, t, component), sx), sy)
    }
    return lerp(plane(it), plane(it + 1), st)
  }
}
