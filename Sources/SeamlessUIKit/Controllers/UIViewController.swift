import Foundation
import SeamlessEngine

/// `UIViewController`: a view loaded on first use (`loadView`, then `viewDidLoad`), the
/// appearance and layout callbacks, and child controllers.
///
/// ``UIKitScene`` installs a root view controller as UIKit's window does: it loads the view,
/// sizes it to the window, calls `viewWillAppear(false)`, lays the window out (with
/// `viewWillLayoutSubviews`/`viewDidLayoutSubviews` around the view's `layoutSubviews`), then
/// calls `viewDidAppear(false)`. Navigation and status-bar settings are inert.
///
/// ```swift
/// final class DrawerViewController: UIViewController {
///   private let drawer = UIView()
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     view.addSubview(drawer)
///   }
/// }
/// ```
open class UIViewController: UIResponder {
  private var loadedView: UIView?
  /// The controller this one is a child of.
  public private(set) weak var parent: UIViewController?
  /// The child controllers, in the order they were added.
  public private(set) var children: [UIViewController] = []
  /// Inert: stored.
  open var title: String?
  /// Inert: stored.
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic

  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Storyboards are not modelled: a controller that loads its view with ``loadView()``.
  public required init?(coder: NSCoder) {
    super.init()
  }

  public override convenience init() { self.init(nibName: nil, bundle: nil) }

  /// The root view, loaded (``loadView()``, then ``viewDidLoad()``) the first time it is read.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      loadedView?.owningController = nil
      loadedView = newValue
      newValue?.owningController = self
    }
  }

  /// The view if it is loaded, without loading it.
  open var viewIfLoaded: UIView? { loadedView }
  open var isViewLoaded: Bool { loadedView != nil }

  /// Makes the root view: a plain view the size of the screen (390 × 844 pt until the window
  /// sizes it).
  open func loadView() {
    view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }
    viewDidLoad()
  }

  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}

  /// The root view's superview: touches the root view does not handle go there.
  open override var next: UIResponder? { loadedView?.superview }

  // MARK: Children

  open func addChild(_ childController: UIViewController) {
    childController.removeFromParent()
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }

  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
  }

  open func willMove(toParent parent: UIViewController?) {}
  open func didMove(toParent parent: UIViewController?) {}

  // MARK: Inert chrome

  open var prefersStatusBarHidden: Bool { false }
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  open var prefersHomeIndicatorAutoHidden: Bool { false }
  open func setNeedsStatusBarAppearanceUpdate() {}
  open var traitCollection: UITraitCollection { UITraitCollection() }

  /// The smallest margins the root view takes: 16 pt leading and trailing, none at the top and
  /// bottom, the compact-width value of the phone the engine models (20 pt in regular width).
  open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
  }

  /// Whether the root view's margins stay at least ``systemMinimumLayoutMargins`` (`true` by default).
  open var viewRespectsSystemMinimumLayoutMargins = true {
    didSet { viewIfLoaded?.markLayoutDirty() }
  }
  /// The item a navigation bar would show for this controller (inert: stored, never shown).
  open var navigationItem: UINavigationItem {
    if let storedNavigationItem { return storedNavigationItem }
    let item = UINavigationItem(title: title ?? "")
    storedNavigationItem = item
    return item
  }
  private var storedNavigationItem: UINavigationItem?

  /// Presents `viewController` at once over the window (no presentation animation is
  /// modelled): its view fills the window, in front.
  open func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
    guard let window = loadedView?.window else { return }
    viewController.view.frame = window.bounds
    window.addSubview(viewController.view)
    viewController.viewWillAppear(animated)
    viewController.viewDidAppear(animated)
    completion?()
  }

  /// Removes this controller's view if it was presented.
  open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    loadedView?.removeFromSuperview()
    completion?()
  }
}

/// `UINavigationItem`: a navigation bar's title and settings for one controller (inert: stored;
/// Seamless models no navigation bar).
open class UINavigationItem {
  open var title: String?
  open var prompt: String?
  open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
  open var hidesBackButton = false
  open var backButtonTitle: String?

  public init(title: String) {
    self.title = title
  }

  /// `UINavigationItem.LargeTitleDisplayMode`: inert.
  public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }
}

/// `UIStatusBarStyle`: inert.
public enum UIStatusBarStyle: Int, Sendable { case `default`, lightContent, darkContent }

/// `UIModalPresentationStyle`: inert.
public enum UIModalPresentationStyle: Int, Sendable {
  case automatic = -2, none = -1, fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen
  case overCurrentContext, popover
}
