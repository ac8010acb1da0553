/// A misuse of the dynamics API, recorded as ``ProgrammerError/dynamics(_:)``.
///
/// UIKit raises or behaves undefinedly on these; the engine records them and carries on as
/// each case says.
///
/// ```swift
/// animator.addBehavior(UIGravityBehavior(items: [a]))
/// animator.addBehavior(UIGravityBehavior(items: [b]))   // recorded: .multipleGravityBehaviors; both act
/// ```
public enum DynamicsMisuse: Sendable, Hashable, CustomStringConvertible {
  /// More than one gravity behavior in an animator (UIKit: "do not add more than one").
  case multipleGravityBehaviors(animator: String)
  /// A behavior already in an animator or under a parent was added again elsewhere.
  case behaviorAlreadyInUse(behavior: String)
  /// A parameter got a value outside its domain; the old value is kept.
  case invalidParameter(behavior: String, parameter: String, value: Double, expected: String)
  /// A per-item call named an item the behavior does not have (or that no running
  /// animator simulates yet).
  case itemNotInBehavior(behavior: String, item: String)
  /// A collision path that is not convex; its convex hull is used.
  case nonConvexCollisionPath(item: String)
  /// A member of a `UIDynamicItemGroup` also added to a behavior on its own; it is ignored
  /// there and moves with its group.
  case groupMemberAddedSeparately(item: String)
  /// An item whose bounds have no area joined a behavior: UIKit raises ("Invalid size {0, 0}
  /// for item … in Dynamics", as public crash reports show); the engine leaves it out.
  case invalidItemSize(item: String, width: Double, height: Double)

  public var description: String {
    switch self {
    case .multipleGravityBehaviors(let animator):
      "dynamic animator \"\(animator)\" has more than one gravity behavior; UIKit allows one per animator "
        + "(set angle and magnitude on the first instead); both act"
    case .behaviorAlreadyInUse(let behavior):
      "behavior \"\(behavior)\" is already in an animator or under a parent behavior; remove it first, so the "
        + "call was ignored"
    case .invalidParameter(let behavior, let parameter, let value, let expected):
      "behavior \"\(behavior)\": \(parameter) = \(value) is invalid (expected \(expected)), so the old value was kept"
    case .itemNotInBehavior(let behavior, let item):
      "behavior \"\(behavior)\" has no item \"\(item)\" in a running animator, so the call was ignored"
    case .nonConvexCollisionPath(let item):
      "item \"\(item)\" has a collision path that is not convex; it collides as its convex hull"
    case .groupMemberAddedSeparately(let item):
      "item \"\(item)\" is in a dynamic item group and was also added to a behavior on its own; it moves with its "
        + "group only"
    case .invalidItemSize(let item, let width, let height):
      "item \"\(item)\" has size {\(width), \(height)}: a dynamic item needs a width and a height (UIKit raises "
        + "\"Invalid size {\(width), \(height)} for item … in Dynamics\"), so it was left out of the physics"
    }
  }

  var canonicalText: String {
    switch self {
    case .multipleGravityBehaviors(let animator): "multiple-gravity animator=\(animator.canonicalQuoted)"
    case .behaviorAlreadyInUse(let behavior): "behavior-in-use behavior=\(behavior.canonicalQuoted)"
    case .invalidParameter(let behavior, let parameter, let value, let expected):
      "invalid-parameter behavior=\(behavior.canonicalQuoted) parameter=\(parameter) value=\(value.canonicalText) "
        + "expected=\(expected.canonicalQuoted)"
    case .itemNotInBehavior(let behavior, let item):
      "item-not-in-behavior behavior=\(behavior.canonicalQuoted) item=\(item.canonicalQuoted)"
    case .nonConvexCollisionPath(let item): "non-convex-collision-path item=\(item.canonicalQuoted)"
    case .groupMemberAddedSeparately(let item): "group-member-added-separately item=\(item.canonicalQuoted)"
    case .invalidItemSize(let item, let width, let height):
      "invalid-item-size item=\(item.canonicalQuoted) width=\(width.canonicalText) height=\(height.canonicalText)"
    }
  }
}
