import Testing

@testable import SeamlessEngine

/// Issue 20 item 9, zooming: `UIScrollView`'s pinch to zoom, `setZoomScale(_:animated:)` and
/// `zoom(to:animated:)`, pinned with exact values from the rules in `ScrollView+Zooming.swift`.
@Suite struct ScrollViewZoomTests {
  /// A 120 Hz engine whose 400×800 window is filled by "scroller", zooming "photo" (400×400 at
  /// the content's origin) between 1× and 4×.
  private func stage(maximum: Double = 4) -> (Engine, ScrollView, View, ZoomLog) {
    let engine = Engine(displaySize: Size(width: 400, height: 800), frameRate: 120)
    let scroller = ScrollView(name: "scroller", center: Point(x: 200, y: 400), size: Size(width: 400, height: 800))
    let photo = View(name: "photo", frame: Rect(origin: .zero, size: Size(width: 400, height: 400)))
    scroller.addSubview(photo)
    scroller.contentSize = Size(width: 400, height: 400)
    scroller.maximumZoomScale = maximum
    engine.window.addSubview(scroller)
    let log = ZoomLog(photo)
    scroller.delegate = log
    return (engine, scroller, photo, log)
  }

  /// Two fingers 100 pt apart around (200, 200), each moving outward 1 pt per sample for 24
  /// samples (the span at index k is 100 + 2k), then lifting together.
  private func spread(around centre: Point = Point(x: 200, y: 200), from sample: Int64 = 1) -> [InputEvent] {
    let a = line(from: Point(x: centre.x - 50, y: centre.y), velocity: Point(x: -120, y: 0), count: 24)
    let b = line(from: Point(x: centre.x + 50, y: centre.y), velocity: Point(x: 120, y: 0), count: 24)
    return merged([fingerSamples(1, first: sample, positions: a), fingerSamples(2, first: sample, positions: b)])
  }

  @Test func thePinchExistsOnlyWhileTheLimitsLeaveRoomToZoom() {
    let (_, scroller, _, _) = stage()
    #expect(scroller.pinchGestureRecognizer?.name == "scroller.pinch")
    scroller.maximumZoomScale = 1
    #expect(scroller.pinchGestureRecognizer == nil)
    #expect(!scroller.gestureRecognizers.contains { $0 is PinchGestureRecognizer })
  }

  /// The content point under the centroid when the pinch began stays under it.
  ///
  /// The offset is s·(200, 200) − (200, 200). At the last change (span 144 over 110 at began) the x offset is
  /// within the content; the y offset is past the bottom edge (the 523.6 pt tall content is
  /// shorter than the 800 pt bounds) and is held back by the rubber band, then eases back.
  @Test func aPinchZoomsAboutItsCentroidAndTheContentEasesBackWithinItsEdges() throws {
    let (engine, scroller, photo, log) = stage()
    engine.enqueue(contentsOf: spread())
    engine.advance(to: sampleTime(23))  // the last moves are at index 22 (sample 23)
    let scale = 144.0 / 110.0
    #expect(scroller.isZooming)
    #expect(abs(scroller.zoomScale - scale) <= 1e-12)
    #expect(abs(photo.scaleX - scale) <= 1e-12 && photo.scaleY == photo.scaleX)
    #expect(close(photo.center, Point(x: 200 * scale, y: 200 * scale), 1e-9))
    #expect(abs(scroller.contentSize.width - 400 * scale) <= 1e-9)
    let pull = 200 * scale - 200
    #expect(abs(scroller.contentOffset.x - pull) <= 1e-9)
    #expect(abs(scroller.contentOffset.y - RubberBand.offset(pull, dimension: 800)) <= 1e-9)
    #expect(log.calls.first == "willBeginZooming(photo)")
    #expect(log.calls.contains("didZoom"))

    engine.advance(to: sampleTime(25))  // lifted at sample 24
    #expect(!scroller.isZooming && scroller.isZoomBouncing)
    #expect(scroller.contentOffset.y == 0, "the model is where it eases to")
    engine.advance(to: sampleTime(24) + .milliseconds(310))
    #expect(!scroller.isZoomBouncing)
    #expect(abs(scroller.contentOffset.x - pull) <= 1e-9 && scroller.contentOffset.y == 0)
    #expect(log.calls.last == "didEndZooming(\(scroller.zoomScale))")
    #expect(abs(scroller.zoomScale - scale) <= 1e-12)
    #expect(engine.journal.problems.isEmpty)
  }

