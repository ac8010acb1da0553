/// `UIViewPropertyAnimator`: view animations whose timing the app controls (start, pause,
/// scrub, reverse, continue with new timing, stop, finish).
///
/// Model changes made in the animator's animation blocks become `ViewAnimation`s driven
/// by the animator's fraction τ (0 at the start values, 1 at the end values) rather than
/// by time. The blocks run when the animator becomes active (``startAnimation()``,
/// ``pauseAnimation()`` or setting ``fractionComplete``), or at once if it already is.
/// Geometric properties animate additively, as with ``Engine/animate(withDuration:delay:options:animations:completion:)``;
/// the others from their current presentation value.
///
/// The state machine is ``AnimatingState``'s. Timing: see ``AnimatorTiming`` and
/// `AnimatorCurve`. Pausing with ``scrubsLinearly`` (the default) switches to a linear
/// curve at the same progress, so ``fractionComplete`` equals progress while scrubbing;
/// ``continueAnimation(withTimingParameters:durationFactor:)`` returns to a curve and
/// remaps τ so progress does not jump (WWDC 2017 session 230 (“Advanced Animations with UIKit”): progress 50% on a linear scrub
/// is τ = easeOut⁻¹(0.5) on ease-out). Every call UIKit documents as a programmer error
/// (or that raises, as the header says) is a recorded ``ProgrammerError/animatorMisuse(animator:call:state:rule:)``
/// and changes nothing. Every call and natural end is journaled.
///
/// Documented choices where UIKit is private or silent: after reversing, ``fractionComplete``
/// reads `1 − τ` (the fraction of the reversed run, as iOS 11 reports it); setting
/// ``fractionComplete`` on a running animator has no effect; `durationFactor` 0 continues
/// over the remaining share of the original duration, `f` > 0 over `f × duration`;
/// completion handlers run once per run, in the completion step of the frame after the
/// run ends, and are then discarded.
///
/// ```swift
/// let animator = PropertyAnimator(engine: engine, duration: 0.6, timing: .cubic(.easeOut)) {
///   sheet.center.y = 200
/// }
/// animator.pauseAnimation()                        // gesture began: scrub
/// animator.fractionComplete = 0.4                  // gesture changed
/// animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)   // released
/// ```
public final class PropertyAnimator {
  /// The animator's name in the journal, which tells animators apart by it: give each one
  /// a distinct name (the default names, `animator-1`, `animator-2`, …, are).
  public let name: String
  /// The main animations' duration in seconds (for a spring, its response).
  public let duration: Double
  /// The timing the animator was made with.
  public let timingParameters: AnimatorTiming
  /// The delay of the last ``startAnimation(afterDelay:)``.
  @exclusivity(unchecked) public internal(set) var delay: Double = 0
  /// Where the animator is in its life.
  @exclusivity(unchecked) public internal(set) var state: AnimatingState = .inactive
  /// Whether the animations follow the timing curve while paused (`false`) or scrub linearly.
  @exclusivity(unchecked) public var scrubsLinearly = true
  /// Whether the app hit-tests the animated views itself (`isManualHitTestingEnabled`).
  ///
  /// When `false` (UIKit's default) a view this animator drives is hit-tested where it is shown,
  /// so a finger catches it mid-flight; when `true` it is hit-tested at its model (end) value,
  /// as a view under a block animation is, unless it sets ``View/hitTestsPresentationValues``.
  @exclusivity(unchecked) public var isManualHitTestingEnabled = false
  /// Whether a run that reaches its end stays active and paused there, without calling the
  /// completions (observe ``isRunning``), so it can still be reversed.
  @exclusivity(unchecked) public var pausesOnCompletion = false

