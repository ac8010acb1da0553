extension View {
  /// The model geometry.
  var modelGeometry: ViewGeometry {
    ViewGeometry(center: center, bounds: bounds, transform: transform)
  }

  /// The geometry from `source`.
  func geometry(_ source: GeometrySource) -> ViewGeometry {
    switch source {
    case .model:
      return modelGeometry
    case .presentation(let instant):
      guard !contributions.isEmpty else { return modelGeometry }
      func value(_ property: ViewProperty) -> Double { presentationValue(of: property, at: instant) }
      return ViewGeometry(
        center: Point(x: value(.centerX), y: value(.centerY)),
        bounds: Rect(
          origin: Point(x: value(.boundsX), y: value(.boundsY)), size: Size(width: value(.boundsWidth), height: value(.boundsHeight))),
        transform: Self.transform(
          translation: Point(x: value(.translationX), y: value(.translationY)),
          scaleX: value(.scaleX), scaleY: value(.scaleY), shear: value(.shear), rotation: value(.rotation)))
    }
  }

  /// The frame in the superview computed from `source`.
  package func frame(source: GeometrySource) -> Rect { geometry(source).frame }

  /// `point`, given in this view's bounds space, in the bounds space of `view` (`nil`: the
  /// root of the tree, the window).
  ///
  /// Both views must be in the same tree. The result is `nil` when they are not, or when a
  /// transform on the way down to `view` is singular (a zero scale maps a whole axis to a
  /// line, and no point maps back). UIKit converts with model values; pass
  /// `.presentation(at:)` to convert through what is on screen.
  ///
  /// ```swift
  /// // A button's top-left corner in window coordinates, then in the card's.
  /// let inWindow = button.convert(.zero, to: nil)
  /// let inCard = button.convert(.zero, to: card)
  /// ```
  public func convert(_ point: Point, to view: View?, source: GeometrySource = .model) -> Point? {
    let target = view ?? root
    guard target.root === root else { return nil }
    return target.pointFromRoot(pointToRoot(point, source: source), source: source)
  }

  /// `point`, given in the bounds space of `view` (`nil`: the root), in this view's.
  public func convert(_ point: Point, from view: View?, source: GeometrySource = .model) -> Point? {
    (view ?? root).convert(point, to: self, source: source)
  }

  /// A point in this view's space, in the root's.
  func pointToRoot(_ point: Point, source: GeometrySource) -> Point {
    var result = point
    var current = self
    while let parent = current.superview {
      result = current.geometry(source).toSuperview(result)
      current = parent
    }
    return result
  }

  /// A point in the root's space, in this view's; `nil` through a singular transform.
  func pointFromRoot(_ point: Point, source: GeometrySource) -> Point? {
    guard let parent = superview else { return point }
    guard let inParent = parent.pointFromRoot(point, source: source) else { return nil }
    return geometry(source).fromSuperview(inParent)
  }
}
