/// The simulation state of one dynamic item: pose, velocity, shape, mass and properties.
///
/// Positions are the item's centre in the reference view's space (pt), angles its
/// rotation (rad), velocities pt/s and rad/s. Mass is in UIKit mass units (a 100×100 item
/// of density 1 weighs 1) and inertia is `mass × unitInertia` (pt²). Anchored bodies and
/// bodies that may not rotate have zero inverse mass / inverse inertia.
struct RigidBody {
  let item: any DynamicItem
  let name: String
  var position: Point
  var angle: Double
  var velocity = Point.zero
  var angularVelocity = 0.0
  var localShapes: [ConvexPolygon]
  var worldShapes: [ConvexPolygon]
  var area: Double
  var unitInertia: Double
  var boundingRadius: Double
  var properties = DynamicItemProperties()
  var mass = 1.0
  var inverseMass = 1.0
  var inverseInertia = 1.0
  /// Accelerations gathered from behaviors this step (pt/s², rad/s²).
  var acceleration = Point.zero
  var angularAcceleration = 0.0
  /// Velocity-proportional damping gathered this step (1/s): a symmetric tensor `C` for
  /// the linear velocity and a rate for the angular one, integrated with the trapezoidal
  /// rule (`v₁ = v₀ + h·a − h·C·(v₀ + v₁)/2`), which keeps springs' frequency and decay
  /// second-order accurate.
  var dampingXX = 0.0
  var dampingXY = 0.0
  var dampingYY = 0.0
  var angularDamping = 0.0
  /// The pose at the start of the current step.
  var startPosition = Point.zero
  var startAngle = 0.0

  init(item: any DynamicItem) {
    self.item = item
    self.name = item.dynamicsName
    self.position = item.center
    self.angle = item.rotation
    var shapes: [ConvexPolygon] = []
    var area = 0.0
    var inertiaSum = 0.0
    let members: [any DynamicItem] = (item as? DynamicItemGroup)?.items ?? [item]
    let origin = item.center
    let groupAngle = item.rotation
    for member in members {
      let w = member.bounds.size.width
      let h = member.bounds.size.height
      let memberArea = max(DynamicItemProperties.area(of: member), 1)
      var polygon: ConvexPolygon
      var unit: Double
      switch member.collisionBoundsType {
      case .rectangle:
        polygon = .rectangle(width: w, height: h)
        unit = (w * w + h * h) / 12
      case .ellipse:
        polygon = .ellipse(width: w, height: h)
        unit = (w * w + h * h) / 16
      case .path(let points):
        let hull = ConvexPolygon.convexHull(points)
        polygon = hull.count >= 2 ? ConvexPolygon(vertices: hull) : .rectangle(width: w, height: h)
        unit = ConvexPolygon.unitInertia(hull)
      }
      if member !== item {
        // Into the group's frame: offset and relative turn of the member.
        let turn = member.rotation - groupAngle
        let offset = (member.center - origin).unrotated(cos: Self.cosine(groupAngle), sin: Self.sine(groupAngle))
        let c = Self.cosine(turn)
        let s = Self.sine(turn)
        let semiAxes = polygon.semiAxes
        polygon = ConvexPolygon(vertices: polygon.vertices.map { offset + $0.rotated(cos: c, sin: s) })
        polygon.semiAxes = semiAxes
        polygon.center = offset
        polygon.axis = Point(x: c, y: s)
        unit += offset.dot(offset)
      }
      shapes.append(polygon)
      area += memberArea
      inertiaSum += memberArea * unit
    }
    self.localShapes = shapes
    self.worldShapes = shapes
    self.area = area
    self.unitInertia = area > 0 ? inertiaSum / area : 0
    var radius = 0.0
    for shape in shapes { for v in shape.vertices { radius = max(radius, v.length) } }
    self.boundingRadius = radius
    updateWorldShapes()
  }

  /// Applies `properties`: mass, inverse mass and inverse inertia follow.
  mutating func apply(_ properties: DynamicItemProperties) {
    self.properties = properties
    mass = area / 10_000 * properties.density
    inverseMass = properties.isAnchored || mass <= 0 ? 0 : 1 / mass
    let inertia = mass * unitInertia
    inverseInertia = properties.isAnchored || !properties.allowsRotation || inertia <= 0 ? 0 : 1 / inertia
    if properties.isAnchored {
      velocity = .zero
      angularVelocity = 0
    }
    if !properties.allowsRotation { angularVelocity = 0 }
  }

  /// Adds damping `rate` (1/s) along the unit vector `u` (or in every direction with `u = nil`).
  mutating func addDamping(_ rate: Double, along u: Point?) {
    if let u {
      dampingXX += rate * u.x * u.x
      dampingXY += rate * u.x * u.y
      dampingYY += rate * u.y * u.y
    } else {
      dampingXX += rate
      dampingYY += rate
    }
  }

  /// One velocity step: accelerations plus trapezoidal damping (see ``dampingXX``).
  mutating func integrateVelocity(_ h: Double) {
    let half = h / 2
    let v = velocity
    let rhs = Point(
      x: v.x + h * acceleration.x - half * (dampingXX * v.x + dampingXY * v.y),
      y: v.y + h * acceleration.y - half * (dampingXY * v.x + dampingYY * v.y))
    let m11 = 1 + half * dampingXX
    let m12 = half * dampingXY
    let m22 = 1 + half * dampingYY
    let determinant = m11 * m22 - m12 * m12
    velocity = Point(x: (m22 * rhs.x - m12 * rhs.y) / determinant, y: (m11 * rhs.y - m12 * rhs.x) / determinant)
    angularVelocity =
      (angularVelocity * (1 - half * angularDamping) + h * angularAcceleration) / (1 + half * angularDamping)
  }

  /// Moves the world-space shapes to the current pose.
  mutating func updateWorldShapes() {
    let c = Self.cosine(angle)
    let s = Self.sine(angle)
    for i in localShapes.indices {
      localShapes[i].transform(into: &worldShapes[i], position: position, cos: c, sin: s)
    }
  }

  /// The velocity of the body's material point at offset `r` from its centre.
  func velocity(at r: Point) -> Point { velocity + angularVelocity * r.perpendicular }

  static func cosine(_ a: Double) -> Double { DynamicsMath.cos(a) }
  static func sine(_ a: Double) -> Double { DynamicsMath.sin(a) }
}
