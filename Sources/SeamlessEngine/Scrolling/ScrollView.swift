/// A view whose content moves under a finger and carries on when it lets go: `UIScrollView`,
/// the opening example of WWDC 2014 session 236 (“Building Interruptible and Responsive
/// Interactions”): drag it, let go, it decelerates; grab it again mid-deceleration and it stops
/// where it is shown — “there's never a time where I can't start scrolling”.
///
/// The content offset is the bounds origin (``contentOffset`` reads and writes
/// ``View/bounds``' origin), so the subviews move on screen as it changes. The scroll view
/// drags with its own ``panGestureRecognizer``:
///
/// - **Dragging.** The content follows the finger 1:1 (from where the pan recognized) on each
///   axis it can scroll on: one whose content, with its insets, is larger than the bounds, or
///   that ``alwaysBounceHorizontal`` / ``alwaysBounceVertical`` makes scrollable. Past an
///   edge it is held back by the rubber band (`RubberBand`: `c = 0.55`), or stops at the edge
///   without ``bounces``. ``isTracking`` is true while a finger is down on it, ``isDragging``
///   once the drag moves it.
/// - **Letting go.** The delegate hears ``ScrollViewDelegate/scrollViewWillEndDragging(_:velocity:targetContentOffset:)``
///   with the release velocity in points per millisecond (Apple's unit) and the offset the
///   content will rest at, which it may change. Then the content decelerates at
///   ``decelerationRate`` (`v(t) = v₀·r^(1000·t)`, ``ScrollDecelerationRate``), and with
///   ``bounces`` springs back from an edge it runs into (`bounceSpring`); released past an
///   edge, it springs back to it.
/// - **A changed target** is reached without a jump in velocity: by a stronger deceleration
///   when the release velocity would carry the content at least that far in its direction,
///   otherwise by `bounceSpring` toward the target starting at the release velocity (a target
///   behind the fling is reached by turning back). UIKit does not document how it reaches a
///   changed target; this is the engine's choice.
/// - **Catching.** A finger coming down stops the content's own motion where it is shown
///   (``isDecelerating`` turns false; ``ScrollViewDelegate/scrollViewDidEndDecelerating(_:)``
///   is not called); lifted without dragging, content past an edge springs back.
/// - **`setContentOffset(_:animated:)`**: unanimated, it stops the content's own motion and
///   moves it at once (UIKit's idiom for stopping a deceleration is
///   `setContentOffset(contentOffset, animated: false)`); animated, it eases in and out over
///   ``animationDuration`` (the engine's choice: UIKit does not document it) and ends with
///   ``ScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)``. Set while a finger drags
///   the content, the animation stops at the drag's next move, which goes on from where the
///   content is shown.
///
/// The motion runs on the main thread, one step per display frame (a stalled main thread
/// freezes the content, as it does on a device), and every step calls
/// ``ScrollViewDelegate/scrollViewDidScroll(_:)``. The invariants judge a scroll like any drag:
/// a write to the content offset moves the subviews with the finger (so `follows-finger`
/// follows them), the release hands the finger's velocity to the content (`release-velocity`),
/// and the offset may not jump while the content moves (`no-teleport`), not even when the app
/// sets it.
///
/// - **Paging** (``isPagingEnabled``): a release turns at most one page, to the next page
///   boundary in a fling's direction, or settles on the nearest.
///
/// - **Refreshing** (``refreshControl``): see ``RefreshControl``.
///
/// - **Zooming** (``minimumZoomScale``, ``maximumZoomScale``, the delegate's
///   ``ScrollViewDelegate/viewForZooming(in:)``): a pinch zooms about its centroid, past the
///   limits held back and bouncing back (see the Scroll views article for the rules).
///
/// Not modelled (yet): scroll indicators, directional
/// lock, `delaysContentTouches`. The engine has no safe area: ``adjustedContentInset`` is
/// ``contentInset`` (SeamlessUIKit's `UIScrollView` adds its window's safe area).
///
/// ```swift
/// let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 390, height: 844))
/// list.contentSize = Size(width: 390, height: 3000)
/// list.delegate = self
/// window.addSubview(list)
/// ```
open class ScrollView: View {
  // MARK: Constants

