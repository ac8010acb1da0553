extension Point {
  /// The dot product.
  func dot(_ other: Point) -> Double { x * other.x + y * other.y }
  /// The scalar 2-D cross product `x·o.y − y·o.x`.
  func cross(_ other: Point) -> Double { x * other.y - y * other.x }
  /// The vector turned a quarter turn (+x towards +y): `ω × r` for `ω = 1`.
  var perpendicular: Point { Point(x: -y, y: x) }
  /// The vector scaled to length 1, or zero for a zero vector.
  var normalized: Point {
    let l = length
    return l > 0 ? Point(x: x / l, y: y / l) : .zero
  }
  /// The vector turned by the rotation with cosine `c` and sine `s`.
  func rotated(cos c: Double, sin s: Double) -> Point { Point(x: c * x - s * y, y: s * x + c * y) }
  /// The vector turned back by the rotation with cosine `c` and sine `s`.
  func unrotated(cos c: Double, sin s: Double) -> Point { Point(x: c * x + s * y, y: -s * x + c * y) }
}
