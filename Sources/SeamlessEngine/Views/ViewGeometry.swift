/// The four values that place a view in its superview, from either the model or the
/// presentation, and the conversions they define.
///
/// UIKit's rule: the transform applies about the view's centre (anchor point 0.5, 0.5), so
/// a point *p* in the view's bounds space lies in the superview at
/// `center + transform(p − boundsCentre)`, where `boundsCentre` is the middle of `bounds`
/// and the transform includes its translation. The frame is the bounding box of the
/// transformed bounds.
///
/// ```swift
/// let g = ViewGeometry(center: Point(x: 100, y: 100), bounds: Rect(x: 0, y: 0, width: 40, height: 20),
///                      transform: AffineTransform(scaleX: 2, y: 2))
/// g.toSuperview(Point(x: 0, y: 0))   // (60, 80)
/// ```
struct ViewGeometry {
  var center: Point
  var bounds: Rect
  var transform: AffineTransform

  /// A point in the view's bounds space, in its superview's bounds space.
  func toSuperview(_ point: Point) -> Point {
    center + transform.apply(to: point - bounds.center)
  }

  /// A point in the superview's bounds space, in the view's; `nil` when the transform is
  /// singular (a zero scale), so no point of the superview maps back.
  func fromSuperview(_ point: Point) -> Point? {
    guard let inverse = transform.inverted() else { return nil }
    return bounds.center + inverse.apply(to: point - center)
  }

  /// The smallest axis-aligned rectangle in the superview holding the transformed bounds.
  var frame: Rect { bounds.boundingBox(mapping: toSuperview) }
}
