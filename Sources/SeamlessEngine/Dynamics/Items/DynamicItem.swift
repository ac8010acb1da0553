/// Something a ``DynamicAnimator`` can move: a view, a ``CustomDynamicItem`` or a
/// ``DynamicItemGroup``.
///
/// The animator reads an item's ``center``, ``bounds`` size, ``rotation`` and
/// ``collisionBoundsType`` when the item joins it (or on
/// ``DynamicAnimator/updateItem(usingCurrentState:)``), and writes ``center`` and
/// ``rotation`` after every simulation step. There is no presentation/model split: the
/// animator writes model values directly, as UIKit Dynamics does. Centers are in the
/// reference view's bounds space, so items should be direct subviews of it.
///
/// ```swift
/// let ball = View(name: "ball", center: Point(x: 100, y: 100), size: Size(width: 40, height: 40))
/// ball.collisionBoundsType = .ellipse
/// gravity.addItem(ball)
/// ```
package protocol DynamicItem: AnyObject {
  /// The item's name in the journal.
  var dynamicsName: String { get }
  /// The centre in the reference view's space (model value), in points.
  var center: Point { get set }
  /// The item's own bounds; its size sets the collision shape and the mass.
  var bounds: Rect { get }
  /// The rotation in radians, positive turning +x towards +y (model value).
  var rotation: Double { get set }
  /// The shape the item collides with.
  var collisionBoundsType: CollisionBoundsType { get }
  /// What the animator knows the item by: the item itself, or, for a stand-in that forwards to
  /// another object, that object, so that two stand-ins for one object are one body.
  var dynamicsIdentity: ObjectIdentifier { get }
}

extension DynamicItem {
  /// The item itself.
  package var dynamicsIdentity: ObjectIdentifier { ObjectIdentifier(self) }
}
