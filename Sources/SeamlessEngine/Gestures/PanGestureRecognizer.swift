/// The engine's `UIPanGestureRecognizer`: a continuous gesture that follows the centroid
/// of one or more fingers and reports its translation and velocity.
///
/// State machine: `possible` until between ``minimumNumberOfTouches`` and
/// ``maximumNumberOfTouches`` fingers are down and their centroid has moved
/// `hysteresis` (10 pt) from where it was when they came down → `began`; every later move
/// while at least the minimum is down → `changed`; the last finger lifting → `ended`
/// (a cancelled touch → `cancelled`). More than the maximum number of fingers before
/// `began` → `failed`; all fingers lifting before `began` → `failed` (the base rule).
///
/// The 10 pt hysteresis is UIKit's *observed* value (Apple's `UIPanGestureRecognizer`
/// documentation leaves the threshold undocumented). ``translation(in:)`` is the centroid's movement
/// since `began` (or since ``setTranslation(_:in:)``) in the given view's coordinates, so
/// it is zero at `began` (UIKit leaves this undocumented; ``Engine/panTranslationOrigin``
/// switches to counting from touch-down). When a finger joins or leaves, the centroid jumps; the pan
/// absorbs the jump so translation and velocity stay continuous (as UIKit's do).
///
/// ``velocity(in:)`` comes from a `VelocityTracker` (LSQ2 by default: quadratic least
/// squares over the newest ≤ 20 samples within 100 ms, stopping at a > 40 ms gap) fed the
/// continuous centroid with each touch sample's own timestamp; in `ended` it is the
/// release velocity, ready for the animation that takes over (WWDC 2014 session 236, “Building Interruptible and Responsive Interactions”). The
/// lift itself is not a sample: as Android's and Flutter's trackers do, the up event's
/// position "conveys no new information about pointer movement", and a lift more than
/// 40 ms after the last movement reports zero (the finger had stopped). Adding the lift at
/// its own later time would read a finger that lifts 15 ms after its last move ~40 % slow.
///
/// ```swift
/// let pan = PanGestureRecognizer(name: "drag card")
/// pan.addAction(named: "follow") { _ in
///   switch pan.state {
///   case .began, .changed: card.translation = pan.translation(in: card.superview) ?? .zero
///   case .ended: springBack(card, initialVelocity: pan.velocity(in: card.superview) ?? .zero)
///   case .possible, .cancelled, .failed: break
///   }
/// }
/// card.addGestureRecognizer(pan)
/// ```
open class PanGestureRecognizer: GestureRecognizer {
  /// How far (pt, window space) the centroid must move before the pan begins: 10 pt, the
  /// value observed on iOS (UIKit does not document it).
  package static let defaultHysteresis = 10.0

  /// The fewest fingers that pan (default 1).
  @exclusivity(unchecked) public var minimumNumberOfTouches = 1
  /// The most fingers that pan (default unlimited); more before `began` fail it.
  @exclusivity(unchecked) public var maximumNumberOfTouches = Int.max
  /// The movement needed to begin, in points (default ``defaultHysteresis``).
  @exclusivity(unchecked) package var hysteresis = PanGestureRecognizer.defaultHysteresis

  @exclusivity(unchecked) private var tracker: VelocityTracker
  /// The centroid minus the jumps absorbed when fingers joined or left (window points).
  @exclusivity(unchecked) private var trackedPosition = Point.zero
  @exclusivity(unchecked) private var offset = Point.zero
  @exclusivity(unchecked) private var touchDownPosition = Point.zero
  @exclusivity(unchecked) private var translationOrigin = Point.zero
  /// When the last finger lifted (ns), while the gesture is over.
  @exclusivity(unchecked) private var liftTime: Int64?

  /// A pan named `name` whose velocity uses `strategy` (LSQ2 by default).
  public init(name: String = "pan", velocityStrategy: VelocityEstimationStrategy = .lsq2) {
    tracker = VelocityTracker(strategy: velocityStrategy)
    super.init(name: name, kind: .continuous)
    following = .inferred
  }

  /// The velocity at the lift, in window points per second.
  open override var releaseVelocity: Point? { estimate() }

  /// The centroid of its fingers in window points with the jumps of fingers joining or
  /// leaving absorbed: a continuous finger position, what the dragged view follows.
  package var fingerPosition: Point { trackedPosition }

  /// The translation since `began` (or the last ``setTranslation(_:in:)``) in `view`'s
  /// coordinates (`nil`: window points); zero before `began`.
  public func translation(in view: View?) -> Point? {
    guard state != .possible else { return .zero }
    return Self.convertVector(trackedPosition - translationOrigin, toView: view, window: window)
  }

