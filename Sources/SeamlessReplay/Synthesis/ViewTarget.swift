import SeamlessEngine
import SeamlessTrace

/// A point on a view, wherever the view is when a gesture starts: how a recipe step or a
/// fuzz case catches a view that is moving.
///
/// Resolved against a live replay of the scene at the gesture's start (the presentation,
/// what is on screen then), so the trace stores plain coordinates and replays the same.
///
/// ```json
/// {"after": 0.2, "gesture": "drag", "from": {"view": "panel", "point": "center"}, "to": {"by": [0, 200]}}
/// ```
public struct ViewTarget: Sendable, Hashable, CustomStringConvertible {
  /// Where on the view.
  public enum Anchor: String, Sendable, Hashable, CaseIterable {
    case center
    /// 10 pt inside the edge, halfway along it.
    case top, bottom, left, right
  }

  /// The view's name; when no view has it, the view's type in a UIKit scene (`UIButton`,
  /// `PipView`: the first such view, back to front, depth first).
  public var view: String
  public var anchor: Anchor

  public init(view: String, anchor: Anchor = .center) {
    self.view = view
    self.anchor = anchor
  }

  public var description: String { "\(anchor.rawValue) of \"\(view)\"" }
}

/// Finds where a ``ViewTarget`` is shown at an instant, given the trace so far: what
/// ``Recipe/synthesize(producer:resolver:)`` and ``FuzzSpace`` use to aim at moving views.
///
/// `LiveSceneResolver` replays the scene as the trace is made.
public protocol ViewResolver: AnyObject {
  /// The window point of `target` at `time` (ns), after `events` (every event before `time`,
  /// in time order) have happened; `nil` if no such view is on screen.
  func resolve(_ target: ViewTarget, at time: Int64, after events: [TraceEvent]) -> Point?
}

extension Gesture {
  /// Where the gesture starts: a tap's point, a drag's or fling's start, a pinch's or
  /// rotation's centre, a two-finger pan's first midpoint; `nil` for an edge swipe (which
  /// starts on the display's edge).
  package var startPoint: Point? {
    switch self {
    case .tap(let point, _), .doubleTap(let point, _, _), .longPress(let point, _, _), .drag(let point, _, _, _),
      .fling(let point, _, _), .pinch(let point, _, _, _, _, _), .rotate(let point, _, _, _, _, _),
      .twoFingerPan(let point, _, _, _, _):
      point
    case .edgeSwipe: nil
    }
  }

  /// The same gesture started at `point` instead (a tap's point, a drag's or fling's start, a
  /// pinch's or rotation's centre); a drag or two-finger pan ends at `point + offset` when an
  /// offset is given.
  ///
  /// An edge swipe is unchanged.
  package func anchored(at point: Point, toOffset offset: Point? = nil) -> Gesture {
    switch self {
    case .tap(_, let hold): .tap(at: point, hold: hold)
    case .doubleTap(_, let hold, let interval): .doubleTap(at: point, hold: hold, interval: interval)
    case .longPress(_, let duration, let drift): .longPress(at: point, duration: duration, drift: drift)
    case .drag(_, let to, let duration, let easing):
      .drag(from: point, to: offset.map { point + $0 } ?? to, duration: duration, easing: easing)
    case .fling(_, let velocity, let duration): .fling(from: point, velocity: velocity, duration: duration)
    case .pinch(_, let from, let to, let angle, let duration, let easing):
      .pinch(center: point, fromSpan: from, toSpan: to, angle: angle, duration: duration, easing: easing)
    case .rotate(_, let radius, let from, let to, let duration, let easing):
      .rotate(center: point, radius: radius, fromAngle: from, toAngle: to, duration: duration, easing: easing)
    case .twoFingerPan(_, let to, let spacing, let duration, let easing):
      .twoFingerPan(from: point, to: offset.map { point + $0 } ?? to, spacing: spacing, duration: duration, easing: easing)
    case .edgeSwipe: self
    }
  }
}
