/// Zooming: `UIScrollView`'s pinch to zoom, as WWDC 2014 session 236's bird demo uses it.
///
/// The rules (the zoom view's placement, the pinch about its centroid, the rubber band past the
/// limits, the ease back, catching, `setZoomScale`/`zoom(to:)`) and how the invariants judge a
/// zoom are stated once, in the Scroll views article's "Zooming" section.
extension ScrollView {
  /// What a zoom moves on the zoom view, and on the scroll view (its content offset).
  static let zoomViewProperties: [ViewProperty] = [.scaleX, .scaleY, .centerX, .centerY]
  static let offsetProperties: [ViewProperty] = [.boundsX, .boundsY]

  /// The view a pinch zooms: the delegate's view for zooming, if it is a subview and the limits
  /// leave room to zoom.
  var zoomView: View? {
    guard maximumZoomScale > minimumZoomScale, let view = delegate?.viewForZooming(in: self), view.superview === self
    else { return nil }
    return view
  }

  /// Sets up the pinch (attached while zooming is possible; see ``updatePinchAttachment()``).
  func installPinch() {
    zoomPinch.shouldBegin = { [weak self] _ in self?.zoomView != nil }
    zoomPinch.shouldRecognizeSimultaneously = { [weak self] other in other === self?.panGestureRecognizer }
    zoomPinch.addAction(named: "zoom") { [weak self] recognizer in self?.pinched(recognizer) }
  }

  /// Attaches the pinch when the limits leave room to zoom, and detaches it when they do not.
  func updatePinchAttachment() {
    let wanted = maximumZoomScale > minimumZoomScale
    if wanted && zoomPinch.view !== self {
      addGestureRecognizer(zoomPinch)
    } else if !wanted && zoomPinch.view === self {
      removeGestureRecognizer(zoomPinch)
    }
  }

  // MARK: Under a pinch

  private func pinched(_ recognizer: GestureRecognizer) {
    guard let pinch = recognizer as? PinchGestureRecognizer else { return }
    switch pinch.state {
    case .began: beginZooming(pinch)
    case .changed: zoom(following: pinch)
    case .ended, .cancelled: endZooming()
    case .possible, .failed: break
    }
  }

  /// The pinch's centroid in the scroll view's visible space (its frame, not its content).
  private func visibleCentroid(_ pinch: PinchGestureRecognizer) -> Point {
    guard let location = pinch.location(in: self) else { return Point(x: bounds.size.width / 2, y: bounds.size.height / 2) }
    return location - contentOffset
  }

  private func beginZooming(_ pinch: PinchGestureRecognizer) {
    guard let zoomView else { return }
    if motion != nil { stopMotion(.caught) }
    stopZoomAnimation()
    isZooming = true
    // The pinch takes the content over from the pan: what it shows is not the pan's drag.
    panGestureRecognizer.forgetMovedViews()
    zoomStartScale = storedZoomScale
    zoomCentroid = visibleCentroid(pinch)
    zoomAnchor = (1 / zoomStartScale) * (zoomCentroid + contentOffset)
    record(.beganZooming)
    delegate?.scrollViewWillBeginZooming(self, with: zoomView)
  }

  private func zoom(following pinch: PinchGestureRecognizer) {
    guard isZooming, let zoomView, let engine else { return }
    let scale = bandedZoomScale(zoomStartScale * pinch.scale)
    zoomCentroid = visibleCentroid(pinch)
    let offset = scale * zoomAnchor - zoomCentroid
    let size = zoomView.bounds.size
    storedZoomScale = scale
    contentSize = Size(width: size.width * scale, height: size.height * scale)
    let (minimum, maximum) = (minimumOffset, maximumOffset)
    let shown = Point(
      x: banded(offset.x, minimum.x, maximum.x, bounds.size.width), y: banded(offset.y, minimum.y, maximum.y, bounds.size.height))
    let old = contentOffset
    engine.animations.writingAsSystem {
      place(zoomView, at: scale)
      moveContent(to: shown, tellingDelegate: false)
    }
    engine.sampler.noteOwnMotion(of: zoomView, Self.zoomViewProperties)
    engine.sampler.noteOwnMotion(of: self, Self.offsetProperties)
    delegate?.scrollViewDidZoom(self)
    if contentOffset != old { delegate?.scrollViewDidScroll(self) }
  }

  private func endZooming() {
    guard isZooming else { return }
    isZooming = false
    guard let zoomView else { return }
    if motion != nil { stopMotion(.interrupted) }
    let target = min(max(storedZoomScale, minimumZoomScale), maximumZoomScale)
    let offset = target == storedZoomScale ? contentOffset : target * zoomAnchor - zoomCentroid
    // The drag, if a finger stays, goes on from where the zoom leaves the content, as a new drag.
    unbandedOffset = unbanded(contentOffset)
    panGestureRecognizer.forgetMovedViews()
    zoom(zoomView, to: target, offset: offset, animated: true, bounce: true)
  }

  /// The shown scale for a pinch's `raw` one: past a limit, held back by the rubber band (or
  /// at the limit without ``bouncesZoom``).
  func bandedZoomScale(_ raw: Double) -> Double {
    let (low, high) = (minimumZoomScale, maximumZoomScale)
    guard raw.isFinite else { return storedZoomScale }
    if raw > high { return bouncesZoom ? high + RubberBand.offset(raw - high, dimension: high) : high }
    if raw < low { return bouncesZoom ? low - RubberBand.offset(low - raw, dimension: low / 2) : low }
    return raw
  }

