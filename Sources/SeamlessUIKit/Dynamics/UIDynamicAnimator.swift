import Foundation
import SeamlessEngine

/// `UIDynamicAnimatorDelegate`: hears the animator pause at rest and resume; both default to
/// doing nothing.
public protocol UIDynamicAnimatorDelegate: AnyObject {
  func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
  public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
  public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}

/// `UIDynamicAnimator`: UIKit Dynamics over a reference view, stepped by the engine's physics.
///
/// The physics is the engine's documented model (see <doc:Dynamics>): fixed steps of 1/240 s in
/// the display-link phase of each frame whose main thread runs, items written after every step,
/// a pause once every item rests for 0.125 s. The engine animator is made when the animator is
/// first used in a replay: at once if the reference view is in a replay's window or a replay
/// is running the code, else at the first call that is. Used outside any replay, it does
/// nothing.
///
/// ```swift
/// lazy var animator = UIDynamicAnimator(referenceView: view)
///
/// func drop(_ ball: UIView) {
///   let collision = UICollisionBehavior(items: [ball])
///   collision.translatesReferenceBoundsIntoBoundary = true
///   animator.addBehavior(UIGravityBehavior(items: [ball]))
///   animator.addBehavior(collision)
/// }
/// ```
open class UIDynamicAnimator {
  /// The view whose bounds space the items' centres are in.
  public private(set) weak var referenceView: UIView?
  /// Hears pauses and resumes.
  open weak var delegate: (any UIDynamicAnimatorDelegate)?
  /// The top-level behaviors, in the order added.
  public private(set) var behaviors: [UIDynamicBehavior] = []
  /// The engine animator, once made.
  private(set) var backing: DynamicAnimator?
  private lazy var relay = DelegateRelay(owner: self)

  /// An animator whose items move in `view`'s bounds space.
  public init(referenceView view: UIView) {
    referenceView = view
    bindIfPossible()
  }

  /// Whether the animator is stepping (false while paused at rest, with no behaviors, or before
  /// any replay).
  open var isRunning: Bool { bindIfPossible()?.isRunning ?? false }
  /// Simulated seconds the animator has run (paused time does not count).
  open var elapsedTime: TimeInterval { bindIfPossible()?.elapsedTime ?? 0 }

  /// The items the behaviors act on, in the order they joined the physics.
  var items: [any UIDynamicItem] {
    guard let backing = bindIfPossible() else { return [] }
    let held = allBehaviors.flatMap(\.heldItems)
    return backing.items.compactMap { DynamicItemBridge.uikitItem($0, among: held) }
  }

  /// The behaviors and their children, parents first.
  private var allBehaviors: [UIDynamicBehavior] {
    var all: [UIDynamicBehavior] = []
    func walk(_ behavior: UIDynamicBehavior) {
      all.append(behavior)
      behavior.childBehaviors.forEach(walk)
    }
    behaviors.forEach(walk)
    return all
  }

  /// The items whose frames (their transformed bounds about their centres, in the reference
  /// view) meet `rect`.
  open func items(in rect: CGRect) -> [any UIDynamicItem] {
    items.filter { item in
      let box = item.bounds.offsetBy(dx: -item.bounds.midX, dy: -item.bounds.midY).applying(item.transform)
      return box.offsetBy(dx: item.center.x, dy: item.center.y).intersects(rect)
    }
  }

  /// Adds `behavior` and its children (one already in an animator or under a parent is a
  /// programmer error the journal records, and is not added).
  open func addBehavior(_ behavior: UIDynamicBehavior) {
    guard behavior.dynamicAnimator == nil, behavior.backing.parentBehavior == nil,
      !behaviors.contains(where: { $0 === behavior })
    else {
      bindIfPossible()?.addBehavior(behavior.backing)
      return
    }
    behavior.willMoveTree(to: self)
    behaviors.append(behavior)
    bindIfPossible()?.addBehavior(behavior.backing)
    behavior.setAnimatorTree(self)
  }

  /// Removes `behavior` (a top-level one) and its children.
  open func removeBehavior(_ behavior: UIDynamicBehavior) {
    guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
    behavior.willMoveTree(to: nil)
    behaviors.remove(at: index)
    backing?.removeBehavior(behavior.backing)
    behavior.setAnimatorTree(nil)
  }

  /// Removes every behavior.
  open func removeAllBehaviors() {
    for behavior in behaviors.reversed() { removeBehavior(behavior) }
  }

  /// Re-reads `item`'s centre and rotation (after the app moved it) and keeps its velocity.
  open func updateItem(usingCurrentState item: any UIDynamicItem) {
    bindIfPossible()?.updateItem(usingCurrentState: DynamicItemBridge.engineItem(item))
  }

  /// The engine animator, made now if it is not yet and can be.
  ///
  /// It can be once the reference view is in a replay's window or a replay is running the code;
  /// it is then given the behaviors added before. Called by every use of the animator and its
  /// behaviors, and when a ``UIKitScene`` is installed for the animators its objects hold.
  @discardableResult
  func bindIfPossible() -> DynamicAnimator? {
    if let backing { return backing }
    guard let referenceView, let engine = referenceView.backing.engine ?? AmbientEngine.current else { return nil }
    let made = DynamicAnimator(referenceView: referenceView.backing, engine: engine)
    made.delegate = relay
    backing = made
    for behavior in behaviors { made.addBehavior(behavior.backing) }
    return made
  }

  /// Passes the engine animator's pauses and resumes to the UIKit delegate, with the engine
  /// current.
  private final class DelegateRelay: DynamicAnimatorDelegate {
    unowned let owner: UIDynamicAnimator

    init(owner: UIDynamicAnimator) { self.owner = owner }

    func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {
      AmbientEngine.run(animator.engine) { owner.delegate?.dynamicAnimatorWillResume(owner) }
    }

    func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {
      AmbientEngine.run(animator.engine) { owner.delegate?.dynamicAnimatorDidPause(owner) }
    }
  }
}
