/// A piece of physics added to a ``DynamicAnimator``: composable, with child behaviors
/// and an action closure run after every simulation step (`UIDynamicBehavior`).
///
/// The concrete behaviors are ``DynamicItemBehavior``, ``GravityBehavior``,
/// ``PushBehavior``, ``SnapBehavior``, ``AttachmentBehavior``, ``CollisionBehavior`` and
/// ``FieldBehavior``. Subclass `DynamicBehavior` to compose them: add them as children
/// and the animator runs the whole tree, parents before children, in the order added. A
/// behavior belongs to at most one animator and one parent; adding it to a second is a
/// recorded programmer error and changes nothing. Invalid parameter values (NaN, negative
/// where the docs forbid it) are recorded programmer errors and the old value is kept.
///
/// ```swift
/// final class ThrowBehavior: DynamicBehavior {
///   let gravity: GravityBehavior
///   let collision: CollisionBehavior
///   init(item: any DynamicItem) {
///     gravity = GravityBehavior(items: [item])
///     collision = CollisionBehavior(items: [item])
///     collision.translatesReferenceBoundsIntoBoundary = true
///     super.init()
///     addChildBehavior(gravity)
///     addChildBehavior(collision)
///     action = { print(item.center) }
///   }
/// }
/// ```
package class DynamicBehavior {
  /// The behavior's name in the journal; empty until added, when the animator names it
  /// `kind#n` unless you set one.
  package var name: String
  /// The child behaviors, in order.
  package private(set) var childBehaviors: [DynamicBehavior] = []
  /// The behavior this one is a child of.
  package private(set) weak var parentBehavior: DynamicBehavior?
  /// Runs after every simulation step while the behavior is in a running animator.
  package var action: (() -> Void)?
  /// The animator the behavior (or its root parent) was added to.
  package internal(set) weak var dynamicAnimator: DynamicAnimator?
  /// Misuses noticed before the behavior had an animator to journal them in.
  var pendingMisuses: [DynamicsMisuse] = []
  /// The indices of the behavior's items' bodies, refreshed when the animator rebuilds.
  var bodyIndices: [Int] = []

  /// A behavior with no children and no action.
  package init(name: String = "") {
    self.name = name
  }

  /// The kind in default names and messages.
  var kindName: String { "behavior" }

  /// The items the behavior acts on (none for a plain composite).
  var itemList: [any DynamicItem] = []

  /// Appends `item` unless it is already there.
  func insertItem(_ item: any DynamicItem) {
    guard !itemList.contains(where: { $0.dynamicsIdentity == item.dynamicsIdentity }) else { return }
    itemList.append(item)
    didChange()
  }

  /// Removes `item` if it is there.
  func deleteItem(_ item: any DynamicItem) {
    guard let index = itemList.firstIndex(where: { $0.dynamicsIdentity == item.dynamicsIdentity }) else { return }
    itemList.remove(at: index)
    didChange()
  }

  /// Adds `behavior` as the last child; a behavior that already has a parent or an animator
  /// is a recorded programmer error.
  package func addChildBehavior(_ behavior: DynamicBehavior) {
    guard behavior !== self, behavior.parentBehavior == nil, behavior.dynamicAnimator == nil else {
      return report(.behaviorAlreadyInUse(behavior: behavior.displayName))
    }
    childBehaviors.append(behavior)
    behavior.parentBehavior = self
    if let animator = dynamicAnimator { animator.attach(behavior) }
    didChange()
  }

  /// Removes `behavior` from the children (nothing if it is not one).
  package func removeChildBehavior(_ behavior: DynamicBehavior) {
    guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
    childBehaviors.remove(at: index)
    behavior.parentBehavior = nil
    if let animator = dynamicAnimator { animator.detach(behavior) }
    didChange()
  }

  /// The behavior's name, or its kind while unnamed.
  var displayName: String { name.isEmpty ? kindName : name }

  /// Journals `misuse` now, or when the behavior joins an animator.
  func report(_ misuse: DynamicsMisuse) {
    if let animator = dynamicAnimator {
      animator.record(.programmerError(.dynamics(misuse)))
    } else {
      pendingMisuses.append(misuse)
    }
  }

  /// Checks a parameter; an invalid value is reported and `false` returned.
  func validate(_ parameter: String, _ value: Double, _ expected: String, _ isValid: Bool) -> Bool {
    if isValid && !value.isNaN { return true }
    report(.invalidParameter(behavior: displayName, parameter: parameter, value: value, expected: expected))
    return false
  }

  /// Tells the animator the physics changed: it rebuilds and resumes if paused.
  func didChange() { dynamicAnimator?.behaviorsDidChange() }

  /// Called after the animator rebuilt its bodies (``bodyIndices`` are fresh).
  func prepare(in world: inout DynamicsWorld) {}

  /// Adds this behavior's accelerations to the world's bodies for one step at `time`
  /// (seconds of simulated time).
  func applyForces(in world: inout DynamicsWorld, time: Double) {}

  /// Adds this behavior's constraints (contacts, joints) to the world for one step.
  func addConstraints(to world: inout DynamicsWorld) {}

  /// Reports what the last step or rebuild found (contacts) once the world is no longer
  /// being mutated.
  func deliverEvents() {}

  /// Runs when the behavior is about to leave `animator` (removed, or its parent was).
  func willLeave(_ animator: DynamicAnimator) {}

  /// Runs after the solver: contact callbacks and state that follows the step.
  func afterStep(in world: inout DynamicsWorld) {}
}
