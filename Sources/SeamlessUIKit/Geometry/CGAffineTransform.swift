@_exported import Foundation
import SeamlessEngine

#if !canImport(CoreGraphics)
  /// `CGAffineTransform`, for Linux, where Foundation has no CoreGraphics (on Apple platforms
  /// CoreGraphics' own type is used).
  ///
  /// A point maps as `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`;
  /// `t1.concatenating(t2)` applies `t1` first. The `…By` methods prepend, as CoreGraphics'
  /// do: `t.scaledBy(x: 2, y: 2)` scales first, then applies `t`.
  ///
  /// ```swift
  /// let t = CGAffineTransform(scaleX: 0.5, y: 0.5).concatenating(CGAffineTransform(translationX: 0, y: -40))
  /// CGPoint(x: 10, y: 10).applying(t)   // (5, -35)
  /// ```
  public struct CGAffineTransform: Hashable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The identity transform.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    public static let identity = CGAffineTransform()

    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(rotationAngle angle: CGFloat) {
      let (s, c) = angle == 0 ? (CGFloat(0), CGFloat(1)) : (sin(angle), cos(angle))
      self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(engine.concatenating(t2.engine))
    }

    /// The inverse; `self` unchanged when it is not invertible, as CoreGraphics does.
    public func inverted() -> CGAffineTransform {
      engine.inverted().map { CGAffineTransform($0) } ?? self
    }

    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: x, y: y).concatenating(self)
    }
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
  }

  extension CGPoint {
    /// The point mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
      CGPoint(t.engine.apply(to: engine))
    }
  }

  extension CGSize {
    /// The size mapped by `t`'s linear part (no translation), as CoreGraphics does.
    public func applying(_ t: CGAffineTransform) -> CGSize {
      CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
  }

  extension CGRect {
    /// The bounding box of the rectangle's corners mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGRect {
      let matrix = t.engine
      return CGRect(engine.boundingBox { matrix.apply(to: $0) })
    }
  }
#endif
