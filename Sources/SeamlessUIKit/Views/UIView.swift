import Foundation
import SeamlessEngine

/// `UIView`, over an engine view: what you set is the model, what animations show is the
/// presentation (read it through `layer.presentation()`), touches and hit tests go through
/// the overridable methods UIKit has.
///
/// Geometry is UIKit's: ``frame`` (in the superview), ``bounds`` (its own space),
/// ``center``, ``transform`` about the centre. The transform is kept as UIKit's render server
/// interpolates one: translation, scale, rotation and shear, the parts Core Animation
/// decomposes any matrix into to animate it, each interpolated on its own (see
/// <doc:UIKitSurface>).
///
/// Every view gets a name for the journal and for failure messages: its
/// `accessibilityIdentifier` if set, else the property that holds it (found when the scene is
/// installed: `drawer`, `drawer.handle`), else its superview's name, its type and a counter
/// (`drawer/UIView2`). See ``UIKitScene``.
///
/// ```swift
/// let card = UIView(frame: CGRect(x: 45, y: 500, width: 300, height: 200))
/// card.layer.cornerRadius = 12
/// view.addSubview(card)
/// UIView.animate(withDuration: 0.3) { card.transform = CGAffineTransform(scaleX: 0.9, y: 0.9) }
/// ```
open class UIView: UIResponder {
  /// The engine view the UIKit view stands for.
  private(set) var backing: View
  /// The subviews, back to front (kept alive by their superview, as in UIKit).
  public private(set) var subviews: [UIView] = []
  /// The view this one is a subview of.
  public private(set) weak var superview: UIView?
  /// The gesture recognizers attached to the view.
  public private(set) var gestureRecognizers: [UIGestureRecognizer]?

  /// `true` once a name was chosen for the view by hand or by property.
  var isNamed = false
  /// Per type, how many subviews and recognizers were named by position (see ``ViewNaming``).
  var nameCounters: [String: Int] = [:]
  /// The controller whose root view this is: next in the responder chain, told of layout.
  weak var owningController: UIViewController?
  /// Auto Layout state, made on first use.
  var layout: ViewLayout {
    if let layoutIfMade { return layoutIfMade }
    let made = ViewLayout()
    layoutIfMade = made
    return made
  }
  /// Auto Layout state, if any was made.
  private(set) var layoutIfMade: ViewLayout?
  /// The last transform set and what the engine made of it, so that reading it back gives
  /// the same bits.
  private var lastTransform: (matrix: CGAffineTransform, components: [Double])?
  /// Whether `layoutSubviews` (and its controller's `viewWill/DidLayoutSubviews`) runs at
  /// the next layout; set by `setNeedsLayout()` and by Auto Layout moving a subview.
  var needsLayout = true
  private lazy var backingLayer = CALayer(view: self, instant: nil)

  /// A view filling `frame` in its future superview, with no transform.
  public init(frame: CGRect) {
    backing = View(name: "UIView", frame: frame.engine)
    super.init()
    adoptBacking()
  }

  /// The shape UIKit Dynamics collides the view as; override it (`.ellipse` for a ball).
  open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

  /// The polygon a `.path` view collides as, about its centre: its bounds unless overridden.
  open var collisionBoundingPath: UIBezierPath { UIBezierPath(rect: bounds.offsetBy(dx: -bounds.midX, dy: -bounds.midY)) }

  /// Storyboards and archives are not modelled: a view with a zero frame.
  ///
  /// Designated, as in UIKit, so a subclass's `init?(coder:)` can call `super.init(coder:)`.
  public required init?(coder: NSCoder) {
    backing = View(name: "UIView", frame: CGRect.zero.engine)
    super.init()
    adoptBacking()
  }

  /// Where the first or last baseline is, as `top + heightFactor × height + offset`.
  ///
  /// For ``firstBaselineAnchor`` and ``lastBaselineAnchor``: a view without text has it at its
  /// bottom. Read when a constraint on it is activated.
  func baseline(last: Bool) -> (heightFactor: Double, offset: Double) { (1, 0) }

  /// Whether a view of this class takes touches until told otherwise (`false` for labels and
  /// image views, as in UIKit).
  class var isInteractiveByDefault: Bool { true }

