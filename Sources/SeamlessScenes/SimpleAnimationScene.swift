import SeamlessEngine

/// The "Simple Animation" demo of WWDC 2008 session 362 (“Controls, Views and Animation”): a Dismiss button that slides a blue
/// rectangle off screen (fading it out) and, pressed again, back (fading it in), ignoring
/// interaction events while it moves.
///
/// A 200 × 200 pt `rectangle` sits centred in a 390 × 844 pt window, (195, 322). The
/// `dismiss` ``Button`` (200 × 60 pt, at (195, 520)) calls "change" on touch up inside:
/// where the rectangle is decides what happens (on screen: slide out to the right with
/// ease-in and fade to 0; off screen: slide back with ease-out and fade to 1), over 1 s.
/// The seed's rule for an animation that takes time: `beginIgnoringInteractionEvents()`
/// before it, `endIgnoringInteractionEvents()` in its completion, so "if you were to tap
/// like crazy, nothing behaves badly". The command `change` is a press of the button (it
/// sends its touch-down then touch-up-inside actions), ignored, as a tap is, while events are.
///
/// The two ``Bug`` variants are the demo's own warnings:
/// - ``Bug/actsOnTouchDown``: the action is registered for touch down; dragging the finger
///   off the button no longer cancels the press (`acts-on-release`);
/// - ``Bug/reentrantTaps``: no ignoring bracket; a second press mid-flight reverses the
///   slide, and the fade, an absolute animation, restarts from the model value: the
///   rectangle flashes (`continuity`, `no-teleport`).
///
/// ```swift
/// let scene = SimpleAnimationScene(bug: .reentrantTaps)
/// ```
package final class SimpleAnimationScene: Scene {
  /// The mistakes the seed warns about.
  package enum Bug: String, Sendable, Hashable, CaseIterable {
    /// The action runs on touch down.
    case actsOnTouchDown = "acts-on-touch-down"
    /// Nothing ignores interaction events while the rectangle moves.
    case reentrantTaps = "reentrant-taps"
  }

  /// Where the rectangle rests on screen.
  package static let shownCenter = Point(x: 195, y: 322)
  /// The slide's duration, in seconds.
  package static let duration = 1.0

  package let bug: Bug?
  package let rectangle = View(name: "rectangle", center: SimpleAnimationScene.shownCenter, size: Size(width: 200, height: 200))
  package let button = Button(name: "dismiss", center: Point(x: 195, y: 520), size: Size(width: 200, height: 60))
  private unowned var engine: Engine?

  package init(bug: Bug? = nil) {
    self.bug = bug
  }

  package func install(in engine: Engine) {
    self.engine = engine
    engine.window.addSubview(rectangle)
    engine.window.addSubview(button)
    button.addAction(named: "change", for: bug == .actsOnTouchDown ? .touchDown : .touchUpInside) { [unowned self] _, _ in
      self.change()
    }
  }

  package func perform(_ command: SceneCommand, in engine: Engine) -> Bool {
    guard command.name == "change" else { return false }
    // A press of the button: like a tap, it does nothing while interaction events are ignored.
    if !engine.isIgnoringInteractionEvents {
      button.sendActions(for: .touchDown)
      button.sendActions(for: .touchUpInside)
    }
    return true
  }

  /// The seed's `change:`: look up the state instead of keeping it.
  private func change() {
    guard let engine else { return }
    let bounds = engine.window.bounds
    let slidingOut = rectangle.frame.minX < bounds.maxX
    if bug != .reentrantTaps { engine.beginIgnoringInteractionEvents() }
    engine.animate(
      withDuration: Self.duration, options: slidingOut ? .curveEaseIn : .curveEaseOut,
      animations: {
        self.rectangle.center.x = slidingOut ? bounds.maxX + self.rectangle.bounds.size.width / 2 : Self.shownCenter.x
        self.rectangle.alpha = slidingOut ? 0 : 1
      },
      completion: { [weak self] _ in
        guard let self, self.bug != .reentrantTaps else { return }
        self.engine?.endIgnoringInteractionEvents()
      })
  }
}