  // MARK: Zooming on request

  /// Zooms to `scale` (clamped to the limits), keeping the content point at the visible centre.
  ///
  /// Animated, it eases over ``animationDuration``. Without a view for zooming it does nothing,
  /// as UIKit's.
  ///
  /// ```swift
  /// scrollView.setZoomScale(scrollView.minimumZoomScale, animated: true)   // zoom all the way out
  /// ```
  public func setZoomScale(_ scale: Double, animated: Bool) {
    guard let zoomView, scale.isFinite else { return }
    let target = min(max(scale, minimumZoomScale), maximumZoomScale)
    let centre = Point(x: bounds.size.width / 2, y: bounds.size.height / 2)
    let anchor = (1 / storedZoomScale) * (centre + contentOffset)
    zoom(zoomView, to: target, offset: target * anchor - centre, animated: animated, bounce: false)
  }

  /// Zooms so that `rect` (in the zoom view's own, unscaled space) fills the scroll view.
  ///
  /// The scale is clamped to the limits and the rectangle centred; animated, it eases over
  /// ``animationDuration``.
  ///
  /// ```swift
  /// scrollView.zoom(to: Rect(x: 100, y: 100, width: 100, height: 100), animated: true)   // a double tap's zoom
  /// ```
  public func zoom(to rect: Rect, animated: Bool) {
    guard let zoomView, rect.size.width > 0, rect.size.height > 0 else { return }
    let fit = min(bounds.size.width / rect.size.width, bounds.size.height / rect.size.height)
    guard fit.isFinite else { return }
    let target = min(max(fit, minimumZoomScale), maximumZoomScale)
    let middle = Point(x: rect.origin.x + rect.size.width / 2, y: rect.origin.y + rect.size.height / 2)
    let centre = Point(x: bounds.size.width / 2, y: bounds.size.height / 2)
    zoom(zoomView, to: target, offset: target * middle - centre, animated: animated, bounce: false)
  }

  // MARK: Shared

  /// Scales and places the zoom view for `scale` (its frame's origin at the content's).
  private func place(_ zoomView: View, at scale: Double) {
    let size = zoomView.bounds.size
    zoomView.scaleX = scale
    zoomView.scaleY = scale
    zoomView.center = Point(x: size.width * scale / 2, y: size.height * scale / 2)
  }

  /// Takes the zoom to `scale` with the content at `offset`: at once, or eased, reporting the
  /// end when the last such animation ends.
  ///
  /// The delegate hears ``ScrollViewDelegate/scrollViewDidZoom(_:)`` with the new scale in
  /// place (inside the animation, so what it changes, such as insets that centre the content,
  /// animates with it), and the offset is clamped within the edges as they are after that.
  private func zoom(_ zoomView: View, to scale: Double, offset: Point, animated: Bool, bounce: Bool) {
    guard let engine else { return }
    if motion != nil { stopMotion(.interrupted) }
    stopZoomAnimation()
    let startOffset = contentOffset
    let size = zoomView.bounds.size
    // Where it ends: the scale in place, the delegate told, the offset within the edges then.
    func settle() -> Point {
      storedZoomScale = scale
      contentSize = Size(width: size.width * scale, height: size.height * scale)
      place(zoomView, at: scale)
      delegate?.scrollViewDidZoom(self)
      let (minimum, maximum) = (minimumOffset, maximumOffset)
      let target = Point(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
      moveContent(to: target, tellingDelegate: false)
      return target
    }
    // Animated even when nothing seems to change: what the delegate changes in scrollViewDidZoom
    // (insets that centre the content) may move it, and that must not jump.
    guard animated else {
      let target = settle()
      if target != startOffset { delegate?.scrollViewDidScroll(self) }
      return
    }
    if !bounce { delegate?.scrollViewWillBeginZooming(self, with: zoomView) }
    zoomAnimationGeneration += 1
    let generation = zoomAnimationGeneration
    zoomAnimationInFlight = true
    var target = startOffset
    engine.animate(withDuration: Self.animationDuration, options: [.allowUserInteraction]) {
      target = settle()
    } completion: { [weak self, weak zoomView] _ in
      guard let self, generation == self.zoomAnimationGeneration else { return }
      self.zoomAnimationInFlight = false
      self.isZoomBouncing = false
      if !bounce { self.record(.endedZooming) }
      self.delegate?.scrollViewDidEndZooming(self, with: zoomView, atScale: scale)
    }
    if bounce {
      isZoomBouncing = true
      record(.endedZooming, target: target)
    } else {
      record(.beganZooming, target: target)
    }
    if target != startOffset { delegate?.scrollViewDidScroll(self) }
  }

  /// Stops a zoom animation where it is shown (a catch); its end is not reported.
  func stopZoomAnimation() {
    guard zoomAnimationInFlight else { return }
    zoomAnimationInFlight = false
    isZoomBouncing = false
    zoomAnimationGeneration += 1
    let zoomView = delegate?.viewForZooming(in: self)
    for property in Self.zoomViewProperties {
      zoomView?.removeAnimations(of: property, promotingPresentation: true)
    }
    removeAnimations(of: .boundsX, promotingPresentation: true)
    removeAnimations(of: .boundsY, promotingPresentation: true)
    if let zoomView {
      storedZoomScale = zoomView.scaleX
      let size = zoomView.bounds.size
      contentSize = Size(width: size.width * storedZoomScale, height: size.height * storedZoomScale)
    }
    record(.caught)
  }
}
