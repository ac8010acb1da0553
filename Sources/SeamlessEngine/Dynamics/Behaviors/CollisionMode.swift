/// What the items of a ``CollisionBehavior`` collide with (`UICollisionBehaviorMode`).
///
/// ```swift
/// collision.collisionMode = .boundaries   // items pass through each other
/// ```
package struct CollisionMode: OptionSet, Sendable, Hashable {
  package let rawValue: Int
  package init(rawValue: Int) { self.rawValue = rawValue }

  /// Items collide with each other.
  package static let items = CollisionMode(rawValue: 1)
  /// Items collide with the boundaries.
  package static let boundaries = CollisionMode(rawValue: 2)
  /// Both.
  package static let everything: CollisionMode = [.items, .boundaries]
}
