import Testing

@testable import SeamlessEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Issue 20 item 9, first slice: `UIScrollView`'s drag, deceleration, rubber band, bounce,
/// catch, `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` and
/// `setContentOffset(_:animated:)`, pinned with exact values from the formulas in
/// ``ScrollView``'s documentation.
@Suite struct ScrollViewTests {
  /// A 120 Hz engine whose 400×800 window holds "list", a full-window scroll view with
  /// 400×3000 of content ("rows", one view).
  private func stage(contentHeight: Double = 3000) -> (Engine, ScrollView, View, DelegateLog) {
    let engine = Engine(displaySize: Size(width: 400, height: 800), frameRate: 120)
    let list = ScrollView(name: "list", center: Point(x: 200, y: 400), size: Size(width: 400, height: 800))
    list.contentSize = Size(width: 400, height: contentHeight)
    let rows = View(name: "rows", frame: Rect(origin: .zero, size: Size(width: 400, height: contentHeight)))
    list.addSubview(rows)
    engine.window.addSubview(list)
    let log = DelegateLog()
    list.delegate = log
    return (engine, list, rows, log)
  }

  /// A finger down at `start` that creeps 2 pt per sample along `direction` for 7 samples
  /// (recognized at the 5th, 10 pt out), then moves at `velocity` for `count` samples and
  /// lifts (or stays down).
  private func flick(from start: Point, velocity: Point, count: Int = 20, lift: Bool = true) -> [Point] {
    let length = velocity.length
    let direction = length == 0 ? Point(x: 0, y: -1) : (1 / length) * velocity
    let creep = line(from: start, velocity: 240 * direction, count: 7)
    let last = creep[creep.count - 1]
    return creep + line(from: last + (1.0 / 120) * velocity, velocity: velocity, count: count)
  }

  @Test func theContentFollowsTheFingerFromRecognitionAndCarriesOnAtItsVelocity() throws {
    let (engine, list, rows, delegate) = stage()
    let positions = flick(from: Point(x: 200, y: 700), velocity: Point(x: 0, y: -1200))
    engine.enqueue(contentsOf: fingerSamples(1, first: 1, positions: positions))
    // Mid-drag (sample 15: ten samples past recognition at sample 6): offset = −(finger travel since then).
    engine.advance(to: sampleTime(15))
    #expect(list.isTracking && list.isDragging && !list.isDecelerating)
    #expect(abs(list.contentOffset.y - (positions[5].y - positions[14].y)) <= 1e-9)
    #expect(list.contentOffset.x == 0)
    // The rows are on screen where the offset puts them.
    let rowsTop = rows.convert(.zero, to: nil, source: .presentation(at: engine.now))
    #expect(rowsTop.map { abs($0.y + list.contentOffset.y) <= 1e-9 } == true)

    let liftTime = sampleTime(Int64(positions.count))
    engine.advance(to: liftTime)
    let release = try #require(delegate.release)
    // The velocity is the offset's, in points per millisecond (the finger moved up at 1200 pt/s).
    #expect(abs(release.velocity.y - 1.2) <= 0.012, "\(release.velocity)")
    #expect(release.velocity.x == 0)
    let v0 = 1000 * release.velocity.y
    let start = try #require(delegate.offsetAtRelease)
    let k = 1000 * log(0.998)
    // The proposed target: where the decay rests, −v₀/(1000·ln 0.998) past the lift.
    #expect(abs(release.target.y - (start.y - v0 / k)) <= 1e-9)
    #expect(abs(release.target.y - start.y - 599.4) <= 6)
    #expect(delegate.calls.suffix(3) == ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
    #expect(!list.isDragging && !list.isTracking && list.isDecelerating)

    // 0.25 s later the offset is on the decay: x₀ + v₀·(e^(kt) − 1)/k.
    engine.advance(to: liftTime + .milliseconds(250))
    let t = 0.25
    #expect(abs(list.contentOffset.y - (start.y + v0 * expm1(k * t) / k)) <= 1e-9)
    #expect(abs(list.originVelocity.y - v0 * exp(k * t)) <= 1e-9)

    _ = engine.advanceUntilIdle()
    #expect(list.contentOffset.y == release.target.y)  // rests exactly at the target
    #expect(!list.isDecelerating)
    #expect(delegate.calls.last == "didEndDecelerating")
    #expect(engine.journal.problems.isEmpty)
    let changes = engine.journal.entries.compactMap { entry -> String? in
      guard case .scroll(let event) = entry.event else { return nil }
      return event.change.rawValue
    }
    #expect(changes == ["began-dragging", "ended-dragging", "began-decelerating", "rested"])
  }

