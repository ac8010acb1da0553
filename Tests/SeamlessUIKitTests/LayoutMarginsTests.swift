import SeamlessEngine
@testable import SeamlessUIKit
import Testing

/// Layout margins: 8 pt by default, inside the safe area unless the view says otherwise, a
/// controller's root view at least its system minimum (16 pt leading and trailing), and
/// constraints to the margins guide following the margins when they change.
@Suite struct LayoutMarginsTests {
  /// The scenes installed by the tests (a scene owns its window, which must outlive the test).
  private final class SceneKeeper { var scenes: [UIKitScene] = [] }
  private let keeper = SceneKeeper()

  /// A view pinned to all four edges of `guide`, in `root`.
  private static func pinned(to guide: UILayoutGuide, in root: UIView) -> UIView {
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(content)
    NSLayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      content.topAnchor.constraint(equalTo: guide.topAnchor),
      content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    return content
  }

  private func install(_ scene: UIKitScene) -> Engine {
    let engine = Engine()
    scene.install(in: engine)
    keeper.scenes.append(scene)
    return engine
  }

  final class MarginsView: UIView {
    var changes = 0
    override func layoutMarginsDidChange() { changes += 1 }
  }

  @Test func aViewsMarginsAreEightPointsInsideItsSafeArea() throws {
    let root = MarginsView()
    var content = UIView()
    _ = install(
      UIKitScene {
        content = Self.pinned(to: root.layoutMarginsGuide, in: root); return root
      })
    #expect(root.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    // The root fills the 390 × 844 window; its safe area starts 47 pt down and ends 34 pt up.
    #expect(content.frame == CGRect(x: 8, y: 55, width: 374, height: 747))
    #expect(root.layoutMarginsGuide.layoutFrame == content.frame)

    root.insetsLayoutMarginsFromSafeArea = false
    root.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 8, y: 8, width: 374, height: 828))

    root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 30, bottom: 40, trailing: 10)
    #expect(root.changes == 1)
    #expect(root.layoutMargins == UIEdgeInsets(top: 20, left: 30, bottom: 40, right: 10))
    root.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 30, y: 20, width: 350, height: 784))
  }

  final class Panel: UIViewController {
    var content = UIView()
    override func viewDidLoad() {
      content = LayoutMarginsTests.pinned(to: view.layoutMarginsGuide, in: view)
    }
  }

  @Test func aRootViewKeepsTheSystemMinimumMargins() throws {
    let panel = Panel()
    _ = install(UIKitScene { panel })
    let root = try #require(panel.viewIfLoaded)
    #expect(root.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    #expect(panel.content.frame == CGRect(x: 16, y: 47, width: 358, height: 763))

    // Smaller margins than the minimum give the minimum; larger ones are kept.
    root.layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 24)
    root.layoutIfNeeded()
    #expect(root.layoutMargins == UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 24))
    #expect(panel.content.frame == CGRect(x: 16, y: 51, width: 350, height: 755))

    panel.viewRespectsSystemMinimumLayoutMargins = false
    root.layoutIfNeeded()
    #expect(panel.content.frame == CGRect(x: 4, y: 51, width: 362, height: 755))
  }
}
