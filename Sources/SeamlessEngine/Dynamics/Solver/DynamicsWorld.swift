/// The rigid-body world a ``DynamicAnimator`` steps: bodies, this step's constraints, and
/// the fixed-step integrator.
///
/// One step of `h = 1/240 s` (see ``DynamicAnimator/stepRate``):
///
/// 1. behaviors add accelerations (gravity, push, snap, springs, fields);
/// 2. velocities integrate: `v += h·a`, `ω += h·α` (velocity-proportional spring
///    damping by the trapezoidal rule, see `RigidBody.integrateVelocity`), then resistance damps them
///    exactly: `v *= e^(−resistance·h)`, `ω *= e^(−angularResistance·h)`;
/// 3. behaviors add constraints from the poses at the start of the step: contacts
///    (speculative: any point closer than the distance the bodies can cover this step)
///    and attachment rows; contacts that persist start from last step's impulses (warm
///    starting);
/// 4. ``velocityIterations`` sequential-impulse passes with Baumgarte position feedback
///    (β = 0.2, slop 0.5 pt), a face's two points solved together as a 2×2 block;
/// 5. positions integrate: `x += h·v`, `θ += h·ω` (semi-implicit Euler);
/// 6. ``relaxIterations`` passes without position feedback remove the push-out velocity;
/// 7. restitution: a contact point that approached faster than
///    ``restitutionThreshold`` and took an impulse leaves at `e` times that speed.
struct DynamicsWorld {
  /// Steps per second of simulated time.
  static let stepRate = 240
  /// The step in seconds.
  let h = 1.0 / Double(DynamicsWorld.stepRate)
  static let velocityIterations = 8
  static let relaxIterations = 3
  /// Baumgarte factor: the fraction of a position error corrected per step.
  static let baumgarte = 0.2
  /// Overlap tolerated without correction, in points.
  static let linearSlop = 0.5
  /// The fastest push-out velocity from an overlap, pt/s.
  static let maxCorrectionVelocity = 400.0
  /// Approach speeds below this (pt/s) do not bounce, so resting contacts settle.
  static let restitutionThreshold = 10.0
  /// Two shapes closer than this (pt) after a step are touching.
  static let touchingDistance = 1.0

  var bodies: [RigidBody] = []
  var indexByItem: [ObjectIdentifier: Int] = [:]
  var contacts: [ContactConstraint] = []
  var rows: [JointRow] = []
  /// Last step's contact impulses (normal, tangent), applied first this step.
  ///
  /// Warm starting, as Box2D: resting contacts start from the impulse that held them, so
  /// piles come to rest instead of jittering. Cleared when the bodies are rebuilt.
  var warmStarts: [WarmStartKey: (normal: Double, tangent: Double)] = [:]
  private var lastPair = ContactKey(first: -1, second: 0)
  private var pairOrdinal = 0
  /// Simulated seconds since the animator was made (only running time counts).
  var time = 0.0

  func index(of item: any DynamicItem) -> Int? { indexByItem[item.dynamicsIdentity] }

  /// One step of the behaviors in `behaviors` (flattened, parents first).
  mutating func step(_ behaviors: [DynamicBehavior]) {
    for i in bodies.indices {
      bodies[i].acceleration = .zero
      bodies[i].angularAcceleration = 0
      bodies[i].dampingXX = 0
      bodies[i].dampingXY = 0
      bodies[i].dampingYY = 0
      bodies[i].angularDamping = 0
      bodies[i].startPosition = bodies[i].position
      bodies[i].startAngle = bodies[i].angle
    }
    for behavior in behaviors { behavior.applyForces(in: &self, time: time) }
    for i in bodies.indices where bodies[i].inverseMass > 0 {
      bodies[i].integrateVelocity(h)
      let resistance = bodies[i].properties.resistance
      if resistance > 0 { bodies[i].velocity = DynamicsMath.exp(-resistance * h) * bodies[i].velocity }
      let angularResistance = bodies[i].properties.angularResistance
      if angularResistance > 0 { bodies[i].angularVelocity *= DynamicsMath.exp(-angularResistance * h) }
      if bodies[i].inverseInertia == 0 { bodies[i].angularVelocity = 0 }
    }
    contacts.removeAll(keepingCapacity: true)
    rows.removeAll(keepingCapacity: true)
    lastPair = ContactKey(first: -1, second: 0)
    for behavior in behaviors { behavior.addConstraints(to: &self) }
    warmStart()
    for _ in 0..<Self.velocityIterations {
      solveRows(useBias: true)
      solveContacts(useBias: true)
    }
    for i in bodies.indices where bodies[i].inverseMass > 0 {
      bodies[i].position = bodies[i].position + h * bodies[i].velocity
      bodies[i].angle += h * bodies[i].angularVelocity
      bodies[i].updateWorldShapes()
    }
    for _ in 0..<Self.relaxIterations {
      solveRows(useBias: false)
      solveContacts(useBias: false)
    }
    warmStarts.removeAll(keepingCapacity: true)
    for c in contacts {
      warmStarts[WarmStartKey(pair: c.key, ordinal: c.ordinal)] = (c.normalImpulse, c.tangentImpulse)
    }
    applyRestitution()
    time += h
    for behavior in behaviors { behavior.afterStep(in: &self) }
  }

