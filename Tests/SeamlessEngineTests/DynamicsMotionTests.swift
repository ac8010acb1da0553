import SeamlessEngine
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct DynamicsMotionTests {
  /// Semi-implicit Euler at step h = 1/240 s under a constant acceleration a from rest:
  /// v_n = n·h·a, x_n = h·Σ v_k = a·h²·n(n+1)/2 = a·t²/2 + a·h·t/2 at t = n·h.
  static let h = 1.0 / 240

  @Test(arguments: [60, 120])
  func freeFallMatchesTheIntegratorsExactFormula(hz: Int) {
    let scene = DynamicsScene(hz: hz)
    let ball = scene.view("ball", x: 200, y: 0)
    scene.animator.addBehavior(GravityBehavior(items: [ball]))
    for frame in 1...hz {  // one second, frame by frame
      let t = Double(frame) / Double(hz)
      scene.advance(toSeconds: t)
      let exact = 500 * t * t + 500 * Self.h * t
      #expect(abs(ball.center.y - exact) <= 1e-9 * max(1, exact), "t=\(t) s, y=\(ball.center.y), exact \(exact)")
      // Against the analytic 500·t²: the documented error bound 500·h·t (2.08 pt at 1 s).
      #expect(abs(ball.center.y - 500 * t * t) <= 500 * Self.h * t + 1e-9, "t=\(t) s")
    }
    #expect(abs(ball.center.y - 500 - 500 * Self.h) < 1e-9)  // 502.0833… pt at 1 s
  }

  @Test func continuousPushOfOneUIKitNewtonGives100PointsPerSecondSquared() {
    let scene = DynamicsScene(hz: 120)
    let card = scene.view("card", x: 0, y: 400)
    let push = PushBehavior(items: [card], mode: .continuous)
    push.pushDirection = Point(x: 1, y: 0)
    scene.animator.addBehavior(push)
    scene.advance(toSeconds: 1)
    let velocity = DynamicItemBehavior(items: [card])
    scene.animator.addBehavior(velocity)
    #expect(abs(velocity.linearVelocity(for: card).x - 100) < 1e-9)  // a·t = 100 pt/s² · 1 s
    #expect(abs(card.center.x - (50 + 50 * Self.h)) < 1e-9)  // 50·t² + 50·h·t
  }

  @Test func pushScalesWithMassAndDensity() {
    // 100×200 at density 1 has mass 2; density 0.5 on 100×100 has mass 0.5.
    let scene = DynamicsScene()
    let heavy = scene.view("heavy", x: 0, y: 100, width: 100, height: 200)
    let light = scene.view("light", x: 0, y: 500)
    let push = PushBehavior(items: [heavy, light], mode: .continuous)
    push.magnitude = 1
    let properties = DynamicItemBehavior(items: [light])
    properties.density = 0.5
    scene.animator.addBehavior(push)
    scene.animator.addBehavior(properties)
    scene.advance(toSeconds: 1)
    let reader = DynamicItemBehavior(items: [heavy])
    scene.animator.addBehavior(reader)
    #expect(abs(reader.linearVelocity(for: heavy).x - 50) < 1e-9)
    #expect(abs(properties.linearVelocity(for: light).x - 200) < 1e-9)
  }

  @Test func instantaneousPushAddsVelocityOnce() {
    let scene = DynamicsScene()
    let card = scene.view("card", x: 0, y: 400)
    let push = PushBehavior(items: [card], mode: .instantaneous)
    push.magnitude = 1
    let properties = DynamicItemBehavior(items: [card])
    scene.animator.addBehavior(push)
    scene.animator.addBehavior(properties)
    scene.advance(toSeconds: 0.5)
    #expect(properties.linearVelocity(for: card) == Point(x: 100, y: 0))
    #expect(push.active == false)
    push.active = true
    scene.advance(toSeconds: 1)
    #expect(properties.linearVelocity(for: card) == Point(x: 200, y: 0))
  }

  @Test func resistanceDecaysVelocityExponentially() {
    // Law: v(t) = v0·e^(−r·t), applied exactly each step, so v(1 s) = v0·e^(−r).
    // 300·e^(−4) ≈ 5.5 pt/s after 1 s: still above the rest speed, so the animator runs.
    for r in [0.5, 2.0, 4.0] {
      let scene = DynamicsScene(hz: 120)
      let card = scene.view("card", x: 200, y: 400)
      let properties = DynamicItemBehavior(items: [card])
      properties.resistance = r
      scene.animator.addBehavior(properties)
      properties.addLinearVelocity(Point(x: 300, y: 0), for: card)
      scene.advance(toSeconds: 1)
      let expected = 300 * exp(-r)
      #expect(abs(properties.linearVelocity(for: card).x - expected) < 1e-9 * 300, "r=\(r)")
    }
  }

  /// The documented end points and the session's value: 0 damps nothing; CGFLOAT_MAX
  /// ("complete velocity damping") stops the item within the step it starts moving in; 3
  /// (WWDC 2014 session 236's "things will come to rest smoothly") halves the speed every
  /// ln 2 / 3 = 0.231 s.
  @Test func resistanceHonoursItsEndPointsAndTheSessionsSmoothThree() {
    func speed(resistance: Double, after seconds: Double) -> Double {
      let scene = DynamicsScene(hz: 120)
      let card = scene.view("card", x: 200, y: 400)
      let properties = DynamicItemBehavior(items: [card])
      properties.resistance = resistance
      scene.animator.addBehavior(properties)
      properties.addLinearVelocity(Point(x: 300, y: 0), for: card)
      scene.advance(toSeconds: seconds)
      return properties.linearVelocity(for: card).x
    }
    #expect(speed(resistance: 0, after: 0.5) == 300)
    #expect(speed(resistance: .greatestFiniteMagnitude, after: 1.0 / 120) == 0)
    // 0.231 s is not a whole number of 1/240 s steps: compare at 0.25 s, 60 steps.
    #expect(abs(speed(resistance: 3, after: 0.25) - 300 * exp(-0.75)) < 1e-9 * 300)
  }

  @Test func angularResistanceDecaysSpin() {
    let scene = DynamicsScene(hz: 120)
    let card = scene.view("card", x: 200, y: 400)
    let properties = DynamicItemBehavior(items: [card])
    properties.angularResistance = 1
    scene.animator.addBehavior(properties)
    properties.addAngularVelocity(4, for: card)
    scene.advance(toSeconds: 1)
    #expect(abs(properties.angularVelocity(for: card) - 4 * exp(-1)) < 1e-9)
  }

  @Test func elapsedTimeCountsSimulatedTime() {
    let scene = DynamicsScene()
    let ball = scene.view("ball", x: 200, y: 0)
    scene.animator.addBehavior(GravityBehavior(items: [ball]))
    scene.advance(toSeconds: 0.5)
    #expect(abs(scene.animator.elapsedTime - 0.5) < 1e-9)
    #expect(scene.animator.isRunning)
  }

  @Test func aStallDropsFramesAndTheNextFrameCatchesUp() {
    let scene = DynamicsScene()
    let ball = scene.view("ball", x: 200, y: 0)
    scene.animator.addBehavior(GravityBehavior(items: [ball]))
    scene.engine.stall(at: Instant(nanoseconds: 100_000_000), duration: .milliseconds(100))
    scene.advance(toSeconds: 0.15)
    let stalledY = ball.center.y
    let t = 5.0 / 60  // the frame at 0.1 s is inside the stall; the last to run was frame 5
    #expect(abs(stalledY - (500 * t * t + 500 * Self.h * t)) < 1e-9)
    scene.advance(toSeconds: 0.2 + 1.0 / 60)
    let after = 0.2 + 1.0 / 60
    #expect(abs(ball.center.y - (500 * after * after + 500 * Self.h * after)) < 1e-6)
  }
}

extension DynamicsMotionTests {
  @Test func atRatesThatDoNotDivide240TheItemShowsTheLastWholeStep() {
    // 90 Hz: frame n at ⌊n·10⁹/90⌋ ns runs the steps ending by then, k = ⌊240·n/90⌋ (2 or 3
    // per frame); no interpolation, so the item lags the frame by less than one step.
    let scene = DynamicsScene(hz: 90)
    let ball = scene.view("ball", x: 200, y: 0)
    scene.animator.addBehavior(GravityBehavior(items: [ball]))
    for frame in 1...90 {
      scene.engine.advance(to: Instant(nanoseconds: Int64(frame) * 1_000_000_000 / 90))
      let k = Double(frame * 240 / 90)
      let t = k * Self.h
      #expect(abs(ball.center.y - (500 * t * t + 500 * Self.h * t)) < 1e-9, "frame \(frame), \(k) steps")
    }
  }
}