  /// The spring a bounce back to an edge (and a changed target) follows.
  ///
  /// Mass 0.5, stiffness 100, damping ratio 1.1: Flutter's default scroll spring, from its
  /// `ScrollPhysics`, Flutter's imitation of iOS. UIKit does not publish its own. Over-damped,
  /// it returns without crossing the edge.
  package static let bounceSpring: Spring = {
    let mass = 0.5
    let stiffness = 100.0
    do {
      return try Spring(mass: mass, stiffness: stiffness, damping: 2 * 1.1 * (stiffness * mass).squareRoot())
    } catch {
      preconditionFailure("the bounce spring's constants are valid")
    }
  }()
  /// How close (pt) the content must be to where its motion ends to rest there: a quarter point,
  /// below a device pixel at 3× (the engine's choice).
  package static let restDistance = 0.25
  /// How slow (pt/s) a bounce must be to rest (the engine's choice; Flutter stops a scroll
  /// below 20 device pixels per second).
  package static let restSpeed = 20.0
  /// How long an animated `setContentOffset(_:animated:)` takes, in seconds (the engine's
  /// choice).
  public static let animationDuration = 0.3

  // MARK: Configuration

  /// Told of drags, decelerations and every change of the offset (not retained, as in UIKit).
  public weak var delegate: (any ScrollViewDelegate)?
  /// The size of the content, in points.
  public var contentSize = Size(width: 0, height: 0)
  /// Room around the content, in points.
  public var contentInset = EdgeInsets.zero
  /// The insets the offset's limits use: ``contentInset``, plus what the system adds (a
  /// UIKit scroll view adds the safe area it overlaps, as its `contentInsetAdjustmentBehavior`
  /// says; the engine itself has no safe area).
  public var adjustedContentInset: EdgeInsets {
    var insets = contentInset
    if let system = systemInsetsProvider?() {
      insets = EdgeInsets(
        top: insets.top + system.top, left: insets.left + system.left, bottom: insets.bottom + system.bottom,
        right: insets.right + system.right)
    }
    if refreshControl?.isRefreshing == true { insets.top += RefreshControl.height }
    return insets
  }

  /// The pull-to-refresh control above the content, if any (``RefreshControl``).
  public var refreshControl: RefreshControl? {
    didSet {
      guard oldValue !== refreshControl else { return }
      oldValue?.removeFromSuperview()
      oldValue?.scrollView = nil
      guard let refreshControl else { return }
      refreshControl.scrollView = self
      placeRefreshControl()
      _ = insertSubview(refreshControl, at: 0)
    }
  }

  /// Puts the refresh control above the content, as wide as the scroll view.
  private func placeRefreshControl() {
    guard let refreshControl else { return }
    let height = RefreshControl.height
    refreshControl.bounds.size = Size(width: bounds.size.width, height: height)
    refreshControl.center = Point(x: bounds.size.width / 2, y: -height / 2)
  }

  /// The adjusted insets changed because a refresh began or ended.
  func refreshingChanged(to refreshing: Bool) {
    let minimum = minimumOffset
    if isDragging {
      // A refresh the drag started moves nothing under the finger: the drag goes on from where
      // the content is shown. One the app ends mid-drag is left to the drag (the glitch).
      if refreshing { unbandedOffset = unbanded(contentOffset) }
      return
    }
    guard !refreshing, contentOffset.y < minimum.y, !isTracking else { return }
    // Content shown where the control was: back to the top, eased.
    setContentOffset(Point(x: contentOffset.x, y: minimum.y), animated: true)
  }
  /// What the system adds to ``contentInset`` (UIKit's safe area), asked when the limits are.
  package var systemInsetsProvider: (() -> EdgeInsets)?
  /// Whether the content goes past its edges under a drag and springs back (default `true`).
  public var bounces = true
  /// Whether a drag moves content that fits vertically (default `false`).
  public var alwaysBounceVertical = false
  /// Whether a drag moves content that fits horizontally (default `false`).
  public var alwaysBounceHorizontal = false
  /// Whether the pan drags the content (default `true`).
  public var isScrollEnabled = true {
    didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
  }
  /// How quickly the content slows after the lift (default ``ScrollDecelerationRate/normal``).
  public var decelerationRate = ScrollDecelerationRate.normal
  /// Whether the content comes to rest on multiples of the bounds size (default `false`).
  ///
  /// A release turns at most one page, to the next page in a fling's direction or the nearest one;
  /// the delegate is not asked for a target (Apple's documentation of the delegate method, as
  /// widely quoted since iOS 5: it "is not called when the value of the scroll view's
  /// `pagingEnabled` property is `YES`"). The page turn moves as a changed target does.
  public var isPagingEnabled = false
  /// How fast (pt/s) a release must be to turn the page in its direction rather than settle on
  /// the nearest (the engine's choice: UIKit does not publish its rule).
  package static let pagingFlingSpeed = 300.0
  /// The pan the content is dragged with.
  public let panGestureRecognizer: ScrollViewPanGestureRecognizer
  /// The pinch the content is zoomed with, while the zoom limits leave room to zoom (`nil`
  /// otherwise, as UIKit's); it begins only when the delegate names a view for zooming.
  public var pinchGestureRecognizer: PinchGestureRecognizer? { zoomPinch.view === self ? zoomPinch : nil }
  /// The pinch, attached or not.
  let zoomPinch: PinchGestureRecognizer

