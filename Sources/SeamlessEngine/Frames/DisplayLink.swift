/// A closure called once per frame on the main thread, like `CADisplayLink`.
///
/// Made by ``Engine/addDisplayLink(_:)``; pause it with ``isPaused`` or remove it with
/// ``invalidate()``. The closure is created once, so a running
/// display link allocates nothing per frame. While a stall blocks the main thread the
/// callback is skipped, and it runs once in the first frame after the stall (missed
/// frames are not replayed), as a display link does.
///
/// ```swift
/// let link = engine.addDisplayLink { frame in animator.step(to: frame.time) }
/// link.isPaused = true   // the engine can go idle
/// ```
public final class DisplayLink: FrameObserver {
  /// Whether the callback is skipped; a paused link does not keep the engine busy.
  @exclusivity(unchecked) public var isPaused = false
  private let callback: (Frame) -> Void
  /// The engine it runs on, until it is invalidated.
  weak var engine: Engine?

  init(_ callback: @escaping (Frame) -> Void) {
    self.callback = callback
  }

  /// Removes the display link from its engine: the callback is not called again (as
  /// `CADisplayLink.invalidate()`).
  ///
  /// Invalidating twice does nothing.
  public func invalidate() {
    engine?.removeFrameObserver(self, phase: .displayLink)
    engine = nil
  }

  /// Whether each call costs ``MainThreadCosts/perDisplayLinkCallback``.
  var chargesCost = true

  package func frame(_ frame: Frame, phase: FramePhase) {
    guard !isPaused else { return }
    callback(frame)
    if chargesCost, let engine { engine.spendMainThreadTime(engine.mainThreadCosts.perDisplayLinkCallback) }
  }

  package var needsFrames: Bool { !isPaused }
}
