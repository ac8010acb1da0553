/// Up to two contact points between two convex shapes, with one normal pointing from the
/// first shape to the second; separations are signed (negative = overlap) and only points
/// closer than the query's margin are kept (speculative contacts).
///
/// Polygon pairs use the separating-axis test with reference-face clipping (Box2D's
/// `b2CollidePolygons`); a half-plane keeps the (at most two) deepest vertices.
struct Manifold {
  var normal = Point.zero
  var count = 0
  var point0 = Point.zero
  var separation0 = 0.0
  var point1 = Point.zero
  var separation1 = 0.0

  /// Two deepest vertices closer in depth than this (pt) both count as contact points.
  static let flatTolerance = 0.05

  mutating func add(_ point: Point, _ separation: Double) {
    if count == 0 {
      point0 = point
      separation0 = separation
      count = 1
    } else if count == 1 {
      point1 = point
      separation1 = separation
      count = 2
    } else if separation < max(separation0, separation1) {
      if separation0 > separation1 {
        point0 = point
        separation0 = separation
      } else {
        point1 = point
        separation1 = separation
      }
    }
  }

  /// The shape `shape` against the half-plane `dot(normal, p) ≥ offset` (the inside), the
  /// normal pointing from the boundary into the inside.
  static func halfPlane(normal: Point, offset: Double, shape: ConvexPolygon, margin: Double) -> Manifold {
    var manifold = Manifold()
    manifold.normal = normal
    if shape.isCurved {
      let deepest = shape.support(-normal)
      let separation = normal.dot(deepest) - offset
      if separation <= margin { manifold.add(deepest, separation) }
      return manifold
    }
    for v in shape.vertices {
      let separation = normal.dot(v) - offset
      if separation <= margin { manifold.add(v, separation) }
    }
    // Keep a second point only for a face lying flat on the plane (a box on the floor),
    // not for the neighbouring vertex of a curved outline, which would only add spin.
    if manifold.count == 2 && abs(manifold.separation0 - manifold.separation1) > flatTolerance {
      if manifold.separation1 < manifold.separation0 {
        manifold.point0 = manifold.point1
        manifold.separation0 = manifold.separation1
      }
      manifold.count = 1
    }
    return manifold
  }

  /// The largest separation of `b` from the faces of `a`, and the face.
  static func maxSeparation(_ a: ConvexPolygon, _ b: ConvexPolygon) -> (edge: Int, separation: Double) {
    var bestEdge = 0
    var best = -Double.infinity
    for i in a.vertices.indices {
      let n = a.normals[i]
      let v = a.vertices[i]
      var si = Double.infinity
      for w in b.vertices { si = min(si, n.dot(w - v)) }
      if si > best {
        best = si
        bestEdge = i
      }
    }
    return (bestEdge, best)
  }

  /// The contact between any two shapes, the normal pointing from `a` to `b`.
  ///
  /// Circles are exact (circle–circle, circle–polygon as Box2D's
  /// `b2CollidePolygonAndCircle`); other pairs go through ``polygons(_:_:margin:)``.
  static func shapes(_ a: ConvexPolygon, _ b: ConvexPolygon, margin: Double) -> Manifold {
    switch (a.circleRadius, b.circleRadius) {
    case (let ra?, let rb?):
      return circles(a.center, ra, b.center, rb, margin: margin)
    case (nil, let rb?):
      return polygonCircle(a, b.center, rb, margin: margin)
    case (let ra?, nil):
      var manifold = polygonCircle(b, a.center, ra, margin: margin)
      manifold.normal = -manifold.normal
      return manifold
    case (nil, nil):
      return polygons(a, b, margin: margin)
    }
  }

  static func circles(_ ca: Point, _ ra: Double, _ cb: Point, _ rb: Double, margin: Double) -> Manifold {
    var manifold = Manifold()
    let d = cb - ca
    let distance = d.length
    let separation = distance - ra - rb
    guard separation <= margin else { return manifold }
    manifold.normal = distance > 1e-12 ? (1 / distance) * d : Point(x: 0, y: 1)
    manifold.add(ca + (ra + separation / 2) * manifold.normal, separation)
    return manifold
  }