  // MARK: Zooming

  /// The smallest scale a pinch settles at (UIKit's default, 1).
  public var minimumZoomScale = 1.0 {
    didSet { updatePinchAttachment() }
  }
  /// The largest scale a pinch settles at (UIKit's default, 1: no zooming).
  public var maximumZoomScale = 1.0 {
    didSet { updatePinchAttachment() }
  }
  /// Whether a pinch may take the scale past its limits, held back, and the scale springs back
  /// at the lift (UIKit's default, true); without, the scale stops at its limits.
  public var bouncesZoom = true
  /// The zoom view's scale (see ``setZoomScale(_:animated:)``).
  public var zoomScale: Double {
    get { storedZoomScale }
    set { setZoomScale(newValue, animated: false) }
  }
  var storedZoomScale = 1.0
  /// Whether a pinch is zooming the content.
  public internal(set) var isZooming = false
  /// Whether the scale is going back within its limits after a pinch took it past them.
  public internal(set) var isZoomBouncing = false
  /// The zoom view's own point (unscaled) under the pinch's centroid when it began.
  var zoomAnchor = Point.zero
  /// The scale when the pinch began.
  var zoomStartScale = 1.0
  /// The pinch's centroid at its last change, in the visible space.
  var zoomCentroid = Point.zero
  /// Whether an animated zoom (or a bounce back) is under way.
  var zoomAnimationInFlight = false
  /// Bumped by each zoom animation and by whatever ends one early, so that only the newest
  /// animation's end reports the end of the zoom.
  var zoomAnimationGeneration = 0

  // MARK: State

  /// Whether a finger is down on the scroll view.
  public private(set) var isTracking = false
  /// Whether a drag is moving the content.
  public private(set) var isDragging = false
  /// Whether the content is moving by itself after a drag (decelerating or bouncing back).
  public private(set) var isDecelerating = false
  /// Whether the content moves by itself: decelerating, bouncing back, or animating to an
  /// offset.
  package var isMovingByItself: Bool { motion != nil }

  /// The content's own motion: each axis's, the instant it began, and whether it is a
  /// deceleration or an animated offset.
  var motion: Motion? {
    didSet {
      if oldValue == nil && motion != nil { lastStepOffset = contentOffset }
    }
  }
  private var displayLink: DisplayLink?
  /// Where the content's own motion put it at its last step (or where the motion started).
  private var lastStepOffset = Point.zero
  /// Where the drag would put the content without the rubber band.
  var unbandedOffset = Point.zero
  /// The drag's translation at its last step (the scroll view's space).
  private var lastTranslation = Point.zero

  struct Motion {
    enum Kind { case deceleration, animation }
    var x: AxisMotion
    var y: AxisMotion
    var kind: Kind
  }

  /// One axis's motion and when it started.
  struct AxisMotion {
    var motion: ScrollAxisMotion
    var start: Instant
  }

  /// The scroll view's name; its pan is named after it (`list.pan`) until the journal has
  /// named either.
  public package(set) override var name: String {
    didSet {
      if panGestureRecognizer.journalID == 0 { panGestureRecognizer.name = "\(name).pan" }
      if zoomPinch.journalID == 0 { zoomPinch.name = "\(name).pinch" }
    }
  }

