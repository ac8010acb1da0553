#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The engine's `UISwipeGestureRecognizer`: a discrete gesture for a quick straight stroke
/// in one of the allowed directions.
///
/// State machine: `possible` from touch-down, tracking the centroid of the fingers. Once
/// it has moved more than `allowableMovement` (10 pt), the stroke must stay within
/// `maximumAngle` (30°) of an allowed ``direction`` or the swipe fails. When the
/// component along that direction reaches `minimumDistance` (50 pt) it decides: with
/// exactly ``numberOfTouchesRequired`` fingers down and a velocity along the direction
/// of at least `minimumVelocity` (300 pt/s, LSQ2 `VelocityTracker` over the centroid)
/// → `ended` (recognized, while the finger is still down, as UIKit does); otherwise
/// `failed` (a slow drag is not a swipe). Lifting or cancelling first → `failed`.
///
/// UIKit documents none of these thresholds; 50 pt, 300 pt/s and 30° are this model's
/// documented choices (a deliberate flick of a thumb clears all three; a slow drag and a
/// diagonal do not).
///
/// ```swift
/// let swipe = SwipeGestureRecognizer(name: "next page", direction: .left)
/// swipe.addAction(named: "advance") { _ in pager.showNext() }
/// pager.addGestureRecognizer(swipe)
/// ```
public final class SwipeGestureRecognizer: GestureRecognizer {
  /// Stroke length along the direction that decides the swipe: 50 pt (model choice).
  package static let defaultMinimumDistance = 50.0
  /// Least velocity along the direction when deciding: 300 pt/s (model choice).
  package static let defaultMinimumVelocity = 300.0
  /// Largest angle between the stroke and an allowed direction: 30° (model choice).
  package static let defaultMaximumAngle = Double.pi / 6
  /// Movement (pt) before the direction is judged: 10 pt, as for taps.
  package static let defaultAllowableMovement = 10.0

  /// The allowed directions (default `.right`, as UIKit).
  public var direction: Direction
  /// Fingers that must swipe together (default 1).
  public var numberOfTouchesRequired: Int
  /// Stroke length along the direction that decides the swipe, in points.
  package var minimumDistance = SwipeGestureRecognizer.defaultMinimumDistance
  /// Least velocity along the direction, in pt/s.
  package var minimumVelocity = SwipeGestureRecognizer.defaultMinimumVelocity
  /// Largest angle between the stroke and an allowed direction, in radians.
  package var maximumAngle = SwipeGestureRecognizer.defaultMaximumAngle
  /// Movement before the direction is judged, in points.
  package var allowableMovement = SwipeGestureRecognizer.defaultAllowableMovement
  /// The direction recognized, once `ended`.
  public private(set) var recognizedDirection: Direction?

  private var tracker = VelocityTracker()
  private var start: Point?

  /// A swipe in any of `direction` with `numberOfTouchesRequired` fingers.
  public init(name: String = "swipe", direction: Direction = .right, numberOfTouchesRequired: Int = 1) {
    self.direction = direction
    self.numberOfTouchesRequired = numberOfTouchesRequired
    super.init(name: name, kind: .discrete)
  }

  public override func touchesBegan(_ touches: [Touch], event: TouchEvent) {
    guard state == .possible, let centroid = downCentroid else { return }
    if numberOfTouches > numberOfTouchesRequired { return setState(.failed) }
    start = centroid
    tracker.reset()
    tracker.addSample(time: event.timestamp.nanoseconds, position: centroid)
  }

  public override func touchesMoved(_ touches: [Touch], event: TouchEvent) {
    guard state == .possible, let start, let centroid = downCentroid else { return }
    tracker.addSample(time: event.timestamp.nanoseconds, position: centroid)
    let stroke = centroid - start
    guard stroke.length > allowableMovement else { return }
    let slope = tan(maximumAngle)
    let candidate = Direction.units.first { entry in
      let (single, unit) = entry
      let along = stroke.x * unit.x + stroke.y * unit.y
      let across = abs(stroke.x * unit.y - stroke.y * unit.x)
      return direction.contains(single) && along > 0 && across <= along * slope
    }
    guard let (single, unit) = candidate else { return setState(.failed) }
    guard stroke.x * unit.x + stroke.y * unit.y >= minimumDistance else { return }
    let velocity = tracker.velocity()
    let speed = velocity.x * unit.x + velocity.y * unit.y
    if numberOfTouches == numberOfTouchesRequired && speed >= minimumVelocity {
      recognizedDirection = single
      setState(.ended)
    } else {
      setState(.failed)
    }
  }

  public override func touchesEnded(_ touches: [Touch], event: TouchEvent) {
    if state == .possible { setState(.failed) }
  }

  public override func reset() {
    tracker.reset()
    start = nil
    recognizedDirection = nil
    super.reset()
  }
}
