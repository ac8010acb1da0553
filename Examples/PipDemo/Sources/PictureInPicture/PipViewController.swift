import SeamlessUIKit  // glue rule: was `import UIKit`

/// A picture-in-picture video you drag and fling into one of four corners, as an app writes it.
///
/// WWDC 2017 session 230's "PiP": a pan moves it with the finger; on release a spring
/// property animator carries it at the finger's velocity to the corner nearest to where the
/// throw would coast (UIScrollView's normal deceleration rate), and a pan can catch it
/// mid-flight where it is shown. The corners are laid out in `viewDidLayoutSubviews`.
public final class PipViewController: UIViewController {
  /// A deliberate mistake, for the harness to find.
  public enum Bug: String, CaseIterable, Sendable {
    /// The release spring starts from rest: the window stops dead, then sets off.
    case dropsReleaseVelocity = "drops-release-velocity"
    /// A catch finishes the flight at its corner: the window jumps away from the finger.
    case catchJumpsToCorner = "catch-jumps-to-corner"
  }

  let bug: Bug?
  let pipView = PipView(frame: CGRect(x: 0, y: 0, width: 160, height: 90))
  private var corners: [CGPoint] = []
  private var flight: UIViewPropertyAnimator?
  private var grabCenter = CGPoint.zero
  private let margin: CGFloat = 16
  private let decelerationRate: CGFloat = 0.998
  private lazy var pan = UIPanGestureRecognizer(target: self, action: PipViewController.handlePan(_:))
  private let haptics = UIImpactFeedbackGenerator(style: .light)

  public init(bug: Bug? = nil) {
    self.bug = bug
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
    pipView.layer.cornerRadius = 12
    view.addSubview(pipView)
    pipView.addGestureRecognizer(pan)
  }

  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let size = pipView.bounds.size
    let inset = view.bounds.inset(
      by: UIEdgeInsets(top: 47 + margin, left: margin, bottom: 34 + margin, right: margin))
    corners = [
      CGPoint(x: inset.minX + size.width / 2, y: inset.minY + size.height / 2),
      CGPoint(x: inset.maxX - size.width / 2, y: inset.minY + size.height / 2),
      CGPoint(x: inset.minX + size.width / 2, y: inset.maxY - size.height / 2),
      CGPoint(x: inset.maxX - size.width / 2, y: inset.maxY - size.height / 2),
    ]
    if flight == nil { pipView.center = corners[3] }
  }

  private func handlePan(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      if let flight, flight.state == .active {
        flight.stopAnimation(false)
        flight.finishAnimation(at: bug == .catchJumpsToCorner ? .end : .current)
      }
      flight = nil
      grabCenter = pipView.center
    case .changed:
      let translation = pan.translation(in: view)
      pipView.center = CGPoint(x: grabCenter.x + translation.x, y: grabCenter.y + translation.y)
    case .ended, .cancelled:
      fling(velocity: pan.velocity(in: view))
    default:
      break
    }
  }

  /// Where a throw at `velocity` would coast to at the deceleration rate.
  private func project(_ velocity: CGFloat) -> CGFloat {
    (velocity / 1000) * decelerationRate / (1 - decelerationRate)
  }

  private func fling(velocity: CGPoint) {
    let current = pipView.center
    let coast = CGPoint(x: current.x + project(velocity.x), y: current.y + project(velocity.y))
    let target =
      corners.min { a, b in
        hypot(a.x - coast.x, a.y - coast.y) < hypot(b.x - coast.x, b.y - coast.y)
      } ?? current
    let dx = target.x - current.x
    let dy = target.y - current.y
    var initialVelocity = CGVector(dx: dx != 0 ? velocity.x / dx : 0, dy: dy != 0 ? velocity.y / dy : 0)
    if bug == .dropsReleaseVelocity { initialVelocity = .zero }
    let animator = UIViewPropertyAnimator(
      duration: 0.6, timingParameters: UISpringTimingParameters(dampingRatio: 0.85, initialVelocity: initialVelocity))
    animator.addAnimations { self.pipView.center = target }
    animator.addCompletion { position in
      if position == .end { self.haptics.impactOccurred() }
    }
    animator.startAnimation()
    flight = animator
  }
}

/// The video window.
///
/// A property animator flies it, so UIKit hit-tests it where it is shown
/// (`isManualHitTestingEnabled` is false): a finger catches it mid-flight with no override.
public final class PipView: UIView {}
