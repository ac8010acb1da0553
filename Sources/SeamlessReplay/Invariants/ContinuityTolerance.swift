import SeamlessEngine

/// How far apart the two sides of a transition may be before it counts as a jump, per
/// kind of property.
///
/// Positions and sizes: 0.5 pt (a spring's natural end may step by its settling epsilon,
/// 0.001 × the distance: 0.3 pt over 300 pt). Scale 0.005, rotation 0.005 rad, alpha 0.01,
/// corner radius 0.5 pt. Velocities: the larger of `velocityFloor` units per second ×
/// the property's unit and `velocityShare` of the left speed.
///
/// ```swift
/// var tolerance = ContinuityTolerance()
/// tolerance.points = 0.1   // stricter
/// ```
public struct ContinuityTolerance: Sendable, Hashable {
  public var points = 0.5
  public var scale = 0.005
  public var radians = 0.005
  public var alpha = 0.01
  /// Velocity slack as a share of the left speed.
  public var velocityShare = 0.02
  /// Velocity slack in units of the property's value tolerance per second × 10
  /// (5 pt/s for positions).
  public var velocityFloorSeconds = 10.0

  public init() {}

  /// The value tolerance for `property`.
  public func value(for property: ViewProperty) -> Double {
    switch property {
    case .centerX, .centerY, .boundsWidth, .boundsHeight, .translationX, .translationY, .cornerRadius: points
    case .scaleX, .scaleY: scale
    case .rotation: radians
    case .alpha: alpha
    }
  }

  /// The velocity tolerance for `property` when the left speed is `speed`.
  public func velocity(for property: ViewProperty, speed: Double) -> Double {
    max(value(for: property) * velocityFloorSeconds, velocityShare * abs(speed))
  }

  /// The unit of `property` for messages.
  static func unit(of property: ViewProperty) -> String {
    switch property {
    case .centerX, .centerY, .boundsWidth, .boundsHeight, .translationX, .translationY, .cornerRadius: "pt"
    case .rotation: "rad"
    case .scaleX, .scaleY, .alpha: ""
    }
  }
}
