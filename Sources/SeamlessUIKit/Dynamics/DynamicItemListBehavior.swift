import Foundation
import SeamlessEngine

/// The item list of the behaviors that act on several items: gravity, collision, push, item
/// properties and fields (UIKit declares `items`, `addItem(_:)` and `removeItem(_:)` on each).
///
/// ```swift
/// let gravity = UIGravityBehavior(items: [])
/// gravity.addItem(ball)
/// gravity.items.count   // 1
/// ```
public protocol DynamicItemListBehavior: UIDynamicBehavior {}

extension DynamicItemListBehavior {
  /// The engine behavior's item list (every conforming class's engine behavior has one).
  private var list: MultiItemBehavior? { backing as? MultiItemBehavior }

  /// The items, in the order added.
  public var items: [any UIDynamicItem] { heldItems }
  /// Adds `item` unless it is already there.
  public func addItem(_ item: any UIDynamicItem) {
    dynamicAnimator?.bindIfPossible()
    list?.addItem(hold(item))
  }
  /// Removes `item` if it is there.
  public func removeItem(_ item: any UIDynamicItem) { list?.removeItem(release(item)) }
}

/// The direction and strength of the behaviors that push their items one way: gravity and push
/// (UIKit declares `angle`, `magnitude` and `setAngle(_:magnitude:)` on each).
///
/// ```swift
/// let push = UIPushBehavior(items: [ball], mode: .instantaneous)
/// push.setAngle(-.pi / 2, magnitude: 2)   // up
/// ```
public protocol DirectionalDynamicBehavior: DynamicItemListBehavior {}

extension DirectionalDynamicBehavior {
  /// The engine behavior's direction (gravity's and push's have one).
  private var directional: DirectionalBehavior? { backing as? DirectionalBehavior }

  /// The direction in radians, 0 along +x, π/2 down.
  public var angle: CGFloat {
    get { directional?.angle ?? 0 }
    set { directional?.angle = newValue }
  }
  /// The strength, in the behavior's unit.
  public var magnitude: CGFloat {
    get { directional?.magnitude ?? 0 }
    set { directional?.magnitude = newValue }
  }
  /// Sets both at once.
  public func setAngle(_ angle: CGFloat, magnitude: CGFloat) { directional?.setAngle(angle, magnitude: magnitude) }
}
