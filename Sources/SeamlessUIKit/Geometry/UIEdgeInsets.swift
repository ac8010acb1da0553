import Foundation

/// `UIEdgeInsets`: distances in from each edge of a rectangle.
///
/// ```swift
/// let content = bounds.inset(by: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
/// ```
public struct UIEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }

  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

  public static let zero = UIEdgeInsets()
}

/// `UIOffset`: a horizontal and a vertical offset (a dynamic item's attachment offset).
public struct UIOffset: Hashable, Sendable {
  public var horizontal: CGFloat
  public var vertical: CGFloat

  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public init() { self.init(horizontal: 0, vertical: 0) }

  public static let zero = UIOffset()
}

extension CGRect {
  /// The rectangle moved in from each edge by `insets` (`UIEdgeInsetsInsetRect`).
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
  }
}
