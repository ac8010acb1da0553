@testable import SeamlessEngine
import Testing

/// Animation → gesture (seeds/wwdc2014-236, design.md transition 3): a finger lands on a
/// view where it is on screen, the scene removes the animation promoting presentation to
/// model, and the view stays under the finger.
@Suite struct CatchTests {
  @Test func aFingerCatchesAnAnimatingViewWithoutAJump() {
    let (engine, card) = makeAnimationStage()
    card.hitTestsPresentationValues = true
    let log = EventLog()
    let handler = RecordingTouchObserver("grab", log: log)
    var caught: (before: Double, after: Double, velocityAfter: Double)?
    handler.onBegan = {
      let before = card.presentationValue(of: .centerY, at: engine.now, side: .left)
      card.removeAllAnimations(promotingPresentation: true)
      let after = card.presentationSample(of: .centerY, at: engine.now, side: .right)
      caught = (before, after.value, after.velocity)
    }
    card.addTouchObserver(handler)
    var finished: [Bool] = []
    engine.animate(
      withDuration: 1, options: [.allowUserInteraction, .curveLinear], animations: { card.center.y = 100 },
      completion: { finished.append($0) })
    // At 500 ms the card is drawn at y = 350, far from its model (100) and start (600).
    engine.enqueue(InputEvent(time: ms(500), touchID: 1, phase: .began, x: 195, y: 350))
    engine.enqueue(InputEvent(time: ms(550), touchID: 1, phase: .ended, x: 195, y: 350))
    engine.advance(to: ms(600))
    #expect(log.lines.first == "grab began 1@500000000")
    guard let grab = caught else {
      Issue.record("the touch never began on the card")
      return
    }
    #expect(abs(grab.before - 350) < 1e-9)
    #expect(grab.after == grab.before)  // position continuous
    #expect(grab.velocityAfter == 0)  // the finger stopped it
    #expect(card.center.y == grab.before)
    #expect(finished == [false])
  }

  @Test func withoutAllowUserInteractionTheTouchIsSwallowed() {
    let (engine, card) = makeAnimationStage()
    card.hitTestsPresentationValues = true
    let log = EventLog()
    card.addTouchObserver(RecordingTouchObserver("grab", log: log))
    engine.animate(withDuration: 1, options: .curveLinear) { card.center.y = 100 }
    engine.enqueue(InputEvent(time: ms(500), touchID: 1, phase: .began, x: 195, y: 350))
    engine.enqueue(InputEvent(time: ms(550), touchID: 1, phase: .ended, x: 195, y: 350))
    engine.advance(to: ms(600))
    #expect(log.lines.isEmpty)
  }
}
