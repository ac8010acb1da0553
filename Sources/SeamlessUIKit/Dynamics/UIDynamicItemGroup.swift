import Foundation
import SeamlessEngine

/// `UIDynamicItemGroup`: several items that move as one rigid body.
///
/// Add the group, not its members, to behaviors. Its body is the union of the members' shapes,
/// its mass their sum, its centre their area-weighted centroid.
///
/// ```swift
/// let dumbbell = UIDynamicItemGroup(items: [leftBall, rightBall])
/// gravity.addItem(dumbbell)
/// ```
public final class UIDynamicItemGroup: UIDynamicItem {
  /// The members, in the order given.
  public let items: [any UIDynamicItem]
  let backing: DynamicItemGroup

  public init(items: [any UIDynamicItem]) {
    self.items = items
    backing = DynamicItemGroup(name: "group", items: DynamicItemBridge.joining(items))
  }

  public var center: CGPoint {
    get { CGPoint(backing.center) }
    set { backing.center = newValue.engine }
  }
  public var bounds: CGRect { CGRect(backing.bounds) }
  public var transform: CGAffineTransform {
    get { CGAffineTransform(rotationAngle: backing.rotation) }
    set { backing.rotation = atan2(Double(newValue.b), Double(newValue.a)) }
  }
}
