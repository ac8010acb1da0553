import SeamlessEngine

/// A photo in a zooming scroll view, written plainly (no Seamless-specific declaration): the
/// precision corpus's pinch to zoom, as WWDC 2014 session 236's bird demo zooms.
///
/// A full-screen 390 × 844 pt `scroller` zooms `photo` (390 × 390 pt) between 1× and 4×. As
/// apps do, the delegate keeps a photo shorter than the screen centred with the content inset
/// (`scrollViewDidZoom`). A double tap zooms in 2.5× around the tapped point, or back out to 1×
/// when zoomed in, animated; the command `reset` zooms out, animated. A `zoom-hint` badge fades
/// in (0.2 s) as a zoom begins and fades out (0.3 s) 0.8 s after it ends.
///
/// ```swift
/// let scene = PhotoZoomScene(bug: .resetsOffsetOnZoom)
/// ```
package final class PhotoZoomScene: Scene, ScrollViewDelegate {
  /// Realistic mistakes.
  package enum Bug: String, Sendable, Hashable, CaseIterable {
    /// The delegate scrolls back to the top-left when a pinch begins (meant to zoom "from the
    /// start"): on zoomed, scrolled content the photo jumps under the fingers (`no-teleport`).
    case resetsOffsetOnZoom = "resets-offset-on-zoom"
    /// The hint is shown at once (`alpha = 1` outside an animation block) as a zoom begins:
    /// while it is fading out, it snaps (`no-teleport`).
    case showsHintAtOnce = "shows-hint-at-once"
  }

  static let side = 390.0
  static let maximumScale = 4.0

  package let bug: Bug?
  package let scroller = ScrollView(name: "scroller", center: Point(x: 195, y: 422), size: Size(width: 390, height: 844))
  package let photo = View(name: "photo", frame: Rect(origin: .zero, size: Size(width: 390, height: 390)))
  private let doubleTap = TapGestureRecognizer(name: "double-tap", numberOfTapsRequired: 2)
  package let hint = View(name: "zoom-hint", center: Point(x: 195, y: 100), size: Size(width: 80, height: 32))
  private var hideHint: MainThreadTimer?
  private unowned var engine: Engine?

  package init(bug: Bug? = nil) {
    self.bug = bug
  }

  package func install(in engine: Engine) {
    self.engine = engine
    scroller.delegate = self
    scroller.minimumZoomScale = 1
    scroller.maximumZoomScale = Self.maximumScale
    scroller.contentSize = photo.bounds.size
    scroller.addSubview(photo)
    centre(scroller)
    scroller.contentOffset = Point(x: 0, y: -scroller.contentInset.top)
    doubleTap.addAction(named: "zoom") { [unowned self] recognizer in
      guard recognizer.state == .ended else { return }
      if self.scroller.zoomScale > self.scroller.minimumZoomScale {
        self.scroller.setZoomScale(self.scroller.minimumZoomScale, animated: true)
      } else if let point = recognizer.location(in: self.photo) {
        let side = Self.side / 2.5
        self.scroller.zoom(
          to: Rect(origin: Point(x: point.x - side / 2, y: point.y - side / 2), size: Size(width: side, height: side)),
          animated: true)
      }
    }
    scroller.addGestureRecognizer(doubleTap)
    engine.window.addSubview(scroller)
    hint.alpha = 0
    hint.isUserInteractionEnabled = false
    engine.window.addSubview(hint)
  }

  package func perform(_ command: SceneCommand, in engine: Engine) -> Bool {
    guard command.name == "reset" else { return false }
    scroller.setZoomScale(1, animated: true)
    return true
  }

  /// Centres content shorter (or narrower) than the screen with the content inset.
  private func centre(_ scrollView: ScrollView) {
    let size = scrollView.contentSize
    let vertical = max((scrollView.bounds.size.height - size.height) / 2, 0)
    let horizontal = max((scrollView.bounds.size.width - size.width) / 2, 0)
    scrollView.contentInset = EdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
  }

  // MARK: ScrollViewDelegate

  package func viewForZooming(in scrollView: ScrollView) -> View? { photo }

  package func scrollViewDidZoom(_ scrollView: ScrollView) {
    centre(scrollView)
  }

  package func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {
    if bug == .resetsOffsetOnZoom, scrollView.isZooming {
      scrollView.contentOffset = Point(x: 0, y: -scrollView.contentInset.top)
    }
    guard let engine else { return }
    if let hideHint { engine.cancelTimer(hideHint) }
    hideHint = nil
    if bug == .showsHintAtOnce {
      hint.alpha = 1
    } else {
      engine.animate(withDuration: 0.2, options: .beginFromCurrentState) { [hint] in hint.alpha = 1 }
    }
  }

  package func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
    guard let engine else { return }
    if let hideHint { engine.cancelTimer(hideHint) }
    hideHint = engine.scheduleTimer(after: .milliseconds(800), label: "hide zoom hint") { [unowned self] in
      self.hideHint = nil
      engine.animate(withDuration: 0.3, options: .beginFromCurrentState) { [hint] in hint.alpha = 0 }
    }
  }
}
