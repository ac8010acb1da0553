import Foundation

/// `UIBezierPath`: the path's bounding box is kept (for code that sizes from it); never drawn.
open class UIBezierPath {
  public private(set) var bounds = CGRect.null
  open var lineWidth: CGFloat = 1

  public init() {}
  public convenience init(rect: CGRect) {
    self.init()
    include(rect)
  }
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { self.init(rect: rect) }
  public convenience init(ovalIn rect: CGRect) { self.init(rect: rect) }
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    self.init(rect: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
  }

  open func move(to point: CGPoint) { include(CGRect(origin: point, size: .zero)) }
  open func addLine(to point: CGPoint) { include(CGRect(origin: point, size: .zero)) }
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    include(CGRect(origin: endPoint, size: .zero))
    include(CGRect(origin: controlPoint, size: .zero))
  }
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    include(CGRect(origin: endPoint, size: .zero))
    include(CGRect(origin: controlPoint1, size: .zero))
    include(CGRect(origin: controlPoint2, size: .zero))
  }
  open func close() {}

  /// The path as CoreGraphics' type: this object (Linux has no `CGPath`).
  open var cgPath: UIBezierPath { self }

  private func include(_ rect: CGRect) { bounds = bounds.isNull ? rect : bounds.union(rect) }
}

/// `CAShapeLayer`: a path and its stroke, stored, never drawn.
open class CAShapeLayer: CALayer {
  open var path: UIBezierPath?
  open var fillColor: CGColor?
  open var strokeColor: CGColor?
  open var lineWidth: CGFloat = 1
  open var strokeStart: CGFloat = 0
  open var strokeEnd: CGFloat = 1
}

/// `CAGradientLayer`: colours and locations, stored, never drawn.
open class CAGradientLayer: CALayer {
  open var colors: [Any]?
  open var locations: [NSNumber]?
  open var startPoint = CGPoint(x: 0.5, y: 0)
  open var endPoint = CGPoint(x: 0.5, y: 1)
}