  @Test func aFingerCatchesTheDecelerationWhereItIsShown() {
    let (engine, list, _, log) = stage()
    let positions = flick(from: Point(x: 200, y: 700), velocity: Point(x: 0, y: -1500))
    engine.enqueue(contentsOf: fingerSamples(1, first: 1, positions: positions))
    let catchSample = Int64(positions.count) + 30  // 0.25 s after the lift
    engine.advance(to: sampleTime(catchSample - 1))
    let shown = list.contentOffset
    #expect(list.isDecelerating)
    engine.enqueue(contentsOf: fingerSamples(2, first: catchSample, positions: [Point(x: 200, y: 400)], lift: false))
    engine.advance(to: sampleTime(catchSample))
    #expect(list.contentOffset == shown)  // stopped where it was shown at the frame before
    #expect(!list.isDecelerating && list.isTracking)
    engine.advance(to: sampleTime(catchSample + 60))
    #expect(list.contentOffset == shown)
    #expect(!log.calls.contains("didEndDecelerating"))
    let caught = engine.journal.entries.contains { entry in
      if case .scroll(let event) = entry.event { event.change == .caught } else { false }
    }
    #expect(caught)
  }

  @Test func pastTheTopTheRubberBandHoldsTheContentBackAndItSpringsBack() {
    let (engine, list, _, log) = stage()
    // Down by 110 pt: recognized after 10, so the finger pulls the content 100 pt past the top,
    // then rests 0.2 s before lifting (velocity 0).
    var positions = line(from: Point(x: 200, y: 200), velocity: Point(x: 0, y: 240), count: 7)
    positions += line(from: positions[6] + Point(x: 0, y: 2), velocity: Point(x: 0, y: 240), count: 49)
    let down = positions[positions.count - 1]
    positions += Array(repeating: down, count: 24)
    engine.enqueue(contentsOf: fingerSamples(1, first: 1, positions: positions))
    engine.advance(to: sampleTime(Int64(positions.count) - 1))
    let pulled = positions[positions.count - 1].y - positions[5].y
    // f(x, d, c) = (1 − 1/(x·c/d + 1))·d with d = 800, c = 0.55.
    let expected = (1 - 1 / (pulled * 0.55 / 800 + 1)) * 800
    #expect(abs(list.contentOffset.y + expected) <= 1e-9, "\(list.contentOffset.y) vs \(-expected)")
    engine.advance(to: sampleTime(Int64(positions.count)))
    #expect(log.release.map { abs($0.target.y) <= 1e-12 } == true)  // it will rest at the top
    #expect(list.isDecelerating)
    engine.advance(to: sampleTime(Int64(positions.count)) + .milliseconds(100))
    // The bounce: the spring from the displacement at rest toward the edge.
    let spring = ScrollView.bounceSpring.motion(displacement: -expected, velocity: 0, at: 0.1)
    #expect(abs(list.contentOffset.y - spring.displacement) <= 1e-6)
    _ = engine.advanceUntilIdle()
    #expect(list.contentOffset.y == 0)
    #expect(log.calls.last == "didEndDecelerating")
  }

  @Test func aFlingIntoTheBottomBouncesBackToTheEdge() {
    let (engine, list, _, log) = stage(contentHeight: 1200)  // 400 pt to scroll
    let positions = flick(from: Point(x: 200, y: 700), velocity: Point(x: 0, y: -2000), count: 10)
    engine.enqueue(contentsOf: fingerSamples(1, first: 1, positions: positions))
    var farthest = 0.0
    engine.advance(to: sampleTime(Int64(positions.count)))
    #expect(log.release.map { $0.target.y == 400 } == true)  // the proposed target is within the content
    for step in 1...240 {
      engine.advance(to: sampleTime(Int64(positions.count + step)))
      farthest = max(farthest, list.contentOffset.y)
    }
    #expect(farthest > 410, "it runs past the bottom edge: \(farthest)")
    _ = engine.advanceUntilIdle()
    #expect(list.contentOffset.y == 400)
    let bounced = engine.journal.entries.contains { entry in
      if case .scroll(let event) = entry.event { event.change == .bounced } else { false }
    }
    #expect(bounced)
  }

  @Test func withoutBouncesTheEdgesHoldTheContent() {
    let (engine, list, _, _) = stage(contentHeight: 1200)
    list.bounces = false
    let positions = flick(from: Point(x: 200, y: 700), velocity: Point(x: 0, y: -2000), count: 10)
    engine.enqueue(contentsOf: fingerSamples(1, first: 1, positions: positions))
    var farthest = 0.0
    for step in 1...(positions.count + 240) {
      engine.advance(to: sampleTime(Int64(step)))
      farthest = max(farthest, list.contentOffset.y)
    }
    #expect(farthest == 400)
    #expect(list.contentOffset.y == 400 && !list.isDecelerating)
  }

