#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One axis of a scroll view's own motion once no finger holds it: a deceleration, a bounce
/// back to an edge, or an animated content offset, in closed form of the time since it
/// started.
///
/// - ``decay``: `x(t) = x₀ + v₀·(e^(kt) − 1)/k`, `v(t) = v₀·e^(kt)`, with `k = 1000·ln r`
///   (``ScrollDecelerationRate``); it rests at `x₀ − v₀/k`.
/// - ``bounce``: a spring toward the edge, from a displacement and a velocity
///   (`ScrollView/bounceSpring`).
/// - ``ease``: ease-in-ease-out from one offset to another (`setContentOffset(_:animated:)`).
///
/// ```swift
/// let motion = ScrollAxisMotion.decay(start: 0, velocity: 1000, exponent: ScrollDecelerationRate.normal.exponent)
/// motion.rest          // 499.5 pt
/// motion.sample(at: 0.5).velocity   // 367.9 pt/s (1000 · 0.998^500)
/// ```
package enum ScrollAxisMotion: Sendable, Hashable {
  /// Decelerating from `start` at `velocity` (pt/s) with the exponent `1000·ln r` (1/s, < 0).
  case decay(start: Double, velocity: Double, exponent: Double)
  /// Springing back to `edge`, `displacement` past it moving at `velocity` at the start.
  case bounce(edge: Double, displacement: Double, velocity: Double)
  /// Easing from `from` to `to` over `duration` seconds.
  case ease(from: Double, to: Double, duration: Double)
  /// Not moving, at `value`.
  case rest(Double)

  /// Where the motion ends.
  package var rest: Double {
    switch self {
    case .decay(let start, let velocity, let exponent): start - velocity / exponent
    case .bounce(let edge, _, _): edge
    case .ease(_, let to, _): to
    case .rest(let value): value
    }
  }

  /// The value and velocity (per second) `t` seconds after the motion started.
  package func sample(at t: Double) -> (value: Double, velocity: Double) {
    switch self {
    case .decay(let start, let velocity, let exponent):
      return (start + velocity * expm1(exponent * t) / exponent, velocity * exp(exponent * t))
    case .bounce(let edge, let displacement, let velocity):
      let motion = ScrollView.bounceSpring.motion(displacement: displacement, velocity: velocity, at: t)
      return (edge + motion.displacement, motion.velocity)
    case .ease(let from, let to, let duration):
      guard duration > 0, t < duration else { return (to, 0) }
      let u = max(t, 0) / duration
      let curve = TimingCurve.easeInEaseOut
      return (from + (to - from) * curve.progress(at: u), (to - from) * curve.velocity(at: u) / duration)
    case .rest(let value):
      return (value, 0)
    }
  }

  /// Whether the motion has come to rest by `t`: within `ScrollView/restDistance` of where it
  /// ends (and, for a bounce, slower than `ScrollView/restSpeed`), or past an ease's end.
  package func isFinished(at t: Double) -> Bool {
    switch self {
    case .decay:
      return abs(rest - sample(at: t).value) <= ScrollView.restDistance
    case .bounce:
      let now = sample(at: t)
      return abs(now.value - rest) <= ScrollView.restDistance && abs(now.velocity) <= ScrollView.restSpeed
    case .ease(_, _, let duration):
      return t >= duration
    case .rest:
      return true
    }
  }

  /// Whether the motion has nothing to do at all.
  ///
  /// At rest, or starting where it ends with no velocity. A motion that starts moving, however slowly, runs at least until its first step,
  /// so that what takes the content over at a release starts at the release's velocity.
  package var isStill: Bool {
    switch self {
    case .decay(_, let velocity, _): velocity == 0
    case .bounce(_, let displacement, let velocity): displacement == 0 && velocity == 0
    case .ease(let from, let to, let duration): from == to || duration <= 0
    case .rest: true
    }
  }

  /// When a decay reaches `edge` (seconds after it started), if it ever does.
  package func timeReaching(_ edge: Double) -> Double? {
    guard case .decay(let start, let velocity, let exponent) = self, velocity != 0 else { return nil }
    // e^(kt) = 1 + k·(edge − x₀)/v₀ must lie in (0, 1].
    let factor = 1 + exponent * (edge - start) / velocity
    guard factor > 0, factor <= 1 else { return nil }
    return log(factor) / exponent
  }
}
