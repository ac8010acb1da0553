/// An animatable scalar of a view: what a `PresentationContribution` animates and what
/// ``View/presentationValue(of:at:side:)`` reports.
///
/// Points and sizes are split into components so that each has one value and one
/// velocity; the transform is split into translation, scale, shear and rotation (radians), the
/// components Core Animation decomposes a matrix into to interpolate it. Units: points, points,
/// unitless scale, radians, unitless alpha, points of radius, points (the bounds origin, which
/// animates like the size: it is how an animated content offset moves a scroll view's content),
/// unitless shear.
///
/// ```swift
/// let x = card.presentationValue(of: .centerX, at: engine.now)
/// let vx = card.presentationVelocity(of: .centerX, at: engine.now)   // pt/s
/// ```
public enum ViewProperty: UInt8, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  case centerX
  case centerY
  case boundsWidth
  case boundsHeight
  case translationX
  case translationY
  case scaleX
  case scaleY
  case rotation
  case alpha
  case cornerRadius
  /// The bounds origin's x: what a scroll view's content offset is (it moves the subviews).
  case boundsX
  /// The bounds origin's y.
  case boundsY
  /// The transform's shear (skew): x moves by this times y, between the scale and the rotation
  /// (Core Animation's skew of a decomposed matrix; unitless).
  case shear

  /// The property's name in journals and messages (`centerX`, `scaleY`, …).
  public var description: String {
    switch self {
    case .centerX: "centerX"
    case .centerY: "centerY"
    case .boundsWidth: "boundsWidth"
    case .boundsHeight: "boundsHeight"
    case .translationX: "translationX"
    case .translationY: "translationY"
    case .scaleX: "scaleX"
    case .scaleY: "scaleY"
    case .rotation: "rotation"
    case .alpha: "alpha"
    case .cornerRadius: "cornerRadius"
    case .boundsX: "boundsX"
    case .boundsY: "boundsY"
    case .shear: "shear"
    }
  }

  /// Whether UIKit animates the property additively (iOS 8+): position, size and the
  /// affine transform's parts; not alpha or corner radius (WWDC 2014 session 236, “Building Interruptible and Responsive Interactions”).
  package var isGeometric: Bool {
    switch self {
    case .centerX, .centerY, .boundsWidth, .boundsHeight, .boundsX, .boundsY, .translationX, .translationY, .scaleX, .scaleY, .rotation,
      .shear:
      true
    case .alpha, .cornerRadius: false
    }
  }
}
