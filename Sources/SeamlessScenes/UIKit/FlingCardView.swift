import SeamlessUIKit  // glue rule: was `import UIKit`

/// A card you drag, fling, catch mid-flight and toggle with a tap, written as an iOS
/// developer writes it (WWDC 2014 session 236's three transitions): the reference scene of
/// the UIKit layer, compiled after only the glue rule.
///
/// A 300 × 200 pt card rests at y = 300 or y = 600 (x = 195). A pan drags it; on release a
/// spring `UIViewPropertyAnimator` carries it at the finger's velocity to the rest position
/// nearest where it would be 0.2 s later. A pan that begins while the card flies catches it
/// where it is shown (the root view hit-tests the card's presentation layer, as the session
/// shows). A tap toggles the card with a spring block that allows interaction.
///
/// ```swift
/// let scene = UIKitScene { FlingCardView() }
/// ```
final class FlingCardView: UIView {
  /// One deliberate mistake.
  enum Bug: String, Sendable, CaseIterable {
    /// The release spring starts from rest: the card stops dead under a fling.
    case dropsReleaseVelocity = "drops-release-velocity"
    /// Catching finishes the flight at its end instead of where it is: the card jumps.
    case jumpOnCatch = "jump-on-catch"
  }

  let bug: Bug?
  let card = UIView(frame: CGRect(x: 45, y: 500, width: 300, height: 200))
  private let restPositions = [CGPoint(x: 195, y: 300), CGPoint(x: 195, y: 600)]
  private lazy var pan = UIPanGestureRecognizer(target: self, action: FlingCardView.handlePan(_:))
  private lazy var tap = UITapGestureRecognizer(target: self, action: FlingCardView.handleTap(_:))
  private var releaseAnimator: UIViewPropertyAnimator?
  private var grabCenter = CGPoint.zero
  private(set) var transitionsInFlight = 0

  init(bug: Bug? = nil) {
    self.bug = bug
    super.init(frame: .zero)
    backgroundColor = .systemBackground
    card.backgroundColor = .systemBlue
    card.layer.cornerRadius = 16
    addSubview(card)
    card.addGestureRecognizer(pan)
    addGestureRecognizer(tap)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// Grab the card where it is on screen, not where it is going.
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    if let shown = card.layer.presentation(), shown.frame.contains(point) { return card }
    return super.hitTest(point, with: event)
  }

  private func handlePan(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      catchCard()
      grabCenter = card.center
    case .changed:
      let translation = pan.translation(in: self)
      card.center = CGPoint(x: grabCenter.x + translation.x, y: grabCenter.y + translation.y)
    case .ended, .cancelled:
      release(velocity: pan.velocity(in: self))
    default:
      break
    }
  }

  private func handleTap(_ tap: UITapGestureRecognizer) {
    toggle()
  }

  private func catchCard() {
    if let animator = releaseAnimator, animator.state == .active {
      animator.stopAnimation(false)
      animator.finishAnimation(at: bug == .jumpOnCatch ? .end : .current)
    }
    if bug != .jumpOnCatch, let shown = card.layer.presentation() {
      card.center = shown.position
    }
    card.layer.removeAllAnimations()
  }

  private func release(velocity: CGPoint) {
    let projectedY = card.center.y + velocity.y * 0.2
    let target = restPositions.min { abs($0.y - projectedY) < abs($1.y - projectedY) } ?? restPositions[1]
    // Released at its target (within half a point), a spring has no distance to carry the
    // finger's velocity over: UIKit makes no animation and the card stops dead under a flick.
    // Start it half a point short, against the velocity, so it overshoots and comes back (a
    // velocity of a billionth of a point per second is no velocity).
    var start = card.center
    if abs(target.x - start.x) < 0.5 && abs(velocity.x) > 1e-9 { start.x = velocity.x > 0 ? target.x - 0.5 : target.x + 0.5 }
    if abs(target.y - start.y) < 0.5 && abs(velocity.y) > 1e-9 { start.y = velocity.y > 0 ? target.y - 0.5 : target.y + 0.5 }
    if start != card.center { UIView.performWithoutAnimation { card.center = start } }
    let dx = target.x - card.center.x
    let dy = target.y - card.center.y
    var initialVelocity = CGVector(dx: dx != 0 ? velocity.x / dx : 0, dy: dy != 0 ? velocity.y / dy : 0)
    if bug == .dropsReleaseVelocity { initialVelocity = .zero }
    let timing = UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: initialVelocity)
    let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: timing)
    animator.addAnimations { self.card.center = target }
    transitionsInFlight += 1
    animator.addCompletion { _ in self.transitionsInFlight -= 1 }
    animator.startAnimation()
    releaseAnimator = animator
  }

  /// Sends the card to the other rest position.
  func toggle() {
    let destination = card.center.y > 450 ? restPositions[0] : restPositions[1]
    transitionsInFlight += 1
    UIView.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
      options: [.allowUserInteraction],
      animations: { self.card.center = destination },
      completion: { _ in self.transitionsInFlight -= 1 })
  }
}
