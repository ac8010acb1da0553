/// Items that collide with each other and with boundaries (`UICollisionBehavior`).
///
/// Boundaries: the reference view's bounds (``translatesReferenceBoundsIntoBoundary``,
/// optionally inset), named segments and named closed paths; items collide with the
/// boundaries of their own collision behavior, and with the other items of it.
/// Items collide by their ``CollisionBoundsType`` shape, turned with the item.
///
/// Contacts are speculative: every step, any two shapes closer than the distance they
/// can close in that step (`1.5·h·(|v₁| + |ω₁|·r₁ + |v₂| + |ω₂|·r₂) + 1 pt`) get a
/// contact that lets them approach only until they touch. So nothing tunnels through a
/// boundary whatever its speed (tested at 5,000 and 50,000 pt/s); the price is that a
/// fast, elastic item may turn around up to `|v|·h` before the wall (20.8 pt at 5,000
/// pt/s). The reference bounds are four half-planes (items stay inside); named boundaries
/// are two-sided segments. Item pairs are found by an O(n²) bounding-circle check.
///
/// ```swift
/// let collision = CollisionBehavior(items: [ball, box])
/// collision.translatesReferenceBoundsIntoBoundary = true
/// collision.addBoundary(withIdentifier: "shelf", from: Point(x: 0, y: 400), to: Point(x: 200, y: 400))
/// collision.collisionDelegate = sounds
/// ```
package final class CollisionBehavior: MultiItemBehavior {
  /// What the items collide with (default everything).
  package var collisionMode: CollisionMode = .everything {
    didSet { didChange() }
  }
  /// Whether the reference view's bounds (inset by `referenceBoundsInsets`) are a boundary.
  package var translatesReferenceBoundsIntoBoundary = false {
    didSet { didChange() }
  }
  /// The insets of the reference bounds boundary.
  package private(set) var referenceBoundsInsets = EdgeInsets.zero
  /// Hears contacts begin and end.
  package weak var collisionDelegate: (any CollisionBehaviorDelegate)?

  private var boundaries: [(identifier: String, points: [Point], segments: [ConvexPolygon])] = []
  private var contactRange = 0..<0
  private var touching: [TouchRecord] = []
  private var touchingKeys: Set<ContactKey> = []
  private var current: [TouchRecord] = []
  private var currentKeys: Set<ContactKey> = []
  private var pendingBegan: [(record: TouchRecord, point: Point)] = []
  private var pendingEnded: [TouchRecord] = []
  private var centers: [Point] = []
  private var radii: [Double] = []
  private var reaches: [Double] = []
  private var movable: [Bool] = []

  private struct TouchRecord {
    var key: ContactKey
    var first: any DynamicItem
    var second: (any DynamicItem)?
    var boundary: String?
  }

  /// Collisions among `items` (and with boundaries, once added).
  package override init(items: [any DynamicItem] = [], name: String = "") {
    super.init(items: items, name: name)
  }

  override var kindName: String { "collision" }

  /// Makes the reference bounds, inset by `insets`, a boundary.
  package func setTranslatesReferenceBoundsIntoBoundary(with insets: EdgeInsets) {
    referenceBoundsInsets = insets
    translatesReferenceBoundsIntoBoundary = true
  }

  /// The identifiers of the named boundaries, in the order added.
  package var boundaryIdentifiers: [String] { boundaries.map(\.identifier) }

  /// Adds (or replaces) the segment boundary `from → to`.
  package func addBoundary(withIdentifier identifier: String, from: Point, to: Point) {
    setBoundary(identifier, points: [from, to], closed: false)
  }

  /// Adds (or replaces) a boundary along the closed polygon through `points`.
  ///
  /// The boundary is the polygon's edges, each colliding on both sides: the winding (clockwise
  /// or not) makes no difference, and a self-intersecting path collides along every edge. UIKit
  /// documents no constraint on the path and publishes no exception for one, so the engine
  /// records no error.
  package func addBoundary(withIdentifier identifier: String, forPath points: [Point]) {
    setBoundary(identifier, points: points, closed: true)
  }

  /// The points of the boundary named `identifier`.
  package func boundary(withIdentifier identifier: String) -> [Point]? {
    boundaries.first { $0.identifier == identifier }?.points
  }

  package func removeBoundary(withIdentifier identifier: String) {
    boundaries.removeAll { $0.identifier == identifier }
    didChange()
  }

  package func removeAllBoundaries() {
    boundaries.removeAll()
    didChange()
  }

  private func setBoundary(_ identifier: String, points: [Point], closed: Bool) {
    var segments: [ConvexPolygon] = []
    let count = closed ? points.count : points.count - 1
    for i in 0..<max(count, 0) where points[i] != points[(i + 1) % points.count] {
      segments.append(.segment(points[i], points[(i + 1) % points.count]))
    }
    if let index = boundaries.firstIndex(where: { $0.identifier == identifier }) {
      boundaries[index] = (identifier, points, segments)
    } else {
      boundaries.append((identifier, points, segments))
    }
    didChange()
  }

  override func prepare(in world: inout DynamicsWorld) {
    // Body indices and boundary numbers may have moved: re-key what was touching, and end
    // the contacts of items that left the animator and of boundaries that were removed.
    var kept: [TouchRecord] = []
    var gone: [TouchRecord] = []
    for var record in touching {
      var alive = true
      if let first = world.index(of: record.first) { record.key.first = first } else { alive = false }
      if let second = record.second {
        if let index = world.index(of: second) { record.key.second = index } else { alive = false }
      } else if let identifier = record.boundary {
        if let index = boundaries.firstIndex(where: { $0.identifier == identifier }) {
          record.key.second = -2 - index
        } else {
          alive = false
        }
      }
      if alive { kept.append(record) } else { gone.append(record) }
    }
    touching = kept
    touchingKeys = Set(kept.map(\.key))
    pendingEnded.append(contentsOf: gone)
  }

  /// Ends every contact in progress (the behavior is leaving `animator`).
  override func willLeave(_ animator: DynamicAnimator) {
    let gone = pendingEnded + touching
    touching.removeAll()
    touchingKeys.removeAll()
    pendingEnded.removeAll()
    pendingBegan.removeAll()
    report(ended: gone, in: animator)
  }

  /// Journals and tells the delegate that the contacts in `records` ended.
  private func report(ended records: [TouchRecord], in animator: DynamicAnimator) {
    for record in records {
      animator.record(
        .dynamics(
          .contactEnded(
            animator: animator.name, behavior: name, first: record.first.dynamicsName, second: Self.name(of: record))))
      if let second = record.second {
        collisionDelegate?.collisionBehavior(self, endedContactFor: record.first, with: second)
      } else {
        collisionDelegate?.collisionBehavior(self, endedContactFor: record.first, withBoundaryIdentifier: record.boundary)
      }
    }
  }

  override func addConstraints(to world: inout DynamicsWorld) {
    let start = world.contacts.count
    defer { contactRange = start..<world.contacts.count }
    if collisionMode.contains(.boundaries) { addBoundaryContacts(to: &world) }
    guard collisionMode.contains(.items) else { return }
    // Broad phase on plain arrays (no body copies): bounding circles grown by the reach.
    centers.removeAll(keepingCapacity: true)
    radii.removeAll(keepingCapacity: true)
    reaches.removeAll(keepingCapacity: true)
    movable.removeAll(keepingCapacity: true)
    for index in bodyIndices {
      let radius = world.bodies[index].boundingRadius
      centers.append(world.bodies[index].position)
      radii.append(radius)
      reaches.append(world.bodies[index].velocity.length + abs(world.bodies[index].angularVelocity) * radius)
      movable.append(world.bodies[index].inverseMass > 0)
    }
    let slop = 2 * DynamicsWorld.linearSlop
    for i in bodyIndices.indices {
      for j in (i + 1)..<bodyIndices.count where movable[i] || movable[j] {
        let margin = 1.5 * world.h * (reaches[i] + reaches[j]) + slop
        let reach = radii[i] + radii[j] + margin
        let d = centers[j] - centers[i]
        guard d.dot(d) <= reach * reach else { continue }
        collide(bodyIndices[i], bodyIndices[j], margin: margin, in: &world)
      }
    }
  }

  /// The narrow phase for one candidate pair.
  private func collide(_ a: Int, _ b: Int, margin: Double, in world: inout DynamicsWorld) {
    let propertiesA = world.bodies[a].properties
    let propertiesB = world.bodies[b].properties
    let friction = (propertiesA.friction * propertiesB.friction).squareRoot()
    let restitution = max(propertiesA.elasticity, propertiesB.elasticity)
    let key = ContactKey(first: a, second: b)
    for shapeA in world.bodies[a].worldShapes {
      for shapeB in world.bodies[b].worldShapes {
        let manifold = Manifold.shapes(shapeA, shapeB, margin: margin)
        world.addContacts(manifold, a: a, b: b, key: key, friction: friction, restitution: restitution)
      }
    }
  }

  private func addBoundaryContacts(to world: inout DynamicsWorld) {
    let bounds = dynamicAnimator?.referenceView.bounds ?? Rect(x: 0, y: 0, width: 0, height: 0)
    let insets = referenceBoundsInsets
    for index in bodyIndices {
      guard world.bodies[index].inverseMass > 0 else { continue }
      let margin = world.margin(-1, index)
      let friction = world.bodies[index].properties.friction
      let restitution = world.bodies[index].properties.elasticity
      let shapes = world.bodies[index].worldShapes
      let position = world.bodies[index].position
      let radius = world.bodies[index].boundingRadius
      if translatesReferenceBoundsIntoBoundary {
        let key = ContactKey(first: index, second: -1)
        // The four sides as half-planes `n·p ≥ offset`, normals pointing inside.
        for shape in shapes {
          for side in 0..<4 {
            let normal: Point
            let offset: Double
            switch side {
            case 0: (normal, offset) = (Point(x: 1, y: 0), bounds.minX + insets.left)
            case 1: (normal, offset) = (Point(x: 0, y: 1), bounds.minY + insets.top)
            case 2: (normal, offset) = (Point(x: -1, y: 0), -(bounds.maxX - insets.right))
            default: (normal, offset) = (Point(x: 0, y: -1), -(bounds.maxY - insets.bottom))
            }
            let manifold = Manifold.halfPlane(normal: normal, offset: offset, shape: shape, margin: margin)
            world.addContacts(manifold, a: -1, b: index, key: key, friction: friction, restitution: restitution)
          }
        }
      }
      for (boundaryIndex, boundary) in boundaries.enumerated() {
        let key = ContactKey(first: index, second: -2 - boundaryIndex)
        for segment in boundary.segments {
          guard Self.distance(from: position, to: segment) <= radius + margin else { continue }
          for shape in shapes {
            let manifold = Manifold.shapes(segment, shape, margin: margin)
            world.addContacts(manifold, a: -1, b: index, key: key, friction: friction, restitution: restitution)
          }
        }
      }
    }
  }

  /// The distance from `point` to a segment polygon.
  private static func distance(from point: Point, to segment: ConvexPolygon) -> Double {
    let a = segment.vertices[0]
    let ab = segment.vertices[1] - a
    let t = min(max((point - a).dot(ab) / max(ab.dot(ab), 1e-12), 0), 1)
    return point.distance(to: a + t * ab)
  }

  override func afterStep(in world: inout DynamicsWorld) {
    current.removeAll(keepingCapacity: true)
    currentKeys.removeAll(keepingCapacity: true)
    var points: [ContactKey: Point] = [:]
    for i in contactRange where i < world.contacts.count {
      let c = world.contacts[i]
      let separation = c.separation + (world.displacement(c.b) - world.displacement(c.a)).dot(c.normal)
      guard c.maxNormalImpulse > 0 || separation <= DynamicsWorld.touchingDistance else { continue }
      guard !currentKeys.contains(c.key) else { continue }
      currentKeys.insert(c.key)
      let first = world.bodies[c.key.first].item
      let second: (any DynamicItem)? = c.key.second >= 0 ? world.bodies[c.key.second].item : nil
      let boundary: String? =
        c.key.second >= 0 ? nil : (c.key.second == -1 ? nil : boundaries[-2 - c.key.second].identifier)
      current.append(TouchRecord(key: c.key, first: first, second: second, boundary: boundary))
      if !touchingKeys.contains(c.key) { points[c.key] = c.point }
    }
    for record in touching where !currentKeys.contains(record.key) { pendingEnded.append(record) }
    for record in current where !touchingKeys.contains(record.key) {
      pendingBegan.append((record, points[record.key] ?? .zero))
    }
    swap(&touching, &current)
    swap(&touchingKeys, &currentKeys)
  }

  /// Journals and reports the contacts that ended and began, after the step (so that a
  /// delegate may read velocities or change behaviors).
  override func deliverEvents() {
    guard !pendingBegan.isEmpty || !pendingEnded.isEmpty else { return }
    let ended = pendingEnded
    let began = pendingBegan
    pendingEnded.removeAll(keepingCapacity: true)
    pendingBegan.removeAll(keepingCapacity: true)
    guard let animator = dynamicAnimator else { return }
    report(ended: ended, in: animator)
    for (record, point) in began {
      animator.record(
        .dynamics(
          .contactBegan(
            animator: animator.name, behavior: name, first: record.first.dynamicsName, second: Self.name(of: record),
            x: point.x, y: point.y)))
      if let second = record.second {
        collisionDelegate?.collisionBehavior(self, beganContactFor: record.first, with: second, at: point)
      } else {
        collisionDelegate?.collisionBehavior(
          self, beganContactFor: record.first, withBoundaryIdentifier: record.boundary, at: point)
      }
    }
  }

  private static func name(of record: TouchRecord) -> String {
    if let second = record.second { return second.dynamicsName }
    return "boundary:" + (record.boundary ?? "reference-bounds")
  }
}
