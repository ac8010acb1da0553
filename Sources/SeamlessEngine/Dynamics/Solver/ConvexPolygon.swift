#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A convex polygon: a collision shape in the solver.
///
/// Vertices are counter-clockwise in the math sense (`cross(e_i, e_i+1) > 0`), with the
/// outward unit normal of each edge `v_i → v_i+1`; a two-vertex polygon is a segment
/// with both faces.
///
/// ```swift
/// let box = ConvexPolygon.rectangle(width: 100, height: 50)   // 4 vertices about the origin
/// ```
struct ConvexPolygon: Sendable {
  var vertices: [Point]
  var normals: [Point]
  /// For an ellipse: its semi-axes (the polygon only approximates it); `nil` otherwise.
  var semiAxes: Point?
  /// The shape's own centre and x axis (the ellipse's frame), moved with the body.
  var center = Point.zero
  var axis = Point(x: 1, y: 0)

  /// The radius when the shape is a circle (an ellipse with equal axes).
  var circleRadius: Double? {
    guard let semiAxes, semiAxes.x == semiAxes.y, vertices.count > 2 else { return nil }
    return semiAxes.x
  }

  /// Whether the shape is curved: contacts with it use one point, not a face's two.
  var isCurved: Bool { semiAxes != nil }

  init(vertices: [Point]) {
    self.vertices = vertices
    self.normals = []
    normals.reserveCapacity(vertices.count)
    for i in vertices.indices {
      let edge = vertices[(i + 1) % vertices.count] - vertices[i]
      normals.append(Point(x: edge.y, y: -edge.x).normalized)
    }
  }

  static func rectangle(width: Double, height: Double) -> ConvexPolygon {
    let w = width / 2
    let h = height / 2
    return ConvexPolygon(vertices: [Point(x: -w, y: -h), Point(x: w, y: -h), Point(x: w, y: h), Point(x: -w, y: h)])
  }

  /// The number of vertices an ellipse collides with.
  static let ellipseVertexCount = 48

  static func ellipse(width: Double, height: Double) -> ConvexPolygon {
    var points: [Point] = []
    for k in 0..<ellipseVertexCount {
      let theta = 2 * Double.pi * (Double(k) + 0.5) / Double(ellipseVertexCount)
      points.append(Point(x: width / 2 * cos(theta), y: height / 2 * sin(theta)))
    }
    var polygon = ConvexPolygon(vertices: points)
    polygon.semiAxes = Point(x: width / 2, y: height / 2)
    return polygon
  }

  /// The point of the shape farthest along `direction` (exact for ellipses).
  func support(_ direction: Point) -> Point {
    if let semiAxes {
      let axisY = axis.perpendicular
      let lx = direction.dot(axis) * semiAxes.x
      let ly = direction.dot(axisY) * semiAxes.y
      let s = (lx * lx + ly * ly).squareRoot()
      guard s > 0 else { return center }
      return center + (semiAxes.x * lx / s) * axis + (semiAxes.y * ly / s) * axisY
    }
    var best = vertices[0]
    var bestDot = best.dot(direction)
    for v in vertices where v.dot(direction) > bestDot {
      best = v
      bestDot = v.dot(direction)
    }
    return best
  }

  /// The segment `a → b` as a two-faced polygon.
  static func segment(_ a: Point, _ b: Point) -> ConvexPolygon { ConvexPolygon(vertices: [a, b]) }

  /// The signed area (positive for counter-clockwise in the math sense).
  static func signedArea(_ points: [Point]) -> Double {
    guard points.count >= 3 else { return 0 }
    var sum = 0.0
    for i in points.indices { sum += points[i].cross(points[(i + 1) % points.count]) }
    return sum / 2
  }

  /// Second moment of area about the origin divided by the area (`I / m` for unit density).
  static func unitInertia(_ points: [Point]) -> Double {
    guard points.count >= 3 else { return 0 }
    var numerator = 0.0
    var denominator = 0.0
    for i in points.indices {
      let a = points[i]
      let b = points[(i + 1) % points.count]
      let c = abs(a.cross(b))
      numerator += c * (a.dot(a) + a.dot(b) + b.dot(b))
      denominator += c
    }
    return denominator > 0 ? numerator / (6 * denominator) : 0
  }

  /// The convex hull (Andrew's monotone chain), counter-clockwise in the math sense.
  static func convexHull(_ points: [Point]) -> [Point] {
    let sorted = points.sorted { $0.x < $1.x || ($0.x == $1.x && $0.y < $1.y) }
    guard sorted.count >= 3 else { return sorted }
    var lower: [Point] = []
    for p in sorted {
      while lower.count >= 2 && (lower[lower.count - 1] - lower[lower.count - 2]).cross(p - lower[lower.count - 1]) <= 0 {
        lower.removeLast()
      }
      lower.append(p)
    }
    var upper: [Point] = []
    for p in sorted.reversed() {
      while upper.count >= 2 && (upper[upper.count - 1] - upper[upper.count - 2]).cross(p - upper[upper.count - 1]) <= 0 {
        upper.removeLast()
      }
      upper.append(p)
    }
    return Array(lower.dropLast() + upper.dropLast())
  }

  /// Writes this (local) polygon moved to `position` and turned by (`c`, `s`) into `world`,
  /// which has the same vertex count.
  func transform(into world: inout ConvexPolygon, position: Point, cos c: Double, sin s: Double) {
    for i in vertices.indices {
      world.vertices[i] = position + vertices[i].rotated(cos: c, sin: s)
      world.normals[i] = normals[i].rotated(cos: c, sin: s)
    }
    world.center = position + center.rotated(cos: c, sin: s)
    world.axis = axis.rotated(cos: c, sin: s)
  }
}
