import SeamlessEngine
import SeamlessReplay
import Testing

@Suite struct DynamicsBalancedTests {
  @Test func aBouncingBallThatComesToRestIsBalanced() {
    let engine = Engine(displaySize: Size(width: 390, height: 844), frameRate: 120)
    let ball = View(name: "ball", center: Point(x: 195, y: 200), size: Size(width: 40, height: 40))
    ball.collisionBoundsType = .ellipse
    engine.window.addSubview(ball)
    let animator = DynamicAnimator(referenceView: engine.window, engine: engine)
    let collision = CollisionBehavior(items: [ball])
    collision.translatesReferenceBoundsIntoBoundary = true
    let properties = DynamicItemBehavior(items: [ball])
    properties.elasticity = 0.6
    animator.addBehavior(GravityBehavior(items: [ball]))
    animator.addBehavior(collision)
    animator.addBehavior(properties)
    let run = ReplayRun(engine: engine, settle: engine.advanceUntilIdle(frameLimit: 1_200))
    #expect(!run.settle.reachedLimit, "\(run.settle)")
    #expect(DynamicsBalanced().check(run).isEmpty)
    #expect(Settles().check(run).isEmpty)
    #expect(NoProblems().check(run).isEmpty)
  }

  @Test func unbalancedJournalsAreReported() {
    let engine = Engine()
    engine.journal.record(.dynamics(.paused(animator: "a", elapsed: 0)), at: .zero)
    engine.journal.record(
      .dynamics(.contactEnded(animator: "a", behavior: "c", first: "x", second: "y")), at: .zero)
    engine.journal.record(
      .dynamics(.contactBegan(animator: "a", behavior: "c", first: "x", second: "y", x: 0, y: 0)), at: .zero)
    engine.journal.record(
      .dynamics(.contactBegan(animator: "a", behavior: "c", first: "x", second: "y", x: 0, y: 0)), at: .zero)
    let run = ReplayRun(engine: engine, settle: engine.advanceUntilIdle(frameLimit: 1))
    #expect(
      DynamicsBalanced().check(run).map(\.message) == [
        "animator \"a\" paused while already paused: didPause and willResume must alternate",
        "contact a/c: x – y ended without beginning",
        "contact a/c: x – y began again without ending",
      ])
  }
}
