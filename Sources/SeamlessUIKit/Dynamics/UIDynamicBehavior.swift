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

  init(backing: DynamicBehavior) { self.backing = backing }

  /// Adds `behavior` as the last child.
  open func addChildBehavior(_ behavior: UIDynamicBehavior) {
    let before = backing.childBehaviors.count
    backing.addChildBehavior(behavior.backing)
    guard backing.childBehaviors.count > before else { return }
    childBehaviors.append(behavior)
    if let dynamicAnimator { behavior.move(to: dynamicAnimator) }
  }

  /// Removes `behavior` from the children (nothing if it is not one).
  open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
    guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
    childBehaviors.remove(at: index)
    backing.removeChildBehavior(behavior.backing)
    if dynamicAnimator != nil { behavior.move(to: nil) }
  }

  /// Called when the behavior joins an animator or leaves it (`nil`); does nothing unless
  /// overridden.
  open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

  /// Tells the behavior and its children that they join `animator` (or leave, `nil`).
  func move(to animator: UIDynamicAnimator?) {
    willMove(to: animator)
    dynamicAnimator = animator
    for child in childBehaviors { child.move(to: animator) }
  }
}
