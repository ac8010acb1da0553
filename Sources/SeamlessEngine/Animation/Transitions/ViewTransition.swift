/// A running view transition: `UIView.transition(with:…)` or `transition(from:to:…)` on a
/// container view.
///
/// The transition animates a snapshot, not properties: every view's presentation values
/// are its model values throughout, and `sample(at:)` tells what the user sees (see
/// `TransitionSample`). It lasts its duration on its timing curve, then ends with
/// `finished == true`; a second transition on the same container replaces it (Core
/// Animation keeps one transition per layer) and a `removeAllAnimations` on the container
/// removes it, both with `finished == false`. Without `allowUserInteraction`, touches that
/// land in the container (or any of its subviews) are swallowed while it runs.
///
/// ```swift
/// engine.transition(from: front, to: back, duration: 0.6,
///                   options: [.transitionFlipFromRight, .showHideTransitionViews])
/// card.viewTransition?.sample(at: engine.now).turn   // π·progress
/// ```
public final class ViewTransition {
  /// The transition's number in its engine.
  package let id: Int
  package let style: TransitionStyle
  /// The view whose content is transitioned (for `transition(from:to:)`, the from-view's
  /// superview).
  package private(set) var container: View? {
    get { containerLink?.object }
    set { containerLink = newValue?.link }
  }
  private var containerLink: ObjectLink<View>?
  /// For `transition(from:to:…)`, the view it goes to (`nil` for `transition(with:…)`).
  package internal(set) var destination: View? {
    get { destinationLink?.object }
    set { destinationLink = newValue?.link }
  }
  private var destinationLink: ObjectLink<View>?
  package let containerName: String
  /// When it runs.
  package let pace: AnimationPace
  package let allowsUserInteraction: Bool
  /// Whether it has ended, and how.
  package internal(set) var isRunning = true
  let block: AnimationBlock

  init(id: Int, style: TransitionStyle, container: View, pace: AnimationPace, allowsUserInteraction: Bool, block: AnimationBlock) {
    self.id = id
    self.style = style
    self.containerLink = container.link
    self.containerName = container.name
    self.pace = pace
    self.allowsUserInteraction = allowsUserInteraction
    self.block = block
  }

  /// When it ends.
  package var end: Instant { pace.end ?? pace.begin }

  /// What it shows at `instant` (from the right): before the begin nothing has moved, after
  /// the end everything is new.
  package func sample(at instant: Instant, side: LimitSide = .right) -> TransitionSample {
    let pass = pace.sample(at: instant, side: side)
    return TransitionSample(style: style, progress: pass.isOver ? 1 : pass.progress, velocity: pass.velocity)
  }
}
