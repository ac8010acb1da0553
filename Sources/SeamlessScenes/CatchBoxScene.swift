import SeamlessEngine

/// A box you throw and catch in mid-air (WWDC 2014 session 236 (“Building Interruptible and Responsive Interactions”): "the user should be able to
/// grab the item while it is moving").
///
/// A 120 × 120 pt box rests at the top (y = 200) or bottom (y = 644) of a 390 × 844 pt
/// window, x = 195. A tap on the background, or the command `throw`, sends it to the other
/// rest with a critically damped spring (0.8 s) that allows interaction. A pan on the box
/// catches it where it is on screen (the box hit-tests its presentation, the `hitTest(_:with:)`
/// override of the seed; catching removes its animations promoting presentation to model),
/// carries it with the finger and, on release, springs it to the rest nearer to where it
/// would be 0.2 s later, at the finger's velocity. Transitions are counted in
/// `box-transitions`.
///
/// The four ``Bug`` variants are the catch's classic mistakes, each caught by the invariant
/// that names it.
///
/// ```swift
/// let scene = CatchBoxScene(bug: .hitTestsModel)
/// ```
package final class CatchBoxScene: Scene {
  /// One classic mistake of catching a moving view.
  package enum Bug: String, Sendable, Hashable, CaseIterable {
    /// The throw animates without `.allowUserInteraction`: a finger on the flying box is
    /// swallowed (`hits-what-is-shown`).
    case blocksInteraction = "blocks-interaction"
    /// The box hit-tests its model values: a finger on the flying box lands on the background,
    /// which throws it again (`hits-what-is-shown`).
    case hitTestsModel = "hit-tests-model"
    /// Catching removes the animation without promoting the presentation: the box jumps to
    /// its destination under the finger (`continuity`, `no-teleport`).
    case jumpsOnCatch = "jumps-on-catch"
    /// The pan handler puts the box's centre at the touch location instead of adding the
    /// translation: it jumps by the grab offset (`no-teleport`).
    case teleports
  }

  /// The rest positions: top, then bottom.
  package static let restPositions = [Point(x: 195, y: 200), Point(x: 195, y: 644)]

  package let bug: Bug?
  package let box = View(name: "box", center: CatchBoxScene.restPositions[1], size: Size(width: 120, height: 120))
  package let pan = PanGestureRecognizer(name: "box-pan")
  package let tap = TapGestureRecognizer(name: "throw-tap")
  package private(set) var transitions: TransitionCounter?
  private unowned var engine: Engine?
  private var grabCenter = Point.zero

  package init(bug: Bug? = nil) {
    self.bug = bug
  }

  package func install(in engine: Engine) {
    self.engine = engine
    transitions = TransitionCounter(name: "box-transitions", engine: engine)
    box.hitTestsPresentationValues = bug != .hitTestsModel
    engine.window.addSubview(box)
    pan.addAction(named: "carry") { [unowned self] _ in self.panned() }
    box.addGestureRecognizer(pan)
    tap.addAction(named: "throw") { [unowned self] _ in self.throwBox() }
    engine.window.addGestureRecognizer(tap)
  }

  package func perform(_ command: SceneCommand, in engine: Engine) -> Bool {
    guard command.name == "throw" else { return false }
    throwBox()
    return true
  }

  /// The rest the box is heading for (its model value) and the other one.
  private var destinationAfterThrow: Point {
    box.center.y > 422 ? Self.restPositions[0] : Self.restPositions[1]
  }

  private func throwBox() {
    guard let engine, let transitions else { return }
    let target = destinationAfterThrow
    transitions.begin()
    engine.animate(
      withDuration: 0.8, usingSpringWithDamping: 1, initialSpringVelocity: 0,
      options: bug == .blocksInteraction ? [] : .allowUserInteraction,
      animations: { [box] in box.center = target }, completion: { _ in transitions.end() })
  }

  private func panned() {
    guard let engine else { return }
    switch pan.state {
    case .began:
      if bug == .jumpsOnCatch {
        box.removeAllAnimations()
      } else {
        box.removeAllAnimations(promotingPresentation: true)
      }
      grabCenter = box.center
    case .changed:
      if bug == .teleports {
        box.center = pan.location(in: engine.window) ?? box.center
      } else {
        box.center = grabCenter + (pan.translation(in: engine.window) ?? .zero)
      }
    case .ended, .cancelled:
      let velocity = pan.state == .ended ? pan.velocity(in: engine.window) ?? .zero : .zero
      release(velocity: velocity)
    case .possible, .failed:
      break
    }
  }

  private func release(velocity: Point) {
    guard let engine, let transitions else { return }
    let projected = box.center.y + 0.2 * velocity.y
    let target = Self.restPositions.min { abs($0.y - projected) < abs($1.y - projected) } ?? Self.restPositions[1]
    ReleaseSpring.prepare(box, to: target, velocity: velocity, in: engine)
    transitions.begin()
    // Both axes carry the finger's velocity: the spring of each is normalised by its own distance.
    let from = box.center
    engine.animate(
      withDuration: 0.6, usingSpringWithDamping: 0.8,
      initialSpringVelocity: Spring.normalizedVelocity(velocity.y, from: from.y, to: target.y),
      options: .allowUserInteraction, animations: { [box] in box.center.y = target.y },
      completion: { _ in transitions.end() })
    transitions.begin()
    engine.animate(
      withDuration: 0.6, usingSpringWithDamping: 0.8,
      initialSpringVelocity: Spring.normalizedVelocity(velocity.x, from: from.x, to: target.x),
      options: .allowUserInteraction, animations: { [box] in box.center.x = target.x },
      completion: { _ in transitions.end() })
  }
}
