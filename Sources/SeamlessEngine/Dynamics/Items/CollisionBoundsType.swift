/// The shape a dynamic item collides with, in its own space centred on its centre.
///
/// - ``rectangle``: the bounds rectangle (an oriented box that turns with the item).
/// - ``ellipse``: the ellipse inscribed in the bounds. A circle (square bounds) collides
///   exactly. Against the reference bounds every ellipse is exact (its support point);
///   against other shapes and segments a non-circular ellipse is the inscribed
///   48-gon whose vertices lie on the ellipse at half-steps (flat faces along the axes),
///   within `r·(1 − cos(π/48)) ≈ 0.0021·r` of the true curve, touching at one point.
///   Mass and inertia are the true ellipse's.
/// - ``path(_:)``: a convex polygon, vertices relative to the centre. A path that is not
///   convex collides as its convex hull (a recorded programmer error).
///
/// ```swift
/// let triangle = CollisionBoundsType.path([Point(x: 0, y: -30), Point(x: 30, y: 20), Point(x: -30, y: 20)])
/// ```
package enum CollisionBoundsType: Sendable, Hashable {
  case rectangle
  case ellipse
  case path([Point])
}
