import SeamlessEngine

/// Ball toss (WWDC 2014 session 236, WWDC 2015 session 229) in the engine's own spelling of
/// UIKit Dynamics, with the numbers of the built-in `ball-toss` (which is written in UIKit): the
/// reference the UIKit facade is checked against, state by state.
///
/// An 80 pt ball with elliptical collision bounds under gravity, colliding with the window's
/// bounds (elasticity 0.5, friction 0.5, no rotation). A pan takes it out of every behavior;
/// the release puts it back and adds the finger's velocity.
final class EngineBallTossScene: Scene {
  let ball = View(name: "ball", center: Point(x: 195, y: 422), size: Size(width: 80, height: 80))
  let pan = PanGestureRecognizer(name: "ball-pan")
  private(set) var animator: DynamicAnimator?
  private let gravity = GravityBehavior(name: "gravity")
  private let collision = CollisionBehavior(name: "bounds")
  private let material = DynamicItemBehavior(name: "ball-material")
  private unowned var engine: Engine?
  private var grabCenter = Point.zero

  func install(in engine: Engine) {
    self.engine = engine
    ball.collisionBoundsType = .ellipse
    engine.window.addSubview(ball)
    let animator = DynamicAnimator(referenceView: engine.window, engine: engine, name: "ball-dynamics")
    self.animator = animator
    collision.translatesReferenceBoundsIntoBoundary = true
    material.elasticity = 0.5
    // Friction with the floor stops a ball that lands moving sideways: without it the ball
    // slides wall to wall for minutes (found by fuzzing with jitter).
    material.friction = 0.5
    material.allowsRotation = false
    addBall()
    animator.addBehavior(gravity)
    animator.addBehavior(collision)
    animator.addBehavior(material)
    pan.addAction(named: "carry") { [unowned self] _ in self.panned() }
    ball.addGestureRecognizer(pan)
  }

  func perform(_ command: SceneCommand, in engine: Engine) -> Bool { false }

  private func addBall() {
    gravity.addItem(ball)
    collision.addItem(ball)
    material.addItem(ball)
  }

  private func panned() {
    switch pan.state {
    case .began:
      // The finger has it: the physics lets go.
      gravity.removeItem(ball)
      collision.removeItem(ball)
      material.removeItem(ball)
      grabCenter = ball.center
    case .changed:
      ball.center = grabCenter + (pan.translation(in: engine?.window) ?? .zero)
    case .ended, .cancelled:
      let velocity = pan.state == .ended ? pan.velocity(in: engine?.window) ?? .zero : .zero
      addBall()
      animator?.updateItem(usingCurrentState: ball)
      material.addLinearVelocity(velocity - material.linearVelocity(for: ball), for: ball)
    case .possible, .failed:
      break
    }
  }
}