  private func adoptBacking() {
    backing.isUserInteractionEnabled = Self.isInteractiveByDefault
    backing.bridge = self
    backing.prospectiveEngine = AmbientEngine.current
    backing.name = String(describing: type(of: self))
    backing.bridgeTypeName = backing.name
  }

  /// Puts `view` (a control's engine view) in place of the plain engine view `init(frame:)`
  /// made, before anything else has seen it: the frame carries over.
  func replaceBacking(with view: View) {
    view.center = backing.center
    view.bounds = backing.bounds
    backing.bridge = nil
    backing = view
    view.bridge = self
    view.prospectiveEngine = AmbientEngine.current
    view.name = String(describing: type(of: self))
    view.bridgeTypeName = view.name
  }

  /// A view with a zero frame.
  public override convenience init() { self.init(frame: .zero) }

  // MARK: Geometry (model values)

  /// The frame in the superview: the bounding box of the transformed bounds.
  ///
  /// Setting it sets the centre and the bounds size (with a transform in place, UIKit leaves
  /// the result undefined; here the untransformed size is set).
  open var frame: CGRect {
    get { CGRect(backing.frame) }
    set {
      backing.center = Point(x: Double(newValue.midX), y: Double(newValue.midY))
      let size = newValue.size.engine
      if backing.bounds.size != size { setBoundsSize(size) }
      frameDidChange()
    }
  }

  open var bounds: CGRect {
    get { CGRect(backing.bounds) }
    set {
      let sizeChanged = backing.bounds.size != newValue.size.engine
      backing.bounds = newValue.engine
      if sizeChanged { setNeedsLayout() }
      frameDidChange()
    }
  }

  open var center: CGPoint {
    get { CGPoint(backing.center) }
    set {
      backing.center = newValue.engine
      frameDidChange()
    }
  }

  /// The transform about the centre, any affine matrix; it animates part by part (see the type's notes).
  open var transform: CGAffineTransform {
    get {
      let components = currentComponents
      if let last = lastTransform, last.components == components { return last.matrix }
      return Self.matrix(components)
    }
    set {
      let components = Self.components(of: newValue)
      backing.translation = Point(x: components[0], y: components[1])
      backing.scaleX = components[2]
      backing.scaleY = components[3]
      backing.rotation = components[4]
      backing.shear = components[5]
      lastTransform = (newValue, currentComponents)
    }
  }

  open var alpha: CGFloat {
    get { CGFloat(backing.alpha) }
    set { backing.alpha = Double(newValue) }
  }