  // MARK: Making one

  /// A scroll view of `size` centred at `center`, with no content.
  public override init(name: String, center: Point, size: Size) {
    panGestureRecognizer = ScrollViewPanGestureRecognizer(name: "\(name).pan")
    zoomPinch = PinchGestureRecognizer(name: "\(name).pinch")
    super.init(name: name, center: center, size: size)
    panGestureRecognizer.scrollView = self
    panGestureRecognizer.addAction(named: "scroll") { [weak self] recognizer in self?.panned(recognizer) }
    addGestureRecognizer(panGestureRecognizer)
    installPinch()
  }

  // MARK: The content offset

  /// The point of the content at the scroll view's top-left corner: the bounds origin.
  ///
  /// Setting it is ``setContentOffset(_:animated:)`` without animation.
  public var contentOffset: Point {
    get { bounds.origin }
    set { setContentOffset(newValue, animated: false) }
  }

  /// Moves the content to `offset`, at once or eased over ``animationDuration``; either way
  /// the content's own motion (a deceleration, an earlier animation) stops first.
  ///
  /// ```swift
  /// list.setContentOffset(Point(x: 0, y: -list.adjustedContentInset.top), animated: true)   // to the top
  /// ```
  open func setContentOffset(_ offset: Point, animated: Bool) {
    let wasMoving = motion != nil
    if wasMoving { stopMotion(.interrupted) }
    guard offset.x.isFinite && offset.y.isFinite else {
      bounds.origin = offset  // refused and journaled as a programmer error, as UIKit raises
      return
    }
    guard animated, let engine, offset != contentOffset else {
      if wasMoving, let engine {
        // Not a deliberate jump of content at rest: the content was moving, and the eye sees
        // it jump from where it was going (`no-teleport` judges it against that motion).
        engine.animations.writing(.dynamics) { moveContent(to: offset) }
      } else {
        moveContent(to: offset)
      }
      if isDragging { unbandedOffset = unbanded(offset) }
      return
    }
    let now = engine.now
    let from = contentOffset
    motion = Motion(
      x: AxisMotion(motion: .ease(from: from.x, to: offset.x, duration: Self.animationDuration), start: now),
      y: AxisMotion(motion: .ease(from: from.y, to: offset.y, duration: Self.animationDuration), start: now),
      kind: .animation)
    record(.beganAnimating, target: offset)
    startStepping(engine)
  }

  /// The smallest offset on each axis: the content's top-left, less the insets.
  package var minimumOffset: Point { Point(x: 0 - adjustedContentInset.left, y: 0 - adjustedContentInset.top) }

  /// The largest offset on each axis: the content's bottom-right at the scroll view's, with the
  /// insets (never below `minimumOffset`).
  package var maximumOffset: Point {
    let minimum = minimumOffset
    return Point(
      x: max(minimum.x, contentSize.width + adjustedContentInset.right - bounds.size.width),
      y: max(minimum.y, contentSize.height + adjustedContentInset.bottom - bounds.size.height))
  }

  /// Whether a drag moves the content horizontally.
  package var scrollsHorizontally: Bool {
    isScrollEnabled && (maximumOffset.x > minimumOffset.x || alwaysBounceHorizontal)
  }

  /// Whether a drag moves the content vertically.
  package var scrollsVertically: Bool {
    isScrollEnabled && (maximumOffset.y > minimumOffset.y || alwaysBounceVertical)
  }

  // MARK: Dragging

  private func panned(_ recognizer: GestureRecognizer) {
    guard let pan = recognizer as? PanGestureRecognizer else { return }
    switch pan.state {
    case .began:
      if motion != nil { stopMotion(.caught) }
      isDragging = true
      unbandedOffset = unbanded(contentOffset)
      lastTranslation = pan.translation(in: self) ?? .zero
      record(.beganDragging)
      delegate?.scrollViewWillBeginDragging(self)
    case .changed:
      let translation = pan.translation(in: self) ?? lastTranslation
      guard !isZooming else {
        // The pinch moves the content while it zooms; the drag goes on from there after it.
        lastTranslation = translation
        return
      }
      if zoomAnimationInFlight {
        // The zoom eases back while one finger still drags: the drag wins, from where it is shown.
        stopZoomAnimation()
        unbandedOffset = unbanded(contentOffset)
      }
      drag(to: translation)
    case .ended:
      // Fingers that lift while they zoom leave the content where the zoom put it: no fling.
      endDragging(fingerVelocity: isZooming ? .zero : pan.velocity(in: self) ?? .zero)
    case .cancelled:
      endDragging(fingerVelocity: .zero)
    case .possible, .failed:
      break
    }
  }

