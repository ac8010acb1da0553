import Foundation
import SeamlessEngine

/// `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable, Hashable {
  case inactive, active, stopped

  init(_ state: AnimatingState) {
    switch state {
    case .inactive: self = .inactive
    case .active: self = .active
    case .stopped: self = .stopped
    }
  }
}

/// `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable, Hashable {
  case end, start, current

  init(_ position: AnimatingPosition) {
    switch position {
    case .end: self = .end
    case .start: self = .start
    case .current: self = .current
    }
  }

  var engine: AnimatingPosition {
    switch self {
    case .end: .end
    case .start: .start
    case .current: .current
    }
  }
}

/// `UIViewAnimating`: an object whose animations can be started, paused, scrubbed, stopped.
public protocol UIViewAnimating: AnyObject {
  var state: UIViewAnimatingState { get }
  var isRunning: Bool { get }
  var isReversed: Bool { get set }
  var fractionComplete: CGFloat { get set }
  func startAnimation()
  func startAnimation(afterDelay delay: TimeInterval)
  func pauseAnimation()
  func stopAnimation(_ withoutFinishing: Bool)
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// `UIViewImplicitlyAnimating`: an animator that takes more animations and completions.
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  func addAnimations(_ animation: @escaping () -> Void)
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
  func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

/// `UIViewPropertyAnimator`, over the engine's property animator: interruptible, scrubbable,
/// reversible animations.
///
/// Made the UIKit way, with no engine: the engine animator is made the first time the animator
/// is used in a replay (an animator stored in a property is usually made before any replay
/// runs; ``UIKitScene`` names it after that property first). Until then it reports
/// `.inactive` and fraction 0. Used outside any replay, it does nothing.
///
/// ```swift
/// let animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.8) {
///   self.drawer.frame.origin.y = self.openY
/// }
/// animator.pauseAnimation()                 // a drag scrubs it
/// animator.fractionComplete = 0.4
/// animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
/// ```
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
  /// The main animations' duration in seconds: the one given, except with a
  /// mass–stiffness–damping spring, whose duration is its settling time (UIKit ignores the given
  /// one; apps divide by this, as in `preferredDuration / animator.duration`).
  public let duration: TimeInterval
  /// The duration the animator was made with (what the engine's animator is given).
  private let givenDuration: TimeInterval
  /// The timing the animator was made with.
  public let timingParameters: (any UITimingCurveProvider)?
  /// The engine animator, once made.
  private(set) var backing: PropertyAnimator?
  /// The journal name chosen before the engine animator is made.
  var pendingName: String?
  private var pendingAnimations: [(body: () -> Void, delayFactor: Double)] = []
  private var pendingCompletions: [(UIViewAnimatingPosition) -> Void] = []
  /// What the app set before the engine animator was made (it is made on first use in a replay).
  private var settings = Settings()

  private struct Settings {
    var interruptible = true
    var userInteraction = true
    var scrubsLinearly = true
    var pausesOnCompletion = false
    var manualHitTesting = false
    var reversed = false
  }

  /// The flags kept in ``settings`` until the engine animator exists, with the engine's names.
  private static var flags: [(engine: ReferenceWritableKeyPath<PropertyAnimator, Bool>, kept: WritableKeyPath<Settings, Bool>)] {
    [
      (\.isInterruptible, \.interruptible), (\.isUserInteractionEnabled, \.userInteraction),
      (\.scrubsLinearly, \.scrubsLinearly), (\.pausesOnCompletion, \.pausesOnCompletion),
      (\.isManualHitTestingEnabled, \.manualHitTesting),
    ]
  }

  private func flag(_ engine: KeyPath<PropertyAnimator, Bool>, kept: KeyPath<Settings, Bool>) -> Bool {
    backing?[keyPath: engine] ?? settings[keyPath: kept]
  }

  private func setFlag(
    _ engine: ReferenceWritableKeyPath<PropertyAnimator, Bool>, kept: WritableKeyPath<Settings, Bool>, _ value: Bool
  ) {
    settings[keyPath: kept] = value
    backing?[keyPath: engine] = value
  }

