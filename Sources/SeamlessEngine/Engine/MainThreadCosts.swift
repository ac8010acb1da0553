/// How long main-thread work takes, declared: the engine otherwise runs it in no time.
///
/// Each cost blocks the main thread for that long after the work, as a stall does, so a frame
/// whose main-thread work overruns its deadline is stalled: its input, timers, display-link
/// callbacks and completions wait, and the replay's hitch time (Apple's hitch-time ratio)
/// counts it. Work done in one frame adds up: three gesture actions of 10 ms block 30 ms.
/// Costs default to zero (the engine's behaviour before), which changes nothing, not even the
/// journal. A scene declares the cost of a particular piece of work with
/// ``Engine/spendMainThreadTime(_:)``. A trace carries its costs in its `main-thread-costs`
/// metadata, and a fuzz space draws them within the most the scene declares
/// (`FuzzSpace.mainThreadCosts`), so hitches are fuzzed only as far as the scene says its work
/// can take.
///
/// A missed deadline is a hitch, reported as a measure; no invariant fails on it: what a hitch
/// does to motion (content frozen, then catching up) is judged by `no-teleport` as main-thread
/// motion catching up after a stall, which it allows.
///
/// ```swift
/// engine.mainThreadCosts = MainThreadCosts(perGestureAction: .milliseconds(12))   // a heavy pan handler
/// ```
public struct MainThreadCosts: Sendable, Hashable {
  /// Each call of a gesture recognizer's action.
  public var perGestureAction: TimeSpan
  /// Each call of an app's display-link callback (`CADisplayLink`); the engine's own stepping
  /// (a scroll view's deceleration, a dynamic animator) is not charged here.
  public var perDisplayLinkCallback: TimeSpan
  /// Each app timer that fires (`Engine.scheduleTimer`, `DispatchQueue.main.asyncAfter`, `Timer`).
  public var perTimer: TimeSpan
  /// Each 1/240 s step of a dynamic animator.
  public var perDynamicsStep: TimeSpan

  public init(
    perGestureAction: TimeSpan = .zero, perDisplayLinkCallback: TimeSpan = .zero, perTimer: TimeSpan = .zero,
    perDynamicsStep: TimeSpan = .zero
  ) {
    self.perGestureAction = perGestureAction
    self.perDisplayLinkCallback = perDisplayLinkCallback
    self.perTimer = perTimer
    self.perDynamicsStep = perDynamicsStep
  }

  /// No cost anywhere: the engine's default.
  public static let free = MainThreadCosts()
}

extension Engine {
  /// Declares that main-thread work just done took `duration`.
  ///
  /// The main thread is blocked for that long from when earlier declared work ends (or now), so
  /// frames due meanwhile are stalled and the hitch time counts them. Zero or less does nothing.
  ///
  /// ```swift
  /// engine.spendMainThreadTime(.milliseconds(30))   // decoding a thumbnail synchronously
  /// ```
  public func spendMainThreadTime(_ duration: TimeSpan) {
    guard duration > .zero else { return }
    let start = max(now, mainThreadBusyUntil)
    let end = start.saturatingAdding(duration)
    mainThreadBusyUntil = end
    stall(at: start, duration: end - start)
  }
}
