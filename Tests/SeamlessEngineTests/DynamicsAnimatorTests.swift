import SeamlessEngine
import Testing

@Suite struct DynamicsAnimatorTests {
  /// A ball dropped on the floor: gravity, collision with the reference bounds, elasticity.
  func dropScene(hz: Int = 60) -> (DynamicsScene, View, DynamicItemBehavior) {
    let scene = DynamicsScene(hz: hz)
    let ball = scene.view("ball", x: 200, y: 400, width: 40, height: 40)
    ball.collisionBoundsType = .ellipse
    let collision = CollisionBehavior(items: [ball])
    collision.translatesReferenceBoundsIntoBoundary = true
    let properties = DynamicItemBehavior(items: [ball])
    properties.elasticity = 0.5
    scene.animator.addBehavior(GravityBehavior(items: [ball]))
    scene.animator.addBehavior(collision)
    scene.animator.addBehavior(properties)
    return (scene, ball, properties)
  }

  @Test func pausesAtRestAndResumesWhenVelocityOrABehaviorIsAdded() {
    let (scene, ball, properties) = dropScene()
    let recorder = PauseRecorder()
    scene.animator.delegate = recorder
    let run = scene.engine.advanceUntilIdle(frameLimit: 600)
    #expect(!run.reachedLimit, "\(run)")
    #expect(!scene.animator.isRunning)
    #expect(abs(ball.center.y - 780) < 0.6)
    #expect(recorder.calls == ["pause"])

    properties.addLinearVelocity(Point(x: 0, y: -600), for: ball)
    #expect(scene.animator.isRunning)
    scene.engine.advanceUntilIdle(frameLimit: 600)
    #expect(!scene.animator.isRunning)

    let push = PushBehavior(items: [ball], mode: .instantaneous)
    push.pushDirection = Point(x: 0, y: -0.2)  // 159 pt/s up on a 0.126-mass ball
    scene.animator.addBehavior(push)
    scene.engine.advanceUntilIdle(frameLimit: 600)
    #expect(recorder.calls == ["pause", "resume", "pause", "resume", "pause"])
    // The journal agrees, alternating from the first resume.
    let states = scene.dynamicsEvents.compactMap { event -> String? in
      switch event {
      case .paused: "pause"
      case .resumed: "resume"
      case .behaviorAdded, .behaviorRemoved, .contactBegan, .contactEnded, .itemState: nil
      }
    }
    #expect(states == ["resume", "pause", "resume", "pause", "resume", "pause"])
  }

  @Test func restThresholdsAreTheDocumentedOnes() {
    #expect(DynamicAnimator.restSpeed == 1)
    #expect(DynamicAnimator.restSteps == 30)
    #expect(DynamicAnimator.stepRate == 240)
    // An item given 0.9 pt/s (below the rest speed) pauses after 30 steps = 0.125 s.
    let scene = DynamicsScene(hz: 120)
    let card = scene.view("card", x: 100, y: 100)
    let properties = DynamicItemBehavior(items: [card])
    scene.animator.addBehavior(properties)
    properties.addLinearVelocity(Point(x: 0.9, y: 0), for: card)
    scene.advance(toSeconds: 0.12)
    #expect(scene.animator.isRunning)
    scene.advance(toSeconds: 0.125)
    #expect(!scene.animator.isRunning)
    #expect(abs(scene.animator.elapsedTime - 0.125) < 1e-9)
  }

  @Test func everyFrameJournalsItemState() {
    let scene = DynamicsScene()
    let ball = scene.view("ball", x: 200, y: 0)
    scene.animator.addBehavior(GravityBehavior(items: [ball]))
    scene.advance(toSeconds: 0.1)
    let states = scene.dynamicsEvents.compactMap { event -> (Double, Double)? in
      guard case .itemState(_, "ball", _, let y, _, let vy, _) = event else { return nil }
      return (y, vy)
    }
    #expect(states.count == 6)  // frames 1...6 at 60 Hz
    #expect(abs((states.last?.1 ?? 0) - 100) < 1e-9)
    #expect(scene.engine.journal.entries.contains { $0.canonicalText.contains("dynamics-item animator=\"animator\" item=\"ball\"") })
  }

