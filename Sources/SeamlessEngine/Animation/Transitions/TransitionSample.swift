/// What a view transition shows at an instant: its progress and how much of the old and the
/// new content is visible.
///
/// Core Animation runs a transition on a snapshot of the container: the views' own
/// properties (and so their presentation values) are their new model values for the whole
/// transition. What the user sees is the engine's documented choice per style:
///
/// - flips: the container turns by `π·progress` about its vertical (left, right) or
///   horizontal (top, bottom) axis; the old content shows while `progress < ½`, the new
///   content from the half turn on (opacities 1 and 0, swapping at ½);
/// - cross dissolve: old content at opacity `1 − progress`, new at `progress`;
/// - curls: the page curls away over the new content: the share of the container still
///   covered by the old page is `1 − progress` (reported as the opacities);
/// - none: the new content at once.
///
/// `progress` follows the transition's timing curve over its duration; `velocity` is its
/// derivative in progress units per second.
///
/// ```swift
/// let sample = transition.sample(at: engine.now)
/// sample.showsNewContent   // true past the half turn of a flip
/// ```
package struct TransitionSample: Sendable, Hashable {
  package var progress: Double
  /// d progress / dt, per second.
  package var velocity: Double
  /// The container's apparent turn in radians (flips; 0 otherwise).
  package var turn: Double
  package var oldContentOpacity: Double
  package var newContentOpacity: Double

  /// Whether the new content is what mostly shows.
  package var showsNewContent: Bool { newContentOpacity >= oldContentOpacity }

  init(style: TransitionStyle, progress: Double, velocity: Double) {
    self.progress = progress
    self.velocity = velocity
    switch style {
    case .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom:
      turn = Double.pi * progress
      (oldContentOpacity, newContentOpacity) = progress < 0.5 ? (1, 0) : (0, 1)
    case .crossDissolve, .curlUp, .curlDown:
      turn = 0
      (oldContentOpacity, newContentOpacity) = (1 - progress, progress)
    case .none:
      turn = 0
      (oldContentOpacity, newContentOpacity) = (0, 1)
    }
  }
}
