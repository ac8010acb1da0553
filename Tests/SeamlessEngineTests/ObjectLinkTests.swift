import Testing

@testable import SeamlessEngine

/// Back-references to views, recognizers and the engine read `nil` once their object is
/// gone, as the weak references they replace did (``ObjectLink``, and the superview and a
/// recognizer's view, which their owner empties when it deinitializes).
@Suite struct ObjectLinkTests {
  @Test func whatReferredToAViewReadsNilOnceTheViewIsGone() {
    let engine = Engine()
    engine.sampler.addObserver(NoObserver())
    let badge = View(name: "badge", center: Point(x: 20, y: 20), size: Size(width: 10, height: 10))
    let pan = PanGestureRecognizer(name: "pan")
    let follower = PanGestureRecognizer(name: "follower")
    var animation: ViewAnimation?
    var slot: Int?
    weak var gone: View?
    do {
      let card = View(name: "card", center: Point(x: 195, y: 400), size: Size(width: 100, height: 100))
      gone = card
      card.addSubview(badge)
      card.addGestureRecognizer(pan)
      follower.followedView = card
      engine.window.addSubview(card)
      // A finger on the card (its recognizers and touch are done with it before it goes).
      engine.enqueue(InputEvent(time: Instant(nanoseconds: 10_000_000), touchID: 1, phase: .began, x: 195, y: 400))
      engine.enqueue(InputEvent(time: Instant(nanoseconds: 40_000_000), touchID: 1, phase: .ended, x: 195, y: 400))
      engine.advance(by: .milliseconds(60))
      #expect(engine.journal.entries.contains { if case .touchDelivered = $0.event { true } else { false } })
      engine.animate(withDuration: 1) { card.alpha = 0.5 }
      engine.advance(by: .milliseconds(40))
      animation = card.contributions.first as? ViewAnimation
      slot = engine.sampler.slot(of: card)
      #expect(animation?.view === card && badge.superview === card && pan.view === card)
      #expect(follower.followedView === card && slot.flatMap(engine.sampler.view) === card)
      card.removeFromSuperview()
    }
    #expect(gone == nil, "the card outlived its last strong reference")
    #expect(animation != nil && animation?.view == nil)
    #expect(badge.superview == nil)
    #expect(pan.view == nil)
    #expect(follower.followedView == nil)
    #expect(slot != nil && slot.flatMap(engine.sampler.view) == nil)
    // Its subview and recognizer live on and can be used again.
    engine.window.addSubview(badge)
    engine.window.addGestureRecognizer(pan)
    #expect(badge.superview === engine.window && pan.view === engine.window)
  }

  @Test func whatReferredToTheEngineReadsNilOnceTheEngineIsGone() {
    let tap = TapGestureRecognizer(name: "tap")
    let card = View(name: "card", center: Point(x: 195, y: 400), size: Size(width: 100, height: 100))
    var animator: PropertyAnimator?
    weak var gone: Engine?
    do {
      let engine = Engine()
      gone = engine
      engine.window.addSubview(card)
      card.addGestureRecognizer(tap)
      engine.enqueue(InputEvent(time: Instant(nanoseconds: 10_000_000), touchID: 1, phase: .began, x: 195, y: 400))
      engine.advance(by: .milliseconds(50))
      animator = PropertyAnimator(engine: engine, name: "fade", duration: 0.3) { card.alpha = 0 }
      #expect(tap.engine === engine && animator?.engine === engine && card.root.hostEngine === engine)
      card.removeFromSuperview()
    }
    #expect(gone == nil, "the engine outlived its last strong reference")
    #expect(tap.engine == nil)
    #expect(animator?.engine == nil)
    // An animator whose engine is gone finds no engine rather than a dangling one.
    animator?.startAnimation()
    #expect(animator?.engine == nil)
  }
}

/// Turns the sampler on (it tracks views only while observed).
private final class NoObserver: FrameSampleObserver {
  func frameSampled(_ sampler: FrameSampler) {}
}
