import Foundation

/// `NSDirectionalEdgeInsets`: insets from the top, leading, bottom and trailing edges.
///
/// Leading is left and trailing is right: the engine lays out left to right only.
///
/// ```swift
/// card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 20)
/// ```
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }

  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  public static let zero = NSDirectionalEdgeInsets()
}

extension NSDirectionalEdgeInsets {
  /// The same insets by left and right (left to right: leading is left).
  var edgeInsets: UIEdgeInsets { UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }

  /// Each edge the larger of the two.
  func atLeast(_ minimum: NSDirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(
      top: max(top, minimum.top), leading: max(leading, minimum.leading), bottom: max(bottom, minimum.bottom),
      trailing: max(trailing, minimum.trailing))
  }
}

extension UIEdgeInsets {
  /// The same insets by leading and trailing (left to right: left is leading).
  var directional: NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
  }
}

extension UIView {
  /// The margins a view has until the app sets its own: 8 pt on each edge, as UIKit documents
  /// for views that are not a controller's root view.
  static let defaultLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

  /// The space to keep between the view's edges and its content.
  ///
  /// 8 pt on each edge by default; a view controller's root view starts at the controller's
  /// ``UIViewController/systemMinimumLayoutMargins`` and never goes below them while
  /// ``UIViewController/viewRespectsSystemMinimumLayoutMargins`` is `true`. The value read back
  /// is the view's own margins: ``layoutMarginsGuide`` adds the safe area on top of them when
  /// ``insetsLayoutMarginsFromSafeArea`` is `true`.
  ///
  /// ```swift
  /// panel.layoutMargins = UIEdgeInsets(top: 16, left: 20, bottom: 16, right: 20)
  /// title.leadingAnchor.constraint(equalTo: panel.layoutMarginsGuide.leadingAnchor).isActive = true
  /// ```
  public var layoutMargins: UIEdgeInsets {
    get { directionalLayoutMargins.edgeInsets }
    set { directionalLayoutMargins = newValue.directional }
  }

  /// ``layoutMargins`` by leading and trailing edge (the same values: left to right).
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      guard let controller = owningController else { return layoutIfMade?.margins ?? Self.defaultLayoutMargins }
      let minimum = controller.systemMinimumLayoutMargins
      let margins = layoutIfMade?.margins ?? minimum
      return controller.viewRespectsSystemMinimumLayoutMargins ? margins.atLeast(minimum) : margins
    }
    set {
      guard layout.margins != newValue else { return }
      layout.margins = newValue
      layoutMarginsDidChange()
      setNeedsLayout()
      markLayoutDirty()
    }
  }

  /// Whether ``layoutMarginsGuide`` lies inside the safe area: the margins are added to the
  /// part of the view the window's unsafe edges cover (`true` by default, as in UIKit).
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { layoutIfMade?.insetsMarginsFromSafeArea ?? true }
    set {
      guard newValue != insetsLayoutMarginsFromSafeArea else { return }
      layout.insetsMarginsFromSafeArea = newValue
      if newValue, layout.marginsGuide != nil { _ = safeAreaLayoutGuide }
      markLayoutDirty(structure: true)
    }
  }

  /// Inert: stored, but a superview's margins do not widen this view's.
  public var preservesSuperviewLayoutMargins: Bool {
    get { layoutIfMade?.preservesSuperviewMargins ?? false }
    set { layout.preservesSuperviewMargins = newValue }
  }

  /// The view's bounds inset by its ``layoutMargins`` (and by the safe area first, when
  /// ``insetsLayoutMarginsFromSafeArea`` is `true`).
  ///
  /// ```swift
  /// label.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor).isActive = true
  /// ```
  public var layoutMarginsGuide: UILayoutGuide {
    if let guide = layout.marginsGuide { return guide }
    let guide = UILayoutGuide(owningView: self, identifier: "\(backing.name).layoutMarginsGuide")
    layout.marginsGuide = guide
    if insetsLayoutMarginsFromSafeArea { _ = safeAreaLayoutGuide }
    markLayoutDirty(structure: true)
    return guide
  }
}
