/// One tracked view as the user saw it at the frame just sampled: its presentation values and
/// velocities, where it is on screen, and what was moving it.
///
/// A view onto the ``FrameSampler``, read where an invariant's checker or a sample observer
/// is handed the sampler: it reads the sampler's storage when asked (nothing is copied), so
/// read it during that call; the next frame overwrites what it shows.
///
/// ```swift
/// final class NeverAboveTheTop: InvariantChecker {
///   var violations: [InvariantViolation] = []
///   func frameSampled(_ sampler: FrameSampler) {
///     for view in sampler.views where view.isOnScreen && view.name == "sheet" {
///       if view.windowCenter.y < 300 {
///         violations.append(InvariantViolation(instant: sampler.time, message: "the sheet is above its top"))
///       }
///     }
///   }
///   func finish(_ run: ReplayRun) -> [InvariantViolation] { violations }
/// }
/// ```
public struct ViewSample {
  private let sampler: FrameSampler
  /// The view's slot in the sampler: its place in ``FrameSampler/views``, fixed for the run.
  public let slot: Int

  init(sampler: FrameSampler, slot: Int) {
    self.sampler = sampler
    self.slot = slot
  }

  /// The view's name.
  public var name: String { sampler.names[slot] }

  /// The view, unless the app let it go (samples never keep a view alive).
  public var view: View? { sampler.view(slot) }

  /// Whether the view was in the window and sampled at this frame.
  ///
  /// When it is not, the values below are those of the last frame it was.
  public var isOnScreen: Bool { slot < sampler.sampledCount && sampler.isOnScreen[slot] }

  /// Whether the view was also sampled at the previous sampled frame (not when it just
  /// joined the window or started being tracked): only then do the `previous` readings mean
  /// something.
  public var wasOnScreen: Bool { sampler.hasPrevious[slot] }

  /// The presentation value of `property` at this frame.
  public func value(_ property: ViewProperty) -> Double { sampler.value(slot, property) }

  /// The analytic velocity of `property` at this frame, in its units per second.
  public func velocity(_ property: ViewProperty) -> Double { sampler.velocity(slot, property) }

  /// The presentation value of `property` at the previous sampled frame, if the view was
  /// on screen then.
  public func previousValue(_ property: ViewProperty) -> Double? {
    wasOnScreen ? sampler.previousValue(slot, property) : nil
  }

  /// The view's centre (with its translation) in window points, as shown.
  public var windowCenter: Point { sampler.windowCenters[slot] }

  /// The velocity of ``windowCenter``, in window points per second: the view's own motion
  /// through its superviews' transforms, plus what dynamics gave it.
  public var windowVelocity: Point { sampler.windowVelocities[slot] }

  /// Whether a finger holds the view at this frame.
  public var isHeld: Bool { sampler.isHeld[slot] }

  /// Whether animations were moving the view at this frame.
  public var isAnimating: Bool { sampler.isAnimating[slot] }

  /// Whether a dynamic animator moved the view in this frame.
  public var isDynamicsDriven: Bool { sampler.isDynamicsDriven[slot] }
}

extension FrameSampler {
  /// The tracked views at the frame just sampled, in the order they were first touched.
  ///
  /// Includes views that left the window (``ViewSample/isOnScreen`` is then `false`).
  public var views: Views { Views(sampler: self) }

  /// The tracked view in `slot`.
  public subscript(slot: Int) -> ViewSample { ViewSample(sampler: self, slot: slot) }

  /// The sample of `view`, if it is tracked.
  public func sample(of view: View) -> ViewSample? { slot(of: view).map { self[$0] } }

  /// The time of the frame just sampled.
  public var time: Instant { frame.time }

  /// The tracked views, as a collection of ``ViewSample`` (nothing is copied).
  public struct Views: RandomAccessCollection {
    let sampler: FrameSampler
    /// The first slot, 0.
    public var startIndex: Int { 0 }
    /// One past the last tracked slot.
    public var endIndex: Int { sampler.count }
    /// The view in `slot`.
    public subscript(slot: Int) -> ViewSample { sampler[slot] }
  }
}