  // MARK: Helpers

  func velocity(_ i: Int, at r: Point) -> Point { i < 0 ? .zero : bodies[i].velocity(at: r) }
  func inverseMass(_ i: Int) -> Double { i < 0 ? 0 : bodies[i].inverseMass }
  func inverseInertia(_ i: Int) -> Double { i < 0 ? 0 : bodies[i].inverseInertia }
  func displacement(_ i: Int) -> Point { i < 0 ? .zero : bodies[i].position - bodies[i].startPosition }
  func turn(_ i: Int) -> Double { i < 0 ? 0 : bodies[i].angle - bodies[i].startAngle }
  func position(_ i: Int) -> Point { i < 0 ? .zero : bodies[i].position }

  /// The effective mass of a linear row along `axis` at lever arms `rA`, `rB` (0 when
  /// neither body can respond).
  func effectiveMass(_ a: Int, _ rA: Point, _ b: Int, _ rB: Point, _ axis: Point) -> Double {
    let ra = rA.cross(axis)
    let rb = rB.cross(axis)
    let k = inverseMass(a) + inverseMass(b) + inverseInertia(a) * ra * ra + inverseInertia(b) * rb * rb
    return k > 0 ? 1 / k : 0
  }

  mutating func applyImpulse(_ impulse: Point, _ a: Int, _ rA: Point, _ b: Int, _ rB: Point) {
    if a >= 0 {
      bodies[a].velocity = bodies[a].velocity - bodies[a].inverseMass * impulse
      bodies[a].angularVelocity -= bodies[a].inverseInertia * rA.cross(impulse)
    }
    if b >= 0 {
      bodies[b].velocity = bodies[b].velocity + bodies[b].inverseMass * impulse
      bodies[b].angularVelocity += bodies[b].inverseInertia * rB.cross(impulse)
    }
  }

  /// Adds the points of `manifold` between `a` (or a boundary, `a < 0`) and `b` as contacts.
  mutating func addContacts(
    _ manifold: Manifold, a: Int, b: Int, key: ContactKey, friction: Double, restitution: Double
  ) {
    let first = contacts.count
    if key != lastPair {
      lastPair = key
      pairOrdinal = 0
    }
    for k in 0..<manifold.count {
      let point = k == 0 ? manifold.point0 : manifold.point1
      let separation = k == 0 ? manifold.separation0 : manifold.separation1
      let n = manifold.normal
      let rA = a < 0 ? .zero : point - bodies[a].position
      let rB = point - bodies[b].position
      let normalMass = effectiveMass(a, rA, b, rB, n)
      guard normalMass > 0 else { continue }
      let tangent = n.perpendicular
      contacts.append(
        ContactConstraint(
          a: a, b: b, key: key, point: point, normal: n, rA: rA, rB: rB, separation: separation,
          normalMass: normalMass, tangentMass: effectiveMass(a, rA, b, rB, tangent), friction: friction,
          restitution: restitution, relativeVelocity: (velocity(b, at: rB) - velocity(a, at: rA)).dot(n),
          ordinal: pairOrdinal))
      pairOrdinal += 1
    }
    if contacts.count == first + 2 { contacts[first].pairedWithNext = true }
  }

  /// The margin within which contacts between `a` and `b` are kept: what they can close
  /// in one step, plus slop.
  func margin(_ a: Int, _ b: Int) -> Double {
    func reach(_ i: Int) -> Double {
      i < 0 ? 0 : bodies[i].velocity.length + abs(bodies[i].angularVelocity) * bodies[i].boundingRadius
    }
    return 1.5 * h * (reach(a) + reach(b)) + 2 * Self.linearSlop
  }

  // MARK: Solver