  var engine: Engine? {
    get { engineLink?.object }
    set { engineLink = newValue?.link }
  }
  @exclusivity(unchecked) private var engineLink: ObjectLink<Engine>?
  /// The animation blocks waiting for the animator to become active, with their delay factors.
  @exclusivity(unchecked) var pendingBlocks: [(animations: () -> Void, delayFactor: Double)] = []
  @exclusivity(unchecked) var completions: [(id: Int, body: (AnimatingPosition) -> Void)] = []
  /// The animator's current run (inactive → active) as the journal numbers it: runs are
  /// numbered across all the engine's animators, so a run number is unique in a replay.
  @exclusivity(unchecked) package internal(set) var runNumber = 0
  /// The animator's identity in the journal.
  @exclusivity(unchecked) package internal(set) var journalID: Int
  /// The animator's animations while active, in the order they were made.
  @exclusivity(unchecked) var tracks: [ViewAnimation] = []
  /// Start and end values of the animations when stopped, for ``finishAnimation(at:)``.
  @exclusivity(unchecked) var stoppedValues: [(view: View, property: ViewProperty, from: Double, to: Double)] = []
  /// The clock while running; `nil` while paused or inactive.
  @exclusivity(unchecked) var run: AnimatorRun?
  /// τ while not running.
  @exclusivity(unchecked) var pausedFraction = 0.0
  /// Whether the run heads for τ = 0.
  @exclusivity(unchecked) var reversed = false
  /// The timing in effect (the original until a continue changes it).
  @exclusivity(unchecked) var currentTiming: AnimatorTiming
  /// The representative curve (a track starting at 0 with x velocity): its progress is the
  /// animator's progress.
  @exclusivity(unchecked) var master: AnimatorCurve
  /// Seconds a run from τ = 0 to 1 takes at the current timing.
  @exclusivity(unchecked) var fullRunSeconds: Double
  /// The springs last solved for a new track (see ``curveForNewTrack(start:vertical:)``).
  @exclusivity(unchecked) var trackSprings: (timing: AnimatorTiming, duration: Double, springs: (x: Spring, y: Spring)?)?
  @exclusivity(unchecked) var interruptible = true
  /// Whether a pause put the tracks on a linear curve (``scrubsLinearly``).
  @exclusivity(unchecked) var linearizedFlag = false
  @exclusivity(unchecked) var userInteractionEnabled = true

  /// An animator of `duration` seconds with `timing`, and optionally its first animations.
  ///
  /// A duration that is NaN, negative or beyond `AnimationServer.maximumDuration` is a recorded
  /// programmer error and the nearest valid value is used.
  ///
  /// ```swift
  /// let fade = PropertyAnimator(engine: engine, duration: 0.3) { card.alpha = 0 }
  /// fade.startAnimation()
  /// ```
  public init(
    engine: Engine, name: String? = nil, duration: Double, timing: AnimatorTiming = .cubic(.easeInEaseOut),
    animations: (() -> Void)? = nil
  ) {
    let server = engine.animations
    self.name = name ?? "animator-\(server.nextAnimatorID)"
    server.nextAnimatorID += 1
    journalID = 0
    let validDuration = engine.validSeconds(duration, call: "PropertyAnimator.init", parameter: "duration")
    self.duration = validDuration
    self.engineLink = engine.link
    self.timingParameters = timing
    self.currentTiming = timing
    (self.master, self.fullRunSeconds) = Self.freshCurve(for: timing, duration: validDuration, vertical: false)
    if let animations { pendingBlocks.append((animations, 0)) }
    journalID = engine.identities.register(.animator, name: self.name)
  }

  /// `UIViewPropertyAnimator(duration:curve:animations:)`.
  public convenience init(engine: Engine, duration: Double, curve: TimingCurve, animations: (() -> Void)? = nil) {
    self.init(engine: engine, duration: duration, timing: .cubic(curve), animations: animations)
  }

  /// `UIViewPropertyAnimator(duration:dampingRatio:animations:)`: a spring from rest.
  public convenience init(engine: Engine, duration: Double, dampingRatio: Double, animations: (() -> Void)? = nil) {
    self.init(
      engine: engine, duration: duration, timing: .spring(dampingRatio: dampingRatio, initialVelocity: .zero),
      animations: animations)
  }