  @Test func behaviorsJournalTheirAdditionAndRemovalWithDefaultNames() {
    let scene = DynamicsScene()
    let ball = scene.view("ball", x: 200, y: 0)
    let gravity = GravityBehavior(items: [ball])
    let composite = DynamicBehavior(name: "throw")
    let push = PushBehavior(items: [ball], mode: .continuous)
    composite.addChildBehavior(push)
    scene.animator.addBehavior(gravity)
    scene.animator.addBehavior(composite)
    scene.animator.removeBehavior(composite)
    #expect(
      scene.dynamicsEvents.filter {
        switch $0 {
        case .behaviorAdded, .behaviorRemoved: true
        case .paused, .resumed, .contactBegan, .contactEnded, .itemState: false
        }
      } == [
        .behaviorAdded(animator: "animator", behavior: "gravity#1"),
        .behaviorAdded(animator: "animator", behavior: "throw"),
        .behaviorAdded(animator: "animator", behavior: "push#2"),
        .behaviorRemoved(animator: "animator", behavior: "push#2"),
        .behaviorRemoved(animator: "animator", behavior: "throw"),
      ])
  }

  @Test func actionsRunEveryStepAndChildrenAct() {
    let scene = DynamicsScene()
    let ball = scene.view("ball", x: 200, y: 0)
    let composite = DynamicBehavior()
    composite.addChildBehavior(GravityBehavior(items: [ball]))
    var calls = 0
    composite.action = { calls += 1 }
    scene.animator.addBehavior(composite)
    scene.advance(toSeconds: 0.5)
    #expect(calls == 120)
    #expect(ball.center.y > 100)
  }

  @Test func removingAnItemForAFingerAndHandingOffVelocity() {
    // seeds/wwdc2014-236: a finger grabs the item (remove it from its behaviors), drags
    // it, and on release it rejoins with the finger's velocity.
    let (scene, ball, properties) = dropScene()
    scene.advance(toSeconds: 0.2)
    let behaviors = scene.animator.behaviors
    for behavior in behaviors { scene.animator.removeBehavior(behavior) }
    ball.center = Point(x: 100, y: 300)
    scene.advance(toSeconds: 0.3)
    #expect(ball.center == Point(x: 100, y: 300))
    for behavior in behaviors { scene.animator.addBehavior(behavior) }
    properties.addLinearVelocity(Point(x: 300, y: -500), for: ball)
    scene.advance(toSeconds: 0.3 + 1.0 / 60)
    #expect(ball.center.x > 100 && ball.center.y < 300)
    #expect(abs(properties.linearVelocity(for: ball).x - 300) < 1e-9)
  }

  @Test func identicalInputsGiveIdenticalJournals() {
    func run() -> String {
      let (scene, ball, properties) = dropScene(hz: 120)
      let other = scene.view("box", x: 150, y: 200, width: 60, height: 30)
      (scene.animator.behaviors[1] as? CollisionBehavior)?.addItem(other)
      (scene.animator.behaviors[0] as? GravityBehavior)?.addItem(other)
      properties.addAngularVelocity(3, for: ball)
      let noise = FieldBehavior.noiseField(smoothness: 0.2, animationSpeed: 3, seed: 99)
      noise.strength = 0.3
      noise.addItem(ball)
      noise.addItem(other)
      scene.animator.addBehavior(noise)
      scene.engine.stall(at: Instant(nanoseconds: 300_000_000), duration: .milliseconds(50))
      scene.engine.advance(to: Instant(nanoseconds: 3_000_000_000))
      return scene.engine.journal.digest.hex
    }
    #expect(run() == run())
  }

  @Test func misuseIsRecordedNotFatal() {
    let scene = DynamicsScene()
    let ball = scene.view("ball", x: 200, y: 0)
    let stranger = scene.view("stranger", x: 100, y: 0)
    scene.animator.addBehavior(GravityBehavior(items: [ball]))
    scene.animator.addBehavior(GravityBehavior(items: [stranger]))
    let properties = DynamicItemBehavior(items: [ball])
    properties.density = -1
    properties.elasticity = .nan
    properties.resistance = -.infinity
    scene.animator.addBehavior(properties)
    properties.addLinearVelocity(Point(x: 1, y: 0), for: stranger)
    let other = DynamicAnimator(referenceView: scene.reference, engine: scene.engine, name: "other")
    other.addBehavior(properties)
    scene.advance(toSeconds: 0.1)
    #expect(properties.density == 1)
    #expect(properties.elasticity == 0)
    #expect(properties.resistance == 0)
    let misuses = scene.misuses
    #expect(misuses.count == 6, "\(misuses)")
    // Recorded when the behavior joined the animator, in the order they happened.
    #expect(misuses.first == .invalidParameter(behavior: "item", parameter: "density", value: -1, expected: "a finite value > 0"))
    if misuses.count == 6, case .invalidParameter(_, "elasticity", let value, "a value in 0...1") = misuses[1] {
      #expect(value.isNaN)
    } else {
      Issue.record("expected the NaN elasticity second: \(misuses)")
    }
    #expect(
      Array(misuses.dropFirst(2)) == [
        .invalidParameter(behavior: "item", parameter: "resistance", value: -.infinity, expected: "a finite value >= 0"),
        .itemNotInBehavior(behavior: "item#3", item: "stranger"),
        .behaviorAlreadyInUse(behavior: "item#3"),
        .multipleGravityBehaviors(animator: "animator"),
      ])
    #expect(scene.misuses.contains(.multipleGravityBehaviors(animator: "animator")))
    #expect(scene.engine.journal.problems.count == scene.misuses.count)
    #expect(
      scene.engine.journal.problems.first?.description.contains("density = -1.0 is invalid (expected a finite value > 0)")
        == true)
  }
}

