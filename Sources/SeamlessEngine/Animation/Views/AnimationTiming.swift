/// How one pass of an animation moves from its from-value to its to-value: a timing curve
/// over a duration, or a spring.
///
/// Progress is 0 at the start and 1 at the target; its derivative is in progress units per
/// second. A curve's pass lasts its duration and ends at progress exactly 1; a spring's
/// pass lasts its ``Spring/settlingDuration`` (for a UIKit spring block, the block's
/// duration: the spring is derived to settle then) and ends within the settling epsilon
/// of 1 (the view then shows its model value: a step of at most 0.001 × the distance).
///
/// ```swift
/// let timing = AnimationTiming.curve(.easeInEaseOut, duration: 0.3)
/// timing.progress(atSeconds: 0.15)   // 0.5
/// ```
package enum AnimationTiming: Sendable, Hashable {
  /// A timing curve stretched over `duration` seconds.
  case curve(TimingCurve, duration: Double)
  /// A spring; the pass lasts until it settles.
  case spring(Spring)

  /// The length of one pass in seconds.
  package var duration: Double {
    switch self {
    case .curve(_, let duration): duration
    case .spring(let spring): spring.settlingDuration
    }
  }

  /// Progress `seconds` into the pass (not clamped).
  package func progress(atSeconds seconds: Double) -> Double {
    switch self {
    case .curve(let curve, let duration): duration > 0 ? curve.progress(at: seconds / duration) : 1
    case .spring(let spring): spring.value(at: seconds)
    }
  }

  /// d progress / dt in progress units per second, `seconds` into the pass.
  package func progressVelocity(atSeconds seconds: Double) -> Double {
    switch self {
    case .curve(let curve, let duration): duration > 0 ? curve.velocity(at: seconds / duration) / duration : 0
    case .spring(let spring): spring.velocity(at: seconds)
    }
  }

  /// The journal's text for the timing.
  var canonicalText: String {
    switch self {
    case .curve(.linear, let duration): "linear duration=\(duration.canonicalText)"
    case .curve(.cubicBezier(let b), let duration):
      "bezier=\(b.x1.canonicalText),\(b.y1.canonicalText),\(b.x2.canonicalText),\(b.y2.canonicalText) duration=\(duration.canonicalText)"
    case .spring(let s):
      "spring mass=\(s.mass.canonicalText) stiffness=\(s.stiffness.canonicalText) damping=\(s.damping.canonicalText) "
        + "v0=\(s.initialVelocity.canonicalText)"
    }
  }
}
