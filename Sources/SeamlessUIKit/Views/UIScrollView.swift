import Foundation
import SeamlessEngine

/// `UIScrollView`, over the engine's `ScrollView`: the content offset is the bounds origin,
/// the scroll view drags it with its own pan, decelerates at ``decelerationRate``, bounces at
/// the edges, and tells its ``delegate`` in UIKit's order.
///
/// What UIKit does not publish (the deceleration's integrator, the bounce spring, how a changed
/// `targetContentOffset` is reached, the animated offset's curve) is the engine's documented
/// choice (see <doc:UIKitSurface>). A pinch zooms the delegate's ``UIScrollViewDelegate/viewForZooming(in:)``
/// between ``minimumZoomScale`` and ``maximumZoomScale`` about the fingers' centroid, as the
/// engine's `ScrollView` documents; scroll indicators are not drawn.
///
/// ```swift
/// let list = UIScrollView(frame: view.bounds)
/// list.contentSize = CGSize(width: view.bounds.width, height: 2400)
/// list.delegate = self
/// view.addSubview(list)
/// ```
open class UIScrollView: UIView {
  /// `UIScrollView.DecelerationRate`: the fraction of velocity kept per millisecond.
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// 0.998.
    public static let normal = DecelerationRate(rawValue: CGFloat(ScrollDecelerationRate.normal.rawValue))
    /// 0.99.
    public static let fast = DecelerationRate(rawValue: CGFloat(ScrollDecelerationRate.fast.rawValue))
  }

  /// `UIScrollView.ContentInsetAdjustmentBehavior`: whether the safe area the scroll view
  /// overlaps adds to ``contentInset``: on the axes it scrolls on (`automatic`,
  /// `scrollableAxes`), always, or never.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic, scrollableAxes, never, always
  }

  var scroll: ScrollView { unsafeDowncast(backing, to: ScrollView.self) }
  private lazy var delegateBridge = ScrollDelegateBridge(owner: self)

  public override init(frame: CGRect) {
    super.init(frame: frame)
    adoptScrollView()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    adoptScrollView()
  }

  private func adoptScrollView() {
    replaceBacking(with: ScrollView(name: "UIScrollView", center: .zero, size: Size(width: 0, height: 0)))
    scroll.systemInsetsProvider = { [unowned self] in self.systemInsets }
  }

  /// The safe area the behavior adds to the content inset.
  private var systemInsets: EdgeInsets {
    let safe = safeAreaInsets
    switch contentInsetAdjustmentBehavior {
    case .never:
      return .zero
    case .always:
      return safe.engine
    case .automatic, .scrollableAxes:
      let vertical =
        scroll.contentSize.height + scroll.contentInset.top + scroll.contentInset.bottom > scroll.bounds.size.height
        || alwaysBounceVertical
      let horizontal =
        scroll.contentSize.width + scroll.contentInset.left + scroll.contentInset.right > scroll.bounds.size.width
        || alwaysBounceHorizontal
      return EdgeInsets(
        top: vertical ? Double(safe.top) : 0, left: horizontal ? Double(safe.left) : 0,
        bottom: vertical ? Double(safe.bottom) : 0, right: horizontal ? Double(safe.right) : 0)
    }
  }

  /// The adjusted inset at the last layout: content resting at the top (or left) edge stays
  /// there when the inset changes, as UIKit keeps it.
  private var laidOutInset: EdgeInsets?

  open override func layoutSubviews() {
    super.layoutSubviews()
    let adjusted = scroll.adjustedContentInset
    let old = laidOutInset ?? scroll.contentInset
    laidOutInset = adjusted
    guard adjusted != old, !scroll.isTracking, !scroll.isMovingByItself else { return }
    var offset = scroll.contentOffset
    if offset.y == -old.top { offset.y = -adjusted.top }
    if offset.x == -old.left { offset.x = -adjusted.left }
    if offset != scroll.contentOffset { scroll.contentOffset = offset }
  }

  /// Told of drags, decelerations and every change of the offset (not retained).
  open weak var delegate: (any UIScrollViewDelegate)? {
    didSet { scroll.delegate = delegate == nil ? nil : delegateBridge }
  }

  open var contentOffset: CGPoint {
    get { CGPoint(scroll.contentOffset) }
    set { scroll.contentOffset = newValue.engine }
  }

  /// Moves the content to `contentOffset`, at once or eased over 0.3 s (the engine's choice).
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    AmbientEngine.run(backing.engine) { scroll.setContentOffset(contentOffset.engine, animated: animated) }
  }

  /// Scrolls the least needed to show `rect` (in the content's coordinates).
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let visible = bounds
    var offset = contentOffset
    if rect.maxX > visible.maxX { offset.x += rect.maxX - visible.maxX }
    if rect.minX < offset.x { offset.x = rect.minX }
    if rect.maxY > visible.maxY { offset.y += rect.maxY - visible.maxY }
    if rect.minY < offset.y { offset.y = rect.minY }
    let minimum = scroll.minimumOffset
    let maximum = scroll.maximumOffset
    offset.x = min(max(offset.x, CGFloat(minimum.x)), CGFloat(maximum.x))
    offset.y = min(max(offset.y, CGFloat(minimum.y)), CGFloat(maximum.y))
    setContentOffset(offset, animated: animated)
  }

  open var contentSize: CGSize {
    get { CGSize(width: scroll.contentSize.width, height: scroll.contentSize.height) }
    set { scroll.contentSize = newValue.engine }
  }

  open var contentInset: UIEdgeInsets {
    get { UIEdgeInsets(scroll.contentInset) }
    set { scroll.contentInset = newValue.engine }
  }

  /// ``contentInset`` plus the safe area it overlaps, as ``contentInsetAdjustmentBehavior``
  /// says (UIKit's window safe area here: 47 pt at the top, 34 at the bottom).
  open var adjustedContentInset: UIEdgeInsets { UIEdgeInsets(scroll.adjustedContentInset) }

  /// Whether the safe area adds to ``contentInset`` (default `automatic`: on the axes the
  /// content scrolls on).
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
    didSet { setNeedsLayout() }
  }

  open var bounces: Bool {
    get { scroll.bounces }
    set { scroll.bounces = newValue }
  }
  open var alwaysBounceVertical: Bool {
    get { scroll.alwaysBounceVertical }
    set { scroll.alwaysBounceVertical = newValue }
  }
  open var alwaysBounceHorizontal: Bool {
    get { scroll.alwaysBounceHorizontal }
    set { scroll.alwaysBounceHorizontal = newValue }
  }
  open var isScrollEnabled: Bool {
    get { scroll.isScrollEnabled }
    set { scroll.isScrollEnabled = newValue }
  }
  open var decelerationRate: DecelerationRate {
    get { DecelerationRate(rawValue: CGFloat(scroll.decelerationRate.rawValue)) }
    set { scroll.decelerationRate = ScrollDecelerationRate(rawValue: Double(newValue.rawValue)) }
  }

  /// Whether the content rests on multiples of the bounds size: a release turns at most one
  /// page (see the engine's `ScrollView.isPagingEnabled`); the delegate is not asked for a target.
  open var isPagingEnabled: Bool {
    get { scroll.isPagingEnabled }
    set { scroll.isPagingEnabled = newValue }
  }

  /// Inert: indicators are not drawn.
  open var showsVerticalScrollIndicator = true
  /// Inert: indicators are not drawn.
  open var showsHorizontalScrollIndicator = true

  /// The pull-to-refresh control above the content, if any.
  open var refreshControl: UIRefreshControl? {
    didSet {
      guard oldValue !== refreshControl else { return }
      oldValue?.removeFromSuperview()
      scroll.refreshControl = nil
      guard let refreshControl else { return }
      insertSubview(refreshControl, at: 0)
      scroll.refreshControl = refreshControl.refresh
    }
  }

  /// The pan the content is dragged with: the scroll view's own, which a delegate, a
  /// `require(toFail:)` or `velocity(in:)` can reach as UIKit's.
  public private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = ScrollViewPanGesture(
    scroll.panGestureRecognizer, view: self)

  // MARK: Zooming

  /// The smallest scale a pinch settles at (default 1).
  open var minimumZoomScale: CGFloat {
    get { CGFloat(scroll.minimumZoomScale) }
    set { scroll.minimumZoomScale = Double(newValue) }
  }
  /// The largest scale a pinch settles at (default 1: no zooming).
  open var maximumZoomScale: CGFloat {
    get { CGFloat(scroll.maximumZoomScale) }
    set { scroll.maximumZoomScale = Double(newValue) }
  }
  /// The zoom view's scale; setting it is ``setZoomScale(_:animated:)`` without animation.
  open var zoomScale: CGFloat {
    get { CGFloat(scroll.zoomScale) }
    set { setZoomScale(newValue, animated: false) }
  }
  /// Whether a pinch may take the scale past its limits (held back) and it bounces back.
  open var bouncesZoom: Bool {
    get { scroll.bouncesZoom }
    set { scroll.bouncesZoom = newValue }
  }
  open var isZooming: Bool { scroll.isZooming }
  open var isZoomBouncing: Bool { scroll.isZoomBouncing }

  /// Zooms to `scale` (clamped to the limits) about the visible centre, eased over 0.3 s when
  /// animated (the engine's choice).
  open func setZoomScale(_ scale: CGFloat, animated: Bool) {
    AmbientEngine.run(backing.engine) { scroll.setZoomScale(Double(scale), animated: animated) }
  }

  /// Zooms so that `rect`, in the zoom view's coordinates, fills the scroll view as far as the
  /// limits allow.
  open func zoom(to rect: CGRect, animated: Bool) {
    AmbientEngine.run(backing.engine) { scroll.zoom(to: rect.engine, animated: animated) }
  }

  /// The pinch the content zooms with, while ``maximumZoomScale`` is above
  /// ``minimumZoomScale`` (`nil` otherwise, as UIKit's).
  open var pinchGestureRecognizer: UIPinchGestureRecognizer? {
    guard let engineRecognizer = scroll.pinchGestureRecognizer else { return nil }
    if let pinchFace, pinchFace.backing === engineRecognizer { return pinchFace }
    let face = ScrollViewPinchGesture(engineRecognizer, view: self)
    pinchFace = face
    return face
  }
  private var pinchFace: ScrollViewPinchGesture?

  open var isTracking: Bool { scroll.isTracking }
  open var isDragging: Bool { scroll.isDragging }
  open var isDecelerating: Bool { scroll.isDecelerating }
}

