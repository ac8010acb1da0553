import SeamlessEngine

/// A drawer written the way an app developer writes the comments drawer of WWDC 2017 session 230 (“Advanced Animations with UIKit”), with
/// no Seamless-specific declaration: the precision corpus's axis-locked drawer.
///
/// A 390 × 744 pt `sheet` rests closed (its 64 pt `grabber` header showing at the bottom, centre
/// y = 1152) or open (centre y = 472) over a `shade`. The pan and the tap are on the header,
/// not on the sheet: nothing says which view the pan drags, on which axis or between which
/// limits (no `following`, no `followedView`); the invariants infer it. Inside the header two
/// labels morph into each other by `transform` (scale and translation, x and y) as the sheet
/// moves. A transition runs six property animators of 1 s:
///
/// - the sheet's frame on a critically damped spring;
/// - the shade's alpha on a custom cubic (0.7, 0, 0.9, 0.4), scrubbed non-linearly;
/// - the labels' transforms on a spring;
/// - each label's alpha (ease-in, ease-out);
/// - the sheet's corner radius, linearly.
///
/// Every animator but the frame's `pausesOnCompletion`: it stays active at its end until the
/// sheet arrives, then is finished at the end the sheet reached, so a tap that reverses the
/// transition after some of them ended (the frame's release spring outlasts them) takes them
/// back too (it starts each one paused at its end again). Left to finish on their own, they
/// would leave the large title shown at full size over a closed sheet, then snap it small.
///
/// A pan pauses every animator and scrubs it by the finger's travel relative to its progress
/// when caught; a release continues every animator, the frame and the labels with a spring at
/// the finger's velocity. A tap toggles, or reverses a transition in flight. `sheet-transitions`
/// counts transitions in flight.
///
/// ```swift
/// let scene = MorphingDrawerScene(bug: .accumulatesTranslation)
/// ```
package final class MorphingDrawerScene: Scene {
  /// Realistic mistakes.
  package enum Bug: String, Sendable, Hashable, CaseIterable {
    /// Each change adds the gesture's whole translation to the fraction again (never
    /// `setTranslation(.zero)`): the sheet runs ahead of the finger (`follows-finger`).
    case accumulatesTranslation = "accumulates-translation"
    /// Scrubbing ignores the progress the animators had made when caught (the fraction is the
    /// finger's travel alone): the sheet jumps back at the first move (`continuity`, `follows-finger`).
    case ignoresProgress = "ignores-progress"
    /// The release continues the animators with their own timing: the finger's velocity is
    /// lost (`release-velocity`).
    case dropsReleaseVelocity = "drops-release-velocity"
  }

  /// The sheet's centre y when closed and when open.
  package static let closedY = 1152.0
  package static let openY = 472.0
  static var distance: Double { closedY - openY }

  package let bug: Bug?
  package let shade = View(name: "shade", center: Point(x: 195, y: 422), size: Size(width: 390, height: 844))
  package let sheet = View(name: "sheet", center: Point(x: 195, y: MorphingDrawerScene.closedY), size: Size(width: 390, height: 744))
  package let grabber = View(name: "grabber", center: Point(x: 195, y: 32), size: Size(width: 390, height: 64))
  package let smallTitle = View(name: "small-title", center: Point(x: 70, y: 32), size: Size(width: 100, height: 22))
  package let largeTitle = View(name: "large-title", center: Point(x: 195, y: 32), size: Size(width: 220, height: 40))
  package let pan = PanGestureRecognizer(name: "grabber-pan")
  package let tap = TapGestureRecognizer(name: "grabber-tap")
  package private(set) var isOpen = false
  package private(set) var transitions: TransitionCounter?
  private var animators: [PropertyAnimator] = []
  private var progressWhenInterrupted: [Double] = []
  private var opening = true
  private var scrubbed = 0.0
  private var transitionNumber = 0
  /// Where the sheet was when the transition in flight began: where reversing takes it.
  private var transitionStartY = MorphingDrawerScene.closedY
  private weak var morphAnimator: PropertyAnimator?
  private unowned var engine: Engine?

  static let shadeCurve = TimingCurve.cubicBezier((try? CubicBezier(x1: 0.7, y1: 0, x2: 0.9, y2: 0.4)) ?? .easeIn)

  package init(bug: Bug? = nil) {
    self.bug = bug
  }

  package func install(in engine: Engine) {
    self.engine = engine
    transitions = TransitionCounter(name: "sheet-transitions", engine: engine)
    shade.alpha = 0
    shade.isUserInteractionEnabled = false
    engine.window.addSubview(shade)
    sheet.hitTestsPresentationValues = true
    engine.window.addSubview(sheet)
    sheet.addSubview(grabber)
    largeTitle.alpha = 0
    largeTitle.scaleX = 0.5
    largeTitle.scaleY = 0.5
    largeTitle.translation = Point(x: -125, y: 0)
    grabber.addSubview(smallTitle)
    grabber.addSubview(largeTitle)
    tap.addAction(named: "toggle") { [unowned self] _ in self.toggle() }
    grabber.addGestureRecognizer(tap)
    pan.addAction(named: "scrub") { [unowned self] _ in self.panned() }
    grabber.addGestureRecognizer(pan)
  }

  package func perform(_ command: SceneCommand, in engine: Engine) -> Bool {
    guard command.name == "toggle" else { return false }
    toggle()
    return true
  }

  private func toggle() {
    if animators.isEmpty {
      animateTransitionIfNeeded(opening: !isOpen)
    } else {
      let scrubbing = pan.state == .began || pan.state == .changed
      for animator in animators {
        animator.isReversed.toggle()
        // Paused at its end (on completion), it must run back with the rest.
        if !scrubbing && !animator.isRunning && animator.state == .active { animator.startAnimation() }
      }
    }
  }

  private func animateTransitionIfNeeded(opening: Bool) {
    guard let engine, let transitions, animators.isEmpty else { return }
    self.opening = opening
    transitionStartY = sheet.presentationValue(of: .centerY, at: engine.now)
    transitionNumber += 1
    let number = transitionNumber
    transitions.begin()
    let frame = PropertyAnimator(engine: engine, duration: 1, dampingRatio: 1) { [sheet] in
      sheet.center.y = opening ? Self.openY : Self.closedY
    }
    frame.addCompletion { [unowned self] position in
      if position == .end { isOpen = opening }
      guard number == transitionNumber else {
        transitions.end()
        return
      }
      // The transition is over: finish the animators that paused at their end where the sheet
      // arrived, and let any the scrubbing left behind catch up.
      let rest = animators.filter { $0 !== frame && $0.state == .active }
      animators.removeAll()
      for animator in rest {
        let pausedAtItsEnd = animator.pausesOnCompletion && !animator.isRunning
        animator.pausesOnCompletion = false
        if pausedAtItsEnd {
          animator.stopAnimation(false)
          animator.finishAnimation(at: position)
        } else {
          animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.25)
        }
      }
      transitions.end()
    }
    let shading = PropertyAnimator(engine: engine, duration: 1, curve: Self.shadeCurve) { [shade] in
      shade.alpha = opening ? 0.4 : 0
    }
    shading.scrubsLinearly = false
    shading.pausesOnCompletion = true
    let morph = PropertyAnimator(engine: engine, duration: 1, dampingRatio: 0.9) {
      [smallTitle, largeTitle] in
      smallTitle.scaleX = opening ? 2 : 1
      smallTitle.scaleY = opening ? 2 : 1
      smallTitle.translation = Point(x: opening ? 125 : 0, y: 0)
      largeTitle.scaleX = opening ? 1 : 0.5
      largeTitle.scaleY = opening ? 1 : 0.5
      largeTitle.translation = Point(x: opening ? 0 : -125, y: 0)
    }
    let smallAlpha = PropertyAnimator(engine: engine, duration: 1, curve: .easeOut) { [smallTitle] in
      smallTitle.alpha = opening ? 0 : 1
    }
    let largeAlpha = PropertyAnimator(engine: engine, duration: 1, curve: .easeIn) { [largeTitle] in
      largeTitle.alpha = opening ? 1 : 0
    }
    let corners = PropertyAnimator(engine: engine, duration: 1, curve: .linear) { [sheet] in
      sheet.cornerRadius = opening ? 16 : 0
    }
    for animator in [morph, smallAlpha, largeAlpha, corners] { animator.pausesOnCompletion = true }
    animators = [frame, shading, morph, smallAlpha, largeAlpha, corners]
    morphAnimator = morph
    for animator in animators {
      // An animator that has finished is done with: keep only those still in flight.
      animator.addCompletion { [unowned self, unowned animator] _ in animators.removeAll { $0 === animator } }
      animator.startAnimation()
    }
  }

  private func panned() {
    switch pan.state {
    case .began:
      if let engine, !animators.isEmpty {
        // Caught while the release spring overshoots an end: there is no fraction beyond the
        // end to scrub from, so stop where it is shown and start afresh from there.
        let shown = sheet.presentationValue(of: .centerY, at: engine.now)
        if shown < Self.openY || shown > Self.closedY {
          let caught = animators
          animators.removeAll()
          isOpen = shown < Self.openY
          for animator in caught where animator.state == .active {
            animator.stopAnimation(false)
            animator.finishAnimation(at: .current)
          }
        }
      }
      if animators.isEmpty { animateTransitionIfNeeded(opening: !isOpen) }
      for animator in animators { animator.pauseAnimation() }
      progressWhenInterrupted = animators.map(\.fractionComplete)
      scrubbed = 0
    case .changed:
      let translation = pan.translation(in: nil)?.y ?? 0
      let step = translation / Self.distance * (opening ? -1 : 1)
      let fraction = bug == .accumulatesTranslation ? scrubbed + step : step
      scrubbed = fraction
      for (animator, progress) in zip(animators, progressWhenInterrupted) {
        let own = animator.isReversed ? -fraction : fraction
        animator.fractionComplete = bug == .ignoresProgress ? own : own + progress
      }
    case .ended, .cancelled:
      let velocity = pan.state == .ended ? pan.velocity(in: nil)?.y ?? 0 : 0
      release(velocity: velocity)
    case .possible, .failed:
      break
    }
  }

  private func release(velocity: Double) {
    guard let engine, let frame = animators.first else { return }
    let shown = sheet.presentationValue(of: .centerY, at: engine.now)
    let towardsOpen = abs(velocity) > 100 ? velocity < 0 : abs(shown - Self.openY) < abs(shown - Self.closedY)
    let reversing = towardsOpen != opening
    // A reversed transition heads back to where it began (past an end, if it began where a
    // catch stopped an overshoot).
    let destination = reversing ? transitionStartY : (towardsOpen ? Self.openY : Self.closedY)
    for animator in animators {
      animator.isReversed = reversing
      if bug != .dropsReleaseVelocity && (animator === frame || animator === morphAnimator) {
        // The finger's velocity in the frame spring's own units: the fraction of the distance
        // left per second.
        let normalized = Spring.normalizedVelocity(velocity, from: shown, to: destination)
        animator.continueAnimation(
          withTimingParameters: .spring(dampingRatio: 1, initialVelocity: Point(x: normalized, y: normalized)), durationFactor: 0)
      } else {
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
      }
    }
  }
}
