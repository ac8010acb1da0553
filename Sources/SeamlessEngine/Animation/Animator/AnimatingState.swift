/// `UIViewAnimatingState`: where a ``PropertyAnimator`` is in its life.
///
/// ```
///            start / pause / fractionComplete =           stopAnimation(false)
///  inactive ──────────────────────────────────▶ active ─────────────────────▶ stopped
///     ▲  ▲      (runs the animations)             │                               │
///     │  └──── natural end (unless pausesOnCompletion), stopAnimation(true) ──┘    │
///     └───────────────────────── finishAnimation(at:) ────────────────────────────┘
/// ```
///
/// - ``inactive``: the initial state, and after the animations finish or are stopped
///   without finishing. Animations added now wait for the next start.
/// - ``active``: running or paused (``PropertyAnimator/isRunning`` tells which).
/// - ``stopped``: stopped with `stopAnimation(false)`; the properties sit at their
///   presentation values until ``PropertyAnimator/finishAnimation(at:)``. Nothing can be
///   started or added in this state.
///
/// ```swift
/// animator.state   // .inactive
/// animator.startAnimation()
/// animator.state   // .active
/// ```
public enum AnimatingState: String, Sendable, Hashable, CaseIterable {
  case inactive
  case active
  case stopped
}
