/// When a block animation runs: its begin instant (after any delay), one pass's timing,
/// and whether it repeats or autoreverses.
///
/// A pace maps an instant to the pass's progress and its time derivative, with UIKit's
/// fill rules: before the begin (during a delay) progress is 0 and still; after the end
/// the animation is over (``Sample/isOver``) and the view shows its model value. Passes
/// alternate direction when autoreversing; `repeats` runs them forever. Boundaries are
/// exact in integer nanoseconds, and at each one the left limit belongs to the pass that
/// ends there and the right limit to the one that starts.
///
/// ```swift
/// let pace = AnimationPace(begin: .zero, timing: .curve(.linear, duration: 1), repeats: false, autoreverses: true)
/// pace.sample(at: Instant(nanoseconds: 1_500_000_000), side: .right)   // progress 0.5, velocity -1
/// pace.end   // 2 s
/// ```
package struct AnimationPace: Sendable, Hashable {
  /// Progress and velocity at an instant.
  package struct Sample: Sendable, Hashable {
    package var progress: Double
    /// Progress units per second.
    package var velocity: Double
    /// Whether the animation has ended at that instant (its contribution is then empty).
    package var isOver: Bool
  }

  /// The instant the first pass starts.
  package let begin: Instant
  /// One pass.
  package let timing: AnimationTiming
  /// One pass in nanoseconds (the timing's duration, rounded).
  package let passNanoseconds: Int64
  /// Whether passes run forever.
  package let repeats: Bool
  /// Whether every second pass runs backwards.
  package let autoreverses: Bool

  package init(begin: Instant, timing: AnimationTiming, repeats: Bool, autoreverses: Bool) {
    self.begin = begin
    self.timing = timing
    let seconds = timing.duration
    self.passNanoseconds = seconds.isFinite && seconds > 0 ? TimeSpan(seconds: seconds).nanoseconds : 0
    // A zero-length pass cannot repeat: it would never let time pass.
    self.repeats = repeats && passNanoseconds > 0
    self.autoreverses = autoreverses
  }

  /// The instant the animation ends, or `nil` if it repeats forever.
  package var end: Instant? {
    guard !repeats else { return nil }
    return begin + TimeSpan(nanoseconds: autoreverses ? 2 * passNanoseconds : passNanoseconds)
  }

  /// Progress and velocity at `instant`, from `side`.
  package func sample(at instant: Instant, side: LimitSide) -> Sample {
    let tau = instant.nanoseconds - begin.nanoseconds
    if tau < 0 || (tau == 0 && side == .left) {
      return Sample(progress: 0, velocity: 0, isOver: false)
    }
    if let end, instant > end || (instant == end && side == .right) {
      return Sample(progress: autoreverses ? 0 : 1, velocity: 0, isOver: true)
    }
    var pass = tau / passNanoseconds
    var local = tau - pass * passNanoseconds
    if side == .left && local == 0 {
      pass -= 1
      local = passNanoseconds
    }
    if autoreverses && pass % 2 == 1 {
      let (progress, velocity) = passSample(at: passNanoseconds - local)
      return Sample(progress: progress, velocity: -velocity, isOver: false)
    }
    let (progress, velocity) = passSample(at: local)
    return Sample(progress: progress, velocity: velocity, isOver: false)
  }

  /// Progress and velocity `local` nanoseconds into a forward pass; a curve is evaluated at
  /// the exact fraction of the pass, so a pass ends at progress 1 to the bit.
  private func passSample(at local: Int64) -> (Double, Double) {
    switch timing {
    case .curve(let curve, _):
      let passSeconds = Double(passNanoseconds) / 1e9
      let fraction = Double(local) / Double(passNanoseconds)
      return (curve.progress(at: fraction), curve.velocity(at: fraction) / passSeconds)
    case .spring:
      let seconds = Double(local) / 1e9
      return (timing.progress(atSeconds: seconds), timing.progressVelocity(atSeconds: seconds))
    }
  }
}
