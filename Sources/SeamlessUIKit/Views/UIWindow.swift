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

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    backing.name = "UIWindow"
    isNamed = true
  }

  // MARK: Layout

  /// The safe area's insets on every display: 47 pt at the top and 34 pt at the bottom (an
  /// iPhone with a notch and a home indicator, portrait; the engine's choice).
  static let safeInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

  /// The window's constraint solver, made when the first constraint is laid out.
  var layoutEngine: LayoutEngine?
  /// Whether constraints, or frames they depend on, changed since the last solve.
  var constraintLayoutDirty = true {
    didSet {
      if constraintLayoutDirty, let engine = backing.engine, engine.animations.completionDepth > 0 {
        layoutDirtiedInCompletion = true
      }
    }
  }
  /// Whether a completion handler changed what the next constraint layout solves (its moves
  /// are that completion's: a snap the eye sees when the view is on screen).
  var layoutDirtiedInCompletion = false
  /// Whether constraints were activated or deactivated, or views added, removed or switched
  /// between frames and constraints, since the last solve (else only values changed, and the
  /// engine reuses what it gathered).
  var constraintStructureDirty = true
  /// Whether anything in the window awaits layout (constraints or `setNeedsLayout`).
  var layoutPending = true
  /// Whether the engine is moving views to their solved frames (their setters must not mark
  /// the layout dirty again).
  var isApplyingLayout = false

  /// Solves the window's constraints and moves the views, if anything changed.
  func solveConstraintsIfNeeded() {
    guard constraintLayoutDirty, !isApplyingLayout else { return }
    constraintLayoutDirty = false
    if layoutEngine == nil {
      guard LayoutEngine.hasConstraints(in: self) else { return }
      layoutEngine = LayoutEngine(window: self)
    }
    layoutEngine?.layout()
  }

  /// The frame's commit: what awaits layout is laid out, as UIKit does before it renders.
  func commitLayout() {
    guard layoutPending else { return }
    layoutPending = false
    layoutIfNeeded()
  }

  open func makeKeyAndVisible() {
    isKeyWindow = true
    isHidden = false
  }
}
