/// A tap the engine remembers so that the next touch nearby can continue its row
/// (``Touch/tapCount``).
///
/// ```swift
/// // a touch down at (200, 400) that lifted at t=0.08 s as the 1st tap of its row:
/// let tap = TapRecord(location: Point(x: 200, y: 400), liftTime: Instant(nanoseconds: 80_000_000), tapCount: 1)
/// ```
struct TapRecord: Sendable, Hashable {
  /// Where the tap's finger came down, in window points.
  var location: Point
  /// When it lifted.
  var liftTime: Instant
  /// Its place in its row of taps.
  var tapCount: Int
}

extension TouchDispatcher {
  /// The ``Touch/tapCount`` of a touch beginning at `location` at `time`: one more than a
  /// remembered tap that lifted at most ``Touch/multiTapInterval`` before and came down at
  /// most ``Touch/multiTapDistance`` away (the oldest such tap, which is used up), else 1.
  func tapCount(beginningAt location: Point, time: Instant) -> Int {
    recentTaps.removeAll { time - $0.liftTime > Touch.multiTapInterval }
    guard let index = recentTaps.firstIndex(where: { $0.location.distance(to: location) <= Touch.multiTapDistance }) else {
      return 1
    }
    return recentTaps.remove(at: index).tapCount + 1
  }

  /// Remembers `touch` as a tap if it lifted within ``Touch/multiTapDistance`` of where it
  /// came down.
  func noteLift(of touch: Touch) {
    guard touch.phase == .ended, touch.windowLocation.distance(to: touch.startWindowLocation) <= Touch.multiTapDistance else {
      return
    }
    recentTaps.append(TapRecord(location: touch.startWindowLocation, liftTime: touch.timestamp, tapCount: touch.tapCount))
  }
}
