/// The hookable steps of a frame, in the order they run.
///
/// A frame at time *T* runs, in order:
///
/// 1. (main thread) input due at or before *T* and main-thread timers due at or before *T*,
///    merged by due time, input first on ties; then ``displayLink`` observers;
/// 2. (main thread) ``commit`` observers;
/// 3. (render server) ``render`` observers: animations evaluate at *T* here, even while
///    the main thread is stalled;
/// 4. (main thread) ``completion`` observers: finished animations report here.
///
/// Main-thread steps are skipped in a stalled frame and what they would have done waits
/// for the first frame after the stall.
///
/// ```swift
/// engine.addFrameObserver(animationServer, phase: .render)
/// engine.addFrameObserver(animationServer, phase: .completion)
/// ```
public enum FramePhase: Sendable, Hashable, CaseIterable {
  /// Display-link callbacks (a dynamic animator's step), on the main thread.
  case displayLink
  /// The transaction commit, on the main thread.
  case commit
  /// The render server's evaluation of animations; runs in every frame.
  case render
  /// Completion delivery, on the main thread.
  case completion

  /// Whether the phase needs the main thread (and so waits out a stall).
  package var runsOnMainThread: Bool {
    switch self {
    case .displayLink, .commit, .completion: true
    case .render: false
    }
  }
}
