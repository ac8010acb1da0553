import Foundation
import SeamlessEngine

/// `UISnapBehavior`: a damped spring that pulls one item to a point and holds its rotation.
///
/// ```swift
/// let snap = UISnapBehavior(item: card, snapTo: CGPoint(x: 195, y: 600))
/// snap.damping = 0.5
/// animator.addBehavior(snap)
/// ```
open class UISnapBehavior: UIDynamicBehavior {
  private let snap: SnapBehavior

  /// Pulls `item` to `point`, with damping 0.5.
  public init(item: any UIDynamicItem, snapTo point: CGPoint) {
    snap = SnapBehavior(item: DynamicItemBridge.joining(item), snapTo: point.engine)
    super.init(backing: snap, items: [item])
  }

  /// Where the item is pulled, in the reference view.
  open var snapPoint: CGPoint {
    get { CGPoint(snap.snapPoint) }
    set { snap.snapPoint = newValue.engine }
  }
  /// How quickly the oscillation dies, 0 (none) to 1 (most).
  open var damping: CGFloat {
    get { snap.damping }
    set { snap.damping = newValue }
  }
}
