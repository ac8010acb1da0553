/// Which closed form a ``Spring`` follows, by its damping ratio ζ.
///
/// The three cases meet continuously: ``Spring`` writes all of them as
/// `x(t) = e^(−λt)·(K(t) + (λ − v₀)·Σ(t))` with `K, Σ` = `cos(ω_d t), sin(ω_d t)/ω_d`,
/// `1, t` or `cosh(ω_o t), sinh(ω_o t)/ω_o`, so a ratio a hair either side of 1 gives
/// nearly the critical motion.
///
/// ```swift
/// try Spring(mass: 1, stiffness: 100, damping: 10).regime    // .underdamped (ζ = 0.5)
/// try Spring(dampingRatio: 1.25, response: 0.5).regime       // .overdamped
/// ```
package enum SpringRegime: String, Sendable, Hashable, CaseIterable {
  /// ζ < 1: oscillates about the target with a decaying envelope (ζ = 0 never settles).
  case underdamped
  /// ζ = 1: the fastest approach without overshoot from rest.
  case criticallyDamped
  /// ζ > 1: a sum of two decaying exponentials; no oscillation.
  case overdamped
}
