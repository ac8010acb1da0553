/// The engine's `UILongPressGestureRecognizer`: a continuous gesture that begins when
/// fingers have been held still long enough.
///
/// State machine: `possible` from touch-down; `began` at the deadline
/// ``minimumPressDuration`` (0.5 s, UIKit's documented default) after the
/// ``numberOfTouchesRequired``-th finger came down, measured on the virtual clock from
/// that sample's timestamp and run by the first unstalled frame at or after it;
/// `changed` on every move after that (movement is unrestricted once begun); `ended`
/// when a required finger lifts; `cancelled` if a touch is cancelled after `began`.
/// Before the deadline it fails when a finger moves more than ``allowableMovement``
/// (10 pt, UIKit's documented default), when a finger lifts, or when more fingers than
/// required come down.
///
/// ```swift
/// let press = LongPressGestureRecognizer(name: "reorder")
/// press.addAction(named: "lift") { _ in
///   if press.state == .began { liftCard() }
/// }
/// card.addGestureRecognizer(press)
/// ```
public final class LongPressGestureRecognizer: GestureRecognizer {
  /// How long the fingers must be held: 0.5 s (UIKit's default).
  package static let defaultMinimumPressDuration = TimeSpan.milliseconds(500)
  /// How far a finger may move before the deadline: 10 pt (UIKit's default).
  package static let defaultAllowableMovement = 10.0

  /// How long the fingers must be held.
  public var minimumPressDuration = LongPressGestureRecognizer.defaultMinimumPressDuration
  /// Points a finger may move before `began`.
  public var allowableMovement = LongPressGestureRecognizer.defaultAllowableMovement
  /// Fingers that must be held (default 1).
  public var numberOfTouchesRequired: Int

  private var starts: [(touch: Touch, location: Point)] = []

  /// A long press of `numberOfTouchesRequired` fingers.
  public init(name: String = "long press", numberOfTouchesRequired: Int = 1) {
    self.numberOfTouchesRequired = numberOfTouchesRequired
    super.init(name: name, kind: .continuous)
  }

  public override func touchesBegan(_ touches: [Touch], event: TouchEvent) {
    guard state == .possible else { return }
    for touch in touches { starts.append((touch, touch.windowLocation)) }
    let down = numberOfTouches
    if down > numberOfTouchesRequired { return setState(.failed) }
    guard down == numberOfTouchesRequired else { return }
    scheduleDeadline(at: event.timestamp + minimumPressDuration, label: "minimum press duration") { [link] in
      guard let self = link.object as? LongPressGestureRecognizer, self.state == .possible,
        self.numberOfTouches == self.numberOfTouchesRequired
      else { return }
      self.setState(.began)
    }
  }

  public override func touchesMoved(_ touches: [Touch], event: TouchEvent) {
    switch state {
    case .possible:
      for start in starts where start.touch.windowLocation.distance(to: start.location) > allowableMovement {
        return setState(.failed)
      }
    case .began, .changed:
      setState(.changed)
    case .ended, .cancelled, .failed:
      break
    }
  }

  public override func touchesEnded(_ touches: [Touch], event: TouchEvent) {
    switch state {
    case .possible: setState(.failed)
    case .began, .changed: if numberOfTouches < numberOfTouchesRequired { setState(.ended) }
    case .ended, .cancelled, .failed: break
    }
  }

  public override func reset() {
    starts.removeAll()
    super.reset()
  }
}
