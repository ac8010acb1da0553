/// Something that runs in a phase of every frame: a display-link callback, the animation
/// server's render step, completion delivery.
///
/// Register with ``Engine/addFrameObserver(_:phase:)``; an observer may register for
/// several phases and is called once per frame in each, in registration order. The
/// observer reads the frame's time from the ``Frame`` it is given, never from a clock.
/// ``needsFrames`` tells ``Engine/advanceUntilIdle(frameLimit:)`` whether the observer
/// still has work (an animation in flight); it defaults to `true`.
///
/// ```swift
/// final class AnimationServer: FrameObserver {
///   var running: [Animation] = []
///   var needsFrames: Bool { !running.isEmpty }
///   func frame(_ frame: Frame, phase: FramePhase) {
///     switch phase {
///     case .render: evaluate(at: frame.time)
///     case .completion: reportFinished()
///     case .displayLink, .commit: break
///     }
///   }
/// }
/// ```
package protocol FrameObserver: AnyObject {
  /// Runs the observer's work for `phase` of `frame`.
  func frame(_ frame: Frame, phase: FramePhase)
  /// Whether the observer still wants frames (the engine is not idle while one does).
  var needsFrames: Bool { get }
}

extension FrameObserver {
  package var needsFrames: Bool { true }
}
