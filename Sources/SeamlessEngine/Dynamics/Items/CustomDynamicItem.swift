/// A dynamic item that is not a view: a plain model object with a centre, bounds, rotation
/// and collision shape, for physics that drives something else (a layer, a value).
///
/// ```swift
/// let puck = CustomDynamicItem(name: "puck", center: Point(x: 50, y: 50), size: Size(width: 40, height: 40),
///                              collisionBoundsType: .ellipse)
/// collision.addItem(puck)
/// ```
package final class CustomDynamicItem: DynamicItem {
  package let dynamicsName: String
  package var center: Point
  package var bounds: Rect
  package var rotation: Double
  package var collisionBoundsType: CollisionBoundsType

  /// An item of `size` at `center`, turned by `rotation` radians.
  package init(
    name: String, center: Point, size: Size, rotation: Double = 0, collisionBoundsType: CollisionBoundsType = .rectangle
  ) {
    self.dynamicsName = name
    self.center = center
    self.bounds = Rect(origin: .zero, size: size)
    self.rotation = rotation
    self.collisionBoundsType = collisionBoundsType
  }
}
