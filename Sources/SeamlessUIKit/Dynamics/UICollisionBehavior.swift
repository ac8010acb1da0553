import Foundation
import SeamlessEngine

/// `UICollisionBehaviorDelegate`: hears contacts begin and end; every method defaults to doing
/// nothing.
///
/// A boundary is named by the identifier it was added with, the reference view's bounds by
/// `nil`. Calls come in the step the contact begins or ends, with the replay's engine current.
///
/// ```swift
/// func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
///                        withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) { thud() }
/// ```
public protocol UICollisionBehaviorDelegate: AnyObject {
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem, at p: CGPoint)
  func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem)
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem, withBoundaryIdentifier identifier: (any NSCopying)?,
    at p: CGPoint)
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem, withBoundaryIdentifier identifier: (any NSCopying)?)
}

extension UICollisionBehaviorDelegate {
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem, at p: CGPoint
  ) {}
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem
  ) {}
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem, withBoundaryIdentifier identifier: (any NSCopying)?,
    at p: CGPoint
  ) {}
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem, withBoundaryIdentifier identifier: (any NSCopying)?
  ) {}
}

/// `UICollisionBehavior`: its items collide with each other and with boundaries (lines, paths,
/// the reference view's bounds).
///
/// Boundary identifiers are any `NSCopying` (`"floor" as NSCopying`, as UIKit code writes them);
/// the delegate is handed back the object given. A path boundary is the polygon through the
/// path's points; `UIBezierPath` keeps only its bounding box here, so it is that box.
///
/// ```swift
/// let collision = UICollisionBehavior(items: [ball])
/// collision.translatesReferenceBoundsIntoBoundary = true
/// collision.addBoundary(withIdentifier: "shelf" as NSCopying, from: CGPoint(x: 0, y: 400), to: CGPoint(x: 200, y: 400))
/// animator.addBehavior(collision)
/// ```
open class UICollisionBehavior: UIDynamicBehavior, DynamicItemListBehavior {
  /// `UICollisionBehavior.Mode`: what the items collide with.
  public struct Mode: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let items = Mode(rawValue: 1)
    public static let boundaries = Mode(rawValue: 2)
    public static let everything = Mode(rawValue: .max)
  }

  private let collision: CollisionBehavior
  private lazy var relay = DelegateRelay(owner: self)
  /// The boundaries' identifiers as the app gave them, with the engine's name for each, in the
  /// order added.
  private var identifiers: [(identifier: any NSCopying, name: String)] = []

  /// Collisions among `items` and with the boundaries.
  public init(items: [any UIDynamicItem]) {
    collision = CollisionBehavior(items: DynamicItemBridge.joining(items))
    super.init(backing: collision, items: items)
  }

  /// No items yet.
  public convenience override init() { self.init(items: []) }

  /// What the items collide with.
  open var collisionMode: Mode {
    get {
      switch (collision.collisionMode.contains(.items), collision.collisionMode.contains(.boundaries)) {
      case (true, true): .everything
      case (true, false): .items
      case (false, true): .boundaries
      case (false, false): []
      }
    }
    set {
      collision.collisionMode = (newValue.contains(.items) ? CollisionMode.items : []).union(
        newValue.contains(.boundaries) ? .boundaries : [])
    }
  }
  /// Whether the reference view's bounds are a boundary.
  open var translatesReferenceBoundsIntoBoundary: Bool {
    get { collision.translatesReferenceBoundsIntoBoundary }
    set { collision.translatesReferenceBoundsIntoBoundary = newValue }
  }
  /// Hears contacts begin and end.
  open weak var collisionDelegate: (any UICollisionBehaviorDelegate)? {
    didSet { collision.collisionDelegate = collisionDelegate == nil ? nil : relay }
  }

  /// Makes the reference view's bounds, inset by `insets`, a boundary.
  open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
    collision.setTranslatesReferenceBoundsIntoBoundary(
      with: EdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right))
  }
  /// Adds a line boundary from `p1` to `p2`.
  open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint) {
    collision.addBoundary(withIdentifier: name(for: identifier), from: p1.engine, to: p2.engine)
  }
  /// Adds the closed polygon of `path` as a boundary.
  open func addBoundary(withIdentifier identifier: any NSCopying, for path: UIBezierPath) {
    let box = path.bounds
    guard !box.isNull else { return }
    let corners = [
      Point(x: box.minX, y: box.minY), Point(x: box.maxX, y: box.minY), Point(x: box.maxX, y: box.maxY), Point(x: box.minX, y: box.maxY),
    ]
    collision.addBoundary(withIdentifier: name(for: identifier), forPath: corners)
  }
  /// The boundary's path (its polygon's bounding box), if there is one by that identifier.
  open func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
    guard let name = existingName(for: identifier), let points = collision.boundary(withIdentifier: name), let first = points.first
    else { return nil }
    let path = UIBezierPath()
    path.move(to: CGPoint(first))
    for point in points.dropFirst() { path.addLine(to: CGPoint(point)) }
    return path
  }
  /// Removes the boundary with `identifier`.
  open func removeBoundary(withIdentifier identifier: any NSCopying) {
    guard let name = existingName(for: identifier) else { return }
    collision.removeBoundary(withIdentifier: name)
    identifiers.removeAll { $0.name == name }
  }
  /// The identifiers of the boundaries added, in order.
  open var boundaryIdentifiers: [any NSCopying]? {
    collision.boundaryIdentifiers.compactMap(identifier(named:))
  }
  /// Removes every boundary added (the reference bounds stay if translated).
  open func removeAllBoundaries() {
    collision.removeAllBoundaries()
    identifiers.removeAll()
  }

  /// The engine's (and the journal's) name for `identifier`, made the first time it is used.
  ///
  /// A string names itself; any other identifier, or a string whose name is taken, is named by its
  /// type and the order it came in (`NSNumber#1`). Identifiers are compared with `isEqual`, as
  /// UIKit compares them, never by their description (an object's holds its address).
  private func name(for identifier: any NSCopying) -> String {
    if let name = existingName(for: identifier) { return name }
    var name = (identifier as? NSString).map { String($0) } ?? "\(type(of: identifier))#\(identifiers.count + 1)"
    while identifiers.contains(where: { $0.name == name }) { name += "'" }
    identifiers.append((identifier, name))
    return name
  }

  private func existingName(for identifier: any NSCopying) -> String? {
    identifiers.first { Self.same($0.identifier, identifier) }?.name
  }

  private func identifier(named name: String) -> (any NSCopying)? {
    identifiers.first { $0.name == name }?.identifier
  }

  private static func same(_ a: any NSCopying, _ b: any NSCopying) -> Bool {
    if let a = a as? NSObject, let b = b as? NSObject { return a.isEqual(b) }
    return a as AnyObject === b as AnyObject
  }

  /// Passes the engine's contacts to the UIKit delegate, as UIKit items and identifiers.
  private final class DelegateRelay: CollisionBehaviorDelegate {
    unowned let owner: UICollisionBehavior

    init(owner: UICollisionBehavior) { self.owner = owner }

    private func tell(_ body: (any UICollisionBehaviorDelegate) -> Void) {
      guard let delegate = owner.collisionDelegate else { return }
      AmbientEngine.run(owner.backing.dynamicAnimator?.engine) { body(delegate) }
    }

    /// The UIKit item of a contact (the behavior holds every item it collides).
    private func item(_ item: any DynamicItem) -> (any UIDynamicItem)? {
      DynamicItemBridge.uikitItem(item, among: owner.heldItems)
    }
    private func identifier(_ name: String?) -> (any NSCopying)? { name.flatMap(owner.identifier(named:)) }

    func collisionBehavior(
      _ behavior: CollisionBehavior, beganContactFor first: any DynamicItem, with second: any DynamicItem, at point: Point
    ) {
      guard let first = item(first), let second = item(second) else { return }
      tell { $0.collisionBehavior(owner, beganContactFor: first, with: second, at: CGPoint(point)) }
    }
    func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor first: any DynamicItem, with second: any DynamicItem) {
      guard let first = item(first), let second = item(second) else { return }
      tell { $0.collisionBehavior(owner, endedContactFor: first, with: second) }
    }
    func collisionBehavior(
      _ behavior: CollisionBehavior, beganContactFor contact: any DynamicItem, withBoundaryIdentifier name: String?, at point: Point
    ) {
      guard let contact = item(contact) else { return }
      tell { $0.collisionBehavior(owner, beganContactFor: contact, withBoundaryIdentifier: identifier(name), at: CGPoint(point)) }
    }
    func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor contact: any DynamicItem, withBoundaryIdentifier name: String?) {
      guard let contact = item(contact) else { return }
      tell { $0.collisionBehavior(owner, endedContactFor: contact, withBoundaryIdentifier: identifier(name)) }
    }
  }
}
