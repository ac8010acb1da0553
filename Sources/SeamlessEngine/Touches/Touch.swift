/// One finger on the screen, from `began` to `ended` or `cancelled`: the engine's `UITouch`.
///
/// The engine creates a touch when a `began` sample is delivered and updates the same
/// object for every later sample of that finger, so observers can keep it and compare by
/// identity. Its ``view`` is fixed by the hit test at `began`, and so are the
/// `observers` it is delivered to (those of the view and its ancestors). Locations are
/// stored in window points and converted on request with model values, as UIKit does
/// (WWDC 2014 session 236 (“Building Interruptible and Responsive Interactions”): `location(in:)` assumes model space even while the view animates).
///
/// ```swift
/// func touchesMoved(_ touches: [Touch], event: TouchEvent) {
///   for touch in touches {
///     guard let now = touch.location(in: card.superview),
///           let before = touch.previousLocation(in: card.superview) else { continue }
///     card.center = card.center + (now - before)
///   }
/// }
/// ```
public final class Touch {
  /// The finger's id from the input (stable from `began` to the end).
  public let id: UInt32
  /// The phase of the latest sample.
  @exclusivity(unchecked) public internal(set) var phase: Phase
  /// The time of the latest sample (the input's time, not the frame's).
  @exclusivity(unchecked) public internal(set) var timestamp: Instant
  /// The latest location in window points.
  @exclusivity(unchecked) package internal(set) var windowLocation: Point
  /// The location before the latest `moved` sample, in window points (equal to
  /// ``windowLocation`` after `began`).
  @exclusivity(unchecked) package internal(set) var previousWindowLocation: Point
  /// The view the touch was hit-tested to when it began.
  public let view: View
  /// The window (root view) the touch is in.
  public let window: View
  /// The number of taps this touch is in a row of (`UITouch.tapCount`): 1 for a first tap,
  /// 2 for the second of a double tap, and so on.
  ///
  /// Fixed when the touch begins. A touch that lifts (not cancelled) within
  /// `multiTapDistance` of where it came down leaves a tap behind; a touch that begins
  /// within `multiTapInterval` of that lift and within `multiTapDistance` of where that
  /// tap came down continues its row (its count + 1), and takes the tap so that two fingers
  /// cannot continue the same row. UIKit publishes neither limit; the engine uses the tap
  /// recognizer's constants (0.35 s, 45 pt). How long the finger stays down is not looked at.
  ///
  /// ```swift
  /// // down at (200, 400) t=0.01, up t=0.08; down at (203, 401) t=0.30 → tapCount 2
  /// func touchesBegan(_ touches: [Touch], event: TouchEvent) {
  ///   if touches.first?.tapCount == 2 { zoom() }
  /// }
  /// ```
  @exclusivity(unchecked) public internal(set) var tapCount: Int = 1
  /// How soon after a tap lifts the next touch must begin to continue the row of taps
  /// (``tapCount``): 0.35 s, the tap recognizer's ``TapGestureRecognizer/defaultMultiTapWindow``.
  package static let multiTapInterval = TapGestureRecognizer.defaultMultiTapWindow
  /// How far from where a tap came down the next touch may begin and still continue the
  /// row (``tapCount``), and how far a tap may move: 45 pt, the tap recognizer's
  /// ``TapGestureRecognizer/defaultMultiTapDistance``.
  package static let multiTapDistance = TapGestureRecognizer.defaultMultiTapDistance
  /// Where the finger came down, in window points.
  package let startWindowLocation: Point
  /// The observers that receive this touch, fixed at `began`: those of ``view`` first,
  /// then of each ancestor up to the window, each view's in attachment order.
  package let observers: [any TouchObserver]
  /// The gesture recognizers that receive this touch, fixed at `began` like `observers`.
  ///
  /// The enabled ones of ``view`` first, then of each ancestor. They get every sample
  /// before the observers do.
  public let gestureRecognizers: [GestureRecognizer]
  /// Whether a recognizer with `cancelsTouchesInView` recognized the touch: its observers
  /// got `touchesCancelled` (or, if that happened before they saw `began`, nothing at all)
  /// and get no further samples.
  ///
  /// Also set when a recognizer that delayed the touch's `began` recognized it
  /// (``GestureRecognizer/delaysTouchesBegan``).
  @exclusivity(unchecked) package internal(set) var isCancelledForObservers = false
  /// Whether the observers have been given `began` (so a cancellation owes them a call).
  @exclusivity(unchecked) var observersSawBegan = false
  /// The calls withheld from the observers by a recognizer's `delaysTouchesBegan` or
  /// `delaysTouchesEnded`, in order: `began`, then at most one `moved` (standing for every
  /// move since, delivered with the touch's latest location), then `ended`.
  @exclusivity(unchecked) var withheldPhases: [Phase] = []
  /// How far the finger has travelled along its samples since the last frame sample (pt):
  /// a frame that coalesces several samples moves a dragged view by their path, not only by
  /// the net displacement.
  @exclusivity(unchecked) var pathSinceSample = 0.0
  /// The force of the latest sample (UIKit's unit: 1.0 is an average touch), if the device
  /// reported one.
  @exclusivity(unchecked) public internal(set) var force: Double?
  /// The radius of the touch's major axis at the latest sample, in points, if reported.
  @exclusivity(unchecked) public internal(set) var majorRadius: Double?
  /// The object a layer over the engine shows this touch as (the UIKit layer's `UITouch`),
  /// made on first use and kept for the touch's life so that it has one identity.
  package var bridged: AnyObject?

  init(
    id: UInt32, phase: Phase, timestamp: Instant, windowLocation: Point, view: View, window: View,
    observers: [any TouchObserver], gestureRecognizers: [GestureRecognizer] = []
  ) {
    self.gestureRecognizers = gestureRecognizers
    self.id = id
    self.phase = phase
    self.timestamp = timestamp
    self.windowLocation = windowLocation
    self.previousWindowLocation = windowLocation
    self.startWindowLocation = windowLocation
    self.view = view
    self.window = window
    self.observers = observers
  }

  /// The latest location in `view`'s bounds space (`nil`: window points), with model
  /// values; `nil` if `view` is no longer in the touch's window or a transform on the way
  /// is singular.
  public func location(in view: View?) -> Point? {
    convert(windowLocation, to: view)
  }

  /// The previous location in `view`'s bounds space (see ``location(in:)``).
  public func previousLocation(in view: View?) -> Point? {
    convert(previousWindowLocation, to: view)
  }

  private func convert(_ point: Point, to target: View?) -> Point? {
    guard let target else { return point }
    guard target.root === window else { return nil }
    return target.convert(point, from: window)
  }
}
