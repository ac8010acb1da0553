import Foundation
import SeamlessEngine

/// `UIDynamicItemBehavior`: the physical properties of its items (density, friction,
/// elasticity, resistance, rotation) and the velocities the app hands them.
///
/// ```swift
/// let properties = UIDynamicItemBehavior(items: [card])
/// properties.resistance = 6
/// properties.allowsRotation = false
/// properties.addLinearVelocity(pan.velocity(in: view), for: card)
/// animator.addBehavior(properties)
/// ```
open class UIDynamicItemBehavior: UIDynamicBehavior, DynamicItemListBehavior {
  private let properties: DynamicItemBehavior

  /// Default properties for `items`: density 1, elasticity 0, friction 0, resistance 0.
  public init(items: [any UIDynamicItem]) {
    properties = DynamicItemBehavior(items: DynamicItemBridge.joining(items))
    super.init(backing: properties, items: items)
  }

  /// Default properties, no items yet.
  public convenience override init() { self.init(items: []) }

  /// Mass per 10,000 pt² of area.
  open var density: CGFloat {
    get { properties.density }
    set { properties.density = newValue }
  }
  /// Velocity damping: `v(t) = v₀·e^(−resistance·t)`.
  open var resistance: CGFloat {
    get { properties.resistance }
    set { properties.resistance = newValue }
  }
  /// Angular velocity damping, likewise.
  open var angularResistance: CGFloat {
    get { properties.angularResistance }
    set { properties.angularResistance = newValue }
  }
  /// Restitution of collisions, 0 to 1.
  open var elasticity: CGFloat {
    get { properties.elasticity }
    set { properties.elasticity = newValue }
  }
  /// Coulomb friction between sliding items.
  open var friction: CGFloat {
    get { properties.friction }
    set { properties.friction = newValue }
  }
  /// The charge electric and magnetic fields act on.
  open var charge: CGFloat {
    get { properties.charge }
    set { properties.charge = newValue }
  }
  /// Whether the items turn.
  open var allowsRotation: Bool {
    get { properties.allowsRotation }
    set { properties.allowsRotation = newValue }
  }
  /// Whether the items are fixed in place (they still collide).
  open var isAnchored: Bool {
    get { properties.isAnchored }
    set { properties.isAnchored = newValue }
  }

  /// Adds `velocity` (pt/s) to `item`'s velocity.
  open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
    dynamicAnimator?.bindIfPossible()
    properties.addLinearVelocity(velocity.engine, for: DynamicItemBridge.engineItem(item))
  }
  /// `item`'s velocity in pt/s.
  open func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
    CGPoint(properties.linearVelocity(for: DynamicItemBridge.engineItem(item)))
  }
  /// Adds `velocity` (rad/s) to `item`'s angular velocity.
  open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
    dynamicAnimator?.bindIfPossible()
    properties.addAngularVelocity(velocity, for: DynamicItemBridge.engineItem(item))
  }
  /// `item`'s angular velocity in rad/s.
  open func angularVelocity(for item: any UIDynamicItem) -> CGFloat {
    properties.angularVelocity(for: DynamicItemBridge.engineItem(item))
  }
}
