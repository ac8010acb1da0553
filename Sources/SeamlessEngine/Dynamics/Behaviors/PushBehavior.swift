#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A force on its items, continuous or a one-off impulse (`UIPushBehavior`).
///
/// Forces are in UIKit Newtons: magnitude 1 on a 100×100 item of density 1 (mass 1)
/// accelerates it at 100 pt/s², so the acceleration is `100 · magnitude / mass` pt/s².
/// An ``Mode-swift.enum/instantaneous`` push adds `100 · magnitude / mass` pt/s of velocity
/// in the next step and then sets ``active`` to false; set it to true to push again. A
/// push applied off-centre (``setTargetOffsetFromCenter(_:for:)``) also turns the item:
/// angular acceleration `100 · (r × F) / I`.
///
/// ```swift
/// let flick = PushBehavior(items: [card], mode: .instantaneous)
/// flick.pushDirection = Point(x: 3, y: 0)   // +300 pt/s on a 100×100 card
/// animator.addBehavior(flick)
/// ```
package final class PushBehavior: DirectionalBehavior {
  /// How the push acts.
  ///
  /// - `continuous`: a constant force every step while ``PushBehavior/active``.
  /// - `instantaneous`: one impulse in the step after it becomes active.
  package enum Mode: Sendable, Hashable {
    case continuous
    case instantaneous
  }

  package let mode: Mode
  private var storedActive = true
  private var offsets: [(item: any DynamicItem, offset: Point)] = []

  /// A push of `mode` on `items`, active, with magnitude 0 until you set one.
  package init(items: [any DynamicItem] = [], mode: Mode, name: String = "") {
    self.mode = mode
    super.init(items: items, angle: 0, magnitude: 0, name: name)
  }

  override var kindName: String { "push" }

  /// Whether the push acts (an instantaneous push clears it once applied).
  package var active: Bool {
    get { storedActive }
    set {
      storedActive = newValue
      didChange()
    }
  }

  /// The force as a vector in UIKit Newtons.
  package var pushDirection: Point {
    get { directionVector }
    set { setDirectionVector(newValue, parameter: "pushDirection") }
  }

  /// Applies the force to `item` at `offset` from its centre (item space, turns with it).
  package func setTargetOffsetFromCenter(_ offset: Point, for item: any DynamicItem) {
    offsets.removeAll { $0.item.dynamicsIdentity == item.dynamicsIdentity }
    offsets.append((item, offset))
    didChange()
  }

  /// Where the force acts on `item`, relative to its centre.
  package func targetOffsetFromCenter(for item: any DynamicItem) -> Point {
    offsets.first { $0.item.dynamicsIdentity == item.dynamicsIdentity }?.offset ?? .zero
  }

  override func applyForces(in world: inout DynamicsWorld, time: Double) {
    guard storedActive else { return }
    let force = pushDirection
    for index in bodyIndices {
      let body = world.bodies[index]
      guard body.inverseMass > 0 else { continue }
      let offset = targetOffsetFromCenter(for: body.item)
      let r = offset.rotated(cos: cos(body.angle), sin: sin(body.angle))
      let linear = (100 * body.inverseMass) * force
      let angular = 100 * body.inverseInertia * r.cross(force)
      switch mode {
      case .continuous:
        world.bodies[index].acceleration = body.acceleration + linear
        world.bodies[index].angularAcceleration += angular
      case .instantaneous:
        world.bodies[index].velocity = body.velocity + linear
        world.bodies[index].angularVelocity += angular
      }
    }
    switch mode {
    case .continuous: break
    case .instantaneous: storedActive = false
    }
  }
}
