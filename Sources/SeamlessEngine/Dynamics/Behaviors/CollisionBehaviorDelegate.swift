/// Hears contacts begin and end in a ``CollisionBehavior``.
///
/// A contact begins in the step in which two shapes first touch (closer than 1 pt, or
/// pushed apart by the solver) and ends in the first step in which they no longer do. A
/// boundary is named by its identifier, the reference bounds by `nil`. All four calls
/// default to doing nothing.
///
/// ```swift
/// final class Sounds: CollisionBehaviorDelegate {
///   func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
///                          withBoundaryIdentifier identifier: String?, at point: Point) { thud() }
/// }
/// ```
package protocol CollisionBehaviorDelegate: AnyObject {
  func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor first: any DynamicItem, with second: any DynamicItem, at point: Point)
  func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor first: any DynamicItem, with second: any DynamicItem)
  func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem, withBoundaryIdentifier identifier: String?,
    at point: Point)
  func collisionBehavior(
    _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem, withBoundaryIdentifier identifier: String?)
}

extension CollisionBehaviorDelegate {
  package func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor first: any DynamicItem, with second: any DynamicItem, at point: Point
  ) {}
  package func collisionBehavior(
    _ behavior: CollisionBehavior, endedContactFor first: any DynamicItem, with second: any DynamicItem
  ) {}
  package func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem, withBoundaryIdentifier identifier: String?,
    at point: Point
  ) {}
  package func collisionBehavior(
    _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem, withBoundaryIdentifier identifier: String?
  ) {}
}