  /// Applies last step's impulses to the contacts that persist.
  mutating func warmStart() {
    guard !warmStarts.isEmpty else { return }
    for i in contacts.indices {
      guard let start = warmStarts[WarmStartKey(pair: contacts[i].key, ordinal: contacts[i].ordinal)] else { continue }
      var c = contacts[i]
      c.normalImpulse = start.normal
      let limit = c.friction * start.normal
      c.tangentImpulse = min(max(start.tangent, -limit), limit)
      applyImpulse(c.normalImpulse * c.normal + c.tangentImpulse * c.normal.perpendicular, c.a, c.rA, c.b, c.rB)
      contacts[i] = c
    }
  }

  mutating func solveRows(useBias: Bool) {
    for i in rows.indices {
      var row = rows[i]
      guard row.mass > 0 else { continue }
      let cdot: Double
      let current: Double
      if row.isAngular {
        let relative = (row.b < 0 ? 0 : bodies[row.b].angularVelocity) - (row.a < 0 ? 0 : bodies[row.a].angularVelocity)
        cdot = row.axis.x * relative
        current = row.error + row.axis.x * (turn(row.b) - turn(row.a))
      } else {
        cdot = (velocity(row.b, at: row.rB) - velocity(row.a, at: row.rA)).dot(row.axis)
        current = row.error + (displacement(row.b) - displacement(row.a)).dot(row.axis)
      }
      var lambda: Double
      if row.isUnilateral {
        let bias = current > 0 ? current / h : (useBias ? Self.baumgarte * current / h : 0)
        lambda = -row.mass * (cdot + bias)
        let total = max(row.impulse + lambda, 0)
        lambda = total - row.impulse
        row.impulse = total
      } else {
        let bias = useBias && !row.isFriction ? Self.baumgarte * current / h : 0
        lambda = -row.mass * (cdot + bias)
        let total = min(max(row.impulse + lambda, -row.maxImpulse), row.maxImpulse)
        lambda = total - row.impulse
        row.impulse = total
      }
      if row.isAngular {
        if row.a >= 0 { bodies[row.a].angularVelocity -= bodies[row.a].inverseInertia * lambda * row.axis.x }
        if row.b >= 0 { bodies[row.b].angularVelocity += bodies[row.b].inverseInertia * lambda * row.axis.x }
      } else {
        applyImpulse(lambda * row.axis, row.a, row.rA, row.b, row.rB)
      }
      rows[i] = row
    }
  }

  /// The velocity bias of contact `c`: approach allowed while apart, push-out while
  /// overlapping (only with `useBias`).
  func contactBias(_ c: ContactConstraint, useBias: Bool) -> Double {
    let separation = c.separation + (displacement(c.b) - displacement(c.a)).dot(c.normal)
    if separation > 0 { return separation / h }
    guard useBias else { return 0 }
    return max(Self.baumgarte * min(0, separation + Self.linearSlop) / h, -Self.maxCorrectionVelocity)
  }

  /// Solves the normal impulses of the two-point manifold at `i`, `i + 1` together (the
  /// 2×2 linear complementarity problem, Box2D's block solver); false if the pair is
  /// ill-conditioned and must be solved point by point.
  mutating func solveBlock(_ i: Int, bias1: Double, bias2: Double) -> Bool {
    var c1 = contacts[i]
    var c2 = contacts[i + 1]
    let n = c1.normal
    let (a, b) = (c1.a, c1.b)
    let ra1 = c1.rA.cross(n)
    let rb1 = c1.rB.cross(n)
    let ra2 = c2.rA.cross(n)
    let rb2 = c2.rB.cross(n)
    let mA = inverseMass(a)
    let mB = inverseMass(b)
    let iA = inverseInertia(a)
    let iB = inverseInertia(b)
    let k11 = mA + mB + iA * ra1 * ra1 + iB * rb1 * rb1
    let k22 = mA + mB + iA * ra2 * ra2 + iB * rb2 * rb2
    let k12 = mA + mB + iA * ra1 * ra2 + iB * rb1 * rb2
    let determinant = k11 * k22 - k12 * k12
    guard k11 * k11 < 1_000 * determinant, determinant > 0 else { return false }
    let vn1 = (velocity(b, at: c1.rB) - velocity(a, at: c1.rA)).dot(n) + bias1
    let vn2 = (velocity(b, at: c2.rB) - velocity(a, at: c2.rA)).dot(n) + bias2
    let a1 = c1.normalImpulse
    let a2 = c2.normalImpulse
    let b1 = vn1 - (k11 * a1 + k12 * a2)
    let b2 = vn2 - (k12 * a1 + k22 * a2)
    var x1 = 0.0
    var x2 = 0.0
    // Both active, then only the first, only the second, neither.
    let y1 = -(k22 * b1 - k12 * b2) / determinant
    let y2 = -(k11 * b2 - k12 * b1) / determinant
    if y1 >= 0 && y2 >= 0 {
      x1 = y1
      x2 = y2
    } else if -b1 / k11 >= 0 && k12 * (-b1 / k11) + b2 >= 0 {
      x1 = -b1 / k11
    } else if -b2 / k22 >= 0 && k12 * (-b2 / k22) + b1 >= 0 {
      x2 = -b2 / k22
    } else if b1 >= 0 && b2 >= 0 {
      // Both separating: no impulse.
    } else {
      return false
    }
    let d1 = x1 - a1
    let d2 = x2 - a2
    applyImpulse(d1 * n, a, c1.rA, b, c1.rB)
    applyImpulse(d2 * n, a, c2.rA, b, c2.rB)
    c1.normalImpulse = x1
    c2.normalImpulse = x2
    c1.maxNormalImpulse = max(c1.maxNormalImpulse, d1)
    c2.maxNormalImpulse = max(c2.maxNormalImpulse, d2)
    contacts[i] = c1
    contacts[i + 1] = c2
    return true
  }

