/// A UIKit Dynamics happening, as the journal stores it (inside ``JournalEvent/dynamics(_:)``).
///
/// Animators, behaviors and items are named: a `UIDynamicAnimator` `animator`, a behavior by its
/// kind and the order it joined (`gravity#1`, `spring-field#3`), an item by its view's name (an
/// app's own `UIDynamicItem` by its type, a `UIDynamicItemGroup` `group`); a boundary is named
/// `boundary:<identifier>`, the reference bounds `boundary:reference-bounds`. Item states
/// are journaled once per frame in which the animator stepped, after its steps, one event
/// per item in the order the items joined the animator.
///
/// ```swift
/// let event = DynamicsEvent.paused(animator: "main", elapsed: 1.25)
/// event.canonicalText   // "dynamics-paused animator=\"main\" elapsed=1.25"
/// ```
public enum DynamicsEvent: Sendable, Hashable {
  /// A behavior (and its children) joined an animator.
  case behaviorAdded(animator: String, behavior: String)
  /// A behavior (and its children) left an animator.
  case behaviorRemoved(animator: String, behavior: String)
  /// The animator came to rest and stopped stepping; `elapsed` is its running time in s.
  case paused(animator: String, elapsed: Double)
  /// The animator is about to step again.
  case resumed(animator: String, elapsed: Double)
  /// Two items (or an item and a boundary) started touching at (`x`, `y`).
  case contactBegan(animator: String, behavior: String, first: String, second: String, x: Double, y: Double)
  /// Two items (or an item and a boundary) stopped touching.
  case contactEnded(animator: String, behavior: String, first: String, second: String)
  /// An item's state after a frame's steps: centre, velocity (pt/s) and angle (rad).
  case itemState(animator: String, item: String, x: Double, y: Double, vx: Double, vy: Double, angle: Double)

  /// The journal's canonical line for the event.
  package var canonicalText: String {
    switch self {
    case .behaviorAdded(let animator, let behavior):
      "dynamics-behavior-added animator=\(animator.canonicalQuoted) behavior=\(behavior.canonicalQuoted)"
    case .behaviorRemoved(let animator, let behavior):
      "dynamics-behavior-removed animator=\(animator.canonicalQuoted) behavior=\(behavior.canonicalQuoted)"
    case .paused(let animator, let elapsed):
      "dynamics-paused animator=\(animator.canonicalQuoted) elapsed=\(elapsed.canonicalText)"
    case .resumed(let animator, let elapsed):
      "dynamics-resumed animator=\(animator.canonicalQuoted) elapsed=\(elapsed.canonicalText)"
    case .contactBegan(let animator, let behavior, let first, let second, let x, let y):
      "dynamics-contact-began animator=\(animator.canonicalQuoted) behavior=\(behavior.canonicalQuoted) "
        + "first=\(first.canonicalQuoted) second=\(second.canonicalQuoted) x=\(x.canonicalText) y=\(y.canonicalText)"
    case .contactEnded(let animator, let behavior, let first, let second):
      "dynamics-contact-ended animator=\(animator.canonicalQuoted) behavior=\(behavior.canonicalQuoted) "
        + "first=\(first.canonicalQuoted) second=\(second.canonicalQuoted)"
    case .itemState(let animator, let item, let x, let y, let vx, let vy, let angle):
      "dynamics-item animator=\(animator.canonicalQuoted) item=\(item.canonicalQuoted) x=\(x.canonicalText) "
        + "y=\(y.canonicalText) vx=\(vx.canonicalText) vy=\(vy.canonicalText) angle=\(angle.canonicalText)"
    }
  }
}
