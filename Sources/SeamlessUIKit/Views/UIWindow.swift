import Foundation
import SeamlessEngine

/// `UIWindow`: the root of a UIKit scene's views, filling the replay's display.
///
/// ``UIKitScene`` makes it, in the engine's window, and hands every touch to it for hit
/// testing (so `hitTest(_:with:)` and `point(inside:with:)` overrides decide, as in UIKit) and
/// then through the responder chain.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// window.addSubview(card)
/// ```
open class UIWindow: UIView {
  /// Inert: `true` once made key.
  public private(set) var isKeyWindow = false
  /// The root view controller: its view (loaded now) fills the window.
  open var rootViewController: UIViewController? {
    didSet {
      oldValue?.viewIfLoaded?.removeFromSuperview()
      rootView = rootViewController?.view
    }
  }

  /// The window's root view (without a controller, or its controller's view).
  open var rootView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let rootView {
        rootView.frame = bounds
        addSubview(rootView)
      }
    }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backing.name = "UIWindow"
    isNamed = true
  }

  public required convenience init?(coder: NSCoder) { self.init(frame: .zero) }

  open func makeKeyAndVisible() {
    isKeyWindow = true
    isHidden = false
  }
}
