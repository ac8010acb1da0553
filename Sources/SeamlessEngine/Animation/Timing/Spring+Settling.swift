#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// When a spring counts as at rest: `CASpringAnimation.settlingDuration`'s role.
///
/// Apple's algorithm is private (`CASpringAnimation.settlingDuration` in Apple's QuartzCore
/// documentation says only which parameters affect it). The engine uses this hypothesis
/// (confidence: medium — it reproduces both of Apple's documented numbers, nothing more is
/// known): the time after which an *envelope* of the
/// displacement stays below ε = 0.001 (SwiftUI's documented epsilon). For an under-damped
/// spring, `|x(t)| ≤ e^(−λt)·(|A| + |B|)` with `A = 1`, `B = (λ − v₀)/ω_d`, giving
///
///     T = ln((1 + |B|) / ε) / λ
///
/// — 2.855 s for (m 1, k 100, c 5) (Apple: "approximately 2.85 seconds"), 1.022 s for
/// c 15 ("just over 1 second") and 1.4727 s for the default c 10.
///
/// Extension (engine choice, low confidence): the envelope uses `|sin ω_d t| ≤ min(1, ω_d t)`,
/// which changes nothing once `ω_d·T ≥ 1` (every doc example) and makes the result continuous
/// into the critical envelope `e^(−λt)·(1 + |λ − v₀|·t)`; over-damped springs use
/// `e^(−λt)·(cosh ω_o t + |λ − v₀|·sinh(ω_o t)/ω_o)`. The envelope bounds `|x|`, so after
/// the settling duration the displacement never again exceeds ε (velocity is not checked).
/// An undamped spring never settles (infinity). Accuracy: 1e-12 relative (bisection where
/// there is no closed form).
extension Spring {
  /// SwiftUI's and the engine's default settling threshold, in progress units.
  package static let defaultSettlingEpsilon = 0.001

  /// Seconds until the spring is at rest with ε = 0.001 (see the extension's discussion).
  ///
  /// ```swift
  /// try Spring(mass: 1, stiffness: 100, damping: 15).settlingDuration   // 1.022 s
  /// ```
  package var settlingDuration: Double { settlingDuration(epsilon: Self.defaultSettlingEpsilon) }

  /// Seconds after which the displacement envelope stays below `epsilon` (progress units);
  /// 0 when it starts there, infinity when undamped, NaN for a non-positive `epsilon`.
  ///
  /// ```swift
  /// Spring.coreAnimationDefault.settlingDuration(epsilon: 0.01)   // ≈ 1.01 s
  /// ```
  package func settlingDuration(epsilon: Double) -> Double {
    guard epsilon > 0 else { return .nan }
    guard decay > 0 else { return .infinity }
    let speed = abs(decay - initialVelocity)
    switch regime {
    case .underdamped:
      // The hypothesis proper, whenever its time is past the first quarter-ish turn.
      let closedForm = log((1 + speed / frequency) / epsilon) / decay
      if closedForm >= 1 / frequency { return max(closedForm, 0) }
      return lastCrossing(epsilon: epsilon, peak: linearEnvelopePeak(speed)) { t in exp(-decay * t) * (1 + speed * t) }
    case .criticallyDamped:
      return lastCrossing(epsilon: epsilon, peak: linearEnvelopePeak(speed)) { t in exp(-decay * t) * (1 + speed * t) }
    case .overdamped:
      let slow = -undampedAngularFrequency * undampedAngularFrequency / (decay + frequency)
      let fast = -decay - frequency
      // ½(1 + s/ω_o)·e^(r₁t) + ½(1 − s/ω_o)·e^(r₂t): rises at most once, then decays.
      let (a, b) = ((1 + speed / frequency) / 2, (1 - speed / frequency) / 2)
      let ratio = (b * fast) / (a * slow)
      let peak = ratio > 1 ? log(ratio) / (slow - fast) : 0
      return lastCrossing(epsilon: epsilon, peak: peak) { t in a * exp(slow * t) + b * exp(fast * t) }
    }
  }

  /// Whether the spring is at rest `t` seconds after the start: `t ≥ settlingDuration(epsilon:)`.
  ///
  /// ```swift
  /// Spring.coreAnimationDefault.isSettled(at: 1.5)   // true (settles at 1.4727 s)
  /// ```
  package func isSettled(at t: Double, epsilon: Double = Spring.defaultSettlingEpsilon) -> Bool {
    t >= settlingDuration(epsilon: epsilon)
  }

  /// Where `e^(−λt)·(1 + s·t)` peaks: `1/λ − 1/s` when positive, else 0.
  private func linearEnvelopePeak(_ speed: Double) -> Double {
    speed > decay ? 1 / decay - 1 / speed : 0
  }

  /// The last `t ≥ peak` with `envelope(t) ≥ epsilon`, for an envelope that decreases after
  /// `peak` toward 0: the bracket doubles until it holds the crossing, then bisection.
  private func lastCrossing(epsilon: Double, peak: Double, _ envelope: (Double) -> Double) -> Double {
    // The envelope never exceeds its peak value: already below epsilon, settled from the start.
    guard envelope(peak) > epsilon else { return 0 }
    var lower = peak
    var step = 1 / decay
    var upper = peak + step
    while envelope(upper) > epsilon {
      lower = upper
      step *= 2
      upper += step
    }
    for _ in 0..<200 where upper - lower > 1e-12 * upper {
      let middle = (lower + upper) / 2
      if envelope(middle) > epsilon { lower = middle } else { upper = middle }
    }
    return upper
  }
}
