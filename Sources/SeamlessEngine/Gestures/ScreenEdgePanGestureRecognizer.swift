/// The engine's `UIScreenEdgePanGestureRecognizer`: a pan that must start at an edge of the
/// window and move away from it.
///
/// State machine: that of ``PanGestureRecognizer``, with two more ways to fail: the first
/// finger comes down farther than `edgeMargin` from every edge in ``edges`` (failed at
/// once), or the movement that crosses the hysteresis does not point into the window
/// from such an edge (its inward component must be positive and at least as large as the
/// component along the edge).
///
/// The margin is 20 pt by default: UIKit does not publish the width of its edge zone; 20 pt
/// is the commonly observed value (about the width of the back-swipe zone on iPhone) and is
/// a model choice, not a documented constant.
///
/// ```swift
/// let back = ScreenEdgePanGestureRecognizer(name: "interactive pop", edges: .left)
/// back.addAction(named: "scrub") { _ in
///   transition.fractionComplete = (back.translation(in: nil)?.x ?? 0) / 390
/// }
/// engine.window.addGestureRecognizer(back)
/// ```
public final class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
  /// How close to an edge (pt, window space) the first finger must come down: 20 pt.
  package static let defaultEdgeMargin = 20.0

  /// The edges the pan may start from.
  public var edges: RectEdge
  /// The width of the starting zone along each edge, in points.
  package var edgeMargin = ScreenEdgePanGestureRecognizer.defaultEdgeMargin
  /// The edge the current pan started from, once it began.
  package private(set) var startingEdge: RectEdge?

  /// A screen-edge pan from `edges`.
  public init(name: String = "screen edge pan", edges: RectEdge) {
    self.edges = edges
    super.init(name: name)
  }

  public override func touchesBegan(_ touches: [Touch], event: TouchEvent) {
    let first = numberOfTouches == touches.count
    super.touchesBegan(touches, event: event)
    guard first, state == .possible, let touch = touches.first else { return }
    if zoneEdges(at: touch.windowLocation, in: touch.window).isEmpty { setState(.failed) }
  }

  public override func mayBegin(from start: Point, movement: Point) -> Bool {
    guard let window = touches.first?.window else { return false }
    let zone = zoneEdges(at: start, in: window)
    // (edge, movement into the window, movement along the edge)
    let candidates: [(RectEdge, Double, Double)] = [
      (.left, movement.x, movement.y), (.right, -movement.x, movement.y),
      (.top, movement.y, movement.x), (.bottom, -movement.y, movement.x),
    ]
    for (edge, inward, along) in candidates where zone.contains(edge) && inward > 0 && inward >= abs(along) {
      startingEdge = edge
      return true
    }
    return false
  }

  /// The edges among ``edges`` within ``edgeMargin`` of `point` (window points).
  private func zoneEdges(at point: Point, in window: View) -> RectEdge {
    let size = window.bounds.size
    var result: RectEdge = []
    if edges.contains(.left) && point.x <= edgeMargin { result.insert(.left) }
    if edges.contains(.right) && point.x >= size.width - edgeMargin { result.insert(.right) }
    if edges.contains(.top) && point.y <= edgeMargin { result.insert(.top) }
    if edges.contains(.bottom) && point.y >= size.height - edgeMargin { result.insert(.bottom) }
    return result
  }

  public override func reset() {
    startingEdge = nil
    super.reset()
  }
}