  private func drag(to translation: Point) {
    defer {
      if let refreshControl, !refreshControl.isRefreshing,
        contentOffset.y <= minimumOffset.y - RefreshControl.triggerDistance
      {
        refreshControl.pulled()
      }
    }
    let step = translation - lastTranslation
    lastTranslation = translation
    if motion != nil {
      // An animated offset set while the finger drags: the drag wins, from where the content is
      // shown (the animation moved it for a frame at most).
      stopMotion(.interrupted)
      unbandedOffset = unbanded(contentOffset)
    }
    if scrollsHorizontally { unbandedOffset.x -= step.x }
    if scrollsVertically { unbandedOffset.y -= step.y }
    let (minimum, maximum) = (minimumOffset, maximumOffset)
    moveContent(
      to: Point(
        x: banded(unbandedOffset.x, minimum.x, maximum.x, bounds.size.width),
        y: banded(unbandedOffset.y, minimum.y, maximum.y, bounds.size.height)))
  }

  /// The shown offset for an unbanded one on an axis: past an edge, held back by the rubber
  /// band (or at the edge without ``bounces``).
  func banded(_ value: Double, _ minimum: Double, _ maximum: Double, _ dimension: Double) -> Double {
    if value < minimum { return bounces ? minimum - RubberBand.offset(minimum - value, dimension: dimension) : minimum }
    if value > maximum { return bounces ? maximum + RubberBand.offset(value - maximum, dimension: dimension) : maximum }
    return value
  }

  /// The unbanded offset a shown one stands for (the rubber band undone past an edge).
  func unbanded(_ offset: Point) -> Point {
    let (minimum, maximum) = (minimumOffset, maximumOffset)
    func axis(_ value: Double, _ low: Double, _ high: Double, _ dimension: Double) -> Double {
      guard bounces else { return value }
      if value < low { return low - RubberBand.inverse(low - value, dimension: dimension) }
      if value > high { return high + RubberBand.inverse(value - high, dimension: dimension) }
      return value
    }
    return Point(
      x: axis(offset.x, minimum.x, maximum.x, bounds.size.width), y: axis(offset.y, minimum.y, maximum.y, bounds.size.height))
  }

