import Testing

@testable import SeamlessEngine

/// Spring blocks and spring animators last the duration they are given (Apple: "the total
/// duration of the animations"): the completion comes in the frame that reaches it, the view
/// is then within the settling epsilon of its target, and the end is continuous to that epsilon.
@Suite struct SpringDurationTests {
  static let ratios = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]

  @Test(arguments: SpringDurationTests.ratios)
  func aSpringBlockCompletesAtItsDuration(ratio: Double) throws {
    for velocity in [-25.0, -1, 0, 0.7, 3, 30] {
      for duration in [0.25, 0.5, 1.3] {
        let context = "ζ \(ratio), v \(velocity), d \(duration)"
        let (engine, card) = makeAnimationStage()  // 60 Hz, card at y = 600
        engine.advance(to: ms(100))
        var completedAt: Instant?
        engine.animate(
          withDuration: duration, usingSpringWithDamping: ratio, initialSpringVelocity: velocity,
          animations: { card.center.y = 100 }, completion: { _ in completedAt = engine.now })
        let end = ms(100) + TimeSpan(seconds: duration)
        #expect(card.runningAnimations.first?.end == end, "\(context)")
        // At the end the spring shows its target within ε of the 500 pt distance.
        let atEnd = card.presentationSample(of: .centerY, at: end, side: .left)
        #expect(abs(atEnd.value - 100) <= 500 * Spring.defaultSettlingEpsilon, "\(context): \(atEnd.value)")
        engine.advance(to: end + .seconds(1))
        // The completion runs in the first frame at or after the end (frames every 1/60 s).
        let frame = TimeSpan(nanoseconds: 16_666_667)
        let completed = try #require(completedAt, "\(context)")
        #expect(completed >= end && completed - end < frame, "\(context): \(completed)")
        // Continuity at the end: the step to the model value is within the settling allowance.
        let ends = engine.journal.entries.compactMap { entry -> PresentationTransition? in
          if case .presentationTransition(let t) = entry.event, t.cause == .ended { t } else { nil }
        }
        let last = try #require(ends.last, "\(context)")
        #expect(last.instant == end && last.right.value == 100, "\(context)")
        #expect(abs(last.left.value - last.right.value) <= last.allowance, "\(context)")
        #expect(last.allowance <= 500 * Spring.defaultSettlingEpsilon * (1 + 1e-9), "\(context)")
      }
    }
  }

  /// The seeds' coordinated drawer (seeds/wwdc2017-230) runs several animators of one
  /// duration and expects them to finish together, whatever their springs' velocities.
  @Test func animatorsOfOneDurationEndTogether() throws {
    let engine = Engine(displaySize: Size(width: 390, height: 844), frameRate: 120)
    let panel = View(name: "panel", center: Point(x: 195, y: 800), size: Size(width: 390, height: 400))
    let dim = View(name: "dim", center: Point(x: 195, y: 422), size: Size(width: 390, height: 844))
    engine.window.addSubview(dim)
    engine.window.addSubview(panel)
    var ended: [String: Instant] = [:]
    let springy = PropertyAnimator(
      engine: engine, duration: 0.6, timing: .spring(dampingRatio: 0.5, initialVelocity: Point(x: 0, y: 4))
    ) { panel.center.y = 300 }
    let smooth = PropertyAnimator(engine: engine, duration: 0.6, dampingRatio: 1) { dim.alpha = 0.4 }
    let cubic = PropertyAnimator(engine: engine, duration: 0.6, timing: .cubic(.easeInEaseOut)) {
      panel.cornerRadius = 12
    }
    for (name, animator) in [("springy", springy), ("smooth", smooth), ("cubic", cubic)] {
      animator.addCompletion { position in
        #expect(position == .end)
        ended[name] = engine.now
      }
      animator.startAnimation()
    }
    engine.advance(by: .seconds(2))
    let end = Instant.zero + TimeSpan.milliseconds(600)
    #expect(ended == ["springy": end, "smooth": end, "cubic": end])
    #expect(panel.presentationSample(of: .centerY, at: engine.now).value == 300)
  }

  /// A physical spring (`UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`)
  /// ignores the animator's duration and runs until it settles, as UIKit does.
  @Test func aPhysicalSpringRunsUntilItSettles() throws {
    let (engine, card) = makeAnimationStage(hz: 120)
    let animator = PropertyAnimator(
      engine: engine, duration: 0.2,
      timing: .physicalSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
    ) { card.center.y = 100 }
    var endedAt: Instant?
    animator.addCompletion { _ in endedAt = engine.now }
    animator.startAnimation()
    engine.advance(by: .seconds(3))
    // CASpringAnimation's default spring settles at 1.4727 s: the frame that reaches it.
    let settling = Spring.coreAnimationDefault.settlingDuration
    let completed = try #require(endedAt)
    #expect(completed >= Instant.zero + TimeSpan(seconds: settling))
    #expect(completed < Instant.zero + TimeSpan(seconds: settling + 1.0 / 120))
  }
}
