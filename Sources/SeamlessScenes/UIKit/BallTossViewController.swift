import SeamlessUIKit  // glue rule: was `import UIKit`

/// A ball that falls, bounces and comes to rest under UIKit Dynamics; a finger picks it up,
/// carries it and throws it, as WWDC 2014 session 236 ("Building Interruptible and Responsive
/// Interactions") and WWDC 2015 session 229 ("What's New in UIKit Dynamics and Visual Effects")
/// teach: take the item out of its behaviors when a finger grabs it, and hand the finger's
/// velocity over with `addLinearVelocity` when it lets go.
///
/// An 80 pt ball (collision bounds: ellipse) under gravity 1 (1000 pt/s²), colliding with the
/// view's bounds, elasticity 0.5, friction 0.5, no rotation, resting on the floor at y = 804 in a
/// 390 × 844 pt window. A pan on the ball takes it out of gravity, collisions and the item
/// behavior and moves it with the finger; on release it goes back in with the finger's
/// velocity, so the throw continues the gesture. The animator pauses when the ball rests and
/// resumes when it is thrown.
///
/// ```swift
/// let scene = UIKitScene { BallTossViewController() }
/// ```
final class BallTossViewController: UIViewController {
  /// One realistic mistake.
  enum Bug: String, Sendable, CaseIterable {
    /// The ball's shadow, made with no size yet (`UIView()`, to be laid out later), joins the
    /// collisions at once: UIKit raises "Invalid size {0, 0} for item … in Dynamics".
    case zeroSizeShadow = "zero-size-shadow"
  }

  /// A view that collides as the circle it draws.
  final class BallView: UIView {
    override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
  }

  private(set) var bug: Bug?
  let ball = BallView(frame: CGRect(x: 155, y: 382, width: 80, height: 80))
  private lazy var animator = UIDynamicAnimator(referenceView: view)
  private let gravity = UIGravityBehavior()
  private let collision = UICollisionBehavior()
  private let material = UIDynamicItemBehavior()
  private var grabCenter = CGPoint.zero

  convenience init(bug: Bug?) {
    self.init()
    self.bug = bug
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    ball.backgroundColor = .systemRed
    ball.layer.cornerRadius = 40
    view.addSubview(ball)
    collision.translatesReferenceBoundsIntoBoundary = true
    material.elasticity = 0.5
    // Friction with the floor stops a ball that lands moving sideways: without it the ball
    // slides wall to wall for minutes (found by fuzzing with jitter).
    material.friction = 0.5
    material.allowsRotation = false
    addBall()
    if bug == .zeroSizeShadow {
      let shadow = UIView()
      shadow.center = ball.center
      view.insertSubview(shadow, at: 0)
      collision.addItem(shadow)
    }
    animator.addBehavior(gravity)
    animator.addBehavior(collision)
    animator.addBehavior(material)
    ball.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: BallTossViewController.pan(_:)))
  }

  private func addBall() {
    gravity.addItem(ball)
    collision.addItem(ball)
    material.addItem(ball)
  }

  private func pan(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      // The finger has it: the physics lets go.
      gravity.removeItem(ball)
      collision.removeItem(ball)
      material.removeItem(ball)
      grabCenter = ball.center
    case .changed:
      let translation = pan.translation(in: view)
      ball.center = CGPoint(x: grabCenter.x + translation.x, y: grabCenter.y + translation.y)
    case .ended, .cancelled:
      let velocity = pan.state == .ended ? pan.velocity(in: view) : .zero
      addBall()
      animator.updateItem(usingCurrentState: ball)
      let kept = material.linearVelocity(for: ball)
      material.addLinearVelocity(CGPoint(x: velocity.x - kept.x, y: velocity.y - kept.y), for: ball)
    default:
      break
    }
  }
}