  /// Makes ``translation(in:)`` report `translation` in `view`'s coordinates now.
  ///
  /// Later movement adds to it. Apps set `.zero` to read incremental translations.
  public func setTranslation(_ translation: Point, in view: View?) {
    guard let inWindow = Self.convertVector(translation, fromView: view, window: window) else { return }
    translationOrigin = trackedPosition - inWindow
  }

  /// The centroid's velocity in `view`'s coordinates (pt/s); in `ended`, the velocity at
  /// release.
  public func velocity(in view: View?) -> Point? {
    Self.convertVector(estimate(), toView: view, window: window)
  }

  /// The tracker's estimate, at the lift once the last finger has lifted.
  private func estimate() -> Point {
    liftTime.map { tracker.velocity(at: $0) } ?? tracker.velocity()
  }

  /// Whether a pan that came down at `start` and moved by `movement` may begin.
  ///
  /// Points are window points; `movement` is past the hysteresis; `false` fails it. Subclasses constrain the
  /// pan (``ScreenEdgePanGestureRecognizer``).
  open func mayBegin(from start: Point, movement: Point) -> Bool { true }

  private var window: View? { touches.first?.window ?? sequenceTouches.first?.window }

  open override func touchesBegan(_ touches: [Touch], event: TouchEvent) {
    let down = touchesDown
    let before = down.filter { touch in !touches.contains { $0 === touch } }
    if let oldCentroid = Self.centroid(of: before), let newCentroid = Self.centroid(of: down) {
      offset = offset + (newCentroid - oldCentroid)
    } else if let centroid = Self.centroid(of: down) {
      offset = .zero
      tracker.reset()
      trackedPosition = centroid
      touchDownPosition = centroid
    }
    if state == .possible, before.count < minimumNumberOfTouches {
      // The pan's start is where the required fingers came down.
      touchDownPosition = trackedPosition
    }
    tracker.addSample(time: event.timestamp.nanoseconds, position: trackedPosition)
    if state == .possible && down.count > maximumNumberOfTouches { setState(.failed) }
  }

  open override func touchesMoved(_ touches: [Touch], event: TouchEvent) {
    // Every move of every finger: counted and averaged without making the array.
    guard let centroid = downCentroid else { return }
    let down = numberOfTouches
    trackedPosition = centroid - offset
    tracker.addSample(time: event.timestamp.nanoseconds, position: trackedPosition)
    switch state {
    case .possible:
      guard down >= minimumNumberOfTouches && down <= maximumNumberOfTouches else { return }
      let movement = trackedPosition - touchDownPosition
      guard movement.length >= hysteresis else { return }
      setState(mayBegin(from: touchDownPosition, movement: movement) ? .began : .failed)
    case .began, .changed:
      if down >= minimumNumberOfTouches { setState(.changed) }
    case .ended, .cancelled, .failed:
      break
    }
  }

  open override func touchesEnded(_ touches: [Touch], event: TouchEvent) {
    lift(touches, event: event, finalState: .ended)
  }

  open override func touchesCancelled(_ touches: [Touch], event: TouchEvent) {
    lift(touches, event: event, finalState: .cancelled)
  }

  private func lift(_ touches: [Touch], event: TouchEvent, finalState: GestureRecognizerState) {
    let remaining = touchesDown
    let all = remaining + touches
    if let after = Self.centroid(of: remaining) {
      // A finger leaves while others stay: the pan does not move (no change is sent for a
      // lift), so the centroid's jump, the leaving finger's last movement included, is
      // absorbed whole.
      offset = after - trackedPosition
    } else if let centroid = Self.centroid(of: all) {
      // The last finger's lift moves the centroid but is not a velocity sample.
      trackedPosition = centroid - offset
    }
    guard remaining.isEmpty else { return }
    liftTime = event.timestamp.nanoseconds
    switch state {
    case .began, .changed: setState(finalState)
    case .possible, .ended, .cancelled, .failed: break
    }
  }

  open override func stateDidChange(from old: GestureRecognizerState, to new: GestureRecognizerState) {
    if new == .began {
      translationOrigin = engine?.panTranslationOrigin == .touchDown ? touchDownPosition : trackedPosition
    }
  }

  open override func reset() {
    tracker.reset()
    liftTime = nil
    offset = .zero
    trackedPosition = .zero
    touchDownPosition = .zero
    translationOrigin = .zero
    super.reset()
  }
}
