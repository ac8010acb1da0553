import SeamlessEngine

/// How far apart the two sides of a transition may be before it counts as a jump.
///
/// Both sides of a presentation transition are analytic (exact functions of time, not
/// samples), so the default is a relative tolerance for floating-point rounding alone:
/// 1e-9 of the larger of 1 and the magnitudes compared (3e-7 pt at 300 pt). Slack is added
/// only where a quantity is not analytic, and the report says so: a spring's natural end
/// may step by its settling epsilon of the distance (0.001 × distance: it stops within
/// it), and a scrub under a finger may move the view as far as the finger moved since the
/// previous transition of that property, times ``scrubRatio`` (the finger is sampled).
///
/// ```swift
/// var tolerance = ContinuityTolerance()
/// tolerance.scrubRatio = 1.5   // a drawer that moves 1.5 pt per point of finger travel
/// ```
public struct ContinuityTolerance: Sendable, Hashable {
  /// The relative tolerance for rounding (of the larger of 1 and the magnitudes compared).
  public var relative = 1e-9
  /// How far a scrub may move the view per point the fingers holding it moved.
  public var scrubRatio = 1.0

  public init() {}

  /// The tolerance for comparing `a` with `b`.
  package func rounding(_ a: Double, _ b: Double) -> Double {
    relative * max(1, abs(a), abs(b))
  }

  /// The unit of `property` for messages.
  static func unit(of property: ViewProperty) -> String {
    switch property {
    case .centerX, .centerY, .boundsWidth, .boundsHeight, .boundsX, .boundsY, .translationX, .translationY, .cornerRadius: "pt"
    case .rotation: "rad"
    case .scaleX, .scaleY, .shear, .alpha: ""
    }
  }
}