  mutating func solveContacts(useBias: Bool) {
    var blockSolved = false
    for i in contacts.indices {
      if contacts[i].pairedWithNext
        && solveBlock(
          i, bias1: contactBias(contacts[i], useBias: useBias), bias2: contactBias(contacts[i + 1], useBias: useBias))
      {
        blockSolved = true
        solveFriction(i)
        continue
      }
      if blockSolved {
        blockSolved = false
        solveFriction(i)
        continue
      }
      solveNormal(i, bias: contactBias(contacts[i], useBias: useBias))
      solveFriction(i)
    }
  }

  /// Coulomb friction at contact `i`: the tangential impulse stays within μ × the normal one.
  mutating func solveFriction(_ i: Int) {
    var c = contacts[i]
    guard c.friction > 0 && c.tangentMass > 0 else { return }
    let dv = velocity(c.b, at: c.rB) - velocity(c.a, at: c.rA)
    let tangent = c.normal.perpendicular
    let limit = c.friction * c.normalImpulse
    var lambda = -c.tangentMass * dv.dot(tangent)
    let newTotal = min(max(c.tangentImpulse + lambda, -limit), limit)
    lambda = newTotal - c.tangentImpulse
    c.tangentImpulse = newTotal
    applyImpulse(lambda * tangent, c.a, c.rA, c.b, c.rB)
    contacts[i] = c
  }

  /// Whether contact `c` bounces: it approached faster than the threshold and took an impulse.
  func bounces(_ c: ContactConstraint) -> Bool {
    c.restitution > 0 && c.relativeVelocity < -Self.restitutionThreshold && c.maxNormalImpulse > 0
  }

  mutating func applyRestitution() {
    var blockSolved = false
    for i in contacts.indices {
      if blockSolved {
        blockSolved = false
        continue
      }
      if contacts[i].pairedWithNext && (bounces(contacts[i]) || bounces(contacts[i + 1])) {
        // Both points of a face together, each towards −e × its own approach speed (a
        // point that does not bounce towards 0), so a face hit head-on does not spin.
        let c1 = contacts[i]
        let c2 = contacts[i + 1]
        let bias1 = bounces(c1) ? c1.restitution * c1.relativeVelocity : 0
        let bias2 = bounces(c2) ? c2.restitution * c2.relativeVelocity : 0
        if solveBlock(i, bias1: bias1, bias2: bias2) {
          blockSolved = true
          continue
        }
      }
      let c = contacts[i]
      guard bounces(c) else { continue }
      solveNormal(i, bias: c.restitution * c.relativeVelocity)
    }
  }

  /// The normal impulse at contact `i` that brings the approach speed to `-bias`, clamped so
  /// the accumulated impulse only ever pushes the bodies apart.
  mutating func solveNormal(_ i: Int, bias: Double) {
    var c = contacts[i]
    let vn = (velocity(c.b, at: c.rB) - velocity(c.a, at: c.rA)).dot(c.normal)
    var impulse = -c.normalMass * (vn + bias)
    let total = max(c.normalImpulse + impulse, 0)
    impulse = total - c.normalImpulse
    c.normalImpulse = total
    c.maxNormalImpulse = max(c.maxNormalImpulse, impulse)
    applyImpulse(impulse * c.normal, c.a, c.rA, c.b, c.rB)
    contacts[i] = c
  }
}