  @Test func aChangedTargetIsReachedWithoutAJumpInVelocity() throws {
    let (engine, list, _, log) = stage()
    log.snap = 300
    let positions = flick(from: Point(x: 200, y: 700), velocity: Point(x: 0, y: -1200))
    engine.enqueue(contentsOf: fingerSamples(1, first: 1, positions: positions))
    let liftTime = sampleTime(Int64(positions.count))
    engine.advance(to: liftTime)
    let release = try #require(log.release)
    #expect(release.target.y.truncatingRemainder(dividingBy: 300) == 0)
    // At the lift's frame the offset moves at the release velocity, whichever target.
    #expect(abs(list.originVelocity.y - 1000 * release.velocity.y) <= 1e-9)
    _ = engine.advanceUntilIdle()
    #expect(list.contentOffset.y == release.target.y)
  }

  @Test func aTargetBehindTheFlingTurnsBackWithoutAJump() throws {
    let (engine, list, _, log) = stage()
    log.fixedTarget = Point(x: 0, y: 0)
    list.contentOffset = Point(x: 0, y: 900)
    let positions = flick(from: Point(x: 200, y: 700), velocity: Point(x: 0, y: -1200))
    engine.enqueue(contentsOf: fingerSamples(1, first: 1, positions: positions))
    engine.advance(to: sampleTime(Int64(positions.count)))
    let release = try #require(log.release)
    #expect(abs(list.originVelocity.y - 1000 * release.velocity.y) <= 1e-9)
    _ = engine.advanceUntilIdle()
    #expect(list.contentOffset.y == 0)
  }

  @Test func setContentOffsetAnimatedEasesAndTellsTheDelegate() {
    let (engine, list, _, log) = stage()
    engine.advance(to: ms(100))
    list.setContentOffset(Point(x: 0, y: 600), animated: true)
    #expect(list.contentOffset.y == 0)  // moved by the display link, frame by frame
    engine.advance(to: ms(250))
    let expected = 600 * TimingCurve.easeInEaseOut.progress(at: 0.5)
    #expect(abs(list.contentOffset.y - expected) <= 1e-9)
    _ = engine.advanceUntilIdle()
    #expect(list.contentOffset.y == 600)
    #expect(log.calls.last == "didEndScrollingAnimation")
    #expect(!list.isDecelerating)
  }

  @Test func settingTheOffsetStopsTheContentsOwnMotion() {
    let (engine, list, _, log) = stage()
    let positions = flick(from: Point(x: 200, y: 700), velocity: Point(x: 0, y: -1500))
    engine.enqueue(contentsOf: fingerSamples(1, first: 1, positions: positions))
    engine.advance(to: sampleTime(Int64(positions.count) + 20))
    #expect(list.isDecelerating)
    list.setContentOffset(list.contentOffset, animated: false)  // UIKit's idiom to stop scrolling
    let stopped = list.contentOffset
    #expect(!list.isDecelerating)
    engine.advance(to: sampleTime(Int64(positions.count) + 60))
    #expect(list.contentOffset == stopped)
    #expect(!log.calls.contains("didEndDecelerating"))
  }

  @Test func aSidewaysDragOnAVerticalListDoesNotScroll() {
    let (engine, list, _, log) = stage()
    let positions = flick(from: Point(x: 100, y: 400), velocity: Point(x: 1200, y: 0))
    engine.enqueue(contentsOf: fingerSamples(1, first: 1, positions: positions))
    engine.advance(to: sampleTime(Int64(positions.count) + 10))
    #expect(list.panGestureRecognizer.state == .possible)
    #expect(list.contentOffset == .zero)
    #expect(!log.calls.contains("willBeginDragging"))
  }

