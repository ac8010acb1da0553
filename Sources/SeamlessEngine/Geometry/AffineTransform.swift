#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A 2-D affine transform, `CGAffineTransform`'s layout and conventions.
///
/// A point maps as `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`. Concatenation
/// `t1.concatenating(t2)` applies `t1` first, then `t2`. Rotation angles are radians,
/// positive turning +x towards +y (clockwise on screen, where y grows downwards).
///
/// ```swift
/// let t = AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(rotationAngle: .pi / 2))
/// t.apply(to: Point(x: 1, y: 0))   // (0, 2) up to rounding
/// ```
public struct AffineTransform: Sendable, Hashable {
  package var a: Double
  package var b: Double
  package var c: Double
  package var d: Double
  package var tx: Double
  package var ty: Double

  package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  package static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  package init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
  package init(scaleX x: Double, y: Double) { self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0) }
  package init(rotationAngle angle: Double) {
    // sin(+0) = +0 and cos(+0) = 1 exactly: the unrotated case (every frame, every view)
    // skips the two libm calls with the same bits.
    let (s, c) = angle.bitPattern == 0 ? (0.0, 1.0) : (sin(angle), cos(angle))
    self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
  }

  package var isIdentity: Bool { self == .identity }

  /// `self` followed by `other`.
  package func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  /// The inverse, or `nil` when the transform is singular (a zero scale).
  package func inverted() -> AffineTransform? {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return nil }
    return AffineTransform(
      a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
  }

  package func apply(to point: Point) -> Point {
    Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }
}
