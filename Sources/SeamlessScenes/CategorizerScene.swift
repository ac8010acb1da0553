import SeamlessEngine

/// The Restaurant Viewer's categorizer (WWDC 2008 session 362, “Controls, Views and Animation”): tap a category and the
/// restaurant's name flies into it along a ballistic path, rotating and shrinking while the
/// other categories dim, then fades to black; touches are ignored for the whole chain.
///
/// A 220 × 60 pt `restaurant` label at (195, 260) and four 300 × 50 pt category buttons
/// (`japanese`, `chinese`, `italian`, `french`, at y = 560, 620, 680, 740), each with a tap
/// recognizer. Categorizing into a new category begins ignoring interaction events, then
/// runs the seed's chain: a keyframe animation (0.8 s, paced) throws the label up and down
/// into the button while a block of the same duration rotates it a quarter turn, shrinks it
/// to 0.3 and dims the other buttons; its completion starts "fade to black" (0.4 s, the
/// label's alpha to 0), whose completion ends ignoring. The scene then puts the label back
/// at home (invisible, without animation) and fades everything back in (0.3 s), ready for
/// the next restaurant. Tapping the category the restaurant already has does nothing.
///
/// ``Bug/earlyReturn`` begins ignoring before checking whether there is anything to do,
/// and returns early when there is not: every later touch is dropped (`ignoring-balanced`).
/// ``Bug/resetsBeforeFade`` puts the label back home as soon as it lands, before the fade to
/// black: it snaps home in plain sight (`no-teleport`).
///
/// ```swift
/// let scene = CategorizerScene()
/// ```
package final class CategorizerScene: Scene {
  /// The classic mistake of an ignore bracket.
  package enum Bug: String, Sendable, Hashable, CaseIterable {
    /// `beginIgnoringInteractionEvents()`, then an early `return` that skips the end.
    case earlyReturn = "early-return"
    /// The first completion puts the label back home (without animation, at full alpha), then
    /// fades it out there: what is shown snaps from the button to home as the flight ends.
    case resetsBeforeFade = "resets-before-fade"
  }

  /// The categories, top to bottom.
  package static let categories = ["japanese", "chinese", "italian", "french"]
  /// Where the label rests.
  package static let home = Point(x: 195, y: 260)

  package let bug: Bug?
  package let label = View(name: "restaurant", center: CategorizerScene.home, size: Size(width: 220, height: 60))
  package let buttons: [View] = CategorizerScene.categories.enumerated().map { index, name in
    View(name: name, center: Point(x: 195, y: 560 + 60 * Double(index)), size: Size(width: 300, height: 50))
  }
  /// The restaurant's category, once it has one.
  package private(set) var category: String?
  private unowned var engine: Engine?

  package init(bug: Bug? = nil) {
    self.bug = bug
  }

  package func install(in engine: Engine) {
    self.engine = engine
    for (button, name) in zip(buttons, Self.categories) {
      engine.window.addSubview(button)
      let tap = TapGestureRecognizer(name: "categorize-\(name)")
      tap.addAction(named: "categorize") { [unowned self] _ in self.categorize(name) }
      button.addGestureRecognizer(tap)
    }
    engine.window.addSubview(label)
  }

  package func perform(_ command: SceneCommand, in engine: Engine) -> Bool { false }

  private func categorize(_ name: String) {
    guard let engine, let index = Self.categories.firstIndex(of: name) else { return }
    if bug == .earlyReturn {
      engine.beginIgnoringInteractionEvents()
      guard name != category else { return }  // the bug: nothing to animate, and ignoring never ends
    } else {
      guard name != category else { return }
      engine.beginIgnoringInteractionEvents()
    }
    category = name
    let destination = buttons[index].center
    let others = buttons.enumerated().filter { $0.offset != index }.map(\.element)
    engine.window.bringSubviewToFront(label)
    // The ballistic path: up over the start, then down into the button.
    let start = label.center
    let apex = Point(x: (start.x + destination.x) / 2, y: min(start.y, destination.y) - 120)
    engine.animateKeyframes(
      withDuration: 0.8, options: .calculationModePaced,
      animations: { [label] in
        engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { label.center = apex }
        engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { label.center = destination }
      })
    // Alpha does not animate additively: dimming from where a fade-in has got to, not from
    // its model value.
    engine.animate(
      withDuration: 0.8, options: .beginFromCurrentState,
      animations: { [label] in
        label.rotation = .pi / 2
        label.scaleX = 0.3
        label.scaleY = 0.3
        for button in others { button.alpha = 0.2 }
      },
      completion: { [weak self] _ in
        if self?.bug == .resetsBeforeFade { self?.putLabelHome() }  // the bug: it is still shown
        self?.fadeToBlack()
      })
  }

  /// Puts the label back where it rests, unturned and full size, without animation.
  private func putLabelHome() {
    engine?.performWithoutAnimation {
      label.center = Self.home
      label.rotation = 0
      label.scaleX = 1
      label.scaleY = 1
    }
  }

  private func fadeToBlack() {
    guard let engine else { return }
    engine.animate(
      withDuration: 0.4, animations: { [label] in label.alpha = 0 },
      completion: { [weak self] _ in
        engine.endIgnoringInteractionEvents()
        self?.nextRestaurant()
      })
  }

  /// Back home, invisible, then everything fades in.
  private func nextRestaurant() {
    guard let engine else { return }
    putLabelHome()
    // The buttons take touches while they come back.
    engine.animate(withDuration: 0.3, options: [.allowUserInteraction, .beginFromCurrentState]) { [label, buttons] in
      label.alpha = 1
      for button in buttons { button.alpha = 1 }
    }
  }
}
