import SeamlessEngine

/// A ball that falls, bounces and comes to rest under UIKit Dynamics; a finger picks it up,
/// carries it and throws it (WWDC 2014 session 236 (“Building Interruptible and Responsive Interactions”) and wwdc2015-229: "remove the item from its
/// behaviors when a finger grabs it", "hand the finger's velocity over with
/// `addLinearVelocity`").
///
/// An 80 pt ball (collision bounds: ellipse) under gravity 1 (1000 pt/s²), colliding with
/// the window's bounds, elasticity 0.5, friction 0.5, resting on the floor at y = 804. A pan on the ball
/// takes it out of gravity, collisions and the item behavior (the physics lets go) and moves
/// it with the finger; on release it goes back in with the finger's velocity, so the throw
/// continues the gesture. The dynamic animator pauses when the ball rests and resumes when
/// it is thrown, and the journal records both.
///
/// ```swift
/// let scene = BallTossScene()
/// scene.install(in: engine)
/// engine.advanceUntilIdle()   // the ball drops from the centre and settles on the floor
/// ```
package final class BallTossScene: Scene {
  /// A realistic mistake.
  package enum Bug: String, Sendable, Hashable, CaseIterable {
    /// The ball's shadow, made with no size yet (`UIView()`, to be laid out later), joins the
    /// collisions at once: UIKit raises "Invalid size {0, 0} for item … in Dynamics"
    /// (`no-problems`).
    case zeroSizeShadow = "zero-size-shadow"
  }

  package let bug: Bug?
  /// Where the ball rests on the floor of a 390 × 844 pt window.
  package static let restingCenter = Point(x: 195, y: 804)

  package let ball = View(name: "ball", center: Point(x: 195, y: 422), size: Size(width: 80, height: 80))
  package let pan = PanGestureRecognizer(name: "ball-pan")
  package private(set) var animator: DynamicAnimator?
  private let gravity = GravityBehavior(name: "gravity")
  private let collision = CollisionBehavior(name: "bounds")
  private let material = DynamicItemBehavior(name: "ball-material")
  private unowned var engine: Engine?

  package init(bug: Bug? = nil) {
    self.bug = bug
  }
  private var grabCenter = Point.zero

  package func install(in engine: Engine) {
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
    if bug == .zeroSizeShadow {
      let shadow = View(name: "shadow", center: ball.center, size: Size(width: 0, height: 0))
      _ = engine.window.insertSubview(shadow, at: 0)
      collision.addItem(shadow)
    }
    animator.addBehavior(gravity)
    animator.addBehavior(collision)
    animator.addBehavior(material)
    pan.addAction(named: "carry") { [unowned self] _ in self.panned() }
    ball.addGestureRecognizer(pan)
  }

  package func perform(_ command: SceneCommand, in engine: Engine) -> Bool { false }

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
