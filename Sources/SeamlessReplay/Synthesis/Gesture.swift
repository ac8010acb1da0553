import SeamlessEngine
/// A touch gesture to synthesise, with its geometry and timing.
///
/// Positions are in points on the display; durations in seconds; angles in degrees,
/// measured from the +x axis towards +y (clockwise on screen, since y grows downwards).
///
/// ```swift
/// let flick = Gesture.fling(from: Point(x: 100, y: 400),
///                           velocity: Point(x: 1200, y: 0), duration: 0.25)
/// ```
public enum Gesture: Sendable, Hashable {
  /// One finger down and up at a point, held `hold` seconds.
  case tap(at: Point, hold: Double)
  /// Two taps at a point; `interval` seconds between the first lift and the second touch.
  case doubleTap(at: Point, hold: Double, interval: Double)
  /// One finger held `duration` seconds, drifting by `drift` points over the press.
  case longPress(at: Point, duration: Double, drift: Point)
  /// One finger from `from` to `to` in `duration` seconds along `easing`.
  case drag(from: Point, to: Point, duration: Double, easing: PathEasing)
  /// One finger that starts at rest at `from`, speeds up, and is lifted while moving at
  /// exactly `velocity` (pt/s); see `GestureSynthesizer.flingTail(touchRate:)`.
  case fling(from: Point, velocity: Point, duration: Double)
  /// Two fingers on a line through `center` at `angle`, their distance going from
  /// `fromSpan` to `toSpan` points.
  case pinch(center: Point, fromSpan: Double, toSpan: Double, angle: Double, duration: Double, easing: PathEasing)
  /// Two fingers `radius` points either side of `center`, turning from `fromAngle` to `toAngle`.
  case rotate(center: Point, radius: Double, fromAngle: Double, toAngle: Double, duration: Double, easing: PathEasing)
  /// Two fingers `spacing` points apart horizontally, their midpoint moving from `from` to `to`.
  case twoFingerPan(from: Point, to: Point, spacing: Double, duration: Double, easing: PathEasing)
  /// One finger that touches down exactly on a display edge, at `position` along it, and
  /// moves `distance` points inwards.
  case edgeSwipe(edge: ScreenEdge, position: Double, distance: Double, duration: Double, easing: PathEasing)

  /// A display edge.
  public enum ScreenEdge: String, Sendable, Hashable, CaseIterable {
    case left
    case right
    case top
    case bottom
  }

  /// The gesture's name in recipes and on the command line.
  package var name: String {
    switch self {
    case .tap: "tap"
    case .doubleTap: "double-tap"
    case .longPress: "long-press"
    case .drag: "drag"
    case .fling: "fling"
    case .pinch: "pinch"
    case .rotate: "rotate"
    case .twoFingerPan: "two-finger-pan"
    case .edgeSwipe: "edge-swipe"
    }
  }

  /// Seconds from the first touch down to the last lift.
  package var duration: Double {
    switch self {
    case .tap(_, let hold): hold
    case .doubleTap(_, let hold, let interval): 2 * hold + interval
    case .longPress(_, let duration, _), .drag(_, _, let duration, _), .fling(_, _, let duration),
      .pinch(_, _, _, _, let duration, _), .rotate(_, _, _, _, let duration, _),
      .twoFingerPan(_, _, _, let duration, _), .edgeSwipe(_, _, _, let duration, _):
      duration
    }
  }
}
