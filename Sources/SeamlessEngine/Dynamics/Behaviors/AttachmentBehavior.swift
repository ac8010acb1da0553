/// Connects an item to an anchor point or to another item (`UIAttachmentBehavior`).
///
/// A ``AttachmentKind/distance`` attachment with ``frequency`` 0 is a rigid rod of
/// ``length``; with a frequency it is a damped spring whose undamped natural frequency is
/// ``frequency`` hertz and whose damping ratio is ``damping`` (1 = critical): the force
/// along the attachment is `−m·(ω²·(ℓ − length) + 2ζω·ℓ̇)` with `ω = 2π·frequency` and
/// `m = 1/(1/m₁ + 1/m₂)` (the item's mass for an anchor), so an item on an anchor, pulled
/// through its centre, follows the damped oscillator
/// `x(t) = A·e^(−ζωt)·(cos ω_d t + ζω/ω_d · sin ω_d t)`, `ω_d = ω·√(1 − ζ²)`.
/// Frequencies above 30 Hz are treated as 30 Hz (the explicit spring stays stable at the
/// 1/240 s step). For an item on an anchor attached at its centre the damping is
/// integrated by the trapezoidal rule, so frequency and decay are second-order accurate
/// (errors ≈ 0.01–0.05 % at 1–3 Hz); between two items, or off-centre, the damping
/// force is explicit (first-order: relative frequency error ≈ ζωh). Rigid kinds (rod, limit, fixed, pin, sliding) are velocity constraints
/// with Baumgarte position correction. ``length`` starts as the distance between the
/// attachment points when the behavior is made; the anchors of fixed, pin and sliding
/// attachments are fixed to each item then.
///
/// ```swift
/// // The drag pattern of WWDC 2015 session 229 (“What’s New in UIKit Dynamics and Visual Effects”): a spring from the finger to the item.
/// let drag = AttachmentBehavior(item: card, attachedToAnchor: finger)
/// drag.frequency = 3
/// drag.damping = 0.7
/// animator.addBehavior(drag)
/// drag.anchorPoint = movedFinger
/// ```
package final class AttachmentBehavior: DynamicBehavior {
  /// The kind of attachment.
  package let kind: AttachmentKind
  /// The attached items: one (to an anchor) or two.
  package var items: [any DynamicItem] { itemList }
  /// Whether the attachment is to a point in the reference view rather than a second item.
  package var isAttachedToAnchor: Bool { itemList.count == 1 }

  private var storedAnchor: Point
  private var storedLength: Double
  private var storedDamping = 0.0
  private var storedFrequency = 0.0
  private var storedRange: ClosedRange<Double>?
  private var storedFrictionTorque = 0.0
  /// Attachment points in each item's space (distance, limit) or the anchor in each
  /// item's space (fixed, pin, sliding); the second is in the reference space for an anchor.
  private var localA: Point
  private var localB: Point
  private var referenceAngle = 0.0
  /// The sliding axis in the second item's space (the reference space for one item).
  private var localAxis = Point(x: 1, y: 0)

  /// Attaches the point `offset` from `item`'s centre to `anchor` (a distance attachment).
  package init(item: any DynamicItem, offsetFromCenter offset: Point = .zero, attachedToAnchor anchor: Point, name: String = "") {
    kind = .distance
    storedAnchor = anchor
    localA = offset
    localB = anchor
    storedLength = Self.worldPoint(item, offset).distance(to: anchor)
    super.init(name: name)
    itemList = [item]
  }

  /// Attaches `item` (at `offset`) to `other` (at `otherOffset`) (a distance attachment).
  package init(
    item: any DynamicItem, offsetFromCenter offset: Point = .zero, attachedTo other: any DynamicItem,
    offsetFromCenter otherOffset: Point = .zero, name: String = ""
  ) {
    kind = .distance
    storedAnchor = Self.worldPoint(other, otherOffset)
    localA = offset
    localB = otherOffset
    storedLength = Self.worldPoint(item, offset).distance(to: Self.worldPoint(other, otherOffset))
    super.init(name: name)
    itemList = [item, other]
  }

  private init(kind: AttachmentKind, items: [any DynamicItem], anchor: Point, axis: Point, name: String) {
    self.kind = kind
    storedAnchor = anchor
    localA = Self.localPoint(items[0], anchor)
    localB = items.count > 1 ? Self.localPoint(items[1], anchor) : anchor
    storedLength = 0
    super.init(name: name)
    itemList = items
    // The first item's angle relative to the second (or to the reference view).
    let otherAngle = items.count > 1 ? items[1].rotation : 0
    referenceAngle = items[0].rotation - otherAngle
    // The axis turns with the second item (is fixed in the reference view for one item).
    localAxis = axis.normalized.unrotated(cos: RigidBody.cosine(otherAngle), sin: RigidBody.sine(otherAngle))
  }

  /// A rope from `item` to `other`: at most their current distance apart.
  package static func limitAttachment(
    with item: any DynamicItem, offsetFromCenter offset: Point = .zero, attachedTo other: any DynamicItem,
    offsetFromCenter otherOffset: Point = .zero, name: String = ""
  ) -> AttachmentBehavior {
    let limit = AttachmentBehavior(kind: .limit, items: [item, other], anchor: .zero, axis: .zero, name: name)
    limit.localA = offset
    limit.localB = otherOffset
    limit.storedLength = worldPoint(item, offset).distance(to: worldPoint(other, otherOffset))
    return limit
  }

  /// Welds `item` and `other` together at `anchor`.
  package static func fixedAttachment(
    with item: any DynamicItem, attachedTo other: any DynamicItem, attachmentAnchor anchor: Point, name: String = ""
  ) -> AttachmentBehavior {
    AttachmentBehavior(kind: .fixed, items: [item, other], anchor: anchor, axis: .zero, name: name)
  }

  /// Lets `item` and `other` turn about the shared `anchor`.
  package static func pinAttachment(
    with item: any DynamicItem, attachedTo other: any DynamicItem, attachmentAnchor anchor: Point, name: String = ""
  ) -> AttachmentBehavior {
    AttachmentBehavior(kind: .pin, items: [item, other], anchor: anchor, axis: .zero, name: name)
  }

  /// Lets `item` and `other` slide relative to each other along `axis` (through `anchor`).
  package static func slidingAttachment(
    with item: any DynamicItem, attachedTo other: any DynamicItem, attachmentAnchor anchor: Point,
    axisOfTranslation axis: Point, name: String = ""
  ) -> AttachmentBehavior {
    AttachmentBehavior(kind: .sliding, items: [item, other], anchor: anchor, axis: axis, name: name)
  }

  /// Lets `item` slide along `axis` through `anchor` in the reference view.
  package static func slidingAttachment(
    with item: any DynamicItem, attachmentAnchor anchor: Point, axisOfTranslation axis: Point, name: String = ""
  ) -> AttachmentBehavior {
    AttachmentBehavior(kind: .sliding, items: [item], anchor: anchor, axis: axis, name: name)
  }

  override var kindName: String {
    switch kind {
    case .distance: "attachment"
    case .limit: "limit-attachment"
    case .fixed: "fixed-attachment"
    case .pin: "pin-attachment"
    case .sliding: "sliding-attachment"
    }
  }

  /// The anchor point in the reference view (settable: the finger of a drag).
  package var anchorPoint: Point {
    get { storedAnchor }
    set {
      guard validate("anchorPoint", newValue.x + newValue.y, "finite coordinates", newValue.x.isFinite && newValue.y.isFinite)
      else { return }
      storedAnchor = newValue
      if isAttachedToAnchor { localB = newValue }
      didChange()
    }
  }

  /// Stores a finite, non-negative parameter and tells the animator; refuses anything else
  /// (journaled, the old value kept), as UIKit raises.
  private func setNonNegative(_ storage: ReferenceWritableKeyPath<AttachmentBehavior, Double>, _ name: String, to value: Double) {
    guard validate(name, value, "a finite value >= 0", value >= 0 && value.isFinite) else { return }
    self[keyPath: storage] = value
    didChange()
  }

  /// The rest length of a distance or limit attachment, pt (≥ 0).
  package var length: Double {
    get { storedLength }
    set { setNonNegative(\.storedLength, "length", to: newValue) }
  }

  /// The damping ratio of a spring (1 = critical), ≥ 0.
  package var damping: Double {
    get { storedDamping }
    set { setNonNegative(\.storedDamping, "damping", to: newValue) }
  }

  /// The spring's undamped natural frequency in hertz; 0 = rigid.
  package var frequency: Double {
    get { storedFrequency }
    set { setNonNegative(\.storedFrequency, "frequency", to: newValue) }
  }

  /// The torque (UIKit Newton·points) a pin's joint resists turning with, ≥ 0, default 0.
  ///
  /// Each step the relative angular impulse is at most `100·frictionTorque·h`, the
  /// same scale as a push (`α = 100·τ/I`). A door of mass 0.1 whose weight acts 50 pt
  /// from its hinge under gravity 1 needs more than `0.1·1000·50/100 = 50` to hold.
  package var frictionTorque: Double {
    get { storedFrictionTorque }
    set { setNonNegative(\.storedFrictionTorque, "frictionTorque", to: newValue) }
  }

  /// A pin's allowed relative angle range (rad) or a sliding attachment's translation
  /// range (pt, measured from the anchor, so it must contain 0); `nil` = unlimited.
  package var attachmentRange: ClosedRange<Double>? {
    get { storedRange }
    set {
      if let range = newValue {
        guard
          validate(
            "attachmentRange", range.lowerBound, "finite bounds", range.lowerBound.isFinite && range.upperBound.isFinite),
          kind != .sliding
            || validate("attachmentRange", range.lowerBound, "a range containing 0 (the anchor)", range.contains(0))
        else { return }
      }
      storedRange = newValue
      didChange()
    }
  }

  static func worldPoint(_ item: any DynamicItem, _ offset: Point) -> Point {
    item.center + offset.rotated(cos: RigidBody.cosine(item.rotation), sin: RigidBody.sine(item.rotation))
  }

  static func localPoint(_ item: any DynamicItem, _ point: Point) -> Point {
    (point - item.center).unrotated(cos: RigidBody.cosine(item.rotation), sin: RigidBody.sine(item.rotation))
  }

  // MARK: Simulation

  /// The two ends: body index (−1 for the reference view) and lever arm from its centre.
  private func ends(in world: DynamicsWorld) -> (a: Int, rA: Point, pA: Point, b: Int, rB: Point, pB: Point)? {
    guard let b = world.index(of: itemList[0]) else { return nil }
    let bodyB = world.bodies[b]
    let rB = localA.rotated(cos: RigidBody.cosine(bodyB.angle), sin: RigidBody.sine(bodyB.angle))
    if itemList.count == 1 {
      return (-1, .zero, localB, b, rB, bodyB.position + rB)
    }
    guard let a = world.index(of: itemList[1]) else { return nil }
    let bodyA = world.bodies[a]
    let rA = localB.rotated(cos: RigidBody.cosine(bodyA.angle), sin: RigidBody.sine(bodyA.angle))
    return (a, rA, bodyA.position + rA, b, rB, bodyB.position + rB)
  }

  override func applyForces(in world: inout DynamicsWorld, time: Double) {
    guard kind == .distance, storedFrequency > 0, let e = ends(in: world) else { return }
    let d = e.pB - e.pA
    let distance = d.length
    guard distance > 1e-9 else { return }
    let u = (1 / distance) * d
    let k = world.inverseMass(e.a) + world.inverseMass(e.b)
    guard k > 0 else { return }
    let mass = 1 / k
    let omega = 2 * Double.pi * min(storedFrequency, 30)
    if e.a < 0 && localA == .zero {
      // An item on an anchor, pulled through its centre: damping along u, implicit.
      addForce((-mass * omega * omega * (distance - storedLength)) * u, to: e.b, at: e.rB, in: &world)
      world.bodies[e.b].addDamping(2 * storedDamping * omega, along: u)
      return
    }
    let rate = (world.velocity(e.b, at: e.rB) - world.velocity(e.a, at: e.rA)).dot(u)
    let force = (-mass * (omega * omega * (distance - storedLength) + 2 * storedDamping * omega * rate)) * u
    addForce(force, to: e.b, at: e.rB, in: &world)
    addForce(-force, to: e.a, at: e.rA, in: &world)
  }

  private func addForce(_ force: Point, to index: Int, at r: Point, in world: inout DynamicsWorld) {
    guard index >= 0 else { return }
    let body = world.bodies[index]
    world.bodies[index].acceleration = body.acceleration + body.inverseMass * force
    world.bodies[index].angularAcceleration += body.inverseInertia * r.cross(force)
  }

  private func linearRow(
    _ e: (a: Int, rA: Point, pA: Point, b: Int, rB: Point, pB: Point), axis: Point, error: Double,
    unilateral: Bool, in world: DynamicsWorld
  ) -> JointRow {
    JointRow(
      a: e.a, b: e.b, rA: e.rA, rB: e.rB, axis: axis, isAngular: false, error: error, isUnilateral: unilateral,
      mass: world.effectiveMass(e.a, e.rA, e.b, e.rB, axis))
  }

  private func angularRow(_ a: Int, _ b: Int, sign: Double, error: Double, unilateral: Bool, in world: DynamicsWorld)
    -> JointRow
  {
    let k = world.inverseInertia(a) + world.inverseInertia(b)
    return JointRow(
      a: a, b: b, rA: .zero, rB: .zero, axis: Point(x: sign, y: 0), isAngular: true, error: error,
      isUnilateral: unilateral, mass: k > 0 ? 1 / k : 0)
  }

  override func addConstraints(to world: inout DynamicsWorld) {
    guard let e = ends(in: world) else { return }
    let d = e.pB - e.pA
    let angleA = e.a < 0 ? 0 : world.bodies[e.a].angle
    let relativeAngle = world.bodies[e.b].angle - angleA - referenceAngle
    switch kind {
    case .distance:
      guard storedFrequency == 0, d.length > 1e-9 else { return }
      let u = d.normalized
      world.rows.append(linearRow(e, axis: u, error: d.length - storedLength, unilateral: false, in: world))
    case .limit:
      guard d.length > 1e-9 else { return }
      world.rows.append(linearRow(e, axis: -d.normalized, error: storedLength - d.length, unilateral: true, in: world))
    case .fixed, .pin:
      world.rows.append(linearRow(e, axis: Point(x: 1, y: 0), error: d.x, unilateral: false, in: world))
      world.rows.append(linearRow(e, axis: Point(x: 0, y: 1), error: d.y, unilateral: false, in: world))
      if kind == .fixed {
        world.rows.append(angularRow(e.a, e.b, sign: 1, error: relativeAngle, unilateral: false, in: world))
      } else {
        if storedFrictionTorque > 0 {
          var friction = angularRow(e.a, e.b, sign: 1, error: 0, unilateral: false, in: world)
          friction.isFriction = true
          friction.maxImpulse = 100 * storedFrictionTorque * world.h
          world.rows.append(friction)
        }
        if let range = storedRange {
          world.rows.append(
            angularRow(e.a, e.b, sign: 1, error: relativeAngle - range.lowerBound, unilateral: true, in: world))
          world.rows.append(
            angularRow(e.a, e.b, sign: -1, error: range.upperBound - relativeAngle, unilateral: true, in: world))
        }
      }
    case .sliding:
      let axis = localAxis.rotated(cos: RigidBody.cosine(angleA), sin: RigidBody.sine(angleA))
      // A's lever reaches to B's anchor, so that A turning is seen along the axis.
      var lever = e
      if e.a >= 0 { lever.rA = e.pB - world.bodies[e.a].position }
      world.rows.append(linearRow(lever, axis: axis.perpendicular, error: d.dot(axis.perpendicular), unilateral: false, in: world))
      world.rows.append(angularRow(e.a, e.b, sign: 1, error: relativeAngle, unilateral: false, in: world))
      if let range = storedRange {
        let t = d.dot(axis)
        world.rows.append(linearRow(lever, axis: axis, error: t - range.lowerBound, unilateral: true, in: world))
        world.rows.append(linearRow(lever, axis: -axis, error: range.upperBound - t, unilateral: true, in: world))
      }
    }
  }
}
