extension VelocityTracker {
  /// The weights of ``VelocityEstimationStrategy/weightedFiniteDifference``: 0.05, 0.35, 0.6.
  ///
  /// They are for the difference quotients of the newest interval, the one before and the one
  /// before that, in that order (Flutter's `IOSScrollViewFlingVelocityTracker`). They sum to 1.
  static let finiteDifferenceWeights: (newest: Double, previous: Double, oldest: Double) = (0.05, 0.35, 0.6)

  /// ``VelocityEstimationStrategy/weightedFiniteDifference``:
  /// `0.6·v(−2) + 0.35·v(−1) + 0.05·v(0)` in pt/s, v(−j) the difference quotient of the
  /// interval ending `j` samples before the newest; a missing or zero-length interval
  /// contributes zero.
  ///
  /// ```swift
  /// var tracker = VelocityTracker(strategy: .weightedFiniteDifference)
  /// for k in 0...3 {   // 4 pt every 8 ms
  ///   tracker.addSample(time: Int64(k) * 8_000_000, position: Point(x: 4 * Double(k), y: 0))
  /// }
  /// tracker.weightedFiniteDifferenceVelocity()   // (500.0, 0.0) pt/s
  /// ```
  func weightedFiniteDifferenceVelocity() -> Point {
    let weights = Self.finiteDifferenceWeights
    return weights.oldest * differenceQuotient(endingSamplesAgo: 2)
      + weights.previous * differenceQuotient(endingSamplesAgo: 1)
      + weights.newest * differenceQuotient(endingSamplesAgo: 0)
  }

  /// The velocity (pt/s) from the sample `age + 1` places before the newest to the one
  /// `age` places before it; zero when either is missing or they share an instant.
  private func differenceQuotient(endingSamplesAgo age: Int) -> Point {
    guard age + 1 < sampleCount else { return .zero }
    let dt = Double(Self.elapsed(from: time(samplesAgo: age + 1), to: time(samplesAgo: age))) / 1e9
    guard dt > 0 else { return .zero }
    return (1 / dt) * (position(samplesAgo: age) - position(samplesAgo: age + 1))
  }
}
