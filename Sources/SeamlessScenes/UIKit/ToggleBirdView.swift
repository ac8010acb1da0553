import SeamlessUIKit  // glue rule: was `import UIKit`

/// Toggle Bird (WWDC 2014 session 236) as the session writes it: a button shows and hides a
/// bird drawer as often as you like, mid-flight or not; the drawer is made when wanted and
/// removed once no transition runs any more, which a count of transitions in flight decides.
///
/// ```swift
/// let scene = UIKitScene { ToggleBirdView() }
/// ```
final class ToggleBirdView: UIView {
  /// One deliberate mistake.
  enum Bug: String, Sendable, CaseIterable {
    /// The postamble removes the drawer when a hide ends, ignoring a show started since: the
    /// bird vanishes mid-flight.
    case naivePostamble = "naive-postamble"
  }

  let bug: Bug?
  let toggleButton = UIView(frame: CGRect(x: 95, y: 90, width: 200, height: 60))
  private lazy var tap = UITapGestureRecognizer(target: self, action: ToggleBirdView.toggleBird)
  private var bird: UIView?
  private var birdExpanded = false
  private var transitionsInFlight = 0
  private let drawerTop: CGFloat = 200
  private let expandedHeight: CGFloat = 400

  init(bug: Bug? = nil) {
    self.bug = bug
    super.init(frame: .zero)
    addSubview(toggleButton)
    toggleButton.addGestureRecognizer(tap)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func toggleBird() {
    birdExpanded.toggle()
    transitionsInFlight += 1
    // Preamble: a drawer when the bird is wanted and none is left from a transition.
    if birdExpanded && bird == nil {
      let drawer = UIView(frame: CGRect(x: 0, y: drawerTop, width: 390, height: 0))
      drawer.accessibilityIdentifier = "bird"
      drawer.backgroundColor = .systemYellow
      addSubview(drawer)
      bird = drawer
    }
    guard let drawer = bird else {
      transitionsInFlight -= 1
      return
    }
    let height = birdExpanded ? expandedHeight : 0
    UIView.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.9, initialSpringVelocity: 0,
      options: .allowUserInteraction,
      animations: {
        drawer.bounds.size.height = height
        drawer.center.y = self.drawerTop + height / 2
      },
      completion: { _ in self.transitionEnded() })
  }

  private func transitionEnded() {
    transitionsInFlight -= 1
    // Postamble: the drawer goes once nothing animates it any more.
    let postamble = bug == .naivePostamble ? !birdExpanded : transitionsInFlight == 0 && !birdExpanded
    if postamble {
      bird?.removeFromSuperview()
      bird = nil
    }
  }
}