extension DynamicsAnimatorTests {
  @Test func aPileOfBoxesAndCirclesComesToRestAndPauses() {
    // Warm starting keeps resting contacts quiet, so a pile settles below the rest speed.
    let scene = DynamicsScene(hz: 120, size: Size(width: 390, height: 844))
    var items: [View] = []
    for k in 0..<40 {
      let size = 16 + Double((k * 37) % 19)
      let view = scene.view(
        "item\(k)", x: 30 + Double(k % 10) * 36, y: 500 + Double(k / 10) * 45, width: size, height: size)
      view.rotation = Double(k % 7) * 0.1
      if k % 2 == 1 { view.collisionBoundsType = .ellipse }
      items.append(view)
    }
    let collision = CollisionBehavior(items: items)
    collision.translatesReferenceBoundsIntoBoundary = true
    let properties = DynamicItemBehavior(items: items)
    properties.elasticity = 0.3
    properties.friction = 0.5
    let recorder = PauseRecorder()
    scene.animator.delegate = recorder
    scene.animator.addBehavior(GravityBehavior(items: items))
    scene.animator.addBehavior(collision)
    scene.animator.addBehavior(properties)
    let run = scene.engine.advanceUntilIdle(frameLimit: 120 * 10)
    #expect(!run.reachedLimit, "\(run)")
    #expect(recorder.calls == ["resume", "pause"])
    for item in items {
      let r = item.bounds.size.width / 2
      #expect(item.center.y <= 844 - r + 0.6 && item.center.x >= r - 0.6 && item.center.x <= 390 - r + 0.6, "\(item.name)")
    }
  }
}

extension DynamicsAnimatorTests {
  @Test func spinCountsByTheSpeedOfTheFarthestPoint() {
    // A 100×100 box (farthest point 70.7 pt out) spinning at 0.02 rad/s moves its corners
    // at 1.41 pt/s: not at rest. A 10×10 box at the same spin (0.14 pt/s) is.
    for (size, rests) in [(100.0, false), (10.0, true)] {
      let scene = DynamicsScene(hz: 120)
      let box = scene.view("box", x: 200, y: 400, width: size, height: size)
      let properties = DynamicItemBehavior(items: [box])
      scene.animator.addBehavior(properties)
      properties.addAngularVelocity(0.02, for: box)
      scene.advance(toSeconds: 0.5)
      #expect(scene.animator.isRunning == !rests, "size \(size)")
    }
  }
}