  /// `UIViewPropertyAnimator.runningPropertyAnimator(withDuration:delay:options:animations:completion:)`:
  /// an animator started at once (after `delay`), with the curve and `allowUserInteraction`
  /// of `options`.
  ///
  /// ```swift
  /// PropertyAnimator.runningPropertyAnimator(engine: engine, withDuration: 0.25, options: .curveEaseOut,
  ///   animations: { toast.alpha = 0 }, completion: { _ in toast.removeFromSuperview() })
  /// ```
  @discardableResult
  public static func runningPropertyAnimator(
    engine: Engine, withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((AnimatingPosition) -> Void)? = nil
  ) -> PropertyAnimator {
    let animator = PropertyAnimator(engine: engine, duration: duration, timing: .cubic(options.curve), animations: animations)
    animator.userInteractionEnabled = options.contains(.allowUserInteraction)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  // MARK: Reading

  /// Whether the animations are moving (active and not paused).
  public var isRunning: Bool { state == .active && run != nil }

  /// Whether the run heads back to the start values.
  public var isReversed: Bool {
    get { reversed }
    set { setReversed(newValue) }
  }

  /// Whether the animator may be paused or stopped; setting it while active is a
  /// recorded programmer error (UIKit raises).
  public var isInterruptible: Bool {
    get { interruptible }
    set {
      guard state != .active else { return misuse("isInterruptible", "it cannot be changed while the animator is active") }
      interruptible = newValue
    }
  }

  /// Whether touches may land on the animating views; setting it while active is a
  /// recorded programmer error (UIKit raises).
  public var isUserInteractionEnabled: Bool {
    get { userInteractionEnabled }
    set {
      guard state != .active else {
        return misuse("isUserInteractionEnabled", "it cannot be changed while the animator is active")
      }
      userInteractionEnabled = newValue
    }
  }

  /// The animator's fraction τ, as `1 − τ` after reversing.
  ///
  /// Setting it scrubs a paused animator (an inactive one becomes active and paused first). Values
  /// are clamped to [0, 1]; NaN is a recorded programmer error.
  public var fractionComplete: Double {
    get {
      let tau = fraction(at: engine?.now ?? .zero, side: .right).value
      return reversed ? 1 - tau : tau
    }
    set { setFractionComplete(newValue) }
  }

  /// The progress of the main curve (0 at the start values, 1 at the end values) at the
  /// current instant: what a view animated over the whole run shows, as a share of its way.
  package var progress: Double {
    let tau = fraction(at: engine?.now ?? .zero, side: .right).value
    return master.progress(at: tau).value
  }

  /// τ and dτ/dt at `instant`.
  func fraction(at instant: Instant, side: LimitSide) -> (value: Double, rate: Double) {
    if let run { return run.fraction(at: instant, side: side) }
    return (pausedFraction, 0)
  }

  /// Progress of one of the animator's animations.
  func progress(of track: AnimatorTrack, at instant: Instant, side: LimitSide) -> AnimationPace.Sample {
    let (tau, rate) = fraction(at: instant, side: side)
    let (u, du) = track.local(at: tau)
    let (p, dp) = track.curve.progress(at: u)
    return AnimationPace.Sample(progress: p, velocity: dp * du * rate, isOver: false)
  }

  /// A fresh curve for `timing`, and the seconds of a whole run.
  static func freshCurve(for timing: AnimatorTiming, duration: Double, vertical: Bool) -> (AnimatorCurve, Double) {
    switch timing {
    case .cubic(let curve): return (AnimatorCurve(shape: .curve(curve)), duration)
    case .spring, .physicalSpring:
      guard let springs = timing.springs(duration: duration) else { return (AnimatorCurve(shape: .curve(.linear)), 0) }
      let seconds = runSeconds(of: springs)
      guard seconds.isFinite else { return (AnimatorCurve(shape: .curve(.linear)), duration) }
      return (AnimatorCurve(shape: .spring(vertical ? springs.y : springs.x, seconds: seconds)), seconds)
    }
  }

  /// How long a run of `springs` lasts: the slower one's settling time, in whole nanoseconds
  /// (infinite if either never settles).
  package static func runSeconds(of springs: (x: Spring, y: Spring)) -> Double {
    wholeNanoseconds(max(springs.x.settlingDuration, springs.y.settlingDuration))
  }

  /// `seconds` rounded to whole nanoseconds, so a spring's time and the run's clock agree
  /// to the bit.
  static func wholeNanoseconds(_ seconds: Double) -> Double {
    seconds.isFinite ? (seconds * 1e9).rounded() / 1e9 : seconds
  }

  func misuse(_ call: String, _ rule: String) {
    guard let engine else { return }
    engine.journal.record(
      .programmerError(.animatorMisuse(animator: name, call: call, state: state, rule: rule)), at: engine.now)
  }

  func journalChange(_ call: String) {
    guard let engine else { return }
    let tau = fraction(at: engine.now, side: .right).value
    engine.journal.record(
      .animatorChanged(
        animator: name, run: runNumber, call: call, state: state, isRunning: isRunning, isReversed: reversed,
        fraction: tau),
      at: engine.now)
  }
}