  /// Polygon against a circle; the normal points from the polygon to the circle.
  static func polygonCircle(_ polygon: ConvexPolygon, _ c: Point, _ r: Double, margin: Double) -> Manifold {
    var manifold = Manifold()
    var separation = -Double.infinity
    var face = 0
    for i in polygon.vertices.indices {
      let s = polygon.normals[i].dot(c - polygon.vertices[i])
      if s > separation {
        separation = s
        face = i
      }
    }
    guard separation - r <= margin else { return manifold }
    let v1 = polygon.vertices[face]
    let v2 = polygon.vertices[(face + 1) % polygon.vertices.count]
    var normal = polygon.normals[face]
    var gap = separation - r
    if separation > 1e-9 {
      if (c - v1).dot(v2 - v1) <= 0 {
        let d = c - v1
        gap = d.length - r
        guard gap <= margin else { return manifold }
        normal = d.normalized
      } else if (c - v2).dot(v1 - v2) <= 0 {
        let d = c - v2
        gap = d.length - r
        guard gap <= margin else { return manifold }
        normal = d.normalized
      }
    }
    manifold.normal = normal
    manifold.add(c - (r + gap / 2) * normal, gap)
    return manifold
  }

  /// Polygon `a` against polygon `b`; the normal points from `a` to `b`.
  static func polygons(_ a: ConvexPolygon, _ b: ConvexPolygon, margin: Double) -> Manifold {
    var manifold = Manifold()
    let (edgeA, separationA) = maxSeparation(a, b)
    if separationA > margin { return manifold }
    let (edgeB, separationB) = maxSeparation(b, a)
    if separationB > margin { return manifold }
    let flip = separationB > separationA + 0.0005
    let reference = flip ? b : a
    let incident = flip ? a : b
    let edge = flip ? edgeB : edgeA
    let referenceNormal = reference.normals[edge]
    var incidentEdge = 0
    var minDot = Double.infinity
    for i in incident.normals.indices {
      let d = referenceNormal.dot(incident.normals[i])
      if d < minDot {
        minDot = d
        incidentEdge = i
      }
    }
    var c0 = incident.vertices[incidentEdge]
    var c1 = incident.vertices[(incidentEdge + 1) % incident.vertices.count]
    let v11 = reference.vertices[edge]
    let v12 = reference.vertices[(edge + 1) % reference.vertices.count]
    let tangent = (v12 - v11).normalized
    guard clip(&c0, &c1, normal: -tangent, offset: -tangent.dot(v11)) else { return manifold }
    guard clip(&c0, &c1, normal: tangent, offset: tangent.dot(v12)) else { return manifold }
    let front = referenceNormal.dot(v11)
    manifold.normal = flip ? -referenceNormal : referenceNormal
    let separation0 = referenceNormal.dot(c0) - front
    if separation0 <= margin { manifold.add(c0 - (0.5 * separation0) * referenceNormal, separation0) }
    let separation1 = referenceNormal.dot(c1) - front
    if separation1 <= margin { manifold.add(c1 - (0.5 * separation1) * referenceNormal, separation1) }
    if manifold.count == 2 && (a.isCurved || b.isCurved) {
      // A curved shape touches at one point: the middle of the clipped face, at the
      // smaller separation (two points would only add spin).
      manifold.point0 = 0.5 * (manifold.point0 + manifold.point1)
      manifold.separation0 = min(manifold.separation0, manifold.separation1)
      manifold.count = 1
    }
    return manifold
  }

  /// Clips the segment `c0 c1` to `dot(normal, p) ≤ offset`; false when less than two
  /// points remain.
  static func clip(_ c0: inout Point, _ c1: inout Point, normal: Point, offset: Double) -> Bool {
    let d0 = normal.dot(c0) - offset
    let d1 = normal.dot(c1) - offset
    if d0 <= 0 && d1 <= 0 { return true }
    if d0 > 0 && d1 > 0 { return false }
    let t = d0 / (d0 - d1)
    let cut = c0 + t * (c1 - c0)
    if d0 > 0 { c0 = cut } else { c1 = cut }
    return true
  }
}
