import Testing

@testable import SeamlessEngine

/// The sampler's window centres and velocities go through every ancestor's presentation
/// geometry, as ``View/convert(_:to:source:)`` does.
@Suite struct FrameSamplerGeometryTests {
  final class Centres: FrameSampleObserver {
    var centres: [(time: Instant, centre: Point, velocity: Point)] = []
    let slotOf: (FrameSampler) -> Int?
    init(slotOf: @escaping (FrameSampler) -> Int?) { self.slotOf = slotOf }
    func frameSampled(_ sampler: FrameSampler) {
      guard let slot = slotOf(sampler), sampler.isOnScreen[slot] else { return }
      centres.append((sampler.frame.time, sampler.windowCenters[slot], sampler.windowVelocities[slot]))
    }
  }

  @Test func aNestedViewsWindowCentreFollowsItsAnimatedAncestors() {
    let engine = Engine(displaySize: Size(width: 390, height: 844), frameRate: 60)
    let outer = View(name: "outer", center: Point(x: 200, y: 400), size: Size(width: 300, height: 300))
    outer.rotation = 0.3
    outer.scaleX = 1.2
    let inner = View(name: "inner", center: Point(x: 150, y: 120), size: Size(width: 200, height: 100))
    inner.translation = Point(x: 5, y: -7)
    let leaf = View(name: "leaf", center: Point(x: 40, y: 30), size: Size(width: 20, height: 20))
    engine.window.addSubview(outer)
    outer.addSubview(inner)
    inner.addSubview(leaf)
    let observer = Centres { $0.slot(of: leaf) }
    engine.sampler.addObserver(observer)
    engine.sampler.track(leaf)
    engine.advance(to: ms(20))
    // The outer container slides and the inner one turns while the leaf moves in its own.
    engine.animate(withDuration: 0.5) {
      outer.center = Point(x: 180, y: 500)
      inner.rotation = 0.8
      leaf.center = Point(x: 90, y: 60)
    }
    engine.advance(to: ms(400))
    #expect(observer.centres.count > 20)
    for sample in observer.centres {
      let source = GeometrySource.presentation(at: sample.time)
      let local = Point(
        x: leaf.presentationValue(of: .centerX, at: sample.time) + leaf.presentationValue(of: .translationX, at: sample.time),
        y: leaf.presentationValue(of: .centerY, at: sample.time) + leaf.presentationValue(of: .translationY, at: sample.time))
      let localVelocity = Point(
        x: leaf.presentationVelocity(of: .centerX, at: sample.time), y: leaf.presentationVelocity(of: .centerY, at: sample.time))
      let expected = inner.pointToRoot(local, source: source)
      let tip = inner.pointToRoot(local + localVelocity, source: source)
      #expect(sample.centre.x.bitPattern == expected.x.bitPattern && sample.centre.y.bitPattern == expected.y.bitPattern)
      #expect(abs(sample.velocity.x - (tip.x - expected.x)) <= 1e-9 * max(1, abs(tip.x)))
      #expect(abs(sample.velocity.y - (tip.y - expected.y)) <= 1e-9 * max(1, abs(tip.y)))
    }
    // Out of the window, the leaf is not on screen.
    outer.removeFromSuperview()
    let before = observer.centres.count
    engine.advance(to: ms(450))
    #expect(observer.centres.count == before)
  }
}
