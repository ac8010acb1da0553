#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A damped harmonic spring driving progress from 0 to 1, in closed form.
///
/// `CASpringAnimation`'s model: mass `m`, stiffness `k`, damping `c` and an initial
/// velocity `v₀` in progress units per second (1 = the whole from→to distance per second),
/// positive toward the target. The normalised displacement from the target
/// `x(t) = 1 − progress(t)` solves `m·x'' + c·x' + k·x = 0` with `x(0) = 1`, `x'(0) = −v₀`.
/// With `λ = c / 2m`, `ω₀ = √(k/m)` and ζ = `λ / ω₀`:
///
/// - under-damped (ζ < 1), `ω_d = ω₀·√(1 − ζ²)`:
///   `x = e^(−λt)·(cos ω_d t + (λ − v₀)·sin(ω_d t)/ω_d)` — WebKit's `SpringSolver`;
/// - critically damped (ζ = 1): `x = e^(−λt)·(1 + (λ − v₀)·t)`;
/// - over-damped (ζ > 1), `ω_o = ω₀·√(ζ² − 1)`:
///   `x = e^(−λt)·(cosh ω_o t + (λ − v₀)·sinh(ω_o t)/ω_o)`, the exact solution (WebKit
///   substitutes the critical formula here; the engine does not).
///
/// The over-damped form is evaluated as exponentials with negative exponents
/// (`e^(r₁t)`, `e^(r₂t)`, `expm1`), so nothing overflows and nothing cancels near ζ = 1.
/// `value(at:)` and `velocity(at:)` agree with the ODE to rounding (about 1e-15
/// relative); time is an argument in seconds, never a clock read, and the formulas hold
/// for any `t` (before 0 too).
///
/// ```swift
/// // A card released at 1200 pt/s toward a target 300 pt away:
/// let spring = try Spring(dampingRatio: 0.8, response: 0.4,
///                         initialVelocity: Spring.normalizedVelocity(1200, from: 0, to: 300))
/// let position = 300 * spring.value(at: 0.1)      // points, 100 ms after release
/// let speed = 300 * spring.velocity(at: 0.1)      // pt/s
/// spring.settlingDuration                          // seconds until it is at rest
/// ```
public struct Spring: Sendable, Hashable {
  /// The mass, > 0 (arbitrary consistent units; only ratios with k and c matter).
  package let mass: Double
  /// The stiffness k, > 0: restoring force per unit of displacement.
  package let stiffness: Double
  /// The damping coefficient c, ≥ 0: resisting force per unit of velocity.
  package let damping: Double
  /// The initial velocity in progress units per second, positive toward the target.
  package let initialVelocity: Double

  /// The decay rate λ = c / 2m, in 1/s.
  let decay: Double
  /// ω₀ = √(k/m), in rad/s.
  package let undampedAngularFrequency: Double
  /// ζ = c / (2·√(k·m)).
  public let dampingRatio: Double
  /// ω_d (under-damped) or ω_o (over-damped), in 1/s; 0 when critically damped.
  let frequency: Double

