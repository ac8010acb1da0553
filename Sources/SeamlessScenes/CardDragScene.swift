import SeamlessEngine

/// A card you drag, fling, catch mid-flight and toggle: the three transitions of
/// WWDC 2014 session 236 (“Building Interruptible and Responsive Interactions”) in one scene.
///
/// A 300 × 200 pt card rests at one of two positions, y = 300 (top) or y = 600 (bottom),
/// x = 195, on a 390 × 844 pt window.
///
/// - **Drag and release (gesture → animation).** A pan moves the card with the finger. On
///   release the card springs (a ``PropertyAnimator``, damping ratio 0.8, response 0.5 s)
///   to the rest position nearest to where it would be 0.2 s later at the release velocity,
///   starting at the finger's velocity: UISpringTimingParameters' vector velocity
///   normalised by the distance on each axis.
/// - **Catch (animation → gesture).** The card hit-tests where it is on screen; a pan
///   beginning on it stops the animator where the card is (`stopAnimation(false)`,
///   `finishAnimation(at: .current)`) and removes block animations promoting presentation
///   to model, so it stays under the finger.
/// - **Toggle (animation → animation).** A tap anywhere, or the trace command `toggle`
///   (arguments: `animated` Bool, default true; `target` point, default the other rest
///   position), sends the card to the other position with an additive spring block that
///   allows interaction, so a toggle mid-flight keeps position and velocity.
///
/// A ``TransitionCounter`` named `card-transitions` counts transitions in flight: +1 when
/// a release or toggle starts, −1 in its completion (however it ends).
///
/// ``Bug`` variants break one transition each, so the replay's invariants have something
/// to find.
///
/// ```swift
/// let scene = CardDragScene()
/// scene.install(in: engine)
/// engine.enqueue(contentsOf: fling)       // touches land on scene.card
/// ```
package final class CardDragScene: Scene {
  /// One deliberate mistake.
  package enum Bug: String, Sendable, Hashable, CaseIterable {
    /// Catching removes animations without promoting presentation: the card jumps to its
    /// target under the finger.
    case jumpOnCatch = "jump-on-catch"
    /// Releasing starts the spring from rest: the card stops dead, then accelerates.
    case dropsReleaseVelocity = "drops-release-velocity"
    /// Completions count a transition out only when it finished: a caught transition
    /// never leaves the counter.
    case unbalancedCounter = "unbalanced-counter"
  }

  /// The two rest positions: top, then bottom.
  package static let restPositions = [Point(x: 195, y: 300), Point(x: 195, y: 600)]
  /// How far ahead (seconds at the release velocity) the card looks to pick its target.
  package static let projectionSeconds = 0.2

  package let bug: Bug?
  package let card = View(name: "card", center: CardDragScene.restPositions[1], size: Size(width: 300, height: 200))
  package let pan = PanGestureRecognizer(name: "card-pan")
  package let tap = TapGestureRecognizer(name: "background-tap")
  package private(set) var transitions: TransitionCounter?
  /// The release animator in flight, if any.
  package private(set) var releaseAnimator: PropertyAnimator?
  private unowned var engine: Engine?
  private var grabCenter = Point.zero
  private var releases = 0

  package init(bug: Bug? = nil) {
    self.bug = bug
  }

  package func install(in engine: Engine) {
    self.engine = engine
    transitions = TransitionCounter(name: "card-transitions", engine: engine)
    card.hitTestsPresentationValues = true
    engine.window.addSubview(card)
    pan.addAction(named: "drag") { [unowned self] recognizer in self.panned(recognizer.state) }
    card.addGestureRecognizer(pan)
    tap.addAction(named: "toggle") { [unowned self] _ in self.toggle(animated: true, target: nil) }
    engine.window.addGestureRecognizer(tap)
  }

  package func perform(_ command: SceneCommand, in engine: Engine) -> Bool {
    switch command.name {
    case "toggle":
      toggle(animated: command.bool("animated") ?? true, target: command.point("target"))
      return true
    default:
      return false
    }
  }

  // MARK: Gesture

  private func panned(_ state: GestureRecognizerState) {
    switch state {
    case .began:
      catchCard()
      grabCenter = card.center
    case .changed:
      let translation = pan.translation(in: engine?.window) ?? .zero
      card.center = grabCenter + translation
    case .ended:
      release(velocity: pan.velocity(in: engine?.window) ?? .zero)
    case .cancelled:
      release(velocity: .zero)
    case .possible, .failed:
      break
    }
  }

  private func catchCard() {
    if bug == .jumpOnCatch {
      card.removeAllAnimations()
      return
    }
    if let animator = releaseAnimator, animator.state == .active {
      animator.stopAnimation(false)
      animator.finishAnimation(at: .current)
    }
    card.removeAllAnimations(promotingPresentation: true)
  }

  private func release(velocity: Point) {
    guard let engine, let transitions else { return }
    let projected = card.center.y + velocity.y * Self.projectionSeconds
    let target = Self.restPositions.min { abs($0.y - projected) < abs($1.y - projected) } ?? Self.restPositions[1]
    if bug != .dropsReleaseVelocity { ReleaseSpring.prepare(card, to: target, velocity: velocity, in: engine) }
    let normalised =
      bug == .dropsReleaseVelocity
      ? Point.zero
      : Point(
        x: Spring.normalizedVelocity(velocity.x, from: card.center.x, to: target.x),
        y: Spring.normalizedVelocity(velocity.y, from: card.center.y, to: target.y))
    transitions.begin()
    releases += 1
    let animator = PropertyAnimator(
      engine: engine, name: "card-release-\(releases)", duration: 0.5, timing: .spring(dampingRatio: 0.8, initialVelocity: normalised)
    ) { [card] in
      card.center = target
    }
    animator.addCompletion { [bug] position in
      if bug == .unbalancedCounter && position != .end { return }
      transitions.end()
    }
    animator.startAnimation()
    releaseAnimator = animator
  }

  // MARK: Toggle

  private func toggle(animated: Bool, target: Point?) {
    guard let engine, let transitions else { return }
    let destination =
      target ?? (card.center.y > 450 ? Self.restPositions[0] : Self.restPositions[1])
    guard animated else {
      engine.performWithoutAnimation { card.center = destination }
      return
    }
    transitions.begin()
    engine.animate(
      withDuration: 0.5, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: .allowUserInteraction,
      animations: { [card] in card.center = destination },
      completion: { [bug] finished in
        if bug == .unbalancedCounter && !finished { return }
        transitions.end()
      })
  }
}
