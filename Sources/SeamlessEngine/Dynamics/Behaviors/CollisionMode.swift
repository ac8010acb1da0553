/// What the items of a ``CollisionBehavior`` collide with (`UICollisionBehaviorMode`).
///
/// ```swift
/// collision.collisionMode = .boundaries   // items pass through each other
/// ```
public struct CollisionMode: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Items collide with each other.
  public static let items = CollisionMode(rawValue: 1)
  /// Items collide with the boundaries.
  public static let boundaries = CollisionMode(rawValue: 2)
  /// Both.
  public static let everything: CollisionMode = [.items, .boundaries]
}
