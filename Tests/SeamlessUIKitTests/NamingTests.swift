import SeamlessEngine
@testable import SeamlessUIKit
import Testing

/// Every view, recognizer and animator of a UIKit scene gets a stable journal name: by hand,
/// by the property that holds it, else by position.
@Suite struct NamingTests {
  final class Screen: UIView {
    let header = UIView()
    let cards = [UIView(), UIView()]
    lazy var pan = UIPanGestureRecognizer(target: self, action: Screen.handle)
    let fade = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut)
    let spacer = UIView()

    init() {
      super.init(frame: .zero)
      addSubview(header)
      for card in cards { addSubview(card) }
      header.addSubview(UIView())
      header.addSubview(UIView())
      let label = UIView()
      label.accessibilityIdentifier = "title"
      header.addSubview(label)
      spacer.accessibilityIdentifier = "gap"
      addSubview(spacer)
      header.addGestureRecognizer(pan)
      header.addGestureRecognizer(UITapGestureRecognizer())
    }

    required init?(coder: NSCoder) { nil }

    func handle() {}
  }

  @Test func namesComeFromIdentifiersPropertiesAndPositions() throws {
    let engine = Engine()
    let scene = UIKitScene { Screen() }
    scene.install(in: engine)
    let screen = try #require(scene.rootView as? Screen)
    #expect(screen.backing.name == "Screen")
    #expect(screen.header.backing.name == "header")
    #expect(screen.cards.map(\.backing.name) == ["cards[0]", "cards[1]"])
    #expect(screen.spacer.backing.name == "gap")
    #expect(screen.header.subviews.map(\.backing.name) == ["header/UIView1", "header/UIView2", "title"])
    #expect(screen.pan.backing.name == "pan")
    #expect(screen.header.gestureRecognizers?.last?.backing.name == "header.UITapGestureRecognizer1")
    #expect(screen.fade.pendingName == "fade")
    #expect(scene.window?.backing.name == "UIWindow")
  }

  final class Badge: UIView {}

  @Test func aViewAddedLaterTakesTheNextNumberOfItsTypeAndRenamesNothing() throws {
    let engine = Engine()
    let scene = UIKitScene { Screen() }
    scene.install(in: engine)
    let header = try #require((scene.rootView as? Screen)?.header)
    AmbientEngine.run(engine) {
      header.addSubview(Badge())
      header.addSubview(UIView())
    }
    #expect(header.subviews.map(\.backing.name) == ["header/UIView1", "header/UIView2", "title", "header/Badge1", "header/UIView3"])
  }
}
