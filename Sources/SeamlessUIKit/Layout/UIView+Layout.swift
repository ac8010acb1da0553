import Foundation

/// A view's Auto Layout state: its anchors, the constraints it holds, its guides.
final class ViewLayout {
  var translatesAutoresizingMaskIntoConstraints = true
  /// Active constraints whose first item is this view (or one of its guides), in the order
  /// they were activated: the window's engine collects them in tree order.
  var held: [NSLayoutConstraint] = []
  var guides: [UILayoutGuide] = []
  var safeArea: UILayoutGuide?
  var marginsGuide: UILayoutGuide?
  /// The margins the app set (`nil`: the default for the view).
  var margins: NSDirectionalEdgeInsets?
  var insetsMarginsFromSafeArea = true
  var preservesSuperviewMargins = false
  var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
  var compression = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
  var anchors: [NSLayoutConstraint.Attribute: AnyObject] = [:]
}

/// `NSLayoutConstraint.Axis`.
extension NSLayoutConstraint {
  public enum Axis: Int, Sendable { case horizontal, vertical }
}

extension UIView {
  /// Whether UIKit makes constraints from the view's frame (`true` for views made in code):
  /// set `false` to place the view with constraints.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { layout.translatesAutoresizingMaskIntoConstraints }
    set {
      layout.translatesAutoresizingMaskIntoConstraints = newValue
      markLayoutDirty(structure: true)
    }
  }

  private func anchor<Anchor: AnyObject>(_ attribute: NSLayoutConstraint.Attribute, _ make: () -> Anchor) -> Anchor {
    if let existing = layout.anchors[attribute] as? Anchor { return existing }
    let made = make()
    layout.anchors[attribute] = made
    return made
  }

  public var leadingAnchor: NSLayoutXAxisAnchor { anchor(.leading) { NSLayoutXAxisAnchor(item: self, attribute: .leading) } }
  public var trailingAnchor: NSLayoutXAxisAnchor {
    anchor(.trailing) { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  }
  public var leftAnchor: NSLayoutXAxisAnchor { anchor(.left) { NSLayoutXAxisAnchor(item: self, attribute: .left) } }
  public var rightAnchor: NSLayoutXAxisAnchor { anchor(.right) { NSLayoutXAxisAnchor(item: self, attribute: .right) } }
  public var centerXAnchor: NSLayoutXAxisAnchor { anchor(.centerX) { NSLayoutXAxisAnchor(item: self, attribute: .centerX) } }
  public var topAnchor: NSLayoutYAxisAnchor { anchor(.top) { NSLayoutYAxisAnchor(item: self, attribute: .top) } }
  public var bottomAnchor: NSLayoutYAxisAnchor { anchor(.bottom) { NSLayoutYAxisAnchor(item: self, attribute: .bottom) } }
  public var centerYAnchor: NSLayoutYAxisAnchor { anchor(.centerY) { NSLayoutYAxisAnchor(item: self, attribute: .centerY) } }
  /// The baseline of the first line of text; a view without text has its baseline at its
  /// bottom, as Auto Layout places it.
  public var firstBaselineAnchor: NSLayoutYAxisAnchor {
    anchor(.firstBaseline) { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
  }
  /// The baseline of the last line of text (a view without text: its bottom).
  public var lastBaselineAnchor: NSLayoutYAxisAnchor {
    anchor(.lastBaseline) { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
  }
  public var widthAnchor: NSLayoutDimension { anchor(.width) { NSLayoutDimension(item: self, attribute: .width) } }
  public var heightAnchor: NSLayoutDimension { anchor(.height) { NSLayoutDimension(item: self, attribute: .height) } }

  /// The part of the view inside the window's safe area (47 pt at the top and 34 pt at the
  /// bottom of a 390 × 844 pt display: an iPhone with a notch and a home indicator; the
  /// engine's choice, for every display size).
  public var safeAreaLayoutGuide: UILayoutGuide {
    if let guide = layout.safeArea { return guide }
    let guide = UILayoutGuide(owningView: self, identifier: "\(backing.name).safeAreaLayoutGuide")
    layout.safeArea = guide
    markLayoutDirty(structure: true)
    return guide
  }

  /// How far the window's unsafe edges reach into the view, from its current frame.
  public var safeAreaInsets: UIEdgeInsets {
    guard let window else { return .zero }
    let frame = convert(bounds, to: window)
    let safe = UIWindow.safeInsets
    return UIEdgeInsets(
      top: max(0, safe.top - frame.minY), left: 0, bottom: max(0, frame.maxY - (window.bounds.height - safe.bottom)),
      right: 0)
  }

  public var layoutGuides: [UILayoutGuide] { layout.guides }

  public func addLayoutGuide(_ guide: UILayoutGuide) {
    guide.owningView = self
    layout.guides.append(guide)
    markLayoutDirty(structure: true)
  }

  public func removeLayoutGuide(_ guide: UILayoutGuide) {
    layout.guides.removeAll { $0 === guide }
    guide.owningView = nil
  }

  /// The active constraints this view holds (those whose first item is it or its guide).
  public var constraints: [NSLayoutConstraint] { layout.held }

  /// Activates `constraint` (UIKit's older spelling).
  public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
  public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
  public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? layout.hugging.horizontal : layout.hugging.vertical
  }
  public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal { layout.hugging.horizontal = priority } else { layout.hugging.vertical = priority }
    markLayoutDirty()
  }
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? layout.compression.horizontal : layout.compression.vertical
  }
  public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal { layout.compression.horizontal = priority } else { layout.compression.vertical = priority }
    markLayoutDirty()
  }

  /// The app set the view's frame, bounds or centre.
  ///
  /// A view whose autoresizing mask becomes constraints feeds its frame to Auto Layout, so the
  /// constraints are solved again at the next layout. A view placed by constraints does not:
  /// as in UIKit, the app's frame stays until its superview's next layout pass puts the solved
  /// one back (a drag that moves a constrained view by its `center` is not undone every frame).
  func frameDidChange() {
    if translatesAutoresizingMaskIntoConstraints { markLayoutDirty() }
  }

  /// Marks the window's constraints for solving at the next layout.
  func markLayoutDirty(structure: Bool = false) {
    guard let window, !window.isApplyingLayout else { return }
    window.constraintLayoutDirty = true
    window.layoutPending = true
    if structure { window.constraintStructureDirty = true }
  }
}
