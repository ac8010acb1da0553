import Foundation
import SeamlessEngine

/// A scene made of UIKit-spelled code: the adapter that puts a root view in a window filling
/// the replay's display, so `expectReplay`, `expectFuzz`, golden traces and your own CLI
/// replay and judge it like any scene.
///
/// The root is made inside the replay (by the closure you pass), so everything it builds the
/// UIKit way (animators, recognizers, `UIView.animate`) belongs to that replay's engine;
/// replays running in parallel never share one. After making it, the adapter names every view,
/// recognizer and animator for the journal (see <doc:UIKitSurface>), lays the window out and
/// from then on hands each touch to the window's `hitTest(_:with:)` and the responder chain.
///
/// Trace commands go to a root that adopts ``UIKitSceneCommands``; with none, a command is
/// reported as unknown.
///
/// ```swift
/// SceneDefinition(name: "card", summary: "A card you fling") {
///   UIKitScene { CardView() }
/// }
/// ```
public final class UIKitScene: Scene {
  private enum Root {
    case view(() -> UIView)
    case controller(() -> UIViewController)
  }

  private let root: Root
  /// The window, once installed.
  public private(set) var window: UIWindow?
  /// The root view, once installed.
  public private(set) var rootView: UIView?
  /// The root view controller, once installed (if the scene has one).
  public private(set) var rootViewController: UIViewController?

  /// A scene whose root view `makeRoot` makes (once, when the replay installs it).
  public init(_ makeRoot: @escaping () -> UIView) {
    root = .view(makeRoot)
  }

  /// A scene whose root view controller `makeRoot` makes (once, when the replay installs it):
  /// its view is loaded, fills the window and appears as under a window's `rootViewController`.
  public init(_ makeRoot: @escaping () -> UIViewController) {
    root = .controller(makeRoot)
  }

  public func install(in engine: Engine) {
    AmbientEngine.run(engine) {
      let display = engine.window.bounds
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: display.size.width, height: display.size.height))
      engine.window.addSubview(window.backing)
      window.backing.addTouchObserver(ResponderBridge())
      engine.touchDispatch.hitTestOverride = { [weak window, weak engine] point in
        AmbientEngine.run(engine) { window?.hitTest(CGPoint(point), with: nil)?.backing }
      }
      self.window = window
      engine.addFrameObserver(LayoutCommit(window: window), phase: .commit)
      switch root {
      case .view(let make):
        let view = make()
        window.rootView = view
        ViewNaming.nameScene(root: view, window: window)
        rootView = view
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
      case .controller(let make):
        let controller = make()
        window.rootViewController = controller
        ViewNaming.nameScene(root: controller, window: window)
        rootViewController = controller
        rootView = controller.view
        window.makeKeyAndVisible()
        controller.viewWillAppear(false)
        window.layoutIfNeeded()
        controller.viewDidAppear(false)
      }
    }
  }

  public func perform(_ command: SceneCommand, in engine: Engine) -> Bool {
    guard let handler = (rootViewController as? any UIKitSceneCommands) ?? (rootView as? any UIKitSceneCommands) else {
      return false
    }
    return AmbientEngine.run(engine) { handler.perform(command) }
  }
}

/// A UIKit scene's root that carries out a trace's commands (the app doing something that is
/// not a touch: a model update, a programmatic toggle).
///
/// ```swift
/// extension BirdView: UIKitSceneCommands {
///   func perform(_ command: SceneCommand) -> Bool {
///     guard command.name == "toggle" else { return false }
///     toggle()
///     return true
///   }
/// }
/// ```
public protocol UIKitSceneCommands: AnyObject {
  /// Carries out `command`; `false` if the scene does not know it.
  func perform(_ command: SceneCommand) -> Bool
}