  /// Paging: pages are the bounds' width apart; a fling turns one page in its direction, a slow
  /// release settles on the nearest; the delegate is not asked for a target.
  @Test(arguments: [
    (velocity: -1200.0, count: 20, expected: 400.0),  // a fling left: the next page
    (velocity: -240.0, count: 110, expected: 400.0),  // slow, 222 pt: past half way (the nearest is the next)
    (velocity: -240.0, count: 10, expected: 0.0),  // slow, 22 pt: back
  ])
  func pagingTurnsOnePageAtATime(velocity: Double, count: Int, expected: Double) {
    let engine = Engine(displaySize: Size(width: 400, height: 800), frameRate: 120)
    let pager = ScrollView(name: "pager", center: Point(x: 200, y: 400), size: Size(width: 400, height: 800))
    pager.contentSize = Size(width: 1200, height: 800)
    pager.isPagingEnabled = true
    let log = DelegateLog()
    pager.delegate = log
    engine.window.addSubview(pager)
    let positions = flick(from: Point(x: 300, y: 400), velocity: Point(x: velocity, y: 0), count: count)
    engine.enqueue(contentsOf: fingerSamples(1, first: 1, positions: positions))
    engine.advance(to: sampleTime(Int64(positions.count)))
    #expect(!log.calls.contains("willEndDragging"))
    let released = pager.contentOffset.x
    // No velocity jump at the lift: the offset moves at the release velocity.
    #expect(abs(pager.originVelocity.x + velocity) <= 0.01 * abs(velocity), "\(pager.originVelocity)")
    _ = engine.advanceUntilIdle()
    #expect(pager.contentOffset.x == expected, "released at \(released)")
    #expect(pager.contentOffset.y == 0)
  }

  @Test func contentThatFitsScrollsOnlyWhenItAlwaysBounces() {
    let (_, list, _, _) = stage(contentHeight: 500)
    #expect(!list.scrollsVertically && !list.scrollsHorizontally)
    list.alwaysBounceVertical = true
    #expect(list.scrollsVertically && !list.scrollsHorizontally)
    list.contentInset = EdgeInsets(top: 100, left: 0, bottom: 400, right: 0)
    #expect(list.minimumOffset.y == -100 && list.maximumOffset.y == 100)
  }

  @Test func theRubberBandAndItsInverse() {
    #expect(RubberBand.offset(0, dimension: 800) == 0)
    #expect(abs(RubberBand.offset(100, dimension: 844) - (1 - 1 / (100 * 0.55 / 844 + 1)) * 844) <= 1e-12)
    #expect(abs(RubberBand.offset(-100, dimension: 844) + RubberBand.offset(100, dimension: 844)) <= 1e-12)
    for x in [0.5, 10, 100, 1000, 10000.0] {
      #expect(abs(RubberBand.inverse(RubberBand.offset(x, dimension: 800), dimension: 800) - x) <= 1e-9 * max(1, x))
    }
    // The pace at the edge is c = 0.55 of the finger's.
    #expect(abs(RubberBand.offset(1e-6, dimension: 800) / 1e-6 - 0.55) <= 1e-6)
  }

  @Test func theDecayMatchesTheProjectionFormulas() {
    let motion = ScrollAxisMotion.decay(start: 0, velocity: 1000, exponent: ScrollDecelerationRate.normal.exponent)
    // Continuous: −v/(1000·ln r) = 499.50 pt; the WWDC 2018 per-ms series gives 499.0.
    #expect(abs(motion.rest - -1000 / (1000 * log(0.998))) <= 1e-12)
    #expect(abs(motion.rest - 499.4998) <= 1e-4)
    let half = motion.sample(at: 0.5)
    #expect(abs(half.velocity - 1000 * pow(0.998, 500)) <= 1e-9)
    #expect(abs(half.value - motion.rest * (1 - pow(0.998, 500))) <= 1e-9)
    #expect(motion.timeReaching(200).map { abs(motion.sample(at: $0).value - 200) <= 1e-9 } == true)
    #expect(motion.timeReaching(600) == nil)  // it never gets there
  }
}

/// Records the delegate's calls, and can change the target at the lift.
private final class DelegateLog: ScrollViewDelegate {
  var calls: [String] = []
  var release: (velocity: Point, target: Point)?
  var offsetAtRelease: Point?
  /// Snap the target to multiples of this, if set.
  var snap: Double?
  /// Replace the target with this, if set.
  var fixedTarget: Point?

  func scrollViewWillBeginDragging(_ scrollView: ScrollView) { calls.append("willBeginDragging") }
  func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: Point, targetContentOffset: inout Point) {
    calls.append("willEndDragging")
    offsetAtRelease = scrollView.contentOffset
    if let snap { targetContentOffset.y = (targetContentOffset.y / snap).rounded() * snap }
    if let fixedTarget { targetContentOffset = fixedTarget }
    release = (velocity, targetContentOffset)
  }
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) {
    calls.append("didEndDragging(\(willDecelerate))")
  }
  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { calls.append("willBeginDecelerating") }
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { calls.append("didEndDecelerating") }
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { calls.append("didEndScrollingAnimation") }
}
