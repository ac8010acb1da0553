extension View {
  /// The front-most view of this subtree under `point` (in this view's bounds space), by
  /// UIKit's rules, or `nil`.
  ///
  /// A view is skipped with its whole subtree when it is hidden, has alpha below 0.01 or
  /// has user interaction disabled (these read model values, as UIKit does), or when the
  /// point is outside its bounds (near edges in, far edges out). Subviews are tried front
  /// to back and the first hit wins; if none is hit the view itself is. Because a view
  /// outside whose bounds the point falls is never descended into, a subview sticking
  /// out of its superview cannot be hit there, with or without `clipsToBounds` (which the
  /// engine therefore does not model).
  ///
  /// Geometry comes from model values (as UIKit hit-tests a view under a block animation)
  /// unless `values` is `.presentation`, the view sets ``hitTestsPresentationValues`` (the
  /// app's own `hitTest` override), or a property animator drives it without
  /// ``PropertyAnimator/isManualHitTestingEnabled`` (UIKit's default for animators); then that
  /// view is placed where it is on screen at `instant` (its bounds size and transform
  /// included), and its subtree with it.
  ///
  /// ```swift
  /// let hit = engine.window.hitTest(Point(x: 200, y: 610), at: engine.now)   // card?
  /// ```
  package func hitTest(_ point: Point, at instant: Instant, values: ValueLayer = .model) -> View? {
    var local = point
    if superview != nil, usesPresentation(values) {
      // The caller computed `point` with this view's model geometry: go back to the
      // superview and in again through the presentation (the override in WWDC 2014 session 236, “Building Interruptible and Responsive Interactions”).
      let inSuperview = modelGeometry.toSuperview(point)
      guard let presented = geometry(.presentation(at: instant)).fromSuperview(inSuperview) else { return nil }
      local = presented
    }
    return hitTestLocal(local, at: instant, values: values)
  }

  private func usesPresentation(_ values: ValueLayer) -> Bool {
    switch values {
    case .model: hitTestsPresentationValues || isHitTestedWhereShown
    case .presentation: true
    }
  }

  private func hitTestLocal(_ point: Point, at instant: Instant, values: ValueLayer) -> View? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01 else { return nil }
    let source: GeometrySource = usesPresentation(values) ? .presentation(at: instant) : .model
    guard geometry(source).bounds.contains(point) else { return nil }
    for subview in subviews.reversed() {
      let subviewSource: GeometrySource = subview.usesPresentation(values) ? .presentation(at: instant) : .model
      guard let inSubview = subview.geometry(subviewSource).fromSuperview(point) else { continue }
      if let hit = subview.hitTestLocal(inSubview, at: instant, values: values) { return hit }
    }
    return self
  }
}
