#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The physical properties of one item, as a ``DynamicItemBehavior`` sets them.
///
/// Defaults are UIKit's: density 1, no resistance, elasticity 0, friction 0, rotation
/// allowed, not anchored, charge 0. Mass is `area / 10,000 × density` (a 100×100 item of
/// density 1 has mass 1, the "UIKit Newton" unit): `w·h` for rectangles, `π·a·b` for
/// ellipses (semi-axes), the polygon area for paths; an area below 1 pt² counts as 1 pt².
///
/// ```swift
/// var properties = DynamicItemProperties()
/// properties.density = 2   // a 100×100 item now has mass 2
/// ```
package struct DynamicItemProperties: Sendable, Hashable {
  package var density = 1.0
  package var resistance = 0.0
  package var angularResistance = 0.0
  package var elasticity = 0.0
  package var friction = 0.0
  package var allowsRotation = true
  package var isAnchored = false
  package var charge = 0.0

  package init() {}

  /// The collision area of `item` in pt² (for a group, the sum of its members').
  static func area(of item: any DynamicItem) -> Double {
    if let group = item as? DynamicItemGroup {
      return group.items.reduce(0) { $0 + area(of: $1) }
    }
    let w = item.bounds.size.width
    let h = item.bounds.size.height
    switch item.collisionBoundsType {
    case .rectangle: return abs(w * h)
    case .ellipse: return Double.pi * abs(w * h) / 4
    case .path(let points): return abs(ConvexPolygon.signedArea(ConvexPolygon.convexHull(points)))
    }
  }
}
