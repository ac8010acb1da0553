/// Edges of a rectangle, as `UIRectEdge` names them (raw values equal UIKit's).
///
/// ```swift
/// let back = ScreenEdgePanGestureRecognizer(name: "back", edges: .left)
/// let both: RectEdge = [.left, .right]
/// ```
public struct RectEdge: OptionSet, Sendable, Hashable {
  public let rawValue: UInt

  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  public static let top = RectEdge(rawValue: 1 << 0)
  public static let left = RectEdge(rawValue: 1 << 1)
  public static let bottom = RectEdge(rawValue: 1 << 2)
  public static let right = RectEdge(rawValue: 1 << 3)
  public static let all: RectEdge = [.top, .left, .bottom, .right]
}