  open var isHidden: Bool {
    get { backing.isHidden }
    set {
      guard newValue != backing.isHidden else { return }
      backing.isHidden = newValue
      if let stack = superview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === self }) {
        stack.arrangedSubviewVisibilityDidChange()
      }
    }
  }

  open var isUserInteractionEnabled: Bool {
    get { backing.isUserInteractionEnabled }
    set { backing.isUserInteractionEnabled = newValue }
  }

  /// Inert: stored, never drawn.
  open var backgroundColor: UIColor?
  /// Inert: stored, never drawn (implicitly unwrapped, as UIKit declares it, so code that
  /// reads it unwrapped compiles).
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var tintColor: UIColor!
  /// Stored; hit testing never reaches outside a view's bounds anyway.
  open var clipsToBounds = false
  /// Inert: stored.
  open var isOpaque = true
  /// Inert: stored.
  open var contentMode: ContentMode = .scaleToFill
  /// Inert: stored.
  open var isMultipleTouchEnabled = false
  /// Inert: stored.
  open var isExclusiveTouch = false
  open var tag = 0

  /// The view's name in the journal and messages when set (before the scene is installed, or
  /// before the view is first touched).
  open var accessibilityIdentifier: String? {
    didSet {
      guard let accessibilityIdentifier, backing.journalID == 0 else { return }
      backing.name = accessibilityIdentifier
      isNamed = true
    }
  }

  /// `UIView.ContentMode`: stored, not drawn.
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
  }

  /// The view's layer: corner radius, opacity, position, and `presentation()`.
  open var layer: CALayer { backingLayer }

  // MARK: Hierarchy

  /// The window the view is in, if any.
  open var window: UIWindow? {
    var top: UIView = self
    while let parent = top.superview { top = parent }
    return top as? UIWindow
  }

  open override var next: UIResponder? { owningController ?? superview }

  open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

  open func insertSubview(_ view: UIView, at index: Int) {
    guard view !== self, !view.isAncestor(of: self) else { return }
    view.removeFromSuperview()
    let position = min(max(index, 0), subviews.count)
    subviews.insert(view, at: position)
    view.superview = self
    backing.insertSubview(view.backing, at: position)
    ViewNaming.nameAdded(view, in: self)
    view.setNeedsLayout()
    setNeedsLayout()
    markLayoutDirty(structure: true)
  }

  open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
    insertSubview(view, at: index + 1)
  }

  open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
    insertSubview(view, at: index)
  }

  open func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.subviewWillBeRemoved(self)
    parent.markLayoutDirty(structure: true)
    parent.subviews.removeAll { $0 === self }
    superview = nil
    backing.removeFromSuperview()
  }

  /// A subview is about to leave this view (a stack view drops it from its arrangement).
  func subviewWillBeRemoved(_ subview: UIView) {}

  open func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    subviews.removeAll { $0 === view }
    subviews.append(view)
    backing.bringSubviewToFront(view.backing)
  }

  open func sendSubviewToBack(_ view: UIView) {
    guard view.superview === self else { return }
    subviews.removeAll { $0 === view }
    subviews.insert(view, at: 0)
    backing.sendSubviewToBack(view.backing)
  }

  /// Whether this view is `view` or inside it.
  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  private func isAncestor(of view: UIView) -> Bool { view.isDescendant(of: self) }

  /// Takes the subviews from the engine view, after the engine changed them itself (a
  /// transition from one view to another).
  func syncSubviewsFromBacking() {
    let owners = backing.subviews.compactMap(UIView.owner(of:))
    for subview in owners { subview.superview = self }
    subviews = owners
  }

  /// Drops the superview when the engine removed the view from it (see ``syncSubviewsFromBacking()``).
  func syncSuperviewFromBacking() {
    guard let parent = superview, backing.superview == nil else { return }
    parent.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// The first view of the subtree (this one first) with `tag`.
  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  // MARK: Coordinates

  /// `point` in this view's bounds space, converted to `view`'s (the window's for `nil`).
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    CGPoint(backing.convert(point.engine, to: view?.backing ?? rootBacking) ?? point.engine)
  }

  /// `point` in `view`'s bounds space (the window's for `nil`), converted to this view's.
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    CGPoint(backing.convert(point.engine, from: view?.backing ?? rootBacking) ?? point.engine)
  }

  /// The bounding box of `rect`'s corners converted to `view`.
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    Self.boundingBox(of: rect) { convert($0, to: view) }
  }

  /// The bounding box of `rect`'s corners converted from `view`.
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    Self.boundingBox(of: rect) { convert($0, from: view) }
  }

  private var rootBacking: View { backing.root }

  private static func boundingBox(of rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
    CGRect(rect.engine.boundingBox { map(CGPoint($0)).engine })
  }

  // MARK: Hit testing

  /// The front-most descendant (or this view) under `point`, in this view's bounds space.
  ///
  /// UIKit's rule: a hidden view, one with user interaction disabled or alpha below 0.01, or
  /// one whose `point(inside:with:)` is false, is skipped with its subtree; subviews are
  /// tried front to back. Model geometry for block animations, as UIKit; where it is shown for
  /// a view a property animator drives (unless the animator's `isManualHitTestingEnabled`);
  /// override it to hit-test a block-animated view where it is shown (`layer.presentation()`).
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
    for subview in subviews.reversed() {
      guard let local = subview.backing.pointFromSuperview(point.engine, source: subview.hitTestingSource) else { continue }
      if let hit = subview.hitTest(CGPoint(local), with: event) { return hit }
    }
    return self
  }

  /// Whether `point` (bounds space) is inside the view: within its bounds, near edges in.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    backing.bounds(source: hitTestingSource).contains(point.engine)
  }

  /// Where hit testing places the view: where it is shown while a property animator that hit-tests
  /// automatically drives it (UIKit's `isManualHitTestingEnabled` false), else its model, as UIKit
  /// does for block animations (WWDC 2014 session 236).
  var hitTestingSource: GeometrySource {
    guard backing.isHitTestedWhereShown, let engine = backing.engine else { return .model }
    return .presentation(at: engine.now)
  }

  // MARK: Gestures

  open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    recognizer.view?.removeGestureRecognizer(recognizer)
    gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
    recognizer.view = self
    backing.addGestureRecognizer(recognizer.backing)
    ViewNaming.nameAttached(recognizer, to: self)
  }

  open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    guard recognizer.view === self else { return }
    gestureRecognizers?.removeAll { $0 === recognizer }
    recognizer.view = nil
    backing.removeGestureRecognizer(recognizer.backing)
  }

  // MARK: Layout

  /// Lays out subviews; the default does nothing (Auto Layout places constrained views before).
  open func layoutSubviews() {}

  /// Called after the view's ``layoutMargins`` change; the default does nothing.
  open func layoutMarginsDidChange() {}

  /// Marks the view for layout at the next `layoutIfNeeded()` (or the next frame's commit).
  open func setNeedsLayout() {
    needsLayout = true
    window?.layoutPending = true
  }

  /// Lays out now what is marked: first the window's constraints (when any changed: every
  /// constrained view of the window moves, animated inside an animation block), then
  /// `layoutSubviews` top-down in this view's subtree.
  open func layoutIfNeeded() {
    window?.solveConstraintsIfNeeded()
    layoutSubtreeIfNeeded()
  }

  func layoutSubtreeIfNeeded() {
    if needsLayout {
      needsLayout = false
      owningController?.viewWillLayoutSubviews()
      layoutSubviews()
      owningController?.viewDidLayoutSubviews()
    }
    for subview in subviews { subview.layoutSubtreeIfNeeded() }
  }

  /// Inert: nothing is drawn.
  open func setNeedsDisplay() {}

  /// `UIView.noIntrinsicMetric`: no intrinsic size along an axis.
  public static let noIntrinsicMetric: CGFloat = -1

  /// The size the content needs (a label's text, an image view's image); none for a plain view.
  open var intrinsicContentSize: CGSize { CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }

  /// Tells layout that ``intrinsicContentSize`` changed.
  open func invalidateIntrinsicContentSize() {
    superview?.setNeedsLayout()
    markLayoutDirty()
  }

  /// The size the view would like: its current size unless a subclass says otherwise.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to ``sizeThatFits(_:)``.
  open func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    bounds = CGRect(origin: bounds.origin, size: size)
  }

  // MARK: Transform components

  private func setBoundsSize(_ size: Size) {
    backing.bounds = Rect(origin: backing.bounds.origin, size: size)
    setNeedsLayout()
  }

  private var currentComponents: [Double] {
    [backing.translation.x, backing.translation.y, backing.scaleX, backing.scaleY, backing.rotation, backing.shear]
  }

  /// The components of `t` as Core Animation decomposes a matrix to interpolate it:
  /// translation, scale, rotation and shear (`[tx, ty, sx, sy, angle, shear]`).
  ///
  /// `sx` is the length of the image of the x axis, the angle its direction, `sy` the
  /// determinant over `sx` (negative for a mirror image), and the shear what is left:
  /// `(a·c + b·d) / (sx·sy)`. Exact for transforms made of scales and translations; `matrix`
  /// gives back `t` up to rounding.
  static func components(of t: CGAffineTransform) -> [Double] {
    let (a, b, c, d) = (Double(t.a), Double(t.b), Double(t.c), Double(t.d))
    let translation = [Double(t.tx), Double(t.ty)]
    if b == 0 && c == 0 { return translation + [a, d, 0, 0] }
    let scaleX = (a * a + b * b).squareRoot()
    guard scaleX > 0 else { return translation + [0, d, 0, 0] }
    let rotation = atan2(b, a)
    let determinant = a * d - b * c
    let scaleY = determinant / scaleX
    let shear = determinant != 0 ? (a * c + b * d) / determinant : 0
    return translation + [scaleX, scaleY, rotation, shear]
  }

  /// The matrix of translation, scale, rotation and shear components: scale, shear, rotate,
  /// translate.
  static func matrix(_ components: [Double]) -> CGAffineTransform {
    let (tx, ty, sx, sy, angle, shear) = (
      components[0], components[1], components[2], components[3], components[4], components[5]
    )
    let (s, c) = angle == 0 ? (0.0, 1.0) : (sin(angle), cos(angle))
    return CGAffineTransform(
      a: sx * c, b: sx * s, c: sy * (shear * c - s), d: sy * (shear * s + c), tx: tx, ty: ty)
  }
}
