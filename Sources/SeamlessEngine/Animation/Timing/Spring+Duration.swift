/// A spring that settles in a given time: how the engine gives a UIKit spring of
/// `duration` exactly that total duration.
///
/// Mass 1 and the damping ratio ζ are fixed, so the spring is a one-parameter family in
/// ω₀ (stiffness ω₀², damping 2ζω₀). With the initial velocity v₀ fixed in progress units
/// per second, the settling time is `T(ω₀) = S(ζ, v₀/ω₀) / ω₀`, where `S` is the settling
/// time of the same spring in units of 1/ω₀: it falls from infinity (ω₀ → 0) to 0
/// (ω₀ → ∞). The engine solves `T(ω₀) = duration` for ω₀ by a safeguarded Newton
/// iteration in log ω₀ (slope −1 when v₀ = 0, where one step is exact) inside a bracket
/// that bisection keeps, and returns the stiffer end of the final bracket: its settling
/// time is at most `duration` and within 1e-13 of it, so a pass rounded to whole
/// nanoseconds lasts exactly `duration`. This is Framer's `computeDerivedCurveOptions`
/// construction (solve ω₀ so the envelope reaches ε at the duration; reproduced in
/// github.com/guillianbalisi/ios-spring-animations, `Springs.playground/Sources/Math.swift`),
/// with the engine's own settling envelope. UIKit's own mapping is private.
extension Spring {
  /// The spring of mass 1 and damping ratio `dampingRatio` whose `settlingDuration`
  /// (ε = 0.001) is `settlingDuration` seconds, starting at `initialVelocity`.
  ///
  /// Throws for a ratio or duration that is not positive and finite, a non-finite
  /// velocity, or a duration so short that the stiffness overflows.
  ///
  /// ```swift
  /// let spring = try Spring(dampingRatio: 0.8, settlingDuration: 1)
  /// spring.settlingDuration   // 1.0
  /// spring.response           // 0.648 s: stiffer than the response-1 spring (settles at 1.54 s)
  /// ```
  public init(dampingRatio: Double, settlingDuration duration: Double, initialVelocity: Double = 0)
    throws(TimingParameterError)
  {
    try TimingParameterError.requirePositive(dampingRatio, "damping ratio")
    try TimingParameterError.requirePositive(duration, "settling duration")
    try TimingParameterError.requireFinite(initialVelocity, "initial velocity")
    let omega = Self.undampedFrequency(settlingIn: duration, ratio: dampingRatio, velocity: initialVelocity)
    guard omega.isFinite, omega > 0, (omega * omega).isFinite else {
      throw .notPositive(name: "settling duration (too short to reach)", value: duration)
    }
    try self.init(mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega, initialVelocity: initialVelocity)
  }

  /// ω₀ of the mass-1 spring with ratio `ratio` and velocity `velocity` that settles in
  /// `duration` (the stiffer end of a bracket narrower than 1e-13 relative).
  static func undampedFrequency(settlingIn duration: Double, ratio: Double, velocity: Double) -> Double {
    func settling(_ omega: Double) -> Double {
      guard let spring = try? Spring(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega, initialVelocity: velocity)
      else { return 0 }
      return spring.settlingDuration
    }
    // The zero-velocity spring of ω₀ = 1 settles in S(ζ, 0): ω₀ = S / duration is exact for v₀ = 0.
    var omega = settling(1) / duration
    guard omega.isFinite && omega > 0 else { return .nan }
    var low = 0.0  // settles later than `duration` (0: none known yet)
    var high = Double.infinity  // settles within `duration`
    for _ in 0..<400 {
      let time = settling(omega)
      if time > duration { low = max(low, omega) } else { high = min(high, omega) }
      if high.isFinite && low > 0 && (high - low) <= 1e-13 * high { break }
      if high.isFinite && time <= duration && duration - time <= 1e-13 * duration { break }
      // Newton in log ω₀ with slope −1: ω ← ω · T(ω) / duration; bisection when it leaves the bracket.
      var next = time > 0 ? omega * time / duration : omega / 2
      if !(next > low && next < high) || next == omega {
        next = high.isFinite && low > 0 ? (low * high).squareRoot() : (low > 0 ? low * 2 : high / 2)
      }
      guard next.isFinite && next > 0 && next != omega else { break }
      omega = next
    }
    return high
  }
}
