/// Receives every frame's presentation samples from an engine's ``FrameSampler``.
///
/// Called at the end of each render step, after the animation server, with the sampler
/// holding this frame's and the previous frame's samples. Read what you need and keep
/// only what you must: the sampler reuses its storage next frame.
///
/// ```swift
/// final class MaxSpeed: FrameSampleObserver {
///   var fastest = 0.0
///   func frameSampled(_ sampler: FrameSampler) {
///     for view in sampler.views where view.isOnScreen { fastest = max(fastest, view.windowVelocity.length) }
///   }
/// }
/// ```
public protocol FrameSampleObserver: AnyObject {
  /// A frame was sampled.
  func frameSampled(_ sampler: FrameSampler)
}
