import Foundation
import SeamlessEngine

// Conversions between the engine's geometry (Double) and Foundation's (CGFloat).

extension CGPoint {
  init(_ point: Point) { self.init(x: point.x, y: point.y) }
  var engine: Point { Point(x: Double(x), y: Double(y)) }
}

extension CGSize {
  init(_ size: Size) { self.init(width: size.width, height: size.height) }
  var engine: Size { Size(width: Double(width), height: Double(height)) }
}

extension CGRect {
  init(_ rect: Rect) { self.init(x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height) }
  var engine: Rect { Rect(origin: origin.engine, size: size.engine) }
}

extension CGVector {
  init(_ vector: Point) { self.init(dx: vector.x, dy: vector.y) }
  var engine: Point { Point(x: Double(dx), y: Double(dy)) }
}

extension CGAffineTransform {
  init(_ t: SeamlessEngine.AffineTransform) { self.init(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty) }
  var engine: SeamlessEngine.AffineTransform {
    SeamlessEngine.AffineTransform(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
  }
}
