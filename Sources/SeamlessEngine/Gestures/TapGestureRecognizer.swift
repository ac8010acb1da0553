/// The engine's `UITapGestureRecognizer`: a discrete gesture for one or more taps of one
/// or more fingers.
///
/// State machine: `possible` while the taps come; `ended` (recognized) when the
/// ``numberOfTapsRequired``-th tap lifts; `failed` when
///
/// - a finger moves more than `allowableMovement` (10 pt) from where it came down,
/// - more than ``numberOfTouchesRequired`` fingers are down at once, or a tap lifts having
///   had fewer at its peak,
/// - the next tap does not begin within `multiTapWindow` (0.35 s) of the previous tap's
///   lift: a deadline on the virtual clock, run by the first unstalled frame at or after
///   it (input due at the same instant is delivered first, so a tap exactly on the
///   deadline still counts),
/// - a finger of the next tap comes down more than `multiTapDistance` (45 pt) from every
///   finger of the previous tap (a double tap must land where the first tap did), or
/// - a touch is cancelled.
///
/// Constants: 10 pt is UIKit's observed allowable movement for taps (undocumented); UIKit
/// does not publish its multi-tap interval or distance either: 0.35 s and 45 pt are this
/// model's choices, close to the platform's double-tap timing and about a fingertip's
/// width. ``Touch/tapCount`` counts taps with the same two limits. Between taps the
/// recognizer is `possible` with no touches down and ``isAwaitingMoreTouches``, so the end
/// of a tap's touch sequence does not fail it. A maximum tap duration is not modelled.
///
/// ```swift
/// let doubleTap = TapGestureRecognizer(name: "zoom", numberOfTapsRequired: 2)
/// let tap = TapGestureRecognizer(name: "select")
/// tap.require(toFail: doubleTap)   // fires 0.35 s after a single tap's lift
/// photo.addGestureRecognizer(tap)
/// photo.addGestureRecognizer(doubleTap)
/// ```
public final class TapGestureRecognizer: GestureRecognizer {
  /// How far a finger may move during a tap: 10 pt (UIKit's observed value).
  package static let defaultAllowableMovement = 10.0
  /// How soon after a tap lifts the next must begin: 0.35 s (this model's choice).
  package static let defaultMultiTapWindow = TimeSpan.milliseconds(350)
  /// How far from the previous tap's fingers the next tap's fingers may come down: 45 pt
  /// (this model's choice).
  package static let defaultMultiTapDistance = 45.0

  /// Taps needed to recognize (default 1).
  public var numberOfTapsRequired: Int
  /// Fingers per tap (default 1).
  public var numberOfTouchesRequired: Int
  /// Points a finger may move from where it came down.
  package var allowableMovement = TapGestureRecognizer.defaultAllowableMovement
  /// Time allowed from one tap's lift to the next tap's first touch.
  package var multiTapWindow = TapGestureRecognizer.defaultMultiTapWindow
  /// Points between where a finger of the previous tap came down and where a finger of
  /// the next tap comes down.
  package var multiTapDistance = TapGestureRecognizer.defaultMultiTapDistance
  /// Taps completed in the current sequence.
  package private(set) var tapsCompleted = 0

  private var starts: [(touch: Touch, location: Point)] = []
  private var peakTouches = 0
  private var previousTapStarts: [Point] = []

  /// A recognizer of `numberOfTapsRequired` taps with `numberOfTouchesRequired` fingers.
  public init(name: String = "tap", numberOfTapsRequired: Int = 1, numberOfTouchesRequired: Int = 1) {
    self.numberOfTapsRequired = numberOfTapsRequired
    self.numberOfTouchesRequired = numberOfTouchesRequired
    super.init(name: name, kind: .discrete)
  }

  public override var isAwaitingMoreTouches: Bool {
    state == .possible && tapsCompleted > 0 && tapsCompleted < numberOfTapsRequired
  }

  public override func touchesBegan(_ touches: [Touch], event: TouchEvent) {
    cancelDeadlines()  // the next tap came in time
    for touch in touches { starts.append((touch, touch.windowLocation)) }
    if !previousTapStarts.isEmpty,
      touches.contains(where: { touch in
        !previousTapStarts.contains { $0.distance(to: touch.windowLocation) <= multiTapDistance }
      })
    {
      return setState(.failed)  // the next tap came too far away
    }
    peakTouches = max(peakTouches, numberOfTouches)
    if numberOfTouches > numberOfTouchesRequired { setState(.failed) }
  }

  public override func touchesMoved(_ touches: [Touch], event: TouchEvent) {
    for start in starts where start.touch.windowLocation.distance(to: start.location) > allowableMovement {
      return setState(.failed)
    }
  }

  public override func touchesEnded(_ touches: [Touch], event: TouchEvent) {
    touchesMoved(touches, event: event)
    guard state == .possible, numberOfTouches == 0 else { return }
    guard peakTouches == numberOfTouchesRequired else { return setState(.failed) }
    tapsCompleted += 1
    previousTapStarts = starts.map(\.location)
    starts.removeAll()
    peakTouches = 0
    if tapsCompleted >= numberOfTapsRequired { return setState(.ended) }
    scheduleDeadline(at: event.timestamp + multiTapWindow, label: "tap \(tapsCompleted + 1) window") { [link] in
      guard let self = link.object as? TapGestureRecognizer, self.state == .possible, self.numberOfTouches == 0 else { return }
      self.setState(.failed)
    }
  }

  public override func reset() {
    tapsCompleted = 0
    starts.removeAll()
    previousTapStarts.removeAll()
    peakTouches = 0
    super.reset()
  }
}
