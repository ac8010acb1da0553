import Foundation
import SeamlessEngine
@testable import SeamlessUIKit
import Testing

/// `UIScrollView` spelled as UIKit: a controller's list whose delegate snaps flings to rows
/// through `targetContentOffset`'s pointer, fades a header with the offset and reads the pan.
@Suite struct UIScrollViewTests {
  final class ListController: UIViewController, UIScrollViewDelegate {
    let list = UIScrollView()
    let header = UIView()
    var calls: [String] = []
    var releaseVelocity: CGPoint?
    var panVelocity: CGPoint?

    override func viewDidLoad() {
      super.viewDidLoad()
      list.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
      list.contentSize = CGSize(width: 390, height: 2400)
      list.decelerationRate = .normal
      list.delegate = self
      for index in 0..<24 {
        let row = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 100, width: 390, height: 99))
        list.addSubview(row)
      }
      view.addSubview(list)
      header.frame = CGRect(x: 0, y: 0, width: 390, height: 60)
      header.alpha = 0
      view.addSubview(header)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      header.alpha = min(max(scrollView.contentOffset.y / 100, 0), 1)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }

    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      calls.append("willEndDragging")
      releaseVelocity = velocity
      panVelocity = scrollView.panGestureRecognizer.velocity(in: scrollView)
      targetContentOffset.pointee.y = (targetContentOffset.pointee.y / 100).rounded() * 100
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      calls.append("didEndDragging(\(decelerate))")
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
  }

  @Test func aFlingDeceleratesOntoTheRowTheDelegateChose() throws {
    let engine = Engine(displaySize: Size(width: 390, height: 844), frameRate: 120)
    let scene = UIKitScene { ListController() }
    scene.install(in: engine)
    let controller = try #require(scene.rootViewController as? ListController)
    #expect(controller.list.backing.name == "list")
    // Full screen under `automatic`: the safe area (47 pt top, 34 bottom) adds to the insets, and
    // the content starts below the top one.
    #expect(controller.list.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(controller.list.contentOffset.y == -47)
    #expect(controller.list.scroll.panGestureRecognizer.name == "list.pan")  // named after its scroll view
    // A flick up at 1,500 pt/s from (195, 700), 120 Hz samples.
    var samples: [InputEvent] = []
    for k in 0..<20 {
      let phase: Touch.Phase = k == 0 ? .began : (k == 19 ? .ended : .moved)
      let y = 700 - (k < 6 ? 2 * Double(k) : 10 + 12.5 * Double(k - 5))
      samples.append(InputEvent(time: Instant(nanoseconds: Int64(100_000_000 + k * 8_333_333)), touchID: 1, phase: phase, x: 195, y: y))
    }
    engine.enqueue(contentsOf: samples)
    engine.advance(to: Instant(nanoseconds: 300_000_000))
    #expect(controller.calls.prefix(3) == ["willBeginDragging", "willEndDragging", "didEndDragging(true)"])
    let velocity = try #require(controller.releaseVelocity)
    // Points per millisecond, the offset's direction: the pan's velocity negated, over 1,000.
    let pan = try #require(controller.panVelocity)
    #expect(abs(velocity.y - -pan.y / 1000) <= 1e-12)
    #expect(abs(velocity.y - 1.5) <= 0.03)
    #expect(controller.list.isDecelerating)
    _ = engine.advanceUntilIdle()
    #expect(controller.list.contentOffset.y.truncatingRemainder(dividingBy: 100) == 0)
    #expect(controller.list.contentOffset.y > 500)
    #expect(controller.calls.last == "didEndDecelerating")
    #expect(controller.header.alpha == 1)
    #expect(engine.journal.problems.isEmpty)
  }

  /// A photo the UIKit way: `viewForZooming(in:)`, `minimumZoomScale`/`maximumZoomScale`, a
  /// two-finger pinch, `setZoomScale(_:animated:)`; the zoom view's frame is its scaled size at
  /// the content's origin.
  final class PhotoController: UIViewController, UIScrollViewDelegate {
    let scroller = UIScrollView()
    let photo = UIImageView(frame: CGRect(x: 0, y: 0, width: 390, height: 390))
    var calls: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      scroller.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
      scroller.contentInsetAdjustmentBehavior = .never
      scroller.contentSize = photo.bounds.size
      scroller.minimumZoomScale = 1
      scroller.maximumZoomScale = 3
      scroller.delegate = self
      scroller.addSubview(photo)
      view.addSubview(scroller)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { photo }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
      calls.append("willBeginZooming(\(view === photo))")
    }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
      calls.append("didEndZooming(\(view === photo))")
    }
  }

  @Test func aPinchZoomsTheDelegatesViewAboutTheFingers() throws {
    let engine = Engine(displaySize: Size(width: 390, height: 844), frameRate: 120)
    let scene = UIKitScene { PhotoController() }
    scene.install(in: engine)
    let controller = try #require(scene.rootViewController as? PhotoController)
    let scroller = controller.scroller
    #expect(scroller.pinchGestureRecognizer != nil)
    // Two fingers 100 pt apart around (195, 195), each moving out 1 pt per 120 Hz sample.
    var samples: [InputEvent] = []
    for k in 0..<24 {
      let phase: Touch.Phase = k == 0 ? .began : (k == 23 ? .ended : .moved)
      let time = Instant(nanoseconds: Int64(100_000_000 + k * 8_333_333))
      samples.append(InputEvent(time: time, touchID: 1, phase: phase, x: 145 - Double(k), y: 195))
      samples.append(InputEvent(time: time, touchID: 2, phase: phase, x: 245 + Double(k), y: 195))
    }
    engine.enqueue(contentsOf: samples)
    engine.advance(to: Instant(nanoseconds: 290_000_000))
    // Began at span 110 (k = 5); the last change is at k = 22, span 144.
    let scale = CGFloat(144.0 / 110.0)
    #expect(scroller.isZooming)
    #expect(abs(scroller.zoomScale - scale) <= 1e-9)
    #expect(abs(controller.photo.frame.width - 390 * scale) <= 1e-9 && abs(controller.photo.frame.minX) <= 1e-9)
    // The content point under the centroid (195, 195) stays there.
    #expect(abs(scroller.contentOffset.x - (195 * scale - 195)) <= 1e-9)
    _ = engine.advanceUntilIdle()
    #expect(controller.calls == ["willBeginZooming(true)", "didEndZooming(true)"])
    scroller.setZoomScale(1, animated: false)
    #expect(scroller.zoomScale == 1 && controller.photo.frame == CGRect(x: 0, y: 0, width: 390, height: 390))
    #expect(engine.journal.problems.isEmpty)
  }

  @Test func settingTheOffsetAnimatedMovesTheContentAndReadsBackAsUIKitsTypes() throws {
    let engine = Engine(displaySize: Size(width: 390, height: 844), frameRate: 60)
    let scene = UIKitScene { ListController() }
    scene.install(in: engine)
    let controller = try #require(scene.rootViewController as? ListController)
    let list = controller.list
    list.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 40, right: 0)
    #expect(list.adjustedContentInset == UIEdgeInsets(top: 67, left: 0, bottom: 74, right: 0))
    list.contentInsetAdjustmentBehavior = .never
    #expect(list.adjustedContentInset == list.contentInset)
    AmbientEngine.run(engine) { list.scrollRectToVisible(CGRect(x: 0, y: 1500, width: 390, height: 100), animated: true) }
    engine.advance(to: Instant(nanoseconds: 150_000_000))
    #expect(list.contentOffset.y > 0 && list.contentOffset.y < 756)
    _ = engine.advanceUntilIdle()
    // The row's bottom (1600) at the bottom of the 844 pt bounds.
    #expect(list.contentOffset.y == 756)
    #expect(list.decelerationRate == .normal && UIScrollView.DecelerationRate.fast.rawValue == 0.99)
    list.isPagingEnabled = true  // the engine's paging (ScrollViewTests.pagingTurnsOnePageAtATime)
    #expect(list.scroll.isPagingEnabled)
  }

  final class FeedController: UIViewController {
    let feed = UIScrollView()
    let refresh = UIRefreshControl()
    var reloads = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      feed.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
      feed.contentSize = CGSize(width: 390, height: 2000)
      feed.contentInsetAdjustmentBehavior = .never
      refresh.addTarget(self, action: FeedController.reload, for: .valueChanged)
      feed.refreshControl = refresh
      view.addSubview(feed)
    }

    func reload() { reloads += 1 }
  }

  @Test func pullingPastTheTopRefreshesAndEndingEasesTheContentBack() throws {
    let engine = Engine(displaySize: Size(width: 390, height: 844), frameRate: 120)
    let scene = UIKitScene { FeedController() }
    scene.install(in: engine)
    let controller = try #require(scene.rootViewController as? FeedController)
    #expect(controller.refresh.superview === controller.feed)
    #expect(controller.refresh.frame == CGRect(x: 0, y: -60, width: 390, height: 60))
    // Pull down 300 pt over 0.5 s and hold: past the 100 pt trigger while the finger is down.
    var samples: [InputEvent] = []
    for k in 0...60 {
      let phase: Touch.Phase = k == 0 ? .began : (k == 60 ? .ended : .moved)
      let y = 300 + min(Double(k) * 6, 300)
      samples.append(InputEvent(time: Instant(nanoseconds: Int64(100_000_000 + k * 8_333_333)), touchID: 1, phase: phase, x: 195, y: y))
    }
    engine.enqueue(contentsOf: samples)
    engine.advance(to: Instant(nanoseconds: 500_000_000))
    #expect(controller.refresh.isRefreshing)
    #expect(controller.reloads == 1)
    #expect(controller.feed.adjustedContentInset.top == 60)
    _ = engine.advanceUntilIdle()
    #expect(controller.feed.contentOffset.y == -60)  // rests under the spinner
    controller.refresh.endRefreshing()
    #expect(!controller.refresh.isRefreshing && controller.feed.adjustedContentInset.top == 0)
    _ = engine.advanceUntilIdle()
    #expect(controller.feed.contentOffset.y == 0)
    controller.refresh.beginRefreshing()
    #expect(controller.reloads == 1)  // in code: no valueChanged
  }
}
