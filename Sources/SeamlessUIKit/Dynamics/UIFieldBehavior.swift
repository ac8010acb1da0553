import Foundation
import SeamlessEngine

/// `UIRegion`: where a field acts, around its position: everywhere, a circle or a rectangle.
///
/// UIKit's set operations (`inverse()`, `union(with:)`, `difference(from:)`,
/// `intersection(with:)`) are not modelled.
///
/// ```swift
/// field.region = UIRegion(radius: 200)
/// ```
public struct UIRegion: Hashable, Sendable {
  let engine: FieldRegion

  /// A circle of `radius` points.
  public init(radius: CGFloat) { engine = .circle(radius: Double(radius)) }
  /// A rectangle of `size`, centred on the field's position.
  public init(size: CGSize) { engine = .rectangle(size.engine) }
  private init(_ region: FieldRegion) { engine = region }

  /// Everywhere: a field's default region.
  public static let infinite = UIRegion(.infinite)

  /// Whether `point`, an offset from the field's position, is inside.
  public func contains(_ point: CGPoint) -> Bool { engine.contains(point.engine) }
}

/// `UIFieldBehavior`: a force field over a region around a position, acting on its items.
///
/// The laws of each field (the engine's documented choices, UIKit's being private) are in
/// <doc:Dynamics>. A corner that holds a flung picture-in-picture (WWDC 2015 session 229):
///
/// ```swift
/// let corner = UIFieldBehavior.springField()
/// corner.position = CGPoint(x: 320, y: 714)
/// corner.region = UIRegion(size: CGSize(width: 250, height: 584))
/// corner.addItem(face)
/// animator.addBehavior(corner)
/// ```
open class UIFieldBehavior: UIDynamicBehavior, DynamicItemListBehavior {
  private let field: FieldBehavior

  init(_ field: FieldBehavior) {
    self.field = field
    super.init(backing: field, items: [])
  }

  /// Uniform gravity along `direction`: acceleration `1000·strength·direction` pt/s².
  open class func linearGravityField(direction: CGVector) -> UIFieldBehavior {
    UIFieldBehavior(.linearGravityField(direction: direction.engine))
  }
  /// Gravity towards `position`, `1000·strength` pt/s².
  open class func radialGravityField(position: CGPoint) -> UIFieldBehavior {
    UIFieldBehavior(.radialGravityField(position: position.engine))
  }
  /// A spring towards the position: `a = −strength·d/m`.
  open class func springField() -> UIFieldBehavior { UIFieldBehavior(.springField()) }
  /// Drag against the velocity: `a = −strength·v/m`.
  open class func dragField() -> UIFieldBehavior { UIFieldBehavior(.dragField()) }
  /// Relaxes the velocity towards `direction` pt/s.
  open class func velocityField(direction: CGVector) -> UIFieldBehavior {
    UIFieldBehavior(.velocityField(direction: direction.engine))
  }
  /// Turns items about the position.
  open class func vortexField() -> UIFieldBehavior { UIFieldBehavior(.vortexField()) }
  /// Seeded value noise (seed 0, so every replay is the same).
  open class func noiseField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> UIFieldBehavior {
    UIFieldBehavior(.noiseField(smoothness: smoothness, animationSpeed: speed))
  }
  /// Pushes charged items away from (like charge) or towards the position.
  open class func electricField() -> UIFieldBehavior { UIFieldBehavior(.electricField()) }
  /// Curves moving charged items' paths.
  open class func magneticField() -> UIFieldBehavior { UIFieldBehavior(.magneticField()) }
  /// A field computed by `block` from an item's position, velocity, mass, charge and the step's
  /// duration (1/240 s): the force in UIKit Newtons.
  open class func field(
    evaluationBlock block: @escaping (UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector
  ) -> UIFieldBehavior {
    let owner = Owner()
    let made = UIFieldBehavior(
      .field { sample in
        guard let field = owner.field else { return .zero }
        let force = block(
          field, CGPoint(sample.position), CGVector(sample.velocity), sample.mass, sample.charge, 1 / Double(DynamicAnimator.stepRate))
        return force.engine
      })
    owner.field = made
    return made
  }

  /// Where the field is centred, in the reference view.
  open var position: CGPoint {
    get { CGPoint(field.position) }
    set { field.position = newValue.engine }
  }
  /// Where the field acts, around its position.
  open var region: UIRegion {
    get {
      switch field.region {
      case .infinite: .infinite
      case .circle(let radius): UIRegion(radius: radius)
      case .rectangle(let size): UIRegion(size: CGSize(size))
      }
    }
    set { field.region = newValue.engine }
  }
  /// The direction of a linear gravity or velocity field.
  open var direction: CGVector {
    get { CGVector(field.direction) }
    set { field.direction = newValue.engine }
  }
  /// The field's strength.
  open var strength: CGFloat {
    get { field.strength }
    set { field.strength = newValue }
  }
  /// How the effect falls off with distance: `(r / 100 pt)^(−falloff)`.
  open var falloff: CGFloat {
    get { field.falloff }
    set { field.falloff = newValue }
  }
  /// Closer than this, an item feels the field as if it were this far.
  open var minimumRadius: CGFloat {
    get { field.minimumRadius }
    set { field.minimumRadius = newValue }
  }
  /// A noise field's smoothness, 0 to 1.
  open var smoothness: CGFloat {
    get { field.smoothness }
    set { field.smoothness = newValue }
  }
  /// A noise field's change over time, in cells per second.
  open var animationSpeed: CGFloat {
    get { field.animationSpeed }
    set { field.animationSpeed = newValue }
  }

  /// The field a custom evaluation closure is handed (weakly, so the closure does not keep it).
  private final class Owner {
    weak var field: UIFieldBehavior?
  }
}
