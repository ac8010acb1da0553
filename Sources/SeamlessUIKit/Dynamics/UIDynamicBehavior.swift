import Foundation
import SeamlessEngine

/// `UIDynamicBehavior`: a piece of physics, composable from child behaviors, with an action run
/// after every simulation step.
///
/// Subclass it to compose the concrete behaviors, as UIKit code does:
///
/// ```swift
/// final class ThrowBehavior: UIDynamicBehavior {
///   init(item: UIDynamicItem) {
///     super.init()
///     let collision = UICollisionBehavior(items: [item])
///     collision.translatesReferenceBoundsIntoBoundary = true
///     addChildBehavior(UIGravityBehavior(items: [item]))
///     addChildBehavior(collision)
///   }
/// }
/// ```
///
/// The animator runs the tree parents before children, in the order added; `action` closures
/// run with the replay's engine current, so they may animate views.
open class UIDynamicBehavior {
  let backing: DynamicBehavior
  /// The UIKit items the behavior acts on, in the order added, held strongly as UIKit's
  /// behaviors hold theirs (the engine behavior holds their engine items).
  var heldItems: [any UIDynamicItem] = []

  /// The child behaviors, in order.
  public private(set) var childBehaviors: [UIDynamicBehavior] = []
  /// The animator the behavior (or its root parent) was added to.
  public internal(set) weak var dynamicAnimator: UIDynamicAnimator?

  /// Runs after every simulation step while the behavior is in a running animator.
  open var action: (() -> Void)? {
    didSet {
      backing.action =
        action == nil
        ? nil
        : { [weak self] in
          guard let self else { return }
          AmbientEngine.run(self.backing.dynamicAnimator?.engine) { self.action?() }
        }
    }
  }

  /// A behavior with no children and no action: subclass it to compose others.
  public init() { backing = DynamicBehavior() }

  init(backing: DynamicBehavior, items: [any UIDynamicItem]) {
    self.backing = backing
    for item in items { hold(item) }
  }

  /// Adds `behavior` as the last child (one that already has a parent or an animator is a
  /// programmer error the journal records, and is not added).
  open func addChildBehavior(_ behavior: UIDynamicBehavior) {
    guard behavior !== self, behavior.backing.parentBehavior == nil, behavior.dynamicAnimator == nil else {
      return backing.addChildBehavior(behavior.backing)
    }
    dynamicAnimator?.bindIfPossible()
    if let dynamicAnimator { behavior.willMoveTree(to: dynamicAnimator) }
    backing.addChildBehavior(behavior.backing)
    childBehaviors.append(behavior)
    behavior.setAnimatorTree(dynamicAnimator)
  }

  /// Removes `behavior` from the children (nothing if it is not one).
  open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
    guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
    if dynamicAnimator != nil { behavior.willMoveTree(to: nil) }
    childBehaviors.remove(at: index)
    backing.removeChildBehavior(behavior.backing)
    behavior.setAnimatorTree(nil)
  }

  /// Called when the behavior is about to join an animator or to leave it (`nil`), before the
  /// animator changes; does nothing unless overridden.
  open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

  /// Tells the behavior and its children, parents first, that they are about to join `animator`
  /// (or leave, `nil`).
  func willMoveTree(to animator: UIDynamicAnimator?) {
    willMove(to: animator)
    for child in childBehaviors { child.willMoveTree(to: animator) }
  }

  /// Records the animator the behavior and its children now belong to.
  func setAnimatorTree(_ animator: UIDynamicAnimator?) {
    dynamicAnimator = animator
    for child in childBehaviors { child.setAnimatorTree(animator) }
  }

  /// Holds `item` unless it is held already; its engine item, ready to join.
  @discardableResult
  func hold(_ item: any UIDynamicItem) -> any DynamicItem {
    let engineItem = DynamicItemBridge.joining(item)
    if !heldItems.contains(where: { DynamicItemBridge.identity(of: $0) == engineItem.dynamicsIdentity }) {
      heldItems.append(item)
    }
    return engineItem
  }

  /// Lets `item` go; its engine item.
  func release(_ item: any UIDynamicItem) -> any DynamicItem {
    let engineItem = DynamicItemBridge.engineItem(item)
    heldItems.removeAll { DynamicItemBridge.identity(of: $0) == engineItem.dynamicsIdentity }
    return engineItem
  }

}
