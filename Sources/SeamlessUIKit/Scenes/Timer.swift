import Foundation
import SeamlessEngine

/// `Timer`, on the replay's virtual clock: UIKit code's `Timer.scheduledTimer` runs as the
/// replay's main-thread work, journaled as a timer, deterministically.
///
/// Foundation's `Timer` has the same name, and Swift finds both, so a module that uses timers
/// adds one glue line, once: `typealias Timer = SeamlessUIKit.Timer` (a declaration of the
/// module's own wins over imported ones); its timer code keeps UIKit's spelling. A timer
/// scheduled during a replay fires at each of its deadlines, between frames as a run loop fires
/// it (see the engine's `Engine.scheduleTimer(at:label:_:)`); a repeating one is due
/// every `timeInterval` from when it was scheduled, and one whose deadlines a stalled main thread
/// missed fires once and goes on from the next deadline still ahead, as Foundation's does. An
/// interval of 0 or less is 0.1 ms (Apple: "If seconds is less than or equal to 0.0, this method
/// chooses the nonnegative value of 0.0001 seconds instead"). Outside a replay it is a
/// Foundation timer on the current run loop.
///
/// ```swift
/// hideTimer = Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { [weak self] _ in
///   UIView.animate(withDuration: 0.3) { self?.controls.alpha = 0 }
/// }
/// hideTimer?.invalidate()
/// ```
public final class Timer {
  /// The interval between fires (seconds), at least 0.1 ms.
  public let timeInterval: TimeInterval
  /// Whether it fires again after each fire.
  public let repeats: Bool
  /// Whatever was given at scheduling.
  public let userInfo: Any?
  /// Inert: fires are not coalesced.
  public var tolerance: TimeInterval = 0
  /// Whether it will still fire (false once invalidated, or after a non-repeating fire).
  public private(set) var isValid = true

  private let block: (Timer) -> Void
  private weak var engine: Engine?
  private var scheduled: MainThreadTimer?
  private var deadline: Instant = .zero
  private var foundationTimer: Foundation.Timer?

  private init(interval: TimeInterval, repeats: Bool, userInfo: Any?, block: @escaping (Timer) -> Void) {
    self.timeInterval = interval > 0 ? interval : 0.0001
    self.repeats = repeats
    self.userInfo = userInfo
    self.block = block
  }

  /// A timer not yet scheduled: it starts when added to a run loop
  /// (`RunLoop.main.add(timer, forMode: .common)`), its first fire `interval` after that.
  public convenience init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) {
    self.init(interval: interval, repeats: repeats, userInfo: nil, block: block)
    isScheduled = false
  }

  /// Whether it was scheduled (at once, or by a run loop).
  private var isScheduled = true

  /// Schedules a timer made with ``init(timeInterval:repeats:block:)`` (a run loop's `add`);
  /// a timer already scheduled or invalidated is left alone.
  func scheduleFromRunLoop() {
    guard !isScheduled, isValid else { return }
    isScheduled = true
    schedule()
  }

  /// A timer that calls `block` with itself after `interval` seconds (and every `interval` after
  /// that if it `repeats`).
  @discardableResult
  public class func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void
  ) -> Timer {
    let timer = Timer(interval: interval, repeats: repeats, userInfo: nil, block: block)
    timer.schedule()
    return timer
  }

  /// A timer that calls `selector` (a method reference: the glue rule's `#selector`) on
  /// `target` with the timer.
  @discardableResult
  public class func scheduledTimer<Target: AnyObject>(
    timeInterval interval: TimeInterval, target: Target, selector: @escaping (Target) -> (Timer) -> Void, userInfo: Any?,
    repeats: Bool
  ) -> Timer {
    let timer = Timer(interval: interval, repeats: repeats, userInfo: userInfo) { [weak target] timer in
      guard let target else { return timer.invalidate() }
      selector(target)(timer)
    }
    timer.schedule()
    return timer
  }

  /// A timer that calls `selector` (no argument) on `target`.
  @discardableResult
  public class func scheduledTimer<Target: AnyObject>(
    timeInterval interval: TimeInterval, target: Target, selector: @escaping (Target) -> () -> Void, userInfo: Any?,
    repeats: Bool
  ) -> Timer {
    let timer = Timer(interval: interval, repeats: repeats, userInfo: userInfo) { [weak target] timer in
      guard let target else { return timer.invalidate() }
      selector(target)()
    }
    timer.schedule()
    return timer
  }

  /// Stops the timer: it does not fire again.
  public func invalidate() {
    guard isValid else { return }
    isValid = false
    if let scheduled, let engine { engine.cancelTimer(scheduled) }
    scheduled = nil
    foundationTimer?.invalidate()
    foundationTimer = nil
  }

  /// Fires now (a repeating timer keeps its schedule; a non-repeating one is then invalid).
  public func fire() {
    guard isValid else { return }
    block(self)
    if !repeats { invalidate() }
  }

  private func schedule() {
    guard let engine = AmbientEngine.current else {
      nonisolated(unsafe) let unsafeSelf = self
      let timer = Foundation.Timer(timeInterval: timeInterval, repeats: repeats) { _ in
        unsafeSelf.block(unsafeSelf)
        if !unsafeSelf.repeats { unsafeSelf.isValid = false }
      }
      RunLoop.current.add(timer, forMode: .default)
      foundationTimer = timer
      return
    }
    self.engine = engine
    deadline = engine.now.saturatingAdding(TimeSpan(seconds: timeInterval))
    scheduleNext(in: engine)
  }

  private func scheduleNext(in engine: Engine) {
    // The engine keeps a scheduled timer alive until it fires or is invalidated, as a run loop
    // does.
    scheduled = engine.scheduleTimer(at: deadline, label: "Timer") { [self, weak engine] in
      guard let engine, self.isValid else { return }
      self.scheduled = nil
      AmbientEngine.run(engine) { self.block(self) }
      guard self.isValid else { return }
      guard self.repeats else { return self.isValid = false }
      // The next deadline still ahead: deadlines a stall made it miss are skipped.
      let interval = TimeSpan(seconds: self.timeInterval)
      repeat { self.deadline = self.deadline.saturatingAdding(interval) } while self.deadline <= engine.now
      self.scheduleNext(in: engine)
    }
  }
}

extension RunLoop {
  /// Schedules a SeamlessUIKit ``Timer`` that was made unscheduled.
  ///
  /// On the replay's virtual clock during a replay, else a Foundation timer on the current run
  /// loop. The mode is not modelled (every
  /// mode fires: a replay has no scroll-tracking mode to pause timers).
  ///
  /// ```swift
  /// let ticker = Timer(timeInterval: 1, repeats: true) { _ in self.tick() }
  /// RunLoop.main.add(ticker, forMode: .common)
  /// ```
  public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
    timer.scheduleFromRunLoop()
  }
}
