/// Distances inward from each edge of a rectangle, in points (`UIEdgeInsets`).
///
/// ```swift
/// collision.setTranslatesReferenceBoundsIntoBoundary(with: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
/// ```
public struct EdgeInsets: Sendable, Hashable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
