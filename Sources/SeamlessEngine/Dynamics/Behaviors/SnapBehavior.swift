/// Pulls an item to a point with a damped spring, and turns it back to its original angle
/// (`UISnapBehavior`).
///
/// The spring has a fixed natural frequency of `frequency` (2 Hz, ω = 4π rad/s) and a
/// damping ratio mapped from ``damping``: `ζ = 0.1 + 0.9 · damping`, so 0 oscillates most
/// (ζ = 0.1, overshoot `e^(−πζ/√(1−ζ²))` ≈ 73 %), the default 0.5 gives ζ = 0.55 (≈ 13 %)
/// and 1 is critically damped (no overshoot). It acts as a mass-independent acceleration,
/// `a = −ω²·(x − snapPoint) − 2ζω·v`, and likewise on the angle towards the rotation the
/// item had when the behavior was made. ``snapPoint`` can move while the item is on its
/// way (iOS 9).
///
/// ```swift
/// let snap = SnapBehavior(item: card, snapTo: Point(x: 195, y: 300))
/// snap.damping = 0.8
/// animator.addBehavior(snap)
/// ```
package final class SnapBehavior: DynamicBehavior {
  /// The spring's natural frequency in hertz.
  package static let frequency = 2.0
  /// The item.
  package let item: any DynamicItem
  private let targetAngle: Double
  private var storedPoint: Point
  private var storedDamping = 0.5

  /// Snaps `item` to `point`.
  package init(item: any DynamicItem, snapTo point: Point, name: String = "") {
    self.item = item
    self.storedPoint = point
    self.targetAngle = item.rotation
    super.init(name: name)
    itemList = [item]
  }

  override var kindName: String { "snap" }

  /// Where the item goes.
  package var snapPoint: Point {
    get { storedPoint }
    set {
      guard validate("snapPoint", newValue.x + newValue.y, "finite coordinates", newValue.x.isFinite && newValue.y.isFinite)
      else { return }
      storedPoint = newValue
      didChange()
    }
  }

  /// 0 (most oscillation) … 1 (none); default 0.5.
  package var damping: Double {
    get { storedDamping }
    set {
      guard validate("damping", newValue, "a value in 0...1", newValue >= 0 && newValue <= 1) else { return }
      storedDamping = newValue
      didChange()
    }
  }

  /// The damping ratio ζ the spring uses.
  package var dampingRatio: Double { 0.1 + 0.9 * storedDamping }

  override func applyForces(in world: inout DynamicsWorld, time: Double) {
    let omega = 2 * Double.pi * Self.frequency
    let zeta = dampingRatio
    for index in bodyIndices where world.bodies[index].inverseMass > 0 {
      let body = world.bodies[index]
      world.bodies[index].acceleration = body.acceleration + -(omega * omega) * (body.position - storedPoint)
      world.bodies[index].addDamping(2 * zeta * omega, along: nil)
      if body.inverseInertia > 0 {
        world.bodies[index].angularAcceleration += -(omega * omega) * (body.angle - targetAngle)
        world.bodies[index].angularDamping += 2 * zeta * omega
      }
    }
  }
}
