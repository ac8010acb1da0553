/// Estimates a finger's velocity in pt/s from its recent positions, as a pan recognizer's
/// `velocity(in:)` and a release need it.
///
/// Feed one tracker per touch with every sample the recognizer sees (began, moved,
/// stationary; not the lift, whose position says nothing new about the movement, as
/// Android and Flutter decide), times in integer nanoseconds of the virtual clock and
/// positions in points; read ``velocity(at:)`` at the lift's time (zero when the finger
/// stopped more than 40 ms before it) or ``velocity()`` at any moment. Time is
/// always an argument: the tracker never reads a clock. It keeps the newest
/// ``historySize`` (20) samples in a fixed ring, so adding a sample never allocates, and
/// estimates with a ``VelocityEstimationStrategy`` (``VelocityEstimationStrategy/lsq2``,
/// the quadratic least-squares fit of Flutter and Android, by default).
///
/// Times must not go backwards: a sample older than the newest is ignored, and one at the
/// newest sample's instant replaces it (see ``VelocitySampleOutcome``). ``reset()`` starts
/// a new touch.
///
/// ```swift
/// var tracker = VelocityTracker()
/// for k in 0...12 {                                   // 120 Hz, 1500 pt/s upwards
///   let t = Int64(k) * 1_000_000_000 / 120
///   tracker.addSample(time: t, position: Point(x: 100, y: 700 - 1500 * Double(t) / 1e9))
/// }
/// tracker.velocity()   // (0.0, -1500.0) pt/s, to rounding
/// ```
package struct VelocityTracker: Sendable {
  /// How many samples the ring holds, and the most any strategy uses: 20.
  package static let historySize = 20
  /// How much older than the newest sample a sample may be and still count: 100 ms, in ns.
  package static let horizon: Int64 = 100_000_000
  /// A pause between two consecutive samples longer than this, 40 ms in ns, means the
  /// finger stopped: samples before it are a different motion.
  package static let assumePointerStoppedGap: Int64 = 40_000_000
  /// The fewest samples ``VelocityEstimationStrategy/lsq2`` fits: 3.
  ///
  /// Fewer give zero.
  package static let minimumLeastSquaresSampleCount = 3

  /// How this tracker estimates.
  package let strategy: VelocityEstimationStrategy

  /// Sample times in ns; `times[newestIndex]` is the newest, older ones precede it
  /// circularly.
  private var times: [Int64]
  /// Sample positions in points, parallel to `times`.
  private var positions: [Point]
  private var newestIndex = 0
  /// How many ring entries hold samples (at most ``historySize``).
  package private(set) var sampleCount = 0

  /// An empty tracker that estimates with `strategy`.
  package init(strategy: VelocityEstimationStrategy = .lsq2) {
    self.strategy = strategy
    times = Array(repeating: 0, count: Self.historySize)
    positions = Array(repeating: .zero, count: Self.historySize)
  }

  /// The time of the newest sample in ns, or `nil` when the tracker is empty.
  package var newestTime: Int64? {
    sampleCount > 0 ? times[newestIndex] : nil
  }

  /// Records that the finger was at `position` (points) at `time` (ns).
  ///
  /// Constant time, no allocation. A sample older than the newest, or with a non-finite
  /// coordinate, is ignored; one at the newest sample's time replaces it.
  @discardableResult
  package mutating func addSample(time: Int64, position: Point) -> VelocitySampleOutcome {
    guard position.x.isFinite && position.y.isFinite else { return .ignoredNonFinite }
    if sampleCount > 0 {
      let newest = times[newestIndex]
      if time < newest { return .ignoredOutOfOrder }
      if time == newest {
        positions[newestIndex] = position
        return .replacedSameInstant
      }
      newestIndex = (newestIndex + 1) % Self.historySize
    }
    times[newestIndex] = time
    positions[newestIndex] = position
    sampleCount = min(sampleCount + 1, Self.historySize)
    return .appended
  }

  /// Forgets every sample, as for a new touch.
  ///
  /// Keeps the strategy and the ring's storage.
  package mutating func reset() {
    sampleCount = 0
    newestIndex = 0
  }

  /// The velocity at the newest sample, in pt/s, by the tracker's strategy; zero when the
  /// samples cannot support an estimate (see each ``VelocityEstimationStrategy``).
  package func velocity() -> Point {
    switch strategy {
    case .lsq2: leastSquaresVelocity()
    case .impulse: impulseVelocity()
    case .weightedFiniteDifference: weightedFiniteDifferenceVelocity()
    }
  }

  /// The velocity as seen at `time` (ns): zero when more than ``assumePointerStoppedGap``
  /// (40 ms) has passed since the newest sample (the finger has stopped, as Flutter and
  /// Android assume), ``velocity()`` otherwise, including for times before the newest.
  package func velocity(at time: Int64) -> Point {
    guard let newest = newestTime else { return .zero }
    return Self.elapsed(from: newest, to: time) > Self.assumePointerStoppedGap ? .zero : velocity()
  }

  // MARK: - History, for the strategies

  /// The time (ns) of the sample `age` places before the newest (0 = the newest);
  /// `age < sampleCount`.
  func time(samplesAgo age: Int) -> Int64 {
    times[index(samplesAgo: age)]
  }

  /// The position (points) of the sample `age` places before the newest.
  func position(samplesAgo age: Int) -> Point {
    positions[index(samplesAgo: age)]
  }

  /// How many of the newest samples form the window that ``VelocityEstimationStrategy/lsq2``
  /// and ``VelocityEstimationStrategy/impulse`` use: at most ``historySize``, none more than
  /// ``horizon`` older than the newest, none more than ``assumePointerStoppedGap`` older
  /// than the sample after it.
  package var windowSampleCount: Int {
    guard sampleCount > 0 else { return 0 }
    let newest = times[newestIndex]
    var newer = newest
    var taken = 1
    while taken < sampleCount {
      let time = time(samplesAgo: taken)
      if Self.elapsed(from: time, to: newest) > Self.horizon { break }
      if Self.elapsed(from: time, to: newer) > Self.assumePointerStoppedGap { break }
      newer = time
      taken += 1
    }
    return taken
  }

  /// `later − earlier` in ns, saturating instead of overflowing for times far apart.
  static func elapsed(from earlier: Int64, to later: Int64) -> Int64 {
    let (difference, overflow) = later.subtractingReportingOverflow(earlier)
    guard overflow else { return difference }
    return later > earlier ? .max : .min
  }

  private func index(samplesAgo age: Int) -> Int {
    (newestIndex - age + Self.historySize) % Self.historySize
  }
}
