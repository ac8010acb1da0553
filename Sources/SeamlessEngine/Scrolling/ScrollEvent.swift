/// What a ``ScrollView`` did, journaled so that a scroll can be read like any other
/// interaction: a drag began or ended (with the lift's velocity and the target the delegate
/// chose), the content started moving by itself, bounced at an edge, was caught, or rested.
///
/// Offsets are the content offset in points; velocities the offset's, in points per second.
///
/// ```swift
/// ScrollEvent(change: .caught, view: "list", offset: Point(x: 0, y: 412.5)).canonicalText
/// // "scroll change=caught view=\"list\" x=0.0 y=412.5"
/// ```
public struct ScrollEvent: Sendable, Hashable {
  /// What happened.
  public enum Change: String, Sendable, Hashable, CaseIterable {
    /// A drag began moving the content.
    case beganDragging = "began-dragging"
    /// The finger lifted (``ScrollEvent/velocity``, ``ScrollEvent/target``: where it will rest).
    case endedDragging = "ended-dragging"
    /// The content started moving by itself toward ``ScrollEvent/target``.
    case beganDecelerating = "began-decelerating"
    /// A deceleration reached an edge and springs back from it.
    case bounced
    /// A finger stopped the content's own motion where it was shown.
    case caught
    /// The app set the content offset while the content moved by itself, which stopped it.
    case interrupted
    /// The content came to rest by itself.
    case rested
    /// An animated `setContentOffset(_:animated:)` began toward ``ScrollEvent/target``.
    case beganAnimating = "began-animating"
    /// A pinch began zooming the content (or an animated zoom began toward
    /// ``ScrollEvent/target``, the offset it ends at).
    case beganZooming = "began-zooming"
    /// A zoom ended (``ScrollEvent/target``: the offset it settles at, when it bounces back).
    case endedZooming = "ended-zooming"
  }

  public var change: Change
  /// The scroll view's name.
  public var view: String
  /// The content offset when it happened.
  public var offset: Point
  /// The offset's velocity (pt/s), where it matters.
  public var velocity: Point?
  /// Where the content will rest, where it matters.
  public var target: Point?

  public init(change: Change, view: String, offset: Point, velocity: Point? = nil, target: Point? = nil) {
    self.change = change
    self.view = view
    self.offset = offset
    self.velocity = velocity
    self.target = target
  }

  /// The event's canonical text.
  package var canonicalText: String {
    var text = "scroll change=\(change.rawValue) view=\(view.canonicalQuoted) x=\(offset.x.canonicalText) y=\(offset.y.canonicalText)"
    if let velocity { text += " vx=\(velocity.x.canonicalText) vy=\(velocity.y.canonicalText)" }
    if let target { text += " tx=\(target.x.canonicalText) ty=\(target.y.canonicalText)" }
    return text
  }
}
