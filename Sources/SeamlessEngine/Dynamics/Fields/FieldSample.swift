/// What a custom field sees of an item: where it is, how it moves, its mass and charge,
/// and the animator's simulated time.
///
/// ```swift
/// let wind = FieldBehavior.field { sample in Point(x: sample.position.y < 300 ? 0.5 : 0, y: 0) }
/// ```
package struct FieldSample: Sendable, Hashable {
  /// The item's centre in the reference view, pt.
  package var position: Point
  /// The item's velocity, pt/s.
  package var velocity: Point
  /// The item's mass (1 = a 100×100 item of density 1).
  package var mass: Double
  /// The item's charge (``DynamicItemBehavior/charge``).
  package var charge: Double
  /// The animator's simulated time, s.
  package var time: Double

  package init(position: Point, velocity: Point, mass: Double, charge: Double, time: Double) {
    self.position = position
    self.velocity = velocity
    self.mass = mass
    self.charge = charge
    self.time = time
  }
}