  /// Past the maximum the scale is held back by the rubber band over the maximum, then eases
  /// back to it about the last centroid.
  @Test func pastTheMaximumTheScaleIsHeldBackAndBouncesBack() throws {
    let (engine, scroller, photo, log) = stage(maximum: 1.2)
    engine.enqueue(contentsOf: spread())
    engine.advance(to: sampleTime(23))
    let raw = 144.0 / 110.0
    let shown = 1.2 + RubberBand.offset(raw - 1.2, dimension: 1.2)
    #expect(abs(scroller.zoomScale - shown) <= 1e-12, "\(scroller.zoomScale)")
    engine.advance(to: sampleTime(24) + .milliseconds(310))
    #expect(scroller.zoomScale == 1.2 && photo.scaleX == 1.2)
    // The point under the centroid (200, 200) stays there: offset x = 1.2·200 − 200.
    #expect(abs(scroller.contentOffset.x - 40) <= 1e-9)
    #expect(log.calls.last == "didEndZooming(1.2)")

    scroller.bouncesZoom = false
    engine.enqueue(contentsOf: spread(from: 200))
    engine.advance(to: sampleTime(222))
    #expect(scroller.zoomScale == 1.2, "without bouncesZoom the scale stops at the limit")
  }

  @Test func setZoomScaleKeepsTheVisibleCentreAndZoomToRectFitsTheRect() {
    let (engine, scroller, photo, log) = stage()
    scroller.setZoomScale(2, animated: false)
    // The visible centre (200, 400) showed content (200, 400): at 2× it is (400, 800), so the
    // offset is (200, 400), clamped within the 800×800 content: (200, 0).
    #expect(scroller.zoomScale == 2 && photo.scaleX == 2)
    #expect(scroller.contentOffset == Point(x: 200, y: 0))
    scroller.setZoomScale(9, animated: false)
    #expect(scroller.zoomScale == 4, "clamped to the maximum")

    scroller.zoom(to: Rect(origin: Point(x: 100, y: 100), size: Size(width: 100, height: 50)), animated: true)
    // Fits 400/100 = 4 (the height allows 16), centred on (150, 125): offset (400, 100).
    #expect(scroller.contentOffset == Point(x: 400, y: 100))
    #expect(log.calls.suffix(3) == ["willBeginZooming(photo)", "didZoom", "didScroll"])
    engine.advance(to: ms(310))
    #expect(log.calls.last == "didEndZooming(4.0)")
  }

  /// A finger coming down during the bounce back stops it where it is shown: no jump.
  @Test func aFingerCatchesTheBounceWhereItIsShown() throws {
    let (engine, scroller, photo, log) = stage(maximum: 1.2)
    engine.enqueue(contentsOf: spread())
    engine.advance(to: sampleTime(24) + .milliseconds(100))
    #expect(scroller.isZoomBouncing)
    // The touch is delivered at the next frame: what is shown then is where it stops.
    let delivery = sampleTime(37)
    #expect(engine.now < delivery)
    let shownScale = photo.presentationValue(of: .scaleX, at: delivery)
    let shownOffset = scroller.presentationValue(of: .boundsX, at: delivery)
    engine.enqueue(touch(3, .began, at: engine.now, 300, 600))
    engine.advance(to: delivery)
    #expect(!scroller.isZoomBouncing)
    #expect(abs(photo.scaleX - shownScale) <= 1e-12 && abs(scroller.zoomScale - shownScale) <= 1e-12)
    #expect(abs(scroller.contentOffset.x - shownOffset) <= 1e-9)
    #expect(abs(photo.presentationValue(of: .scaleX, at: engine.now) - shownScale) <= 1e-12)
    #expect(!log.calls.contains("didEndZooming(1.2)"), "a caught bounce does not report its end")
  }
}

private final class ZoomLog: ScrollViewDelegate {
  let photo: View
  var calls: [String] = []
  init(_ photo: View) { self.photo = photo }

  func viewForZooming(in scrollView: ScrollView) -> View? { photo }
  func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {
    calls.append("willBeginZooming(\(view?.name ?? "nil"))")
  }
  func scrollViewDidZoom(_ scrollView: ScrollView) { if calls.last != "didZoom" { calls.append("didZoom") } }
  func scrollViewDidScroll(_ scrollView: ScrollView) { if calls.last != "didScroll" { calls.append("didScroll") } }
  func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
    calls.append("didEndZooming(\(scale))")
  }
}
