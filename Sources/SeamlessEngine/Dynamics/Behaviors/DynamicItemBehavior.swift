/// Physical properties and velocity access for items (`UIDynamicItemBehavior`).
///
/// Laws (the engine's documented choices; UIKit's are private):
/// - mass = `area / 10,000 × density` (`DynamicItemProperties`);
/// - ``resistance`` *r* (1/s) damps linear velocity exponentially, `v(t) = v₀·e^(−r·t)`,
///   applied exactly each step; ``angularResistance`` does the same for angular velocity.
///   This honours Apple's end points (0: no damping; `CGFLOAT_MAX`: "complete velocity
///   damping", the item stops within a step) and WWDC 2014 session 236's 3 for deceleration
///   that comes "to rest smoothly" (speed halves every 0.23 s). Apple's further sentence, that
///   1.0 stops an item "as soon as there is no force applied to it", contradicts both (no law
///   where more resistance damps more can stop at 1 and glide smoothly at 3), so at 1.0 the
///   speed halves every 0.69 s;
/// - ``elasticity`` is the restitution *e*: a contact leaves at `e ×` the normal approach
///   speed (above 10 pt/s); two items combine as `max(e₁, e₂)`, a boundary takes the
///   item's;
/// - ``friction`` μ is Coulomb friction: the tangential impulse at a contact is at most
///   `μ ×` the normal impulse; two items combine as `√(μ₁·μ₂)`, a boundary takes the item's.
///   A block sliding on a floor under gravity *g* decelerates at `μ·g`.
///
/// An item's properties come from the last item behavior (in the animator's tree order)
/// that lists it. Invalid values are recorded programmer errors and keep the old value.
///
/// ```swift
/// let properties = DynamicItemBehavior(items: [ball])
/// properties.elasticity = 0.6
/// properties.resistance = 2        // speed halves every ln 2 / 2 ≈ 0.35 s
/// animator.addBehavior(properties)
/// properties.addLinearVelocity(Point(x: 0, y: -800), for: ball)   // the finger's velocity at release
/// ```
package final class DynamicItemBehavior: MultiItemBehavior {
  var properties = DynamicItemProperties()
  private var pending: [(item: any DynamicItem, linear: Point, angular: Double)] = []

  /// A behavior setting properties for `items`.
  package override init(items: [any DynamicItem] = [], name: String = "") {
    super.init(items: items, name: name)
  }

  override var kindName: String { "item" }

  /// Mass per 10,000 pt² (default 1), > 0.
  package var density: Double {
    get { properties.density }
    set { set(\.density, "density", newValue, "a finite value > 0", newValue > 0 && newValue.isFinite) }
  }
  /// Linear velocity damping rate in 1/s (default 0), ≥ 0.
  package var resistance: Double {
    get { properties.resistance }
    set { set(\.resistance, "resistance", newValue, "a finite value >= 0", newValue >= 0 && newValue.isFinite) }
  }
  /// Angular velocity damping rate in 1/s (default 0), ≥ 0.
  package var angularResistance: Double {
    get { properties.angularResistance }
    set {
      set(\.angularResistance, "angularResistance", newValue, "a finite value >= 0", newValue >= 0 && newValue.isFinite)
    }
  }
  /// Restitution from 0 (no bounce) to 1 (elastic), default 0.
  package var elasticity: Double {
    get { properties.elasticity }
    set { set(\.elasticity, "elasticity", newValue, "a value in 0...1", newValue >= 0 && newValue <= 1) }
  }
  /// Coulomb friction coefficient (default 0), ≥ 0.
  package var friction: Double {
    get { properties.friction }
    set { set(\.friction, "friction", newValue, "a finite value >= 0", newValue >= 0 && newValue.isFinite) }
  }
  /// Electric charge, kept for custom fields (default 0).
  package var charge: Double {
    get { properties.charge }
    set { set(\.charge, "charge", newValue, "a finite value", newValue.isFinite) }
  }
  /// Whether the items may turn (default true).
  package var allowsRotation: Bool {
    get { properties.allowsRotation }
    set {
      properties.allowsRotation = newValue
      didChange()
    }
  }
  /// Whether the items are fixed in place: they take part in collisions but never move.
  package var isAnchored: Bool {
    get { properties.isAnchored }
    set {
      properties.isAnchored = newValue
      didChange()
    }
  }

  private func set(
    _ path: WritableKeyPath<DynamicItemProperties, Double>, _ parameter: String, _ value: Double, _ expected: String,
    _ isValid: Bool
  ) {
    guard validate(parameter, value, expected, isValid) else { return }
    properties[keyPath: path] = value
    didChange()
  }

  /// Adds `velocity` (pt/s) to `item`'s linear velocity: the velocity handoff when a
  /// finger lets go (WWDC 2014 session 236, “Building Interruptible and Responsive Interactions”).
  package func addLinearVelocity(_ velocity: Point, for item: any DynamicItem) {
    addVelocity(item, linear: velocity, angular: 0)
  }

  /// Adds `velocity` (rad/s) to `item`'s angular velocity.
  package func addAngularVelocity(_ velocity: Double, for item: any DynamicItem) {
    addVelocity(item, linear: .zero, angular: velocity)
  }

  /// `item`'s linear velocity in pt/s (zero while it is not simulated).
  package func linearVelocity(for item: any DynamicItem) -> Point {
    guard let animator = dynamicAnimator else { return .zero }
    animator.rebuildIfNeeded()
    return animator.world.index(of: item).map { animator.world.bodies[$0].velocity } ?? .zero
  }

  /// `item`'s angular velocity in rad/s (zero while it is not simulated).
  package func angularVelocity(for item: any DynamicItem) -> Double {
    guard let animator = dynamicAnimator else { return 0 }
    animator.rebuildIfNeeded()
    return animator.world.index(of: item).map { animator.world.bodies[$0].angularVelocity } ?? 0
  }

  private func addVelocity(_ item: any DynamicItem, linear: Point, angular: Double) {
    guard itemList.contains(where: { $0.dynamicsIdentity == item.dynamicsIdentity }) else {
      return report(.itemNotInBehavior(behavior: displayName, item: item.dynamicsName))
    }
    for (parameter, value) in [("velocity.x", linear.x), ("velocity.y", linear.y), ("angularVelocity", angular)] {
      guard validate(parameter, value, "a finite value", value.isFinite) else { return }
    }
    pending.append((item, linear, angular))
    didChange()
  }

  override func prepare(in world: inout DynamicsWorld) {
    for entry in pending {
      guard let index = world.index(of: entry.item) else { continue }
      guard world.bodies[index].inverseMass > 0 else { continue }
      world.bodies[index].velocity = world.bodies[index].velocity + entry.linear
      if world.bodies[index].inverseInertia > 0 { world.bodies[index].angularVelocity += entry.angular }
    }
    pending.removeAll()
  }
}