  /// A spring from its physical parameters, like `CASpringAnimation` and
  /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`.
  ///
  /// The defaults are CASpringAnimation's: mass 1, stiffness 100, damping 10, velocity 0.
  /// Throws ``TimingParameterError`` for a non-finite value, a mass or stiffness ≤ 0, or a
  /// negative damping.
  ///
  /// ```swift
  /// let spring = try Spring(mass: 1, stiffness: 100, damping: 5)
  /// spring.settlingDuration   // 2.855 s ("approximately 2.85 seconds" in Apple's docs)
  /// ```
  public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0)
    throws(TimingParameterError)
  {
    try TimingParameterError.requirePositive(mass, "mass")
    try TimingParameterError.requirePositive(stiffness, "stiffness")
    try TimingParameterError.requireNonNegative(damping, "damping")
    try TimingParameterError.requireFinite(initialVelocity, "initial velocity")
    self.init(unchecked: mass, stiffness, damping, initialVelocity)
  }

  private init(unchecked mass: Double, _ stiffness: Double, _ damping: Double, _ initialVelocity: Double) {
    (self.mass, self.stiffness, self.damping, self.initialVelocity) = (mass, stiffness, damping, initialVelocity)
    decay = damping / (2 * mass)
    undampedAngularFrequency = (stiffness / mass).squareRoot()
    dampingRatio = damping / (2 * (stiffness * mass).squareRoot())
    let ratio = dampingRatio
    if ratio < 1 {
      frequency = undampedAngularFrequency * ((1 - ratio) * (1 + ratio)).squareRoot()
    } else if ratio > 1 {
      frequency = undampedAngularFrequency * ((ratio - 1) * (ratio + 1)).squareRoot()
    } else {
      frequency = 0
    }
  }

  /// CASpringAnimation's defaults: mass 1, stiffness 100, damping 10 (ζ = 0.5), velocity 0.
  public static let coreAnimationDefault = Spring(unchecked: 1, 100, 10, 0)

  /// A spring from a damping ratio and a response (WWDC18 "Designing Fluid Interfaces",
  /// SwiftUI `spring(response:dampingFraction:)`).
  ///
  /// Mass 1, stiffness `(2π / response)²`, damping `4π·ζ / response`: `response` is the
  /// period in seconds of the undamped oscillation. Throws for a response ≤ 0 or a negative
  /// ratio.
  ///
  /// ```swift
  /// let swiftUIDefault = try Spring(dampingRatio: 0.825, response: 0.5)
  /// swiftUIDefault.stiffness   // 157.91 = (2π/0.5)²
  /// ```
  public init(dampingRatio: Double, response: Double, initialVelocity: Double = 0) throws(TimingParameterError) {
    try TimingParameterError.requireNonNegative(dampingRatio, "damping ratio")
    try TimingParameterError.requirePositive(response, "response")
    let angularFrequency = 2 * Double.pi / response
    try self.init(
      mass: 1, stiffness: angularFrequency * angularFrequency, damping: 4 * Double.pi * dampingRatio / response,
      initialVelocity: initialVelocity)
  }

  /// A spring from a perceptual duration and a bounce, as SwiftUI's
  /// `Spring(duration:bounce:)`, iOS 17's `UISpringTimingParameters(duration:bounce:)` and
  /// Flutter's `SpringDescription.withDurationAndBounce`.
  ///
  /// Mass 1, stiffness `4π² / duration²`, ζ = `1 − bounce` for bounce ≥ 0 and
  /// `1 / (1 + bounce)` below, damping `2ζ·√stiffness`. Bounce lies in (−1, 1]: 0 is
  /// critical, 1 undamped, negative over-damped. Apple's documented example
  /// `Spring(duration: 0.5, bounce: 0.3)` is (mass, stiffness, damping) = (1, 157.9, 17.6).
  ///
  /// ```swift
  /// let bouncy = try Spring(duration: 0.5, bounce: 0.3)
  /// bouncy.damping   // 17.59
  /// ```
  public init(duration: Double, bounce: Double, initialVelocity: Double = 0) throws(TimingParameterError) {
    try TimingParameterError.requirePositive(duration, "duration")
    try TimingParameterError.requireFinite(bounce, "bounce")
    guard bounce > -1 && bounce <= 1 else { throw .bounceOutOfRange(value: bounce) }
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    let stiffness = 4 * Double.pi * Double.pi / (duration * duration)
    try self.init(mass: 1, stiffness: stiffness, damping: 2 * ratio * stiffness.squareRoot(), initialVelocity: initialVelocity)
  }

  /// The spring the engine runs for
  /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)`,
  /// `UIViewPropertyAnimator(duration:dampingRatio:)` and
  /// `UISpringTimingParameters(dampingRatio:initialVelocity:)` inside an animator of
  /// `duration`: the spring of that damping ratio that settles in exactly `duration`.
  ///
  /// Apple documents `duration` as "the total duration of the animations" for both APIs;
  /// UIKit's own (duration, ratio) → (m, k, c) mapping is private. The engine's documented
  /// choice: mass 1, the ratio as given, and the stiffness for which `settlingDuration`
  /// (ε = 0.001, with this initial velocity) equals `duration` — see
  /// ``init(dampingRatio:settlingDuration:initialVelocity:)``. The animation therefore runs
  /// for `duration`, ends within ε of its target, and two animations of one duration end
  /// together whatever their velocities. (Earlier releases took `duration` as the response,
  /// so a 1 s spring of ratio 0.8 ran 1.54 s: README, "Changelog".) `initialVelocity` is UIKit's
  /// `initialSpringVelocity`: 1 is the whole distance per second. An undamped spring
  /// (ratio 0) never settles: it gets the response-based spring and runs forever.
  ///
  /// ```swift
  /// // UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7,
  /// //                initialSpringVelocity: 0.5) { … } moving a view 200 pt:
  /// let spring = try Spring.uiViewAnimation(duration: 0.5, dampingRatio: 0.7, initialVelocity: 0.5)
  /// 200 * spring.velocity(at: 0)   // 100 pt/s at the start
  /// spring.settlingDuration        // 0.5
  /// ```
  package static func uiViewAnimation(duration: Double, dampingRatio: Double, initialVelocity: Double = 0) throws(TimingParameterError)
    -> Spring
  {
    try TimingParameterError.requirePositive(duration, "duration")
    guard dampingRatio != 0 else {
      return try Spring(dampingRatio: dampingRatio, response: duration, initialVelocity: initialVelocity)
    }
    return try Spring(dampingRatio: dampingRatio, settlingDuration: duration, initialVelocity: initialVelocity)
  }

  /// The same spring started with another initial velocity (progress units per second).
  package func withInitialVelocity(_ velocity: Double) throws(TimingParameterError) -> Spring {
    try Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
  }

  /// A release velocity in points per second as progress units per second for a spring
  /// animating from `from` to `to`: `velocity / (to − from)`; 0 when `from == to`.
  ///
  /// UIKit's convention for `initialSpringVelocity` and `UISpringTimingParameters`: the
  /// velocity normalised by the total animation distance, positive toward the target. The
  /// spring's `distance · velocity(at: 0)` then equals the release velocity exactly.
  ///
  /// ```swift
  /// Spring.normalizedVelocity(-800, from: 500, to: 100)   // 2.0: toward the target
  /// ```
  public static func normalizedVelocity(_ velocity: Double, from: Double, to: Double) -> Double {
    let distance = to - from
    return distance == 0 ? 0 : velocity / distance
  }

  // MARK: Derived descriptions

  /// Which closed form applies.
  package var regime: SpringRegime {
    dampingRatio < 1 ? .underdamped : (dampingRatio > 1 ? .overdamped : .criticallyDamped)
  }

  /// SwiftUI's response (and `Spring.duration`): the undamped period `2π / ω₀`, in seconds.
  package var response: Double { 2 * Double.pi / undampedAngularFrequency }

  /// SwiftUI's bounce: `1 − ζ` for ζ ≤ 1, `1/ζ − 1` for ζ > 1 (the inverse of
  /// ``init(duration:bounce:initialVelocity:)``); (1, 100, 10) has bounce 0.5.
  public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

  // MARK: Motion

  /// The progress at `t` seconds after the start: 0 at `t = 0`, tending to 1.
  ///
  /// ```swift
  /// Spring.coreAnimationDefault.value(at: 0.25)   // 1.0234: past the target; the peak is at π/ω_d = 0.363 s
  /// ```
  package func value(at t: Double) -> Double { 1 - displacement(at: t) }

  /// d progress / dt at `t` seconds, in progress units per second; ``initialVelocity`` at 0.
  package func velocity(at t: Double) -> Double { 0 - displacementVelocity(at: t) }  // 0 − x: never −0

  /// The normalised displacement from the target, `x(t) = 1 − progress`.
  func displacement(at t: Double) -> Double {
    let terms = basis(at: t)
    return terms.k + (decay - initialVelocity) * terms.sigma
  }

  /// `x'(t)`, from `x' = −λ·x + e^(−λt)·(K' + (λ − v₀)·Σ')`.
  func displacementVelocity(at t: Double) -> Double {
    let terms = basis(at: t)
    return -decay * (terms.k + (decay - initialVelocity) * terms.sigma) + terms.kPrime + (decay - initialVelocity) * terms.sigmaPrime
  }

  /// The displacement from the target and its velocity `t` seconds after the spring started
  /// `displacement` away from it moving at `velocity`, in the caller's own units (points and
  /// points per second): the motion of a mass on this spring, not a normalised progress, so a
  /// start at the target with a velocity (a scroll view crossing its edge) is well defined.
  ///
  /// The solution is `d(t) = d₀·X(t) + v₀·Y(t)`, with `X` the motion from rest at 1 and `Y` the
  /// motion from 0 at unit velocity; ``initialVelocity`` plays no part.
  ///
  /// ```swift
  /// let bounce = try Spring(mass: 0.5, stiffness: 100, damping: 2 * 1.1 * 50.0.squareRoot())
  /// bounce.motion(displacement: 0, velocity: 800, at: 0.1)   // past the edge, still moving out
  /// ```
  package func motion(displacement: Double, velocity: Double, at t: Double) -> (displacement: Double, velocity: Double) {
    let terms = basis(at: t)
    let fromRest = terms.k + decay * terms.sigma
    let fromRestVelocity = -decay * fromRest + terms.kPrime + decay * terms.sigmaPrime
    let fromKick = terms.sigma
    let fromKickVelocity = -decay * terms.sigma + terms.sigmaPrime
    return (displacement * fromRest + velocity * fromKick, displacement * fromRestVelocity + velocity * fromKickVelocity)
  }

  /// `e^(−λt)` times `K, Σ, K', Σ'` for the regime (see ``SpringRegime``).
  private func basis(at t: Double) -> (k: Double, sigma: Double, kPrime: Double, sigmaPrime: Double) {
    switch regime {
    case .underdamped:
      let envelope = exp(-decay * t)
      let (sine, cosine) = (sin(frequency * t), cos(frequency * t))
      return (envelope * cosine, envelope * sine / frequency, -envelope * frequency * sine, envelope * cosine)
    case .criticallyDamped:
      let envelope = exp(-decay * t)
      return (envelope, envelope * t, 0, envelope)
    case .overdamped:
      // r₁ = −λ + ω_o written without cancellation (r₁·r₂ = ω₀²), r₂ = −λ − ω_o.
      let slow = -undampedAngularFrequency * undampedAngularFrequency / (decay + frequency)
      let fast = -decay - frequency
      let slowTerm = exp(slow * t)
      let cosh = (slowTerm + exp(fast * t)) / 2  // e^(−λt)·cosh(ω_o t)
      let sinh = -slowTerm * expm1(-2 * frequency * t) / 2  // e^(−λt)·sinh(ω_o t)
      return (cosh, sinh / frequency, frequency * sinh, cosh)
    }
  }
}