  public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
    self.duration = Self.reportedDuration(duration, parameters)
    self.givenDuration = duration
    self.timingParameters = parameters
  }

  /// The duration UIKit reports for `duration` and `parameters`: a mass–stiffness–damping
  /// spring's settling time (the longer of its two axes' when their initial velocities differ),
  /// to the nanosecond the run lasts; otherwise `duration`.
  static func reportedDuration(_ duration: TimeInterval, _ parameters: any UITimingCurveProvider) -> TimeInterval {
    guard let spring = parameters.springTimingParameters, case .physicalSpring = spring.timing,
      let springs = spring.timing.springs(duration: duration)
    else { return duration }
    let seconds = PropertyAnimator.runSeconds(of: springs)
    return seconds.isFinite ? seconds : duration
  }

  /// UIKit's inherited `init()`: a zero-duration ease-in-out animator with no animations, the
  /// placeholder an app stores and replaces before it animates.
  public convenience init() {
    self.init(duration: 0, timingParameters: UICubicTimingParameters())
  }

  public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
    self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { addAnimations(animations) }
  }

  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { addAnimations(animations) }
  }

  public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
    self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { addAnimations(animations) }
  }

  /// An animator started at once (after `delay`), with the curve and
  /// `allowUserInteraction` of `options`.
  @discardableResult
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
    animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> Self {
    let curve: UIView.AnimationCurve =
      switch options.intersection([.curveEaseIn, .curveEaseOut, .curveLinear]) {
      case .curveEaseIn: .easeIn
      case .curveEaseOut: .easeOut
      case .curveLinear: .linear
      default: .easeInOut
      }
    let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  /// The engine animator, made now in the current replay if it is not yet.
  private func resolved() -> PropertyAnimator? {
    if let backing { return backing }
    guard let engine = AmbientEngine.current else { return nil }
    let timing = timingParameters?.animatorTiming ?? .cubic(.easeInEaseOut)
    let made = PropertyAnimator(engine: engine, name: pendingName, duration: givenDuration, timing: timing)
    for flag in Self.flags { made[keyPath: flag.engine] = settings[keyPath: flag.kept] }
    backing = made
    for animation in pendingAnimations { made.addAnimations(animation.body, delayFactor: animation.delayFactor) }
    for completion in pendingCompletions { add(completion, to: made, engine: engine) }
    pendingAnimations.removeAll()
    pendingCompletions.removeAll()
    if settings.reversed { made.isReversed = true }
    return made
  }

  private func add(_ completion: @escaping (UIViewAnimatingPosition) -> Void, to animator: PropertyAnimator, engine: Engine?) {
    animator.addCompletion { [weak engine] position in
      AmbientEngine.run(engine) { completion(UIViewAnimatingPosition(position)) }
    }
  }

  // MARK: State

  open var state: UIViewAnimatingState { backing.map { UIViewAnimatingState($0.state) } ?? .inactive }
  open var isRunning: Bool { backing?.isRunning ?? false }
  open var isReversed: Bool {
    get { backing?.isReversed ?? settings.reversed }
    set {
      settings.reversed = newValue
      resolved()?.isReversed = newValue
    }
  }
  open var fractionComplete: CGFloat {
    get { CGFloat(backing?.fractionComplete ?? 0) }
    set { resolved()?.fractionComplete = Double(newValue) }
  }
  open var isInterruptible: Bool {
    get { flag(\.isInterruptible, kept: \.interruptible) }
    set { setFlag(\.isInterruptible, kept: \.interruptible, newValue) }
  }
  open var isUserInteractionEnabled: Bool {
    get { flag(\.isUserInteractionEnabled, kept: \.userInteraction) }
    set { setFlag(\.isUserInteractionEnabled, kept: \.userInteraction, newValue) }
  }
  open var scrubsLinearly: Bool {
    get { flag(\.scrubsLinearly, kept: \.scrubsLinearly) }
    set { setFlag(\.scrubsLinearly, kept: \.scrubsLinearly, newValue) }
  }
  open var pausesOnCompletion: Bool {
    get { flag(\.pausesOnCompletion, kept: \.pausesOnCompletion) }
    set { setFlag(\.pausesOnCompletion, kept: \.pausesOnCompletion, newValue) }
  }
  /// Whether the app hit-tests the animated views itself; when `false` (the default) they are
  /// hit-tested where they are shown while the animator drives them.
  open var isManualHitTestingEnabled: Bool {
    get { flag(\.isManualHitTestingEnabled, kept: \.manualHitTesting) }
    set { setFlag(\.isManualHitTestingEnabled, kept: \.manualHitTesting, newValue) }
  }
  /// The delay of the last ``startAnimation(afterDelay:)``.
  open var delay: TimeInterval { backing?.delay ?? 0 }

  // MARK: Animations and completions

  open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    guard let animator = resolved() else { return pendingAnimations.append((animation, Double(delayFactor))) }
    animator.addAnimations(animation, delayFactor: Double(delayFactor))
  }

  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    guard let animator = resolved() else { return pendingCompletions.append(completion) }
    add(completion, to: animator, engine: AmbientEngine.current)
  }

  // MARK: Control

  open func startAnimation() { resolved()?.startAnimation() }
  open func startAnimation(afterDelay delay: TimeInterval) { resolved()?.startAnimation(afterDelay: delay) }
  open func pauseAnimation() { resolved()?.pauseAnimation() }
  open func stopAnimation(_ withoutFinishing: Bool) { resolved()?.stopAnimation(withoutFinishing) }
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    resolved()?.finishAnimation(at: finalPosition.engine)
  }
  open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
    resolved()?.continueAnimation(withTimingParameters: parameters?.animatorTiming, durationFactor: Double(durationFactor))
  }
}
