/// Why a well-formed touch sample was not delivered.
///
/// A touch whose `began` is dropped is dropped as a whole: its later samples are dropped
/// too (``restOfDroppedSequence``) until its `ended` or `cancelled`, so no observer ever
/// sees half a touch. The same holds for a touch the engine cancelled.
///
/// ```swift
/// engine.beginIgnoringInteractionEvents()
/// // a finger coming down now is journaled as touch-dropped reason=ignoring-interaction-events
/// ```
public enum TouchDropReason: Sendable, Hashable, CustomStringConvertible {
  /// The touch began while the app ignored interaction events.
  case ignoringInteractionEvents
  /// The hit test found no view (outside the window, or nothing interactive there).
  case noViewHit
  /// The touch landed on `view`, which (or whose ancestor) an animation without
  /// `allowUserInteraction` is moving: UIKit swallows such a touch.
  case animationDisallowsInteraction(view: String)
  /// The touch landed in `container` (or a subview) while a view transition without
  /// `allowUserInteraction` ran there: the transition shows a snapshot, not live views.
  case transitionDisallowsInteraction(container: String)
  /// A later sample of a touch that was dropped or cancelled.
  case restOfDroppedSequence

  var canonicalText: String {
    switch self {
    case .ignoringInteractionEvents: "ignoring-interaction-events"
    case .noViewHit: "no-view-hit"
    case .animationDisallowsInteraction(let view): "animation-disallows-interaction view=\(view.canonicalQuoted)"
    case .transitionDisallowsInteraction(let container):
      "transition-disallows-interaction container=\(container.canonicalQuoted)"
    case .restOfDroppedSequence: "rest-of-dropped-sequence"
    }
  }

  public var description: String { canonicalText }
}
