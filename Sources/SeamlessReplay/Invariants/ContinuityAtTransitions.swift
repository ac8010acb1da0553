import SeamlessEngine

/// No jumps where animations meet: at every presentation transition the value is
/// continuous, and where the view was already moving when an animation was added (a
/// retarget), so is the velocity (seeds/wwdc2014-236, the three transitions).
///
/// Reads `presentation-transition` entries. Value continuity applies to every cause:
/// additive and from-current-state additions, catches that promote presentation, natural
/// ends (where a spring may stop within its settling epsilon of the distance, the
/// transition's allowance); not to finishing a stopped animator at its start or end, which
/// the app asks for. An absolute animation replacing one in flight, or a removal without promotion,
/// shows up as a jump. Velocity continuity applies to additions whose left velocity is
/// not zero; a release from a finger is ``ReleaseVelocity``'s business (the finger's
/// velocity is not a presentation velocity).
///
/// ```swift
/// ContinuityAtTransitions().check(run)
/// // ["t=0.500000000 s: card.centerY added-absolute: value left 350.0 pt, right 100.0 pt (jump 250.0 > 0.5)"]
/// ```
public struct ContinuityAtTransitions: Invariant {
  public let name = "continuity"
  public let summary = "presentation values never jump at a transition, nor do velocities at a retarget"
  public var tolerance: ContinuityTolerance

  public init(tolerance: ContinuityTolerance = ContinuityTolerance()) {
    self.tolerance = tolerance
  }

  public func check(_ run: ReplayRun) -> [InvariantViolation] {
    var violations: [InvariantViolation] = []
    for entry in run.journal.entries {
      guard case .presentationTransition(let t) = entry.event else { continue }
      // Finishing a stopped animator at its start or end is a jump the app asked for.
      if case .finished = t.cause { continue }
      let unit = ContinuityTolerance.unit(of: t.property)
      let valueUnit = unit.isEmpty ? "" : " \(unit)"
      let velocityUnit = unit.isEmpty ? "/s" : " \(unit)/s"
      let where_ = "\(t.view).\(t.property) \(t.cause.canonicalText)"
      let valueJump = abs(t.right.value - t.left.value)
      let valueLimit = max(tolerance.value(for: t.property), t.allowance * 1.001)
      if !(valueJump <= valueLimit) {
        violations.append(
          InvariantViolation(
            instant: t.instant,
            message: "\(where_): value left \(format(t.left.value))\(valueUnit), right \(format(t.right.value))\(valueUnit) "
              + "(jump \(format(valueJump)) > \(format(valueLimit)))"))
      }
      guard case .added = t.cause, t.left.velocity != 0 else { continue }
      let velocityJump = abs(t.right.velocity - t.left.velocity)
      let velocityLimit = tolerance.velocity(for: t.property, speed: t.left.velocity)
      if !(velocityJump <= velocityLimit) {
        violations.append(
          InvariantViolation(
            instant: t.instant,
            message: "\(where_): velocity left \(format(t.left.velocity))\(velocityUnit), right "
              + "\(format(t.right.velocity))\(velocityUnit) (jump \(format(velocityJump)) > \(format(velocityLimit)))"))
      }
    }
    return violations
  }
}

/// A number with at most three decimals for messages (`350.0`, `-862.069`).
func format(_ value: Double) -> String {
  guard value.isFinite else { return "\(value)" }
  let rounded = (value * 1000).rounded() / 1000
  return "\(rounded == 0 ? 0 : rounded)"
}
