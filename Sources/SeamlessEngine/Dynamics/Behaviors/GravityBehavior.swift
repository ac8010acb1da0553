/// A constant acceleration on its items, independent of their mass (`UIGravityBehavior`).
///
/// Magnitude 1.0 is 1000 pt/s²; the default direction is down, `(0, 1)` (angle π/2).
/// Only one gravity behavior per animator: a second is a recorded programmer error (both
/// act). Use a linear gravity ``FieldBehavior`` for more.
///
/// ```swift
/// let gravity = GravityBehavior(items: [card])
/// gravity.magnitude = 2.5          // 2500 pt/s²
/// gravity.angle = .pi              // to the left
/// ```
package final class GravityBehavior: DirectionalBehavior {
  /// Gravity of magnitude 1 pointing down on `items`.
  package init(items: [any DynamicItem] = [], name: String = "") {
    super.init(items: items, angle: Double.pi / 2, magnitude: 1, name: name)
  }

  override var kindName: String { "gravity" }

  /// The acceleration as a vector in units of 1000 pt/s².
  package var gravityDirection: Point {
    get { directionVector }
    set { setDirectionVector(newValue, parameter: "gravityDirection") }
  }

  override func applyForces(in world: inout DynamicsWorld, time: Double) {
    let a = 1000 * gravityDirection
    for index in bodyIndices { world.bodies[index].acceleration = world.bodies[index].acceleration + a }
  }
}
