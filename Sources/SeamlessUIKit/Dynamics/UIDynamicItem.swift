import Foundation
import SeamlessEngine

/// `UIDynamicItemCollisionBoundsType`: the shape an item collides with.
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable, Hashable {
  case rectangle
  case ellipse
  /// The item's `collisionBoundingPath`, a convex polygon about its centre.
  case path
}

/// `UIDynamicItem`: something a `UIDynamicAnimator` moves, a view or an object of your own.
///
/// The animator reads an item's `center`, `bounds` and `transform` when the item joins it (or
/// on ``UIDynamicAnimator/updateItem(usingCurrentState:)``), and after every simulation step
/// writes `center` and a rotation-only `transform`, as UIKit does. `UIView` is one; an object
/// of your own, such as a value that drives a layer, conforms with the three properties:
///
/// ```swift
/// final class Knob: NSObject, UIDynamicItem {
///   var center = CGPoint(x: 100, y: 100)
///   var bounds = CGRect(x: 0, y: 0, width: 44, height: 44)
///   var transform = CGAffineTransform.identity
/// }
/// ```
///
/// A path shape is partial: `UIBezierPath` keeps only its bounding box here, so a `.path` item
/// collides as the box of its `collisionBoundingPath` (centred on the item).
public protocol UIDynamicItem: AnyObject {
  var center: CGPoint { get set }
  var bounds: CGRect { get }
  var transform: CGAffineTransform { get set }
  var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
  var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
  /// A rectangle, UIKit's default.
  public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
  /// The item's bounds, centred on it.
  public var collisionBoundingPath: UIBezierPath { UIBezierPath(rect: bounds.offsetBy(dx: -bounds.midX, dy: -bounds.midY)) }

  /// The engine's shape for the item's collision bounds.
  var engineCollisionBounds: CollisionBoundsType {
    switch collisionBoundsType {
    case .rectangle: return .rectangle
    case .ellipse: return .ellipse
    case .path:
      let box = collisionBoundingPath.bounds
      guard !box.isNull else { return .rectangle }
      return .path([
        Point(x: box.minX, y: box.minY), Point(x: box.maxX, y: box.minY), Point(x: box.maxX, y: box.maxY),
        Point(x: box.minX, y: box.maxY),
      ])
    }
  }
}

extension UIView: UIDynamicItem {}

/// The engine's item for a UIKit item, and back.
enum DynamicItemBridge {
  /// A view's engine view, a group's engine group, or a stand-in that forwards to an object of
  /// the app's.
  static func engineItem(_ item: any UIDynamicItem) -> any DynamicItem {
    switch item {
    case let view as UIView: view.backing
    case let group as UIDynamicItemGroup: group.backing
    default: ItemStandIn(item)
    }
  }

  /// ``engineItem(_:)`` for an item joining a behavior: a view's collision shape is read now, as
  /// UIKit reads an item's when it joins.
  static func joining(_ item: any UIDynamicItem) -> any DynamicItem {
    if let view = item as? UIView { view.backing.collisionBoundsType = view.engineCollisionBounds }
    return engineItem(item)
  }

  static func joining(_ items: [any UIDynamicItem]) -> [any DynamicItem] { items.map(joining) }

  /// What the engine knows `item` by (its engine item's identity).
  static func identity(of item: any UIDynamicItem) -> ObjectIdentifier {
    switch item {
    case let view as UIView: ObjectIdentifier(view.backing)
    case let group as UIDynamicItemGroup: ObjectIdentifier(group.backing)
    default: ObjectIdentifier(item)
    }
  }

  /// The UIKit item among `held` that `item`, an engine item, stands for (behaviors hold every
  /// UIKit item they act on, so the physics has no other).
  static func uikitItem(_ item: any DynamicItem, among held: [any UIDynamicItem]) -> (any UIDynamicItem)? {
    held.first { identity(of: $0) == item.dynamicsIdentity }
  }
}

/// An app's own dynamic item as the engine sees it: its centre and rotation forwarded, its
/// rotation written as a rotation-only transform, its identity the app's object.
final class ItemStandIn: DynamicItem {
  let item: any UIDynamicItem
  /// The shape, read once when the stand-in is made, as UIKit reads it when the item joins.
  let collisionBoundsType: CollisionBoundsType

  init(_ item: any UIDynamicItem) {
    self.item = item
    collisionBoundsType = item.engineCollisionBounds
  }

  var dynamicsName: String { String(describing: type(of: item)) }
  var dynamicsIdentity: ObjectIdentifier { ObjectIdentifier(item) }
  var center: Point {
    get { item.center.engine }
    set { item.center = CGPoint(newValue) }
  }
  var bounds: Rect { item.bounds.engine }
  var rotation: Double {
    get { atan2(Double(item.transform.b), Double(item.transform.a)) }
    set { item.transform = CGAffineTransform(rotationAngle: newValue) }
  }
}
