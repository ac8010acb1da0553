/// A force field over a region acting on its items (`UIFieldBehavior`).
///
/// Every field has a ``position``, a ``region`` around it, a ``strength``, and a
/// distance ``falloff`` with a ``minimumRadius``: an item closer to the position than the
/// minimum radius feels the field as if it were at the minimum radius (Apple's
/// `UIFieldBehavior.minimumRadius`: "Distances that are less than the minimum value are
/// treated as if they are equal to the minimum value. In addition, effects such as falloff
/// are not applied until the minimum distance is reached"), and at distance *r* the effect
/// is scaled by `φ(r) = (max(r, minimumRadius, 1 pt) / 100 pt)^(−falloff)` (1 at 100 pt; no
/// scaling with falloff 0, the default). Below the minimum radius the direction is still the
/// item's own (towards or around the position); a spring field pulls with the force it has at
/// the minimum radius. The laws (the engine's documented choices; UIKit's are
/// private), with *m* the item's mass, *q* its charge, *d* its offset from the position,
/// *v* its velocity; forces are in UIKit Newtons (acceleration `100·F/m`):
///
/// | field | effect |
/// |---|---|
/// | linear gravity | `a = 1000·strength·φ·direction` pt/s² (mass-independent, like ``GravityBehavior``) |
/// | radial gravity | `a = 1000·strength·φ` pt/s² towards the position |
/// | spring | `a = −strength·φ·d / m` (ω = √(strength/m) rad/s) |
/// | drag | `a = −strength·φ·v / m` (v decays at rate strength/m per s) |
/// | velocity | `a = strength·φ·(direction − v) / m` (v relaxes to `direction` pt/s) |
/// | vortex | `a = 100·strength·φ·d̂⊥ / m`, `d̂⊥` the unit offset turned +x → +y |
/// | noise | `a = 100·strength·φ·N / m`, N ∈ [−1, 1]² from `ValueNoise` (seeded) with cells of `10 + 290·smoothness` pt and `animationSpeed` cells per second in time |
/// | electric | `a = 100·strength·φ·q·d̂ / m` (a like charge at the position repels) |
/// | magnetic | `a = strength·φ·q·v⊥ / m`, `v⊥` the velocity turned +x → +y (circles, no work done) |
/// | custom | `a = 100·strength·φ·F / m` with `F` from the closure, in UIKit Newtons |
///
/// Anchored items are not moved. Items outside the region feel nothing.
///
/// ```swift
/// let attractor = FieldBehavior.radialGravityField(position: Point(x: 195, y: 400))
/// attractor.region = .circle(radius: 200)
/// attractor.falloff = 1
/// attractor.addItem(ball)
/// animator.addBehavior(attractor)
/// ```
package final class FieldBehavior: MultiItemBehavior {
  enum Kind {
    case linearGravity
    case radialGravity
    case spring
    case drag
    case velocity
    case vortex
    case noise(ValueNoise)
    case electric
    case magnetic
    case custom((FieldSample) -> Point)
  }

  let fieldKind: Kind
  private var storedPosition = Point.zero
  private var storedStrength = 1.0
  private var storedFalloff = 0.0
  private var storedMinimumRadius = 0.0
  private var storedDirection = Point.zero
  private var storedSmoothness = 0.5
  private var storedAnimationSpeed = 1.0
  /// Where the field acts (default everywhere).
  package var region: FieldRegion = .infinite {
    didSet { didChange() }
  }

  init(kind: Kind, name: String) {
    fieldKind = kind
    super.init(items: [], name: name)
  }

  /// A uniform gravity field: acceleration `1000·strength·direction` pt/s².
  package static func linearGravityField(direction: Point, name: String = "") -> FieldBehavior {
    let field = FieldBehavior(kind: .linearGravity, name: name)
    field.storedDirection = direction
    return field
  }

  /// Gravity towards `position`: `1000·strength·φ(r)` pt/s².
  package static func radialGravityField(position: Point, name: String = "") -> FieldBehavior {
    let field = FieldBehavior(kind: .radialGravity, name: name)
    field.storedPosition = position
    return field
  }

  /// A spring towards the field's position.
  package static func springField(name: String = "") -> FieldBehavior { FieldBehavior(kind: .spring, name: name) }

  /// Drag against the items' velocity.
  package static func dragField(name: String = "") -> FieldBehavior { FieldBehavior(kind: .drag, name: name) }

  /// Drives items towards the velocity `direction` (pt/s).
  package static func velocityField(direction: Point, name: String = "") -> FieldBehavior {
    let field = FieldBehavior(kind: .velocity, name: name)
    field.storedDirection = direction
    return field
  }

  /// Swirls items around the field's position.
  package static func vortexField(name: String = "") -> FieldBehavior { FieldBehavior(kind: .vortex, name: name) }

  /// Seeded value noise; `smoothness` 0…1 sets the cell size, `animationSpeed` how fast
  /// it changes (cells per second).
  package static func noiseField(smoothness: Double, animationSpeed: Double, seed: UInt64 = 0, name: String = "")
    -> FieldBehavior
  {
    let field = FieldBehavior(kind: .noise(ValueNoise(seed: seed)), name: name)
    field.smoothness = smoothness
    field.animationSpeed = animationSpeed
    return field
  }

  /// A field pushing charged items away from (like charge) or towards its position.
  package static func electricField(name: String = "") -> FieldBehavior { FieldBehavior(kind: .electric, name: name) }

  /// A field turning charged moving items at right angles to their velocity.
  package static func magneticField(name: String = "") -> FieldBehavior { FieldBehavior(kind: .magnetic, name: name) }

  /// A field computed by `evaluation`: the force in UIKit Newtons on an item.
  package static func field(name: String = "", evaluation: @escaping (FieldSample) -> Point) -> FieldBehavior {
    FieldBehavior(kind: .custom(evaluation), name: name)
  }

  override var kindName: String {
    switch fieldKind {
    case .linearGravity: "linear-gravity-field"
    case .radialGravity: "radial-gravity-field"
    case .spring: "spring-field"
    case .drag: "drag-field"
    case .velocity: "velocity-field"
    case .vortex: "vortex-field"
    case .noise: "noise-field"
    case .electric: "electric-field"
    case .magnetic: "magnetic-field"
    case .custom: "custom-field"
    }
  }

  /// The field's centre in the reference view.
  package var position: Point {
    get { storedPosition }
    set { setPoint(&storedPosition, "position", newValue) }
  }
  /// The direction (linear gravity, in units of 1000 pt/s²; velocity, in pt/s).
  package var direction: Point {
    get { storedDirection }
    set { setPoint(&storedDirection, "direction", newValue) }
  }
  /// The field's strength (default 1).
  package var strength: Double {
    get { storedStrength }
    set { setValue(&storedStrength, "strength", newValue, "a finite value", newValue.isFinite) }
  }
  /// The exponent of the distance falloff (default 0), ≥ 0.
  package var falloff: Double {
    get { storedFalloff }
    set { setValue(&storedFalloff, "falloff", newValue, "a finite value >= 0", newValue >= 0 && newValue.isFinite) }
  }
  /// Distances below this (pt, ≥ 0) count as this: an item closer to the position feels the
  /// field as it would at this distance.
  ///
  /// Apple's default is "very small, but not zero" and unpublished; the engine's is 0, which
  /// differs from a tiny one only inside that tiny distance.
  package var minimumRadius: Double {
    get { storedMinimumRadius }
    set {
      setValue(&storedMinimumRadius, "minimumRadius", newValue, "a finite value >= 0", newValue >= 0 && newValue.isFinite)
    }
  }
  /// The noise field's smoothness, 0…1 (cell size `10 + 290·smoothness` pt).
  package var smoothness: Double {
    get { storedSmoothness }
    set { setValue(&storedSmoothness, "smoothness", newValue, "a value in 0...1", newValue >= 0 && newValue <= 1) }
  }
  /// The noise field's change over time, cells per second, ≥ 0.
  package var animationSpeed: Double {
    get { storedAnimationSpeed }
    set {
      setValue(
        &storedAnimationSpeed, "animationSpeed", newValue, "a finite value >= 0", newValue >= 0 && newValue.isFinite)
    }
  }

  private func setValue(_ storage: inout Double, _ parameter: String, _ value: Double, _ expected: String, _ isValid: Bool) {
    guard validate(parameter, value, expected, isValid) else { return }
    storage = value
    didChange()
  }

  private func setPoint(_ storage: inout Point, _ parameter: String, _ value: Point) {
    guard validate(parameter, value.x + value.y, "finite coordinates", value.x.isFinite && value.y.isFinite) else { return }
    storage = value
    didChange()
  }

  /// The acceleration of `body` at `time`, in pt/s² (zero outside the region).
  func acceleration(of body: RigidBody, time: Double) -> Point {
    let d = body.position - storedPosition
    guard region.contains(d), body.inverseMass > 0 else { return .zero }
    let r = d.length
    // Below the minimum radius, distance-based effects take the minimum radius's distance.
    let distance = max(r, storedMinimumRadius)
    let scale = storedStrength * (storedFalloff == 0 ? 1 : DynamicsMath.pow(max(distance, 1) / 100, -storedFalloff))
    let perMass = scale * body.inverseMass
    switch fieldKind {
    case .linearGravity:
      return (1000 * scale) * storedDirection
    case .radialGravity:
      return r > 1e-9 ? (-1000 * scale / r) * d : .zero
    case .spring:
      return r >= storedMinimumRadius ? -perMass * d : (r > 1e-9 ? (-perMass * distance / r) * d : .zero)
    case .drag:
      return -perMass * body.velocity
    case .velocity:
      return perMass * (storedDirection - body.velocity)
    case .vortex:
      return r > 1e-9 ? (100 * perMass / r) * d.perpendicular : .zero
    case .noise(let noise):
      let cell = 10 + 290 * storedSmoothness
      let t = time * storedAnimationSpeed
      let n = Point(
        x: noise.value(x: body.position.x / cell, y: body.position.y / cell, t: t, component: 0),
        y: noise.value(x: body.position.x / cell, y: body.position.y / cell, t: t, component: 1))
      return (100 * perMass) * n
    case .electric:
      return r > 1e-9 ? (100 * perMass * body.properties.charge / r) * d : .zero
    case .magnetic:
      return (perMass * body.properties.charge) * body.velocity.perpendicular
    case .custom(let evaluation):
      let force = evaluation(
        FieldSample(
          position: body.position, velocity: body.velocity, mass: body.mass, charge: body.properties.charge, time: time))
      guard force.x.isFinite, force.y.isFinite else { return .zero }
      return (100 * perMass) * force
    }
  }

  override func applyForces(in world: inout DynamicsWorld, time: Double) {
    for index in bodyIndices {
      let a = acceleration(of: world.bodies[index], time: time)
      world.bodies[index].acceleration = world.bodies[index].acceleration + a
    }
  }
}
