#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A constant acceleration on its items, independent of their mass (`UIGravityBehavior`).
///
/// Magnitude 1.0 is 1000 pt/s²; the default direction is down, `(0, 1)` (angle π/2).
/// Only one gravity behavior per animator: a second is a recorded programmer error (both
/// act). Use a linear gravity ``FieldBehavior`` for more.
///
/// ```swift
/// let gravity = GravityBehavior(items: [card])
/// gravity.magnitude = 2.5          // 2500 pt/s²
/// gravity.angle = .pi              // to the left
/// ```
public final class GravityBehavior: DynamicBehavior {
  private var storedAngle = Double.pi / 2
  private var storedMagnitude = 1.0

  /// Gravity of magnitude 1 pointing down on `items`.
  public init(items: [any DynamicItem] = [], name: String = "") {
    super.init(name: name)
    itemList = items
  }

  override var kindName: String { "gravity" }

  public var items: [any DynamicItem] { itemList }
  public func addItem(_ item: any DynamicItem) { insertItem(item) }
  public func removeItem(_ item: any DynamicItem) { deleteItem(item) }

  /// The direction in radians (0: +x, π/2: down).
  public var angle: Double {
    get { storedAngle }
    set { setAngle(newValue, magnitude: storedMagnitude) }
  }

  /// The strength: 1.0 = 1000 pt/s².
  public var magnitude: Double {
    get { storedMagnitude }
    set { setAngle(storedAngle, magnitude: newValue) }
  }

  /// The acceleration as a vector in units of 1000 pt/s².
  public var gravityDirection: Point {
    get { Point(x: storedMagnitude * cos(storedAngle), y: storedMagnitude * sin(storedAngle)) }
    set {
      guard
        validate(
          "gravityDirection", newValue.x + newValue.y, "finite components",
          newValue.x.isFinite && newValue.y.isFinite)
      else { return }
      storedMagnitude = newValue.length
      if storedMagnitude > 0 { storedAngle = atan2(newValue.y, newValue.x) }
      didChange()
    }
  }

  /// Sets both at once.
  public func setAngle(_ angle: Double, magnitude: Double) {
    guard validate("angle", angle, "a finite value", angle.isFinite),
      validate("magnitude", magnitude, "a finite value", magnitude.isFinite)
    else { return }
    storedAngle = angle
    storedMagnitude = magnitude
    didChange()
  }

  override func applyForces(in world: inout DynamicsWorld, time: Double) {
    let a = 1000 * gravityDirection
    for index in bodyIndices { world.bodies[index].acceleration = world.bodies[index].acceleration + a }
  }
}