  private func endDragging(fingerVelocity: Point) {
    let velocity = Point(
      x: scrollsHorizontally ? -fingerVelocity.x : 0, y: scrollsVertically ? -fingerVelocity.y : 0)
    let offset = contentOffset
    let (minimum, maximum) = (minimumOffset, maximumOffset)
    let exponent = decelerationRate.exponent
    // Where the content would rest: at the edge it is past, else where the velocity carries it
    // (within the edges).
    func proposed(_ value: Double, _ speed: Double, _ low: Double, _ high: Double) -> Double {
      if value < low { return low }
      if value > high { return high }
      return min(max(value - speed / exponent, low), high)
    }
    var natural = Point(
      x: proposed(offset.x, velocity.x, minimum.x, maximum.x), y: proposed(offset.y, velocity.y, minimum.y, maximum.y))
    var target = natural
    if isPagingEnabled {
      // A page turn: not the velocity's own resting place (nor the delegate's to change).
      target = Point(
        x: page(offset.x, velocity.x, bounds.size.width, minimum.x, maximum.x),
        y: page(offset.y, velocity.y, bounds.size.height, minimum.y, maximum.y))
      natural = Point(x: .nan, y: .nan)
    } else {
      delegate?.scrollViewWillEndDragging(
        self, velocity: Point(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: &target)
    }
    // A target the delegate put past the edges (or made non-finite) is brought back within them.
    target = Point(
      x: target.x.isFinite ? min(max(target.x, minimum.x), maximum.x) : proposed(offset.x, velocity.x, minimum.x, maximum.x),
      y: target.y.isFinite ? min(max(target.y, minimum.y), maximum.y) : proposed(offset.y, velocity.y, minimum.y, maximum.y))
    record(.endedDragging, velocity: velocity, target: target)
    isDragging = false
    isTracking = false
    let now = engine?.now ?? .zero
    let x = axisMotion(offset.x, velocity.x, natural.x, target.x, minimum.x, maximum.x, exponent)
    let y = axisMotion(offset.y, velocity.y, natural.y, target.y, minimum.y, maximum.y, exponent)
    let willDecelerate = !x.isStill || !y.isStill
    delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
    guard willDecelerate, motion == nil, let engine, contentOffset == offset else { return }
    motion = Motion(x: AxisMotion(motion: x, start: now), y: AxisMotion(motion: y, start: now), kind: .deceleration)
    beginDecelerating(engine, target: target, velocity: velocity)
  }

  /// The page a paging scroll view turns to on one axis, released at `value` moving at `speed`.
  ///
  /// Speeds are in pt/s; pages are `dimension` apart from 0. A fling of at least `pagingFlingSpeed`
  /// turns to the next page boundary in its direction; a slower release settles on the nearest.
  private func page(_ value: Double, _ speed: Double, _ dimension: Double, _ low: Double, _ high: Double) -> Double {
    guard dimension > 0 else { return min(max(value, low), high) }
    let position = value / dimension
    let page: Double
    if abs(speed) >= Self.pagingFlingSpeed {
      page = speed > 0 ? position.rounded(.up) : position.rounded(.down)
    } else {
      page = position.rounded()
    }
    return min(max(page * dimension, low), high)
  }

  /// One axis's motion after the lift at `value` moving at `speed`, toward `target` (the
  /// delegate's) where the velocity would take it to `natural`.
  private func axisMotion(
    _ value: Double, _ speed: Double, _ natural: Double, _ target: Double, _ low: Double, _ high: Double, _ exponent: Double
  ) -> ScrollAxisMotion {
    if value < low || value > high {
      // Released past an edge: spring back to it (or to the delegate's target).
      return .bounce(edge: target, displacement: value - target, velocity: speed)
    }
    if target == natural {
      return speed == 0 ? .rest(value) : .decay(start: value, velocity: speed, exponent: exponent)
    }
    let distance = target - value
    if distance == 0 && speed == 0 { return .rest(value) }
    if distance != 0 && speed * distance > 0 && abs(speed / exponent) >= abs(distance) {
      // The velocity would carry the content past the target: brake harder, to land on it.
      return .decay(start: value, velocity: speed, exponent: -speed / distance)
    }
    return .bounce(edge: target, displacement: value - target, velocity: speed)
  }

  // MARK: Catching

  /// A finger came down on the scroll view: the content's own motion stops where it is shown.
  func fingerCameDown() {
    isTracking = true
    if motion != nil { stopMotion(.caught) }
    stopZoomAnimation()
  }

  /// The touch sequence ended (after a drag, a failed pan or a mere touch): the scroll view is no
  /// longer tracking, and content left past an edge with nothing moving it springs back.
  func fingerLifted() {
    isTracking = false
    // A zoom easing the content back takes it to an offset within the edges itself.
    guard motion == nil, !zoomAnimationInFlight, let engine else { return }
    let offset = contentOffset
    let (minimum, maximum) = (minimumOffset, maximumOffset)
    let target = Point(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
    guard target != offset else { return }
    let now = engine.now
    motion = Motion(
      x: AxisMotion(motion: .bounce(edge: target.x, displacement: offset.x - target.x, velocity: 0), start: now),
      y: AxisMotion(motion: .bounce(edge: target.y, displacement: offset.y - target.y, velocity: 0), start: now),
      kind: .deceleration)
    beginDecelerating(engine, target: target, velocity: .zero)
  }

  // MARK: Moving by itself

  private func beginDecelerating(_ engine: Engine, target: Point, velocity: Point) {
    isDecelerating = true
    record(.beganDecelerating, velocity: velocity, target: target)
    delegate?.scrollViewWillBeginDecelerating(self)
    startStepping(engine)
  }

  private func startStepping(_ engine: Engine) {
    if let displayLink, displayLink.engine === engine {
      displayLink.isPaused = false
      return
    }
    displayLink?.invalidate()
    displayLink = engine.addDisplayLink(chargingCost: false) { [weak self] frame in self?.step(frame) }
  }

  /// One step of the content's own motion, at `frame`'s time.
  private func step(_ frame: Frame) {
    guard var motion, let engine else {
      displayLink?.isPaused = true
      return
    }
    let (minimum, maximum) = (minimumOffset, maximumOffset)
    let decelerates = motion.kind == .deceleration
    let x = advance(&motion.x, to: frame.time, minimum.x, maximum.x, isDeceleration: decelerates) { Point(x: $0, y: 0) }
    let y = advance(&motion.y, to: frame.time, minimum.y, maximum.y, isDeceleration: decelerates) { Point(x: 0, y: $0) }
    self.motion = motion
    // What the frame sampler reports as the velocity of the bounds origin this frame, and how
    // far the motion itself took it since its last step.
    originStepTravel = Point(x: abs(x.value - lastStepOffset.x), y: abs(y.value - lastStepOffset.y))
    lastStepOffset = Point(x: x.value, y: y.value)
    originVelocity = Point(x: x.velocity, y: y.velocity)
    originVelocityFrame = frame.index
    engine.animations.writing(.dynamics) { moveContent(to: Point(x: x.value, y: y.value), tellingDelegate: false) }
    let rests = x.rests && y.rests
    if rests {
      self.motion = nil
      displayLink?.isPaused = true
    }
    delegate?.scrollViewDidScroll(self)
    guard rests, self.motion == nil else { return }
    record(.rested)
    switch motion.kind {
    case .deceleration:
      isDecelerating = false
      delegate?.scrollViewDidEndDecelerating(self)
    case .animation:
      delegate?.scrollViewDidEndScrollingAnimation(self)
    }
  }

  /// Advances one axis to `time`: a deceleration that runs into an edge springs back from it
  /// (or stops there without ``bounces``); a motion that has come to rest is put where it ends.
  private func advance(
    _ axis: inout AxisMotion, to time: Instant, _ minimum: Double, _ maximum: Double, isDeceleration: Bool,
    velocityOnAxis: (Double) -> Point
  ) -> (value: Double, velocity: Double, rests: Bool) {
    var t = (time - axis.start).seconds
    var sample = axis.motion.sample(at: t)
    if isDeceleration, case .decay = axis.motion, sample.value < minimum || sample.value > maximum {
      let edge = sample.value < minimum ? minimum : maximum
      if bounces, let reached = axis.motion.timeReaching(edge) {
        let velocity = axis.motion.sample(at: reached).velocity
        record(.bounced, velocity: velocityOnAxis(velocity), target: nil)
        axis.motion = .bounce(edge: edge, displacement: 0, velocity: velocity)
        axis.start = axis.start + TimeSpan(seconds: reached)
        t = (time - axis.start).seconds
        sample = axis.motion.sample(at: t)
      } else {
        axis.motion = .rest(edge)
        return (edge, 0, true)
      }
    }
    // A motion shows its start at the frame it began (what takes over at a release starts at
    // the release's velocity), and rests from the next frame on.
    guard t > 0, axis.motion.isFinished(at: t) else { return (sample.value, sample.velocity, false) }
    let rest = axis.motion.rest
    axis.motion = .rest(rest)
    return (rest, 0, true)
  }

  func stopMotion(_ change: ScrollEvent.Change) {
    guard let motion else { return }
    self.motion = nil
    displayLink?.isPaused = true
    originVelocity = .zero
    originStepTravel = .zero
    originVelocityFrame = -1
    record(change)
    if motion.kind == .deceleration { isDecelerating = false }
  }

  /// Writes the offset and tells the delegate when it changed.
  func moveContent(to offset: Point, tellingDelegate: Bool = true) {
    let old = bounds.origin
    bounds.origin = offset
    if tellingDelegate && bounds.origin != old { delegate?.scrollViewDidScroll(self) }
  }

  func record(_ change: ScrollEvent.Change, velocity: Point? = nil, target: Point? = nil) {
    engine?.record(.scroll(ScrollEvent(change: change, view: name, offset: contentOffset, velocity: velocity, target: target)))
  }
}
