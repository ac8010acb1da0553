import SeamlessUIKit  // glue rule: was `import UIKit`

/// The comments drawer of WWDC 2017 session 230 ("Advanced Animations with UIKit") as UIKit
/// code writes it: a popup placed by constraints, moved by changing its bottom constraint's
/// constant and calling `layoutIfNeeded()` inside a property animator, caught and scrubbed by a
/// pan that begins at touch-down, continued on release at the finger's velocity, the constant
/// reset in the completion by the position the animator ended at.
///
/// The popup (500 pt tall) shows its 60 pt header when closed and rises 440 pt to open; its
/// corners round and a dimming overlay fades in as it opens. A header label says what a tap
/// or a release will do (200 pt wide, centred); its text, and so its intrinsic size, changes
/// when a finger comes down and in the completion, which lays the window out again.
///
/// ```swift
/// let scene = UIKitScene { CommentsDrawerViewController() }
/// ```
final class CommentsDrawerViewController: UIViewController {
  /// One deliberate mistake.
  enum Bug: String, Sendable, CaseIterable {
    /// The completion does not reset the constraint when a reversed animator ends at the start:
    /// the next layout (the header label's new text when a finger comes down) snaps the popup
    /// to where it was heading, under the finger.
    case constantNotReset = "constant-not-reset"
    /// The release continues the animator with its own timing, not the finger's velocity.
    case dropsReleaseVelocity = "drops-release-velocity"
    /// A catch pauses the flying animator and scrubs it from zero, ignoring how far the
    /// transition had come: the popup jumps back under the finger.
    case ignoresProgress = "ignores-progress"
  }

  private enum State {
    case closed, open
    var opposite: State { self == .open ? .closed : .open }
  }

  private(set) var bug: Bug?
  private let popupOffset: CGFloat = 440
  private let popupHeight: CGFloat = 500
  private let overlayView = UIView()
  let popupView = UIView()
  private let headerLabel = UILabel()
  private var bottomConstraint: NSLayoutConstraint?
  private var currentState: State = .closed
  private var runningAnimators: [UIViewPropertyAnimator] = []
  private var animationProgress: [CGFloat] = []
  /// How far the popup travels in the transition in progress (less than the whole offset when
  /// it began where a catch stopped the popup).
  private var transitionDistance: CGFloat = 440
  /// Where the popup's top was when the transition in progress began, and where it heads.
  private var transitionStartTop: CGFloat = 0
  private var transitionEndTop: CGFloat = 0
  private lazy var panRecognizer = InstantPanGestureRecognizer(
    target: self, action: CommentsDrawerViewController.popupViewPanned(recognizer:))

  convenience init(bug: Bug?) {
    self.init()
    self.bug = bug
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    layout()
    popupView.addGestureRecognizer(panRecognizer)
  }

  private func layout() {
    overlayView.translatesAutoresizingMaskIntoConstraints = false
    overlayView.backgroundColor = .black
    overlayView.alpha = 0
    overlayView.isUserInteractionEnabled = false
    view.addSubview(overlayView)
    NSLayoutConstraint.activate([
      overlayView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      overlayView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      overlayView.topAnchor.constraint(equalTo: view.topAnchor),
      overlayView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])

    popupView.translatesAutoresizingMaskIntoConstraints = false
    popupView.backgroundColor = .white
    popupView.layer.shadowOpacity = 0.1
    view.addSubview(popupView)
    let bottom = popupView.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: popupOffset)
    NSLayoutConstraint.activate([
      popupView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      popupView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bottom,
      popupView.heightAnchor.constraint(equalToConstant: popupHeight),
    ])
    bottomConstraint = bottom

