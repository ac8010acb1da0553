import SeamlessEngine
@testable import SeamlessUIKit
import Testing

/// Auto Layout: constraints solved by priority, conflicts broken and journaled, the same frames
/// whatever the activation order, safe areas and intrinsic sizes, and layout inside animations
/// (including the classic constraint not reset after a reversed animator).
@Suite struct AutoLayoutTests {
  /// The scenes installed by the tests: a scene owns its window, which must outlive the test.
  private let scenes = SceneKeeper()

  final class SceneKeeper {
    var scenes: [UIKitScene] = []
  }

  /// A scene whose root view `build` fills with constrained views, installed in a fresh engine.
  private func install(_ build: @escaping (UIView) -> Void) throws -> (Engine, UIView) {
    let engine = Engine()
    let scene = UIKitScene {
      let root = UIView()
      build(root)
      return root
    }
    scene.install(in: engine)
    scenes.scenes.append(scene)
    return (engine, try #require(scene.rootView))
  }

  private func constrained(in root: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    return view
  }

  @Test func prioritiesDecideBetweenConflictingWishes() throws {
    var card = UIView()
    var wide = NSLayoutConstraint(
      item: card, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 0)
    let (_, root) = try install { root in
      card = self.constrained(in: root)
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20).isActive = true
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100).isActive = true
      card.heightAnchor.constraint(equalToConstant: 50).isActive = true
      card.widthAnchor.constraint(greaterThanOrEqualToConstant: 100).isActive = true
      wide = card.widthAnchor.constraint(equalToConstant: 300)
      wide.priority = .defaultHigh
      wide.isActive = true
      let narrow = card.widthAnchor.constraint(equalToConstant: 50)
      narrow.priority = .defaultLow
      narrow.isActive = true
    }
    #expect(card.frame == CGRect(x: 20, y: 100, width: 300, height: 50))
    // Without the 750 wish, the 250 one pulls down to the required minimum.
    wide.isActive = false
    root.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 20, y: 100, width: 100, height: 50))
  }

  @Test func aConflictingRequiredConstraintIsBrokenAndJournaled() throws {
    var card = UIView()
    let (engine, _) = try install { root in
      card = self.constrained(in: root)
      NSLayoutConstraint.activate([
        card.leadingAnchor.constraint(equalTo: root.leadingAnchor), card.topAnchor.constraint(equalTo: root.topAnchor),
        card.heightAnchor.constraint(equalToConstant: 10), card.widthAnchor.constraint(equalToConstant: 100),
        card.widthAnchor.constraint(equalToConstant: 200),
      ])
    }
    #expect(card.frame.width == 100)
    let problems = engine.journal.problems.compactMap { entry -> (String, String)? in
      guard case .programmerError(.layoutMisuse(let constraint, let rule)) = entry.event else { return nil }
      return (constraint, rule)
    }
    #expect(engine.journal.problems.count == 1)
    #expect(problems.first?.0 == "UIView/UIView1.width == 200.0")
    #expect(problems.first?.1.hasPrefix("it conflicts with the required constraints already in place") == true)
  }

  @Test func theSameConstraintsGiveTheSameFramesInAnyOrder() throws {
    func layout(order: [Int]) throws -> [CGRect] {
      var views: [UIView] = []
      _ = try install { root in
        let a = self.constrained(in: root)
        let b = self.constrained(in: root)
        views = [a, b]
        let all = [
          a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
          b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
          b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
          a.widthAnchor.constraint(equalTo: b.widthAnchor),
          a.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
          b.topAnchor.constraint(equalTo: a.topAnchor),
          a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
          b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ]
        for index in order { all[index].isActive = true }
      }
      return views.map(\.frame)
    }
    let forward = try layout(order: Array(0..<8))
    // (390 − 16 − 16 − 8) / 2 = 175 wide, from x = 16 and 199; the safe area starts at 47.
    #expect(forward == [CGRect(x: 16, y: 47, width: 175, height: 87.5), CGRect(x: 199, y: 47, width: 175, height: 87.5)])
    #expect(try layout(order: [7, 6, 5, 4, 3, 2, 1, 0]) == forward)
    #expect(try layout(order: [3, 0, 6, 2, 7, 4, 1, 5]) == forward)
  }

  @Test func aLabelTakesItsIntrinsicSize() throws {
    let title = UILabel()
    _ = try install { root in
      title.text = "Comments"
      title.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(title)
      title.centerXAnchor.constraint(equalTo: root.centerXAnchor).isActive = true
      title.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor).isActive = true
    }
    // 8 × 0.55 × 17 = 74.8 → 75 by ⌈17 × 1.2⌉ = 21, centred, its bottom on the safe area's (844 − 34).
    #expect(title.frame == CGRect(x: 157.5, y: 789, width: 75, height: 21))
  }

  /// Baselines: a label's is an ascender (0.95 em) below the top of its line, its text centred
  /// in the label; a view without text has its baseline at its bottom.
  @Test func labelsAlignByTheirBaselines() throws {
    let title = UILabel()
    let value = UILabel()
    let box = UIView()
    _ = try install { root in
      for view in [title, value, box] {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
      }
      title.text = "Damping"
      title.font = .systemFont(ofSize: 20)
      value.text = "0.80\n(two lines)"
      value.numberOfLines = 0
      value.font = .systemFont(ofSize: 10)
      NSLayoutConstraint.activate([
        title.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        title.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        value.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        value.lastBaselineAnchor.constraint(equalTo: title.lastBaselineAnchor),
        box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 30),
        box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        box.lastBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
      ])
    }
    // title: 24 pt tall (⌈20 × 1.2⌉) at y 100; its baseline 100 + 0.95 × 20 = 119.
    #expect(title.frame.minY == 100 && title.frame.height == 24)
    // value: two 12 pt lines, 24 pt; its last baseline 12 + 9.5 below its top: top = 119 − 21.5.
    #expect(value.frame.height == 24 && abs(value.frame.minY - 97.5) < 1e-9, "\(value.frame)")
    // A view without text has its baseline at its bottom: 119 − 30.
    #expect(abs(box.frame.minY - 89) < 1e-9, "\(box.frame)")
  }

  /// A controller that puts a size-only-constrained window on a constraint-placed marker in
  /// `viewDidLayoutSubviews` (how picture-in-picture code written for UIKit does it).
  final class CornerController: UIViewController {
    let marker = UIView()
    let window = UIView()
    var markerTop: NSLayoutConstraint?
    var layouts = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      for subview in [marker, window] {
        subview.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(subview)
        subview.widthAnchor.constraint(equalToConstant: 80).isActive = true
        subview.heightAnchor.constraint(equalToConstant: 120).isActive = true
      }
      marker.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20).isActive = true
      markerTop = marker.topAnchor.constraint(equalTo: view.topAnchor, constant: 600)
      markerTop?.isActive = true
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      layouts += 1
      window.center = marker.center
    }
  }

  /// The app's own frame for a constrained view stays until its superview's next layout pass.
  ///
  /// As in UIKit: a drag that sets `center` is not undone by the next frame's layout. A
  /// constraint change lays the superview out again (and calls `viewDidLayoutSubviews`).
  @Test func anAppPlacedConstrainedViewStaysUntilTheNextLayoutPass() throws {
    let engine = Engine()
    let scene = UIKitScene { CornerController() }
    scene.install(in: engine)
    scenes.scenes.append(scene)
    let controller = try #require(scene.rootViewController as? CornerController)
    engine.advance(by: .milliseconds(50))
    // The marker: trailing 20 pt from 390, top at 600: centre (330, 660).
    #expect(controller.marker.center == CGPoint(x: 330, y: 660))
    #expect(controller.window.center == CGPoint(x: 330, y: 660))
    let layouts = controller.layouts

    controller.window.center = CGPoint(x: 100, y: 200)  // a drag
    engine.advance(by: .milliseconds(50))
    #expect(controller.window.center == CGPoint(x: 100, y: 200) && controller.layouts == layouts)

    controller.markerTop?.constant = 300  // a constraint change: the root lays out again
    engine.advance(by: .milliseconds(50))
    #expect(controller.marker.center == CGPoint(x: 330, y: 360))
    #expect(controller.window.center == CGPoint(x: 330, y: 360) && controller.layouts == layouts + 1)
  }

  /// A 400 pt popup, full width, its bottom 400 pt below the root's (hidden below the screen).
  private func installPopup() throws -> (engine: Engine, root: UIView, popup: UIView, bottom: NSLayoutConstraint) {
    var made: (popup: UIView, bottom: NSLayoutConstraint)?
    let (engine, root) = try install { root in
      let popup = self.constrained(in: root)
      let bottom = popup.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: 400)
      NSLayoutConstraint.activate([
        bottom, popup.heightAnchor.constraint(equalToConstant: 400),
        popup.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        popup.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      ])
      made = (popup, bottom)
    }
    let (popup, bottom) = try #require(made)
    return (engine, root, popup, bottom)
  }

  @Test func layoutInsideAnAnimationBlockAnimatesTheFramesItChanges() throws {
    let (engine, root, popup, bottom) = try installPopup()
    #expect(popup.frame.minY == 844)
    AmbientEngine.run(engine) {
      bottom.constant = 0
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { root.layoutIfNeeded() })
    }
    #expect(popup.frame.minY == 444)
    engine.advance(by: .milliseconds(500))
    let shown = try #require(popup.layer.presentation())
    #expect(abs(shown.frame.minY - 644) <= 1e-9)
  }

  /// The classic bug: a reversed animator finishing at `.start` puts the views back, but the
  /// constraint keeps the constant the animation was heading for; the next layout snaps.
  @Test func aConstantNotResetAfterAReversedAnimatorSnapsAtTheNextLayout() throws {
    for resets in [false, true] {
      let (engine, root, popup, bottom) = try installPopup()
      AmbientEngine.run(engine) {
        bottom.constant = 0
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { root.layoutIfNeeded() }
        animator.addCompletion { position in
          if resets && position == .start { bottom.constant = 400 }
        }
        animator.startAnimation()
        engine.advance(by: .milliseconds(300))
        animator.isReversed = true
      }
      engine.advance(by: .seconds(2))
      #expect(popup.frame.minY == 844, "resets: \(resets)")
      // The next layout (any constraint change, a rotation, a new subview) applies the constant.
      AmbientEngine.run(engine) {
        root.setNeedsLayout()
        root.markLayoutDirty()
      }
      engine.advance(by: .milliseconds(100))
      #expect(popup.frame.minY == (resets ? 844 : 444), "resets: \(resets)")
    }
  }
}

