import SeamlessEngine

/// The comments drawer of WWDC 2017 session 230 (“Advanced Animations with UIKit”): a fully interactive, interruptible transition
/// driven by six property animators with their own timings, that a tap toggles or reverses
/// mid-flight and a pan catches, scrubs and throws.
///
/// A 390 × 744 pt `panel` rests closed (60 pt of it showing at the bottom, centre y = 1156)
/// or open (top edge at y = 100, centre y = 472) over a `dim` view (the seed's blur). Inside
/// the panel, a small `comments-title` morphs into a large `comments-heading` (scale,
/// translation and cross-fade: the seed's view morphing). A transition runs six animators of
/// one unit duration (1 s): the panel's frame on a critically damped spring; the dim on a
/// custom ease-in one way and its inversion back, scrubbing non-linearly; the titles'
/// transforms on a spring; each title's alpha on ease-in / ease-out, non-linearly; the
/// panel's corner radius linearly.
///
/// - **Tap** the panel: start the transition to the other state, or, if one is running,
///   reverse every animator (`isReversed`).
/// - **Pan** the panel: start the transition if none runs, pause every animator and save
///   its progress (`progressWhenInterrupted`); scrub every animator by the finger's travel
///   over the 684 pt distance, relative to that progress; on release, head where the finger
///   goes (or to the nearer end when it barely moves), reversing animators as needed, and
///   continue them, the panel's frame on a spring that starts at the finger's velocity.
///   The pan declares that the panel follows the finger vertically, clamped between open
///   and closed (``FingerFollowing``).
///
/// `drawer-transitions` counts transitions in flight: +1 when one starts, −1 when its frame
/// animator completes, however it ends. The frame animator's completion ends the transition:
/// animators that scrubbing left behind it (a spring's fraction is not a curve's, so six
/// animators scrubbed "uniformly" drift apart) catch up on their own within 0.25 s.
///
/// ``Bug`` variants are five mistakes a real developer makes with this code (issue 9's
/// user), each caught by the invariant that names it.
///
/// ```swift
/// let scene = CommentsDrawerScene(bug: .neverPauses)
/// ```
package final class CommentsDrawerScene: Scene {
  /// The five mistakes.
  package enum Bug: String, Sendable, Hashable, CaseIterable {
    /// A catch stops the animators, finishes them at their start and starts a fresh
    /// transition: the panel jumps back under the finger (`continuity`, `no-teleport`).
    case restartsOnCatch = "restarts-on-catch"
    /// Scrubbing uses the finger's travel alone, ignoring the progress the animators had
    /// made when caught: the panel jumps at the first move (`continuity`, `follows-finger`).
    case scrubsFromTranslation = "scrubs-from-translation"
    /// The release continues the frame animator with its own timing (`nil` parameters):
    /// the finger's velocity is dropped (`release-velocity`).
    case continuesWithoutVelocity = "continues-without-velocity"
    /// The catch never pauses the running animators: the panel keeps animating away from
    /// the finger (`follows-finger`).
    case neverPauses = "never-pauses"
    /// The counter is decremented only when a transition ends at its end: a reversed
    /// transition never leaves it (`counters-balanced`).
    case countsOnlyEnds = "counts-only-ends"
  }

  /// Open or closed.
  package enum DrawerState: String, Sendable, Hashable {
    case closed
    case open

    var opposite: DrawerState {
      switch self {
      case .closed: .open
      case .open: .closed
      }
    }
  }

  /// The panel's centre y when closed and when open.
  package static let closedY = 1156.0
  package static let openY = 472.0
  /// The distance the panel travels.
  package static var distance: Double { closedY - openY }

  package let bug: Bug?
  package let dim = View(name: "dim", center: Point(x: 195, y: 422), size: Size(width: 390, height: 844))
  package let panel = View(name: "panel", center: Point(x: 195, y: CommentsDrawerScene.closedY), size: Size(width: 390, height: 744))
  package let title = View(name: "comments-title", center: Point(x: 195, y: 30), size: Size(width: 120, height: 24))
  package let heading = View(name: "comments-heading", center: Point(x: 195, y: 40), size: Size(width: 240, height: 48))
  package let tap = TapGestureRecognizer(name: "panel-tap")
  package let pan = PanGestureRecognizer(name: "panel-pan")
  /// Where the drawer rests (or last rested).
  package private(set) var state = DrawerState.closed
  /// The animators of the transition in flight, frame animator first.
  package private(set) var runningAnimators: [PropertyAnimator] = []
  package private(set) var transitions: TransitionCounter?
  private var target = DrawerState.open
  private var progressWhenInterrupted: [Double] = []
  private var transitionNumber = 0
  /// The transition's frame and morph animators (they share the release spring).
  private weak var frameAnimator: PropertyAnimator?
  private weak var morphAnimator: PropertyAnimator?
  /// How far the panel travels in the transition in flight (the full distance, unless it
  /// started from where a catch stopped an overshoot).
  private var transitionDistance = CommentsDrawerScene.distance
  /// Where the panel was when the transition in flight began: where reversing takes it.
  private var transitionStartY = CommentsDrawerScene.closedY
  private unowned var engine: Engine?

  /// The dim's pacing: slow in (a custom ease-in) and its inversion out, so the way out
  /// retraces the way in (the symmetric pacing of WWDC 2017 session 230, “Advanced Animations with UIKit”).
  static let dimIn = TimingCurve.cubicBezier((try? CubicBezier(x1: 0.75, y1: 0.1, x2: 0.9, y2: 0.25)) ?? .easeIn)
  static let dimOut = TimingCurve.cubicBezier((try? CubicBezier(x1: 0.1, y1: 0.75, x2: 0.25, y2: 0.9)) ?? .easeOut)

  package init(bug: Bug? = nil) {
    self.bug = bug
  }

  package func install(in engine: Engine) {
    self.engine = engine
    transitions = TransitionCounter(name: "drawer-transitions", engine: engine)
    dim.alpha = 0
    dim.isUserInteractionEnabled = false
    engine.window.addSubview(dim)
    panel.hitTestsPresentationValues = true
    engine.window.addSubview(panel)
    heading.alpha = 0
    heading.scaleX = 0.5
    heading.scaleY = 0.5
    heading.translation = Point(x: 0, y: -10)
    panel.addSubview(title)
    panel.addSubview(heading)
    tap.addAction(named: "toggle") { [unowned self] _ in self.tapped() }
    panel.addGestureRecognizer(tap)
    pan.followedView = panel
    pan.following = FingerFollowing(axes: .vertical, verticalLimits: Self.openY...Self.closedY, beyondLimits: .clamped)
    pan.addAction(named: "scrub") { [unowned self] _ in self.panned() }
    panel.addGestureRecognizer(pan)
  }

  package func perform(_ command: SceneCommand, in engine: Engine) -> Bool {
    guard command.name == "toggle" else { return false }
    tapped()
    return true
  }

  // MARK: The transition

  private func y(for state: DrawerState) -> Double {
    switch state {
    case .closed: Self.closedY
    case .open: Self.openY
    }
  }

  /// Starts a transition to `newTarget` unless one is running (the seed's
  /// `animateTransitionIfNeeded`).
  private func animateTransitionIfNeeded(to newTarget: DrawerState) {
    guard let engine, let transitions, runningAnimators.isEmpty else { return }
    target = newTarget
    transitionStartY = panel.presentationValue(of: .centerY, at: engine.now)
    transitionDistance = max(abs(y(for: newTarget) - transitionStartY), 1)
    // A transition that starts where a catch stopped an overshoot may scrub back to there.
    pan.following?.verticalLimits = min(Self.openY, transitionStartY)...max(Self.closedY, transitionStartY)
    transitionNumber += 1
    let number = transitionNumber
    let opening = newTarget == .open
    transitions.begin()
    let frame = PropertyAnimator(
      engine: engine, name: "frame-\(number)", duration: 1, timing: .spring(dampingRatio: 1, initialVelocity: .zero)
    ) { [panel] in panel.center.y = opening ? Self.openY : Self.closedY }
    frame.addCompletion { [weak self, bug] position in
      guard let self else { return }
      if position == .end && number == self.transitionNumber { self.state = newTarget }
      // The panel has arrived: the transition is over. Animators scrubbed out of step with the
      // frame (a spring's fraction is not a curve's) catch up within a quarter second, on
      // their own, without jumping.
      if number == self.transitionNumber {
        let stragglers = self.runningAnimators.filter { $0.state == .active }
        self.runningAnimators.removeAll()
        for animator in stragglers where position != .current {
          animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.25)
        }
      }
      if bug == .countsOnlyEnds && position != .end { return }
      transitions.end()
    }
    let dimming = PropertyAnimator(engine: engine, name: "dim-\(number)", duration: 1, timing: .cubic(opening ? Self.dimIn : Self.dimOut)) {
      [dim] in dim.alpha = opening ? 0.5 : 0
    }
    dimming.scrubsLinearly = false
    let morph = PropertyAnimator(
      engine: engine, name: "morph-\(number)", duration: 1, timing: .spring(dampingRatio: 1, initialVelocity: .zero)
    ) { [title, heading] in
      title.scaleX = opening ? 2 : 1
      title.scaleY = opening ? 2 : 1
      title.translation = Point(x: 0, y: opening ? 10 : 0)
      heading.scaleX = opening ? 1 : 0.5
      heading.scaleY = opening ? 1 : 0.5
      heading.translation = Point(x: 0, y: opening ? 0 : -10)
    }
    let fadeIn = PropertyAnimator(engine: engine, name: "heading-alpha-\(number)", duration: 1, timing: .cubic(.easeIn)) {
      [heading] in heading.alpha = opening ? 1 : 0
    }
    fadeIn.scrubsLinearly = false
    let fadeOut = PropertyAnimator(engine: engine, name: "title-alpha-\(number)", duration: 1, timing: .cubic(.easeOut)) {
      [title] in title.alpha = opening ? 0 : 1
    }
    fadeOut.scrubsLinearly = false
    let corners = PropertyAnimator(engine: engine, name: "corners-\(number)", duration: 1, timing: .cubic(.linear)) {
      [panel] in panel.cornerRadius = opening ? 12 : 0
    }
    let animators = [frame, dimming, morph, fadeIn, fadeOut, corners]
    frameAnimator = frame
    morphAnimator = morph
    for animator in animators {
      animator.addCompletion { [weak self, weak animator] _ in self?.runningAnimators.removeAll { $0 === animator } }
      animator.startAnimation()
    }
    runningAnimators = animators
  }

  private func tapped() {
    if runningAnimators.isEmpty {
      animateTransitionIfNeeded(to: state.opposite)
    } else {
      for animator in runningAnimators { animator.isReversed.toggle() }
    }
  }

  // MARK: Interaction

  private func panned() {
    switch pan.state {
    case .began: startInteractiveTransition()
    case .changed: updateInteractiveTransition()
    case .ended: continueInteractiveTransition(velocity: pan.velocity(in: engine?.window)?.y ?? 0)
    case .cancelled: continueInteractiveTransition(velocity: 0)
    case .possible, .failed: break
    }
  }

  private func startInteractiveTransition() {
    let shown = engine.map { panel.presentationValue(of: .centerY, at: $0.now) } ?? panel.center.y
    if bug == .restartsOnCatch && !runningAnimators.isEmpty {
      let caught = runningAnimators
      runningAnimators.removeAll()
      for animator in caught {
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
      }
    } else if !runningAnimators.isEmpty && (shown < Self.openY || shown > Self.closedY) {
      // Caught while the spring overshoots an end: there is no fraction to scrub from beyond
      // the end, so stop everything where it is (promoting presentation to model) and start
      // a fresh transition from here (the advice of WWDC 2017 session 230, “Advanced Animations with UIKit”, for interrupting springs).
      let caught = runningAnimators
      runningAnimators.removeAll()
      state = shown < Self.openY ? .open : .closed
      for animator in caught {
        animator.stopAnimation(false)
        animator.finishAnimation(at: .current)
      }
    }
    animateTransitionIfNeeded(to: state.opposite)
    if bug != .neverPauses {
      for animator in runningAnimators { animator.pauseAnimation() }
    }
    progressWhenInterrupted = runningAnimators.map(\.fractionComplete)
  }

  private func updateInteractiveTransition() {
    let translation = pan.translation(in: engine?.window)?.y ?? 0
    var fraction = translation / transitionDistance
    if target == .open { fraction = -fraction }
    for (animator, progress) in zip(runningAnimators, progressWhenInterrupted) {
      let own = animator.isReversed ? -fraction : fraction
      animator.fractionComplete = bug == .scrubsFromTranslation ? own : own + progress
    }
  }

  private func continueInteractiveTransition(velocity: Double) {
    guard let engine, !runningAnimators.isEmpty else { return }
    let shown = panel.presentationValue(of: .centerY, at: engine.now)
    // Where the finger goes, or the nearer end when it barely moves.
    let heading: DrawerState =
      abs(velocity) > 50
      ? (velocity < 0 ? .open : .closed) : (abs(shown - Self.openY) < abs(shown - Self.closedY) ? .open : .closed)
    for animator in runningAnimators {
      animator.isReversed = heading != target
      // The frame and the morph share their spring, so they stay in step and end together.
      if (animator === frameAnimator || animator === morphAnimator) && bug != .continuesWithoutVelocity {
        // The same normalised velocity on both components: the animator's fraction follows
        // its x-like spring, and a different x would desynchronise it from the panel's y
        // spring (WWDC 2017 session 230, “Advanced Animations with UIKit”), so a later catch would scrub the panel off the finger.
        let destination = heading == target ? y(for: target) : transitionStartY
        let normalized = Spring.normalizedVelocity(velocity, from: shown, to: destination)
        let spring = AnimatorTiming.spring(dampingRatio: 1, initialVelocity: Point(x: normalized, y: normalized))
        animator.continueAnimation(withTimingParameters: spring, durationFactor: 0)
      } else {
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
      }
    }
  }
}
