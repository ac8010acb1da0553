/// How the view a gesture drags follows the finger: the promise the `follows-finger` and
/// `release-velocity` invariants hold a scene to.
///
/// A pan that drags a view should keep the point under the finger under the finger
/// (WWDC 2014 session 236 (“Building Interruptible and Responsive Interactions”): "the item follows the finger"), and hand the finger's velocity to
/// whatever moves the view after the lift. Most drags move the view 1:1 on both axes, which
/// is the default of every ``PanGestureRecognizer``. A scene declares what its drag does
/// instead: one axis only (a drawer), a ratio (a parallax layer moving at half the
/// finger's speed), limits the view is clamped to or rubber-banded beyond. Set
/// ``GestureRecognizer/following`` to `nil` for a pan that drags nothing (a scrubber that
/// only changes a value).
///
/// Limits are on the dragged view's centre in window points. Inside them the view follows
/// exactly; beyond a `clamped` limit it stays at the limit; beyond a `rubberBanded` one it
/// may lag the finger but not lead it: it lies between the limit and where a 1:1 follow
/// would put it.
///
/// ```swift
/// drawerPan.following = FingerFollowing(axes: .vertical, verticalLimits: 120...760, beyondLimits: .rubberBanded)
/// drawerPan.followedView = drawer          // the pan is on the handle; the drawer moves
/// backgroundPan.following = nil            // drags nothing
/// ```
public struct FingerFollowing: Sendable, Hashable {
  /// The axes on which the view follows the finger.
  public enum Axes: Sendable, Hashable {
    case both
    case horizontal
    case vertical

    /// Whether the x axis is followed.
    package var includesHorizontal: Bool {
      switch self {
      case .both, .horizontal: true
      case .vertical: false
      }
    }

    /// Whether the y axis is followed.
    package var includesVertical: Bool {
      switch self {
      case .both, .vertical: true
      case .horizontal: false
      }
    }
  }

  /// What the view does when following would take its centre beyond a limit.
  public enum BeyondLimits: Sendable, Hashable {
    /// It stays at the limit.
    case clamped
    /// It keeps moving the finger's way, but less than the finger (UIScrollView's rubber band).
    case rubberBanded
  }

  /// The axes followed.
  public var axes: Axes
  /// How far the view moves per point the finger moves (1: under the finger).
  public var scale: Double
  /// Limits of the view's centre x in window points, if any.
  public var horizontalLimits: ClosedRange<Double>?
  /// Limits of the view's centre y in window points, if any.
  public var verticalLimits: ClosedRange<Double>?
  /// What happens beyond the limits.
  public var beyondLimits: BeyondLimits
  /// Whether the view carries on at the finger's velocity after the lift (a card, a drawer:
  /// the default) or stays where the finger left it (a slider's thumb).
  public var handsOffVelocity: Bool
  /// Whether nothing was declared: the invariants infer the axes, ratio and limits from what
  /// the dragged views do (``inferred``), rather than holding them to the fields above.
  package var isInferred: Bool

  /// Following on `axes` at `scale`, within optional limits.
  public init(
    axes: Axes = .both, scale: Double = 1, horizontalLimits: ClosedRange<Double>? = nil,
    verticalLimits: ClosedRange<Double>? = nil, beyondLimits: BeyondLimits = .clamped, handsOffVelocity: Bool = true
  ) {
    self.handsOffVelocity = handsOffVelocity
    self.axes = axes
    self.scale = scale
    self.horizontalLimits = horizontalLimits
    self.verticalLimits = verticalLimits
    self.beyondLimits = beyondLimits
    self.isInferred = false
  }

  /// Under the finger on both axes, no limits, held exactly: a declaration.
  public static let exact = FingerFollowing()

  /// Nothing declared (the default of every ``PanGestureRecognizer``): the views the drag
  /// moves, their axes and ratio are inferred from the drag's first frames, and lags at the
  /// extremes (clamps, rubber bands) are allowed wherever they happen.
  ///
  /// ```swift
  /// let pan = PanGestureRecognizer(name: "header-pan")
  /// pan.following?.isInferred   // true
  /// ```
  public static let inferred: FingerFollowing = {
    var following = FingerFollowing()
    following.isInferred = true
    return following
  }()

  /// Where the view's centre may be on one axis, given where it was (`anchor`) and how far
  /// the finger has moved since (`finger`): the closed interval of legal positions.
  ///
  /// ```swift
  /// let following = FingerFollowing(verticalLimits: 100...700, beyondLimits: .rubberBanded)
  /// following.allowedRange(anchor: 650, finger: 80, limits: following.verticalLimits)   // 700...730
  /// ```
  package func allowedRange(anchor: Double, finger: Double, limits: ClosedRange<Double>?) -> ClosedRange<Double> {
    let free = anchor + scale * finger
    if beyondLimits == .clamped, let limits {
      // Anchored at a clamped limit, the finger may have been beyond it: on its way back the
      // view stays at the limit until the finger gets there, so anything between is right.
      if abs(anchor - limits.upperBound) <= 1e-9 && free < anchor { return max(free, limits.lowerBound)...anchor }
      if abs(anchor - limits.lowerBound) <= 1e-9 && free > anchor { return anchor...min(free, limits.upperBound) }
    }
    guard let limits, !limits.contains(free) else { return free...free }
    let limit = free < limits.lowerBound ? limits.lowerBound : limits.upperBound
    switch beyondLimits {
    case .clamped:
      // A view that started beyond the limit may stay where it was or come back to the limit.
      return limits.contains(anchor) ? limit...limit : min(limit, anchor)...max(limit, anchor)
    case .rubberBanded:
      return min(limit, free)...max(limit, free)
    }
  }

  /// The journal's text: `axes=vertical scale=1.0 y=120.0...760.0 beyond=rubber-banded`
  /// (``inferred`` reads as ``exact`` did before inference existed, so journals keep their digests).
  package var canonicalText: String {
    var parts = ["axes=\(axes)", "scale=\(scale.canonicalText)"]
    if let horizontalLimits {
      parts.append("x=\(horizontalLimits.lowerBound.canonicalText)...\(horizontalLimits.upperBound.canonicalText)")
    }
    if let verticalLimits {
      parts.append("y=\(verticalLimits.lowerBound.canonicalText)...\(verticalLimits.upperBound.canonicalText)")
    }
    if horizontalLimits != nil || verticalLimits != nil {
      parts.append("beyond=\(beyondLimits == .clamped ? "clamped" : "rubber-banded")")
    }
    if !handsOffVelocity { parts.append("stops-at-lift") }
    return parts.joined(separator: " ")
  }
}
