/// How a `VelocityTracker` turns its recent samples into a velocity in pt/s.
///
/// Every strategy reads the same history: the newest `VelocityTracker.historySize` (20)
/// samples of one finger, times in integer nanoseconds, positions in points. UIKit's own
/// estimator is private; ``lsq2`` is the engine's documented choice (the estimator of
/// Flutter's `VelocityTracker` and Android's default for X/Y), the other two are there to
/// compare against. All three estimate each axis independently and return zero, never a
/// non-finite value, when the history cannot support an estimate.
///
/// The *window* used by ``lsq2`` and ``impulse``: walk back from the newest sample, taking
/// at most 20 samples, and stop before the first sample that is more than
/// `VelocityTracker.horizon` (100 ms) older than the newest, or more than
/// `VelocityTracker.assumePointerStoppedGap` (40 ms) older than the sample after it
/// (the finger rested, so what came before is a different motion).
///
/// ```swift
/// var tracker = VelocityTracker(strategy: .impulse)
/// tracker.addSample(time: 0, position: Point(x: 0, y: 0))
/// tracker.addSample(time: 10_000_000, position: Point(x: 5, y: 0))
/// tracker.addSample(time: 20_000_000, position: Point(x: 10, y: 0))
/// tracker.velocity()   // (500.0, 0.0) pt/s: 5 pt every 10 ms
/// ```
public enum VelocityEstimationStrategy: Sendable, Hashable, CaseIterable {
  /// Unweighted least-squares quadratic fit per axis over the window; the velocity is the
  /// fit's slope at the newest sample. The default.
  ///
  /// With n ≥ 3 samples in the window (fewer give zero), times are taken as
  /// `t_i = −age_i` in milliseconds (`age_ns / 1e6`; Flutter truncates ages to whole
  /// microseconds first, which changes nothing for microsecond-aligned times), and
  /// `p(t) = b0 + b1·t + b2·t²` is fitted to each axis with weights 1 by a Gram–Schmidt QR
  /// factorisation of the n × 3 matrix `[1, t, t²]` (Flutter's `LeastSquaresSolver`). A
  /// column whose orthogonalised norm is below 1e-10 (all times equal, say) means no fit
  /// and a zero velocity. The velocity is `b1 × 1000` pt/s. Linear motion gives its exact
  /// speed; constant acceleration gives the exact speed at the newest sample.
  /// Reproduces Flutter's published expectations for its recorded touch data to about
  /// 1.2e-12 relative (most lifts 1e-14).
  case lsq2

  /// Android's IMPULSE strategy: the speed whose kinetic energy equals the work the finger
  /// did over the window, per axis.
  ///
  /// With the window's samples oldest first and `v = (x_{i+1} − x_i) / (t_{i+1} − t_i)` in
  /// pt/s (times in seconds), `work` starts at 0 and for each consecutive pair
  /// `work += (v − sign(work)·√(2|work|)) · |v|`, halved after the first pair (a finger
  /// starts from rest), and the velocity is `sign(work)·√(2|work|)`. Two samples give the
  /// plain difference quotient; fewer give zero; pairs at the same instant are skipped.
  /// Android computes in `float`; this computes in `Double`.
  case impulse

  /// Flutter's `IOSScrollViewFlingVelocityTracker`: a weighted sum of the last three
  /// difference quotients, an approximation of the speed a UIScrollView flings at.
  ///
  /// With `v(0)` the difference quotient (pt/s) of the newest interval, `v(−1)` of the one
  /// before and `v(−2)` of the one before that, the velocity is
  /// `0.6·v(−2) + 0.35·v(−1) + 0.05·v(0)`: the oldest interval weighs most. An interval
  /// whose samples are missing (fewer than four in the history) or share an instant
  /// contributes zero, as in Flutter, so the weights are not renormalised: two samples
  /// moving at 500 pt/s give 25 pt/s, four give 500. It ignores the 100 ms horizon and the
  /// 40 ms gap; `VelocityTracker.velocity(at:)` still applies the latter at query time.
  case weightedFiniteDifference
}
