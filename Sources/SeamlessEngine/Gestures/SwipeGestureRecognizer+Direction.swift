extension SwipeGestureRecognizer {
  /// The directions a swipe may take, as `UISwipeGestureRecognizer.Direction` names them
  /// (raw values equal UIKit's).
  ///
  /// ```swift
  /// let swipe = SwipeGestureRecognizer(name: "dismiss", direction: [.left, .right])
  /// ```
  public struct Direction: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    public static let right = Direction(rawValue: 1 << 0)
    public static let left = Direction(rawValue: 1 << 1)
    public static let up = Direction(rawValue: 1 << 2)
    public static let down = Direction(rawValue: 1 << 3)

    /// Each single direction with its unit vector in window space (y down).
    static let units: [(Direction, Point)] = [
      (.right, Point(x: 1, y: 0)), (.left, Point(x: -1, y: 0)),
      (.up, Point(x: 0, y: -1)), (.down, Point(x: 0, y: 1)),
    ]
  }
}