/// A dragged constant moves in place in the solver; one the required constraints forbid is
/// broken and journaled, and tried again at its next change.
@Suite struct DraggedConstantTests {
  private final class SceneKeeper { var scenes: [UIKitScene] = [] }
  private let keeper = SceneKeeper()

  @Test func aForbiddenConstantIsBrokenAndTriedAgainAtItsNextChange() throws {
    let card = UIView()
    var width: NSLayoutConstraint?
    let engine = Engine()
    let scene = UIKitScene {
      let root = UIView()
      card.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(card)
      let made = card.widthAnchor.constraint(equalToConstant: 100)
      NSLayoutConstraint.activate([
        card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        card.trailingAnchor.constraint(lessThanOrEqualTo: root.leadingAnchor, constant: 200),
        card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        card.heightAnchor.constraint(equalToConstant: 50), made,
      ])
      width = made
      return root
    }
    scene.install(in: engine)
    keeper.scenes.append(scene)
    let dragged = try #require(width)
    for constant in stride(from: 100.0, through: 180, by: 20) {
      dragged.constant = CGFloat(constant)
      card.layoutIfNeeded()
      #expect(card.frame == CGRect(x: 20, y: 100, width: CGFloat(constant), height: 50))
    }
    #expect(engine.journal.problems.isEmpty)
    // 20 + 300 > 200: broken, journaled, and the card keeps a width the required ones allow.
    dragged.constant = 300
    card.layoutIfNeeded()
    #expect(engine.journal.problems.count == 1)
    #expect(card.frame.maxX <= 200)
    // The next change is tried again, and holds.
    dragged.constant = 150
    card.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 20, y: 100, width: 150, height: 50))
    #expect(engine.journal.problems.count == 1)
  }
}
