import SeamlessEngine

/// Toggle Bird (WWDC 2014 session 236, “Building Interruptible and Responsive Interactions”): a button that shows and hides a bird drawer, as often
/// and as indecisively as you like, with a transition counter around the preamble and the
/// postamble.
///
/// A tap on the 200 × 60 pt `toggle` button (at (195, 120)), or the command `toggle`, flips
/// `birdExpanded`. Expanding *anew* (no transition in flight) is the preamble: the bird
/// drawer view is made and added at zero height under the button (top edge at y = 200).
/// Every flip animates the drawer's height (0 ↔ 400 pt) additively with a spring, keeping
/// its top edge still, so a flip mid-flight reverses smoothly. The postamble, once the last
/// transition in flight completes and the bird is no longer wanted, removes the drawer (its
/// rendering is expensive). The counter, `bird-transitions`, is what makes "last" and
/// "anew" mean what they say.
///
/// ``Bug/naivePostamble`` is the code before the seed's fix: the postamble runs in every
/// completion whose transition left the bird collapsed, so flipping twice quickly removes
/// the drawer while the second transition is still animating it (`no-teleport`: it vanishes
/// mid-flight).
///
/// ```swift
/// let scene = ToggleBirdScene()
/// ```
package final class ToggleBirdScene: Scene {
  /// The code before the seed's fix.
  package enum Bug: String, Sendable, Hashable, CaseIterable {
    /// The postamble ignores the transitions still in flight.
    case naivePostamble = "naive-postamble"
  }

  /// The drawer's height when the bird is out.
  package static let expandedHeight = 400.0
  /// The drawer's top edge, just under the button.
  package static let drawerTop = 200.0

  package let bug: Bug?
  package let button = View(name: "toggle", center: Point(x: 195, y: 120), size: Size(width: 200, height: 60))
  package let tap = TapGestureRecognizer(name: "toggle-tap")
  /// The drawer, while it exists.
  package private(set) var bird: View?
  /// Whether the bird is wanted.
  package private(set) var birdExpanded = false
  package private(set) var transitions: TransitionCounter?
  private unowned var engine: Engine?

  package init(bug: Bug? = nil) {
    self.bug = bug
  }

  package func install(in engine: Engine) {
    self.engine = engine
    transitions = TransitionCounter(name: "bird-transitions", engine: engine)
    engine.window.addSubview(button)
    tap.addAction(named: "toggle") { [unowned self] _ in self.toggleBird() }
    button.addGestureRecognizer(tap)
  }

  package func perform(_ command: SceneCommand, in engine: Engine) -> Bool {
    guard command.name == "toggle" else { return false }
    toggleBird()
    return true
  }

  private func toggleBird() {
    guard let engine, let transitions else { return }
    birdExpanded.toggle()
    transitions.begin()
    // Preamble: when the bird is wanted and its drawer is gone (no transition in flight).
    if birdExpanded && bird == nil {
      let drawer = View(
        name: "bird", center: Point(x: 195, y: Self.drawerTop), size: Size(width: 390, height: 0))
      drawer.hitTestsPresentationValues = true
      engine.window.addSubview(drawer)
      bird = drawer
    }
    guard let drawer = bird else {
      transitions.end()
      return
    }
    let height = birdExpanded ? Self.expandedHeight : 0
    engine.animate(
      withDuration: 0.5, usingSpringWithDamping: 0.9, initialSpringVelocity: 0, options: .allowUserInteraction,
      animations: {
        drawer.bounds.size.height = height
        drawer.center.y = Self.drawerTop + height / 2
      },
      completion: { [weak self] _ in self?.transitionEnded() })
  }

  private func transitionEnded() {
    guard let transitions else { return }
    let last = transitions.end()
    // Postamble: the drawer goes once nothing animates it any more (the naive code does not
    // ask the counter).
    let postamble = bug == .naivePostamble ? !birdExpanded : last && !birdExpanded
    if postamble {
      bird?.removeFromSuperview()
      bird = nil
    }
  }
}
