/// A position or displacement in points, in some view's coordinate space.
///
/// `Point` doubles as a vector (velocity in pt/s, translation in pt): UIKit uses `CGPoint`
/// for both, and so does the engine.
///
/// ```swift
/// let a = Point(x: 10, y: 20)
/// let b = a + Point(x: 5, y: -5)      // (15, 15)
/// let speed = Point(x: 300, y: 400).length   // 500
/// ```
public struct Point: Sendable, Hashable, CustomStringConvertible {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = Point(x: 0, y: 0)

  /// The Euclidean length of the point seen as a vector.
  public var length: Double { (x * x + y * y).squareRoot() }

  public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
  public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
  public static func * (k: Double, a: Point) -> Point { Point(x: k * a.x, y: k * a.y) }
  public static prefix func - (a: Point) -> Point { Point(x: -a.x, y: -a.y) }

  /// The distance to another point.
  public func distance(to other: Point) -> Double { (other - self).length }

  public var description: String { "(\(x), \(y))" }
}

/// A width and height in points.
///
/// ```swift
/// let card = Size(width: 300, height: 200)
/// ```
public struct Size: Sendable, Hashable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  public static let zero = Size(width: 0, height: 0)
}

/// An axis-aligned rectangle in points.
///
/// ```swift
/// let r = Rect(x: 0, y: 0, width: 100, height: 50)
/// r.contains(Point(x: 100, y: 50))   // false: the far edges are outside, as in CGRect
/// ```
public struct Rect: Sendable, Hashable {
  public var origin: Point
  public var size: Size

  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var center: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }

  /// Whether `point` lies inside: the near edges included, the far edges excluded
  /// (`CGRect.contains` semantics).
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The smallest axis-aligned rectangle holding the four corners, each mapped by `map`: a
  /// frame from bounds and a transform, or a rectangle converted between views.
  ///
  /// No allocation: the corners are folded as they are mapped, in the order (and with the
  /// comparisons) of `Array.min()` and `max()`.
  package func boundingBox(mapping map: (Point) -> Point) -> Rect {
    let first = map(Point(x: minX, y: minY))
    var (left, right, top, bottom) = (first.x, first.x, first.y, first.y)
    func include(_ corner: Point) {
      let p = map(corner)
      if p.x < left { left = p.x }
      if right < p.x { right = p.x }
      if p.y < top { top = p.y }
      if bottom < p.y { bottom = p.y }
    }
    include(Point(x: maxX, y: minY))
    include(Point(x: minX, y: maxY))
    include(Point(x: maxX, y: maxY))
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }
}
