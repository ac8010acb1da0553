/// One animation of one view property: the ``PresentationContribution`` an animation block
/// (or a property animator) adds when it sees a model value change.
///
/// An ``AnimationKind/additive`` animation contributes the offset `(from − to)·(1 − p)` on
/// top of the model, where *p* is its progress; the others contribute `from + (to − from)·p`
/// in place of what is below. The velocity is the exact time derivative, `(to − from)·ṗ`.
///
/// A block's non-additive animation (absolute, or from the current state) has no end value of
/// its own: it heads for the property's *current* model value, `from + (model − from)·p`,
/// every frame (WWDC 2014 session 236: the animation UIKit attaches for such a key carries a
/// `fromValue` only; Apple's `CABasicAnimation`: with only `fromValue` set it "interpolates
/// between `fromValue` and the current presentation value of the property", the value the
/// layer would show without it). So the model set again outside a block mid-flight retargets
/// the animation at once: the shown value moves by the change times *p* at that instant and
/// the animation carries on to the new value, still finishing `true`. A property animator's
/// tracks and keyframe animations keep their own end values. (The server sets ``to`` to the
/// model at each write, so samples stay a function of the animation's own state.)
/// Once over, an animation contributes nothing (the view shows its model value) and the
/// server removes it at the next render. ``id`` numbers animations in the order they were
/// made, per engine. A keyframe animation
/// (``Engine/animateKeyframes(withDuration:delay:options:animations:completion:)``) is
/// absolute and follows its ``keyframeTrack`` instead: value *v*(*u*) and velocity
/// *v*′(*u*)·*u̇*, where *u* is the block's relative time; ``from`` and ``to`` are the
/// track's first and last values.
///
/// ```swift
/// engine.animate(withDuration: 0.3) { card.center.y = 100 }
/// let slide = card.contributions.first as? ViewAnimation
/// slide?.from   // the old centre y
/// slide?.kind   // .additive
/// ```
package final class ViewAnimation: PresentationContribution {
  /// Whether an animation is in effect.
  package enum State: Sendable, Hashable {
    case running
    /// Over or removed; `finished` is what its completion was told.
    case ended(finished: Bool)
  }

  /// What moves the animation's progress.
  enum Driver {
    /// Its own begin, timing, repeat and autoreverse (animation blocks).
    case paced(AnimationPace)
    /// A property animator's fraction, over a share of its run.
    case animator(PropertyAnimator, AnimatorTrack)
    /// A keyframe block's track, its relative time run by the pace (linear over the
    /// block's duration, with its delay, repeat and autoreverse).
    case keyframes(KeyframeTrack, AnimationPace)
    /// A keyframe block inside a property animator's block: the animator's progress is the
    /// keyframes' relative time (keyframes inherit the animator's duration: WWDC 2017 session
    /// 230, “Advanced Animations with UIKit”).
    case animatorKeyframes(PropertyAnimator, AnimatorTrack, KeyframeTrack)

    /// The property animator that drives the animation, if one does.
    var animator: PropertyAnimator? {
      switch self {
      case .animator(let animator, _), .animatorKeyframes(let animator, _, _): animator
      case .paced, .keyframes: nil
      }
    }
  }

  /// The animation's number in its engine (1, 2, …, in the order animations were made).
  package let id: Int
  /// The animated view (by its link, not retained: a view that goes away takes its animations
  /// with it, and this reads `nil`).
  package private(set) var view: View? {
    get { viewLink?.object }
    set { viewLink = newValue?.link }
  }
  @exclusivity(unchecked) private var viewLink: ObjectLink<View>?
  /// The view's name, for the journal.
  package let viewName: String
  package let property: ViewProperty
  /// How it relates to the animations below it.
  package let kind: AnimationKind
  /// The value it starts from: the old model value or, from the current state, the
  /// presentation value.
  package let from: Double
  /// The value it ends at: the new model value (for a block's non-additive animation, the
  /// model value as it is now: see ``headsForTheModel``).
  package internal(set) var to: Double
  package let allowsUserInteraction: Bool
  /// Whether it runs or how it ended.
  @exclusivity(unchecked) package internal(set) var state: State = .running {
    didSet { view?.contributionGeneration &+= 1 }  // its samples changed: memos lapse
  }
  let driver: Driver
  /// Whether the driver is the animation's own pace (a block or keyframe animation): its
  /// samples are then a fixed function of time while it runs.
  let isTimeFunction: Bool
  /// A block animation's pace, shared with the animations made just before it with an equal
  /// pace (``AnimationServer`` hands the same box on): a stack samples each pace once per
  /// instant (``PresentationFold``).
  let sharedPace: SharedPace?
  /// A property animator's track, boxed: read every frame without copying the driver out of
  /// its enum (`nil` unless the driver is ``Driver/animator(_:_:)``).
  let animatorDrive: AnimatorDrive?
  /// The completion groups waiting for it.
  @exclusivity(unchecked) var blocks: [AnimationBlock]
  /// Which cycle of a hand-written loop the animation is: 0 unless a completion handler
  /// started it as the animation that had just ended, again (the same view, property and end
  /// values, in either direction: UIKit's `.repeat`, or `.repeat` with `.autoreverse`, written
  /// out), and then one more than that animation's cycle.
  package internal(set) var loopCycle = 0

  /// Whether the animation runs on for as long as the app lets it, as the app asked: it
  /// repeats forever (`.repeat`), or it is a cycle of a hand-written loop (``loopCycle``).
  package var isPerpetual: Bool {
    loopCycle > 0 || (isTimeFunction && end == nil)
  }

  init(
    id: Int, view: View, property: ViewProperty, kind: AnimationKind, from: Double, to: Double,
    allowsUserInteraction: Bool, driver: Driver, blocks: [AnimationBlock], sharedPace: SharedPace? = nil
  ) {
    self.id = id
    self.viewLink = view.link
    self.viewName = view.name
    self.property = property
    self.kind = kind
    self.from = from
    self.to = to
    self.allowsUserInteraction = allowsUserInteraction
    self.driver = driver
    self.sharedPace = sharedPace
    if case .animator(let animator, let track) = driver {
      animatorDrive = AnimatorDrive(animator: animator, track: track)
    } else {
      animatorDrive = nil
    }
    switch driver {
    case .paced, .keyframes: isTimeFunction = true
    case .animator, .animatorKeyframes: isTimeFunction = false
    }
    self.blocks = blocks
  }

  package var composition: PresentationComposition {
    switch kind {
    case .additive: .additive
    case .beginFromCurrentState, .absolute: .absolute
    }
  }

  /// The instant the animation ends by itself, or `nil` if it repeats forever or a property
  /// animator decides.
  package var end: Instant? {
    switch driver {
    case .paced(let pace), .keyframes(_, let pace): pace.end
    case .animator, .animatorKeyframes: nil
    }
  }

  /// How far the animation jumps back to its start between `earlier` (excluded) and `later`
  /// (included): the distance from its end to its start if it repeats without autoreversing
  /// and a pass ends in between (the jump `.repeat` shows at each cycle), else 0.
  ///
  /// ```swift
  /// // A 0.5 s slide from 0 to 200 with `.repeat`, begun at 0:
  /// slide.repeatJump(after: Instant(nanoseconds: 495_000_000), upTo: Instant(nanoseconds: 503_000_000))   // 200
  /// ```
  package func repeatJump(after earlier: Instant, upTo later: Instant) -> Double {
    guard case .running = state else { return 0 }
    let pace: AnimationPace
    switch driver {
    case .paced(let own), .keyframes(_, let own): pace = own
    case .animator, .animatorKeyframes: return 0
    }
    guard pace.repeats, !pace.autoreverses, pace.passNanoseconds > 0 else { return 0 }
    let first = max(earlier.nanoseconds - pace.begin.nanoseconds, 0)
    let last = later.nanoseconds - pace.begin.nanoseconds
    guard last > first, last / pace.passNanoseconds > first / pace.passNanoseconds else { return 0 }
    return abs(to - from)
  }

  /// Progress (0 at ``from``, 1 at ``to``) and its velocity per second at `instant`; for a
  /// keyframe animation, the relative time of its ``keyframeTrack`` instead.
  package func progress(at instant: Instant, side: LimitSide) -> AnimationPace.Sample {
    guard case .running = state else { return AnimationPace.Sample(progress: 1, velocity: 0, isOver: true) }
    // A block animation's pace, read in its box (no copy of the driver out of its enum).
    if let sharedPace { return sharedPace.pace.sample(at: instant, side: side) }
    if let animatorDrive { return animatorDrive.animator.progress(of: animatorDrive.track, at: instant, side: side) }
    switch driver {
    case .paced(let pace), .keyframes(_, let pace): return pace.sample(at: instant, side: side)
    case .animator(let animator, let track), .animatorKeyframes(let animator, let track, _):
      return animator.progress(of: track, at: instant, side: side)
    }
  }

  /// The property animator track driving the animation (`nil` for block animations).
  var animatorTrack: AnimatorTrack? {
    switch driver {
    case .paced, .keyframes: nil
    case .animator(_, let track), .animatorKeyframes(_, let track, _): track
    }
  }

  /// The keyframes a keyframe animation follows (`nil` for other animations).
  package var keyframeTrack: KeyframeTrack? {
    switch driver {
    case .paced, .animator: nil
    case .keyframes(let track, _), .animatorKeyframes(_, _, let track): track
    }
  }

  package func sample(at instant: Instant, side: LimitSide) -> (value: Double, velocity: Double) {
    let p = progress(at: instant, side: side)
    // A block or property animator animation (its pace or track boxed) follows a curve: no copy
    // of the driver out of its enum.
    if sharedPace != nil || animatorDrive != nil { return curveSample(p) }
    switch driver {
    case .paced, .animator: return curveSample(p)
    case .keyframes(let track, _), .animatorKeyframes(_, _, let track): return keyframeSample(track, p, side: side)
    }
  }

  /// Value and velocity of a keyframe animation at progress `p` (its relative time).
  private func keyframeSample(
    _ track: KeyframeTrack, _ p: AnimationPace.Sample, side: LimitSide
  ) -> (value: Double, velocity: Double) {
    if p.isOver { return kind == .additive ? (0, 0) : (view?.modelValue(of: property) ?? to, 0) }
    // The track's side follows the direction of travel: a backward (autoreversing) pass
    // meets a key time from the other side; at rest (a delay) the track shows its start.
    let trackSide: LimitSide =
      p.velocity < 0 ? (side == .left ? .right : .left) : (p.velocity == 0 && p.progress <= 0 ? .left : side)
    let s = track.sample(at: p.progress, side: trackSide)
    let value = kind == .additive ? s.value - to : s.value
    return (value, s.derivative * p.velocity)
  }

  /// Value and velocity of a from → to animation at progress `p`.
  func curveSample(_ p: AnimationPace.Sample) -> (value: Double, velocity: Double) {
    switch kind {
    case .additive:
      return p.isOver ? (0, 0) : ((from - to) * (1 - p.progress), (to - from) * p.velocity)
    case .beginFromCurrentState, .absolute:
      if p.isOver { return (view?.modelValue(of: property) ?? to, 0) }
      return (from + (to - from) * p.progress, (to - from) * p.velocity)
    }
  }

  /// Whether the animation heads for the property's current model value: a block's
  /// non-additive, non-keyframe animation (UIKit's carries a `fromValue` only).
  var headsForTheModel: Bool {
    guard kind != .additive, case .paced = driver else { return false }
    return true
  }

  package func value(at instant: Instant, side: LimitSide) -> Double { sample(at: instant, side: side).value }

  package func velocity(at instant: Instant, side: LimitSide) -> Double { sample(at: instant, side: side).velocity }
}
