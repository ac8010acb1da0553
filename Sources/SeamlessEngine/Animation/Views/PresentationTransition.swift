/// A point where a view property's presentation may jump: an animation added, ended or
/// removed, with the value and velocity just before (left limit) and just after (right
/// limit).
///
/// The animation server journals one for every property it touches, so continuity
/// invariants read jumps straight from the journal: additive retargets keep both,
/// begin-from-current-state keeps the value only, absolute ones neither; a catch that
/// promotes presentation keeps the value; a natural end keeps the value (to within a
/// spring's settling epsilon).
///
/// ```swift
/// // presentation-transition view="card" property=centerY cause=added-additive
/// //   left=350.0,-862.07 right=350.0,-862.07
/// ```
public struct PresentationTransition: Sendable, Hashable {
  /// What happened at the transition.
  package enum Cause: Sendable, Hashable {
    /// An animation of this kind was added (replacing any absolute one in flight).
    case added(AnimationKind)
    /// An animation reached its end.
    case ended
    /// Animations were removed by the app, with or without promoting presentation to model.
    case removed(promoted: Bool)
    /// A property animator stopped, leaving the property at its presentation value.
    case stopped
    /// A stopped property animator was finished at its start or end values (a jump the app
    /// asked for).
    case finished(AnimatingPosition)
    /// A running property animator was paused: the value stays, the velocity drops to 0.
    case paused
    /// A paused property animator's `fractionComplete` was set: the value moves to the new
    /// fraction at once.
    case scrubbed
    /// A property animator continued (or started, or resumed) with its timing: the value
    /// stays, the velocity becomes the run's.
    case continued
    /// A property animator's direction was reversed: the value stays, the velocity turns.
    case reversed

    /// Whether a gesture's action doing this takes hold of the view: stopping, pausing,
    /// scrubbing or finishing its animation, or removing it where it is (a catch).
    package var takesHold: Bool {
      switch self {
      case .paused, .scrubbed, .stopped, .finished, .removed(promoted: true): true
      case .added, .ended, .removed(promoted: false), .continued, .reversed: false
      }
    }

    /// The cause as the journal spells it (`added-additive`, `removed-promoted`, …).
    package var canonicalText: String {
      switch self {
      case .added(let kind): "added-\(kind.rawValue)"
      case .ended: "ended"
      case .removed(let promoted): promoted ? "removed-promoted" : "removed"
      case .stopped: "stopped"
      case .finished(let position): "finished-\(position.rawValue)"
      case .paused: "paused"
      case .scrubbed: "scrubbed"
      case .continued: "continued"
      case .reversed: "reversed"
      }
    }
  }

  package var view: String
  package var property: ViewProperty
  package var cause: Cause
  /// The instant of the transition (a natural end may be journaled at the frame after it).
  package var instant: Instant
  /// A presentation value and velocity on one side of the instant.
  package struct Limit: Sendable, Hashable {
    package var value: Double
    package var velocity: Double
  }

  /// Presentation value and velocity approaching the instant from before.
  package var left: Limit
  /// Presentation value and velocity at the instant and after.
  package var right: Limit
  /// How far the value may step without a jump: a spring's settling epsilon times its
  /// distance at a natural end (the spring stops within it), 0 otherwise.
  package var allowance: Double = 0
  /// Whether a finger held the view at the transition (it came down on the view or inside
  /// it, or a gesture of a finger down drags it): a jump under a finger is never one the
  /// app may ask for.
  package var held = false

  package init(
    view: String, property: ViewProperty, cause: Cause, instant: Instant, left: (value: Double, velocity: Double),
    right: (value: Double, velocity: Double)
  ) {
    self.view = view
    self.property = property
    self.cause = cause
    self.instant = instant
    self.left = Limit(value: left.value, velocity: left.velocity)
    self.right = Limit(value: right.value, velocity: right.velocity)
  }

  var canonicalText: String {
    "view=\(view.canonicalQuoted) property=\(property) cause=\(cause.canonicalText) at=\(instant.nanoseconds) "
      + "left=\(left.value.canonicalText),\(left.velocity.canonicalText) "
      + "right=\(right.value.canonicalText),\(right.velocity.canonicalText)"
      + (allowance > 0 ? " allowance=\(allowance.canonicalText)" : "") + (held ? " held" : "")
  }
}