/// The UIKit face of a scroll view's own engine pan.
final class ScrollViewPanGesture: UIPanGestureRecognizer {
  private let engineRecognizer: ScrollViewPanGestureRecognizer

  init(_ recognizer: ScrollViewPanGestureRecognizer, view: UIView) {
    engineRecognizer = recognizer
    let name = recognizer.name
    super.init()
    recognizer.name = name  // the scroll view named it
    self.view = view
  }

  override func makeBacking() -> GestureRecognizer { engineRecognizer }
}

/// The UIKit face of a scroll view's own engine pinch.
final class ScrollViewPinchGesture: UIPinchGestureRecognizer {
  private let engineRecognizer: PinchGestureRecognizer

  init(_ recognizer: PinchGestureRecognizer, view: UIView) {
    engineRecognizer = recognizer
    let name = recognizer.name
    super.init()
    recognizer.name = name  // the scroll view named it
    self.view = view
  }

  override func makeBacking() -> GestureRecognizer { engineRecognizer }
}

/// `UIScrollViewDelegate`: each message optional (the default does nothing), spelled as in
/// UIKit; `targetContentOffset` is a pointer the delegate may write through.
///
/// ```swift
/// func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
///                                targetContentOffset: UnsafeMutablePointer<CGPoint>) {
///   targetContentOffset.pointee.y = (targetContentOffset.pointee.y / 100).rounded() * 100
/// }
/// ```
public protocol UIScrollViewDelegate: AnyObject {
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  /// The view a pinch zooms (`nil`, the default: no zooming).
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
  func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
  func scrollViewDidZoom(_ scrollView: UIScrollView)
  func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}

