import SeamlessEngine
@testable import SeamlessUIKit
import Testing

/// UIKit's catch idiom: set the model to what the presentation layer shows, then remove the animations.
///
/// Nothing is drawn between the two, so the journal's transition keeps the value
/// (a promotion), whatever the additive animations added to the new model for that instant.
@Suite struct CatchTests {
  /// A replay's engine with a 300 × 200 pt card centred at (195, 600), and `animate` run on it.
  private func flyingCard(_ animate: @escaping (UIView) -> Void) throws -> (Engine, UIView, UIKitScene) {
    let engine = Engine()
    let scene = UIKitScene { UIView() }
    scene.install(in: engine)
    let root = try #require(scene.rootView)
    let card = UIView(frame: CGRect(x: 45, y: 500, width: 300, height: 200))
    AmbientEngine.run(engine) {
      root.addSubview(card)
      animate(card)
    }
    return (engine, card, scene)
  }

  /// The last `centerY` presentation transition journaled.
  private func lastCenterYTransition(in engine: Engine) throws -> PresentationTransition {
    try #require(
      engine.journal.entries.compactMap { entry -> PresentationTransition? in
        guard case .presentationTransition(let t) = entry.event, t.property == .centerY else { return nil }
        return t
      }.last)
  }

  @Test func settingTheModelToThePresentationThenRemovingIsAPromotionWithNoJump() throws {
    // A spring block: additive in the engine, as UIKit's springs are (WWDC 2014 session 236).
    let (engine, card, scene) = try flyingCard { card in
      UIView.animate(
        withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [],
        animations: { card.center.y = 300 })
    }
    defer { withExtendedLifetime(scene) {} }
    engine.advance(by: .milliseconds(200))
    let shown = try #require(card.layer.presentation()).position
    #expect(shown.y > 300 && shown.y < 600)
    AmbientEngine.run(engine) {
      card.center = shown
      card.layer.removeAllAnimations()
    }
    #expect(card.layer.presentation()?.position == shown)
    let removal = try lastCenterYTransition(in: engine)
    #expect(removal.cause == .removed(promoted: true))
    // Left: what was shown before the turn (to within the subtraction's rounding); right: the same.
    #expect(abs(removal.left.value - Double(shown.y)) <= 1e-9)
    #expect(removal.right.value == Double(shown.y))
  }

  @Test func removingWithoutSettingTheModelStillJumps() throws {
    let (engine, card, scene) = try flyingCard { card in
      UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { card.center.y = 300 })
    }
    defer { withExtendedLifetime(scene) {} }
    engine.advance(by: .milliseconds(250))
    AmbientEngine.run(engine) { card.layer.removeAllAnimations() }
    let removal = try lastCenterYTransition(in: engine)
    #expect(removal.cause == .removed(promoted: false))
    #expect(removal.right.value == 300)
    #expect(abs(removal.left.value - 450) <= 1e-9)
  }
}
