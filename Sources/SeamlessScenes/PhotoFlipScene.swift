import SeamlessEngine

/// The Weather app's flip (WWDC 2010 session 123, “Building Animation Driven Interfaces”): a photo card that turns over to show its
/// back side, and back again, with `transition(from:to:…)`.
///
/// A 300 × 400 pt `photo-card` at (195, 400) holds `photo-front` and `photo-back`, both
/// filling it, the back hidden. A tap on the 120 × 60 pt `flip-button` under it (at
/// (195, 740)), or the command `flip`, turns the card over: from the side showing to the
/// other, flipping from the right toward the back and from the left toward the front, with
/// `showHideTransitionViews` ("do it symmetrically"), 0.6 s. The button is outside the card
/// so it stays live during a flip: tapping twice quickly flips back mid-turn, which replaces
/// the first transition (its completion gets `false`). Transitions are counted in
/// `flip-transitions`.
///
/// ``Bug/hidesInCompletion`` adds the belt-and-braces line every developer has written: the
/// completion hides the from-view "to be sure", ignoring `finished`. Flipped twice quickly,
/// the first (replaced) transition's completion hides the side the second one showed, and
/// the card shows neither (`shows-destination`).
///
/// ```swift
/// let scene = PhotoFlipScene()
/// ```
package final class PhotoFlipScene: Scene {
  /// A classic mistake with view transitions.
  package enum Bug: String, Sendable, Hashable, CaseIterable {
    /// The completion hides the from-view without checking `finished`.
    case hidesInCompletion = "hides-in-completion"
  }

  /// One flip's duration, in seconds.
  package static let flipDuration = 0.6

  package let bug: Bug?
  package let card = View(name: "photo-card", center: Point(x: 195, y: 400), size: Size(width: 300, height: 400))
  package let front = View(name: "photo-front", center: Point(x: 150, y: 200), size: Size(width: 300, height: 400))
  package let back = View(name: "photo-back", center: Point(x: 150, y: 200), size: Size(width: 300, height: 400))
  package let button = View(name: "flip-button", center: Point(x: 195, y: 740), size: Size(width: 120, height: 60))
  package let tap = TapGestureRecognizer(name: "flip-tap")
  /// Whether the back is the side the card turns (or has turned) to.
  package private(set) var showingBack = false
  package private(set) var transitions: TransitionCounter?
  private unowned var engine: Engine?

  package init(bug: Bug? = nil) {
    self.bug = bug
  }

  package func install(in engine: Engine) {
    self.engine = engine
    transitions = TransitionCounter(name: "flip-transitions", engine: engine)
    back.isHidden = true
    engine.window.addSubview(card)
    card.addSubview(front)
    card.addSubview(back)
    engine.window.addSubview(button)
    tap.addAction(named: "flip") { [unowned self] _ in self.flip() }
    button.addGestureRecognizer(tap)
  }

  package func perform(_ command: SceneCommand, in engine: Engine) -> Bool {
    guard command.name == "flip" else { return false }
    flip()
    return true
  }

  private func flip() {
    guard let engine, let transitions else { return }
    let (from, to) = showingBack ? (back, front) : (front, back)
    showingBack.toggle()
    transitions.begin()
    let direction: AnimationOptions = showingBack ? .transitionFlipFromRight : .transitionFlipFromLeft
    engine.transition(
      from: from, to: to, duration: Self.flipDuration, options: [direction, .showHideTransitionViews],
      completion: { [weak self] _ in
        guard let self else { return }
        if self.bug == .hidesInCompletion { from.isHidden = true }
        self.transitions?.end()
      })
  }
}
