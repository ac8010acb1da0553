import Foundation
import SeamlessEngine

/// `UIPushBehavior`: a force on its items, continuous or a single impulse, in UIKit Newtons (a
/// magnitude of 1 accelerates a 100 × 100 pt item of density 1 at 100 pt/s²).
///
/// ```swift
/// let push = UIPushBehavior(items: [card], mode: .instantaneous)
/// push.pushDirection = CGVector(dx: velocity.x / 100, dy: velocity.y / 100)
/// animator.addBehavior(push)
/// ```
open class UIPushBehavior: UIDynamicBehavior, DirectionalDynamicBehavior {
  /// `UIPushBehavior.Mode`.
  public enum Mode: Int, Sendable, Hashable {
    /// A force applied every step while active.
    case continuous
    /// One change of velocity, applied at the next step, after which the push turns inactive.
    case instantaneous
  }

  private let push: PushBehavior
  /// How the force is applied.
  public let mode: Mode

  /// A push of magnitude 0 on `items`.
  public init(items: [any UIDynamicItem], mode: Mode) {
    self.mode = mode
    push = PushBehavior(items: DynamicItemBridge.joining(items), mode: mode == .continuous ? .continuous : .instantaneous)
    super.init(backing: push, items: items)
  }

  /// Whether the force acts (an instantaneous push turns itself off once applied).
  open var active: Bool {
    get { push.active }
    set { push.active = newValue }
  }
  /// The force as a vector, in UIKit Newtons.
  open var pushDirection: CGVector {
    get { CGVector(push.pushDirection) }
    set { push.pushDirection = newValue.engine }
  }
  /// Applies the force at `offset` from `item`'s centre (so it also turns the item).
  open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: any UIDynamicItem) {
    push.setTargetOffsetFromCenter(Point(x: offset.horizontal, y: offset.vertical), for: DynamicItemBridge.engineItem(item))
  }
  /// Where the force acts on `item`, from its centre.
  open func targetOffsetFromCenter(for item: any UIDynamicItem) -> UIOffset {
    let offset = push.targetOffsetFromCenter(for: DynamicItemBridge.engineItem(item))
    return UIOffset(horizontal: offset.x, vertical: offset.y)
  }
}