/// Passes the engine scroll view's messages to the UIKit delegate, with the engine bound.
final class ScrollDelegateBridge: ScrollViewDelegate {
  unowned let owner: UIScrollView

  init(owner: UIScrollView) {
    self.owner = owner
  }

  private func tell(_ body: (any UIScrollViewDelegate, UIScrollView) -> Void) {
    guard let delegate = owner.delegate else { return }
    AmbientEngine.run(owner.backing.engine) { body(delegate, owner) }
  }

  func scrollViewDidScroll(_ scrollView: ScrollView) { tell { $0.scrollViewDidScroll($1) } }
  func scrollViewWillBeginDragging(_ scrollView: ScrollView) { tell { $0.scrollViewWillBeginDragging($1) } }
  func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: Point, targetContentOffset: inout Point) {
    var target = CGPoint(targetContentOffset)
    tell { delegate, owner in
      withUnsafeMutablePointer(to: &target) {
        delegate.scrollViewWillEndDragging(owner, withVelocity: CGPoint(velocity), targetContentOffset: $0)
      }
    }
    targetContentOffset = target.engine
  }
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) {
    tell { $0.scrollViewDidEndDragging($1, willDecelerate: willDecelerate) }
  }
  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { tell { $0.scrollViewWillBeginDecelerating($1) } }
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { tell { $0.scrollViewDidEndDecelerating($1) } }
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { tell { $0.scrollViewDidEndScrollingAnimation($1) } }
  func viewForZooming(in scrollView: ScrollView) -> View? {
    guard let delegate = owner.delegate else { return nil }
    return AmbientEngine.run(owner.backing.engine) { delegate.viewForZooming(in: owner)?.backing }
  }
  func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {
    tell { $0.scrollViewWillBeginZooming($1, with: UIView.owner(of: view)) }
  }
  func scrollViewDidZoom(_ scrollView: ScrollView) { tell { $0.scrollViewDidZoom($1) } }
  func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
    tell { $0.scrollViewDidEndZooming($1, with: UIView.owner(of: view), atScale: CGFloat(scale)) }
  }
}

extension UIEdgeInsets {
  init(_ insets: EdgeInsets) {
    self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }

  var engine: EdgeInsets {
    EdgeInsets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
  }
}
