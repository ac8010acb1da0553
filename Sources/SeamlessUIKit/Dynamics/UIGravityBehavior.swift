import Foundation
import SeamlessEngine

/// `UIGravityBehavior`: a constant acceleration on its items, 1,000 pt/s² per unit of magnitude
/// (UIKit's "1 is 1000 points per second²"), whatever their mass.
///
/// ```swift
/// let gravity = UIGravityBehavior(items: [ball])
/// gravity.angle = .pi / 2     // down, the default
/// animator.addBehavior(gravity)
/// ```
open class UIGravityBehavior: UIDynamicBehavior, DirectionalDynamicBehavior {
  private let gravity: GravityBehavior

  /// Gravity down at magnitude 1 on `items`.
  public init(items: [any UIDynamicItem]) {
    gravity = GravityBehavior(items: DynamicItemBridge.joining(items))
    super.init(backing: gravity, items: items)
  }

  /// Gravity with no items yet.
  public convenience override init() { self.init(items: []) }

  /// The acceleration as a vector; (0, 1) is 1,000 pt/s² down.
  open var gravityDirection: CGVector {
    get { CGVector(gravity.gravityDirection) }
    set { gravity.gravityDirection = newValue.engine }
  }
}
