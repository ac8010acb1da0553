import SeamlessEngine
@testable import SeamlessUIKit
import Testing

/// Views: the hierarchy mirrored in the engine, coordinates, hit testing through overrides,
/// and animations outside and inside a replay's engine.
@Suite struct ViewTests {
  @Test func theHierarchyIsTheEnginesAndSubviewsAreKeptAlive() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    do {
      let child = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
      root.addSubview(child)
    }
    #expect(root.subviews.count == 1)
    #expect(root.backing.subviews.map { $0 === root.subviews[0].backing } == [true])
    let child = root.subviews[0]
    #expect(child.superview === root)
    #expect(child.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 15, y: 25))
    child.removeFromSuperview()
    #expect(root.subviews.isEmpty && root.backing.subviews.isEmpty && child.superview == nil)
  }

  @Test func hitTestingGoesThroughOverrides() {
    final class Grabby: UIView {
      var target: UIView?
      override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { target ?? super.hitTest(point, with: event) }
    }
    let root = Grabby(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let card = UIView(frame: CGRect(x: 45, y: 500, width: 300, height: 200))
    root.addSubview(card)
    #expect(root.hitTest(CGPoint(x: 100, y: 600), with: nil) === card)
    #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === root)
    card.isUserInteractionEnabled = false
    #expect(root.hitTest(CGPoint(x: 100, y: 600), with: nil) === root)
    root.target = card
    #expect(root.hitTest(CGPoint(x: 1, y: 1), with: nil) === card)
  }

  @Test func outsideAReplayAnAnimationBlockTakesEffectAtOnce() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var finished: Bool?
    UIView.animate(withDuration: 0.3, animations: { view.alpha = 0.25 }, completion: { finished = $0 })
    #expect(view.alpha == 0.25)
    #expect(finished == true)
  }

  @Test func insideAReplayABlockAnimatesAndThePresentationLayerShowsIt() throws {
    let engine = Engine()
    let scene = UIKitScene { UIView() }
    scene.install(in: engine)
    let root = try #require(scene.rootView)
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var finished: Bool?
    AmbientEngine.run(engine) {
      root.addSubview(box)
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { box.center.y = 150 }, completion: { finished = $0 })
    }
    #expect(box.center.y == 150)
    engine.advance(by: .milliseconds(500))
    let shown = try #require(box.layer.presentation())
    // Linear from 50 to 150, halfway: 100 (the frame boundary at 500 ms is exact at 60 Hz's 30th frame).
    #expect(abs(shown.position.y - 100) <= 1e-9)
    #expect(finished == nil)
    engine.advance(by: .seconds(1))
    #expect(finished == true)
  }

  @Test func anAnimatedBoundsOriginShowsInThePresentationLayerAndMovesSubviews() throws {
    // Issue 20 item 2: `bounds` animates its origin too (an animated content offset).
    let engine = Engine()
    let scene = UIKitScene { UIView() }
    scene.install(in: engine)
    let root = try #require(scene.rootView)
    let content = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
    let item = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    AmbientEngine.run(engine) {
      root.addSubview(content)
      content.addSubview(item)
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { content.bounds.origin.y = 80 })
    }
    #expect(content.bounds.origin.y == 80)
    engine.advance(by: .milliseconds(500))
    let shown = try #require(content.layer.presentation())
    #expect(abs(shown.bounds.origin.y - 40) <= 1e-9)  // linear, halfway
    #expect(shown.bounds.size == CGSize(width: 300, height: 300))
    // The item's top-left on screen: 100 + 10 − 40 = 70 (the model says 30 already).
    let onScreen = item.backing.convert(.zero, to: nil, source: .presentation(at: engine.now))
    #expect(onScreen.map { abs($0.y - 70) <= 1e-9 } == true)
    #expect(item.convert(CGPoint.zero, to: root) == CGPoint(x: 10, y: 30))
  }

  @Test func ambientEnginesDoNotLeakBetweenReplays() {
    let first = Engine()
    let second = Engine()
    AmbientEngine.run(first) {
      #expect(AmbientEngine.current === first)
      AmbientEngine.run(second) { #expect(AmbientEngine.current === second) }
      #expect(AmbientEngine.current === first)
    }
    #expect(AmbientEngine.current == nil)
  }
}
