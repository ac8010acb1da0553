import Foundation

#if !canImport(CoreGraphics)
  /// `CGVector`, for Linux (CoreGraphics' own type on Apple platforms): a spring's initial
  /// velocity, a push's direction.
  ///
  /// ```swift
  /// UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 0, dy: 2.5))
  /// ```
  public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init(dx: CGFloat, dy: CGFloat) {
      self.dx = dx
      self.dy = dy
    }

    public init() { self.init(dx: 0, dy: 0) }

    public static let zero = CGVector()
  }
#endif
