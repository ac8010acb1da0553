@testable import SeamlessEngine
import Testing

/// Issue 20 item 2: `bounds` animates its origin as well as its size (Apple: “Changes to this
/// property can be animated”), additively like the other geometric keys, and what the origin
/// shows moves the subviews: it is how an animated content offset scrolls.
@Suite struct BoundsOriginAnimationTests {
  /// A 300×300 “content” view at (195, 400) holding a 40×40 “item” at (50, 50) in its bounds.
  private func stage() -> (Engine, View, View) {
    let engine = Engine(displaySize: Size(width: 390, height: 844), frameRate: 60)
    let content = View(name: "content", center: Point(x: 195, y: 400), size: Size(width: 300, height: 300))
    let item = View(name: "item", center: Point(x: 50, y: 50), size: Size(width: 40, height: 40))
    engine.window.addSubview(content)
    content.addSubview(item)
    return (engine, content, item)
  }

  @Test func theOriginAnimatesAlongTheCurveAndMovesTheSubviews() {
    let (engine, content, item) = stage()
    engine.animate(withDuration: 1) { content.bounds.origin.y = 200 }
    #expect(content.bounds.origin.y == 200)  // the model takes the new value at once
    #expect(content.runningAnimations.map(\.property) == [.boundsY])
    #expect(content.runningAnimations.map(\.kind) == [.additive])
    engine.advance(to: ms(500))
    // easeInEaseOut is ½ at half time: the origin shows 100, moving at 200 · 1.5/0.87 pt/s.
    let origin = content.presentationSample(of: .boundsY, at: ms(500))
    #expect(abs(origin.value - 100) < 1e-6)
    #expect(abs(origin.velocity - 200 * ViewAnimationTests.easeInOutMidSlope) < 1e-4)
    // The item's window centre: content's top-left is (45, 250); the item sits 50 pt in,
    // less the origin shown (100): y = 250 + 50 − 100 = 200. The model says 100 already.
    let shown = item.convert(Point(x: 20, y: 20), to: nil, source: .presentation(at: ms(500)))
    #expect(shown.map { abs($0.x - 95) < 1e-6 && abs($0.y - 200) < 1e-6 } == true)
    #expect(item.convert(Point(x: 20, y: 20), to: nil) == Point(x: 95, y: 100))
    engine.advance(to: ms(1000))
    #expect(content.runningAnimations.isEmpty)
    #expect(content.presentationValue(of: .boundsY, at: ms(1000)) == 200)
    #expect(engine.journal.problems.isEmpty)
  }

  @Test func aSubviewIsHitTestedWhereTheModelOriginPutsIt() {
    // Block animations hit-test the model (wwdc2014-236): mid-flight the item is found where
    // the new origin puts it (window y 250 + 50 + 100 = 400), not where it is shown (350).
    let (engine, content, item) = stage()
    engine.animate(withDuration: 1) { content.bounds.origin.y = -100 }
    engine.advance(to: ms(500))
    #expect(engine.window.hitTest(Point(x: 95, y: 400), at: ms(500)) === item)
    #expect(engine.window.hitTest(Point(x: 95, y: 350), at: ms(500)) === content)
    // Hit-testing the presentation finds it where it is shown.
    #expect(engine.window.hitTest(Point(x: 95, y: 350), at: ms(500), values: .presentation) === item)
  }

  @Test func aRetargetMidFlightKeepsPositionAndVelocity() {
    let (engine, content, _) = stage()
    engine.animate(withDuration: 1) { content.bounds.origin.y = 200 }
    engine.advance(to: ms(500))
    let (left, right) = limits(of: content, .boundsY, in: engine) {
      engine.animate(withDuration: 1) { content.bounds.origin.y = 0 }
    }
    #expect(abs(left.value - 100) < 1e-9)
    #expect(abs(right.value - left.value) < 1e-9)
    #expect(abs(right.velocity - left.velocity) < 1e-9)
    #expect(content.runningAnimations.map(\.property) == [.boundsY, .boundsY])
  }

  @Test func sizeAndOriginAnimateTogetherFromOneWrite() {
    let (engine, content, _) = stage()
    engine.animate(withDuration: 1) {
      content.bounds = Rect(origin: Point(x: 30, y: 60), size: Size(width: 200, height: 100))
    }
    #expect(Set(content.runningAnimations.map(\.property)) == [.boundsX, .boundsY, .boundsWidth, .boundsHeight])
    engine.advance(to: ms(500))
    let geometry = content.geometry(.presentation(at: ms(500)))
    #expect(abs(geometry.bounds.origin.x - 15) < 1e-6 && abs(geometry.bounds.origin.y - 30) < 1e-6)
    #expect(abs(geometry.bounds.size.width - 250) < 1e-6 && abs(geometry.bounds.size.height - 200) < 1e-6)
  }

  @Test func anOriginWrittenOutsideABlockIsNotAnimated() {
    let (engine, content, item) = stage()
    content.bounds.origin.y = 120
    #expect(content.runningAnimations.isEmpty)
    #expect(item.convert(Point(x: 20, y: 20), to: nil, source: .presentation(at: engine.now)) == Point(x: 95, y: 180))
  }

  @Test func theFrameSamplerSeesTheSubviewMove() throws {
    let (engine, content, item) = stage()
    let sampler = engine.sampler
    sampler.addObserver(NullObserver())
    sampler.track(item)
    engine.animate(withDuration: 1) { content.bounds.origin.y = 200 }
    engine.advance(to: ms(500))
    let slot = try #require(sampler.slot(of: item))
    // The item's window centre at the frame at 0.5 s: 250 + 50 − 100 = 200; a frame before,
    // the origin showed 200 · p(29/60) of easeInEaseOut.
    #expect(abs(sampler.windowCenters[slot].y - 200) < 1e-6)
    let before = 300 - 200 * TimingCurve.easeInEaseOut.progress(at: 29.0 / 60)
    #expect(abs(sampler.previousWindowCenters[slot].y - before) < 1e-6)
  }
}

private final class NullObserver: FrameSampleObserver {
  func frameSampled(_ sampler: FrameSampler) {}
}
