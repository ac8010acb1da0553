import SeamlessEngine

/// A puck that follows the finger through an interactive spring, written plainly (no
/// Seamless-specific declaration): the precision corpus's legal lag.
///
/// A 120 × 120 pt `puck` rests at one of two docks, (195, 240) or (195, 640). Each change of
/// the pan retargets the puck with an additive spring block (0.25 s, damping ratio 1) towards
/// where the finger has taken it, so it trails the finger by a bounded lag that closes when the
/// finger rests. A grab stops the puck where it is shown (removing its animations, promoting
/// presentation to model). The release sends it to the dock nearer to where it would be 0.2 s
/// later with a spring block of 0.5 s, damping ratio 0.85 and no initial velocity: the follow
/// springs still running carry the puck's own momentum (adding the finger's velocity on top
/// would count it twice). The command `toggle` sends it to the other dock.
///
/// ```swift
/// let scene = SpringFollowScene(bug: .jumpsAtGrab)
/// ```
package final class SpringFollowScene: Scene {
  /// Realistic mistakes.
  package enum Bug: String, Sendable, Hashable, CaseIterable {
    /// Each change retargets to the puck's model position plus the whole translation: the
    /// puck runs ahead of the finger (`follows-finger`).
    case accumulatesTranslation = "accumulates-translation"
    /// The grab removes the flight without promoting what is shown to the model: the puck
    /// jumps to where it was going (`continuity`, `no-teleport`).
    case jumpsAtGrab = "jumps-at-grab"
    /// The release adds the finger's velocity to a puck the follow springs already move:
    /// its velocity jumps (`continuity`).
    case addsReleaseVelocity = "adds-release-velocity"
  }

  /// The two docks.
  package static let docks = [Point(x: 195, y: 240), Point(x: 195, y: 640)]

  package let bug: Bug?
  package let puck = View(name: "puck", center: SpringFollowScene.docks[1], size: Size(width: 120, height: 120))
  package let pan = PanGestureRecognizer(name: "puck-pan")
  private var start = Point.zero
  private unowned var engine: Engine?

  package init(bug: Bug? = nil) {
    self.bug = bug
  }

  package func install(in engine: Engine) {
    self.engine = engine
    // The app overrides hit testing to take the puck where it is shown (WWDC 2014 session 236, “Building Interruptible and Responsive Interactions”).
    puck.hitTestsPresentationValues = true
    engine.window.addSubview(puck)
    pan.addAction(named: "follow") { [unowned self] _ in self.panned() }
    puck.addGestureRecognizer(pan)
  }

  package func perform(_ command: SceneCommand, in engine: Engine) -> Bool {
    guard command.name == "toggle" else { return false }
    let other = puck.center.y > 440 ? Self.docks[0] : Self.docks[1]
    engine.animate(
      withDuration: 0.5, usingSpringWithDamping: 0.85, initialSpringVelocity: 0, options: .allowUserInteraction,
      animations: { [puck] in puck.center = other })
    return true
  }

  private func panned() {
    guard let engine else { return }
    switch pan.state {
    case .began:
      puck.removeAllAnimations(promotingPresentation: bug != .jumpsAtGrab)
      start = puck.center
    case .changed:
      let translation = pan.translation(in: nil) ?? .zero
      let target = bug == .accumulatesTranslation ? puck.center + translation : start + translation
      engine.animate(
        withDuration: 0.25, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: .allowUserInteraction,
        animations: { [puck] in puck.center = target })
    case .ended, .cancelled:
      let velocity = pan.state == .ended ? pan.velocity(in: nil) ?? .zero : .zero
      let shown = Point(
        x: puck.presentationValue(of: .centerX, at: engine.now), y: puck.presentationValue(of: .centerY, at: engine.now))
      let projected = shown.y + 0.2 * velocity.y
      let dock = Self.docks.min { abs($0.y - projected) < abs($1.y - projected) } ?? Self.docks[1]
      let initial = bug == .addsReleaseVelocity ? Spring.normalizedVelocity(velocity.y, from: puck.center.y, to: dock.y) : 0
      engine.animate(
        withDuration: 0.5, usingSpringWithDamping: 0.85, initialSpringVelocity: initial, options: .allowUserInteraction,
        animations: { [puck] in puck.center = dock })
    case .possible, .failed:
      break
    }
  }
}