    headerLabel.text = "Show comments"
    headerLabel.translatesAutoresizingMaskIntoConstraints = false
    popupView.addSubview(headerLabel)
    NSLayoutConstraint.activate([
      headerLabel.centerXAnchor.constraint(equalTo: popupView.centerXAnchor),
      headerLabel.topAnchor.constraint(equalTo: popupView.topAnchor, constant: 20),
      headerLabel.widthAnchor.constraint(equalToConstant: 200),
    ])
  }

  /// The popup's top when it rests in `state`.
  private func restingTop(_ state: State) -> CGFloat {
    view.bounds.height - popupHeight + (state == .open ? 0 : popupOffset)
  }

  private func animateTransitionIfNeeded(to state: State, duration: TimeInterval) {
    guard runningAnimators.isEmpty else { return }
    transitionStartTop = popupView.frame.minY
    transitionEndTop = restingTop(state)
    transitionDistance = max(abs(transitionEndTop - transitionStartTop), 1)
    let transitionAnimator = UIViewPropertyAnimator(duration: duration, dampingRatio: 1) {
      switch state {
      case .open:
        self.bottomConstraint?.constant = 0
        self.popupView.layer.cornerRadius = 20
        self.overlayView.alpha = 0.5
      case .closed:
        self.bottomConstraint?.constant = self.popupOffset
        self.popupView.layer.cornerRadius = 0
        self.overlayView.alpha = 0
      }
      self.view.layoutIfNeeded()
    }
    transitionAnimator.addCompletion { [weak transitionAnimator] position in
      // A catch already took over from this transition (see `popupViewPanned`).
      guard position != .current else { return }
      self.currentState = position == .end ? state : state.opposite
      if self.bug != .constantNotReset {
        switch self.currentState {
        case .open: self.bottomConstraint?.constant = 0
        case .closed: self.bottomConstraint?.constant = self.popupOffset
        }
      }
      self.headerLabel.text = self.currentState == .open ? "Hide" : "Show comments"
      self.runningAnimators.removeAll { $0 === transitionAnimator }
    }
    transitionAnimator.startAnimation()
    runningAnimators.append(transitionAnimator)
  }

  private func popupViewPanned(recognizer: UIPanGestureRecognizer) {
    switch recognizer.state {
    case .began:
      // A popup still flying from a release is caught where it is, and a new transition starts
      // there; one paused under a finger (or never released) is taken up where it is.
      if bug != .ignoresProgress, let flying = runningAnimators.first, flying.isRunning {
        flying.stopAnimation(false)
        flying.finishAnimation(at: .current)
        // Caught in flight: the constraint holds the popup where it stopped.
        let top = popupView.frame.minY
        currentState = abs(top - restingTop(.open)) < abs(top - restingTop(.closed)) ? .open : .closed
        bottomConstraint?.constant = popupView.frame.maxY - view.bounds.height
        runningAnimators.removeAll()
      }
      animateTransitionIfNeeded(to: currentState.opposite, duration: 1)
      headerLabel.text = currentState == .open ? "Release to close" : "Release to open"
      runningAnimators.forEach { $0.pauseAnimation() }
      animationProgress = runningAnimators.map { $0.fractionComplete }
    case .changed:
      guard let first = runningAnimators.first else { return }
      let translation = recognizer.translation(in: popupView)
      var fraction = -translation.y / transitionDistance
      if currentState == .open { fraction *= -1 }
      if first.isReversed { fraction *= -1 }
      for (index, animator) in runningAnimators.enumerated() {
        animator.fractionComplete = bug == .ignoresProgress ? fraction : fraction + animationProgress[index]
      }
    case .ended:
      release(velocity: recognizer.velocity(in: view).y)
    case .cancelled:
      release(velocity: 0)
    default:
      break
    }
  }

  private func release(velocity yVelocity: CGFloat) {
    guard let caught = runningAnimators.first else { return }
    if yVelocity != 0 {
      let shouldClose = yVelocity > 0
      let heading: State = caught.isReversed ? currentState : currentState.opposite
      if (heading == .closed) != shouldClose {
        runningAnimators.forEach { $0.isReversed.toggle() }
      }
    }
    // A transition that began where a catch stopped the popup cannot head back to its start:
    // that is no resting place, and the completion would snap the popup home from there. Stop
    // it where it is and start afresh towards the state the catch gave it.
    if caught.isReversed, abs(transitionStartTop - restingTop(currentState)) > 0.5 {
      for animator in runningAnimators {
        animator.stopAnimation(false)
        animator.finishAnimation(at: .current)
      }
      bottomConstraint?.constant = popupView.frame.maxY - view.bounds.height
      runningAnimators.removeAll()
      animateTransitionIfNeeded(to: currentState, duration: 1)
      runningAnimators.forEach { $0.pauseAnimation() }
    }
    guard let first = runningAnimators.first else { return }
    // The finger's velocity as the spring's: the share of the distance left per second (a
    // reversed transition heads back to where it began).
    let shown = popupView.layer.presentation()?.frame.minY ?? popupView.frame.minY
    let destination = first.isReversed ? transitionStartTop : transitionEndTop
    let distance = destination - shown
    let relative = distance != 0 ? yVelocity / distance : 0
    let timing = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: relative, dy: relative))
    for animator in runningAnimators {
      animator.continueAnimation(withTimingParameters: bug == .dropsReleaseVelocity ? nil : timing, durationFactor: 0)
    }
  }
}

/// A pan that begins at touch-down, so a finger catches the popup at once (WWDC 2017 session 230).
final class InstantPanGestureRecognizer: UIPanGestureRecognizer {
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    // Only the first finger begins the pan; later ones join it.
    if state == .possible { state = .began }
  }
}
