/// A view is a dynamic item: the animator moves its model ``View/center`` and
/// ``View/rotation``, and its ``View/collisionBoundsType`` decides its shape.
///
/// ```swift
/// let card = View(name: "card", center: Point(x: 195, y: 100), size: Size(width: 100, height: 100))
/// let gravity = GravityBehavior(items: [card])
/// ```
extension View: DynamicItem {
  package var dynamicsName: String { name }
}
