extension VelocityTracker {
  /// ``VelocityEstimationStrategy/impulse``: Android's IMPULSE estimate over the window,
  /// per axis, in pt/s.
  ///
  /// Oldest pair first, with `v = Δx/Δt` (pt/s, Δt in s): `work += (v − vPrevious)·|v|`,
  /// where `vPrevious = sign(work)·√(2|work|)` is the speed the work so far stands for;
  /// after the first pair `work` is halved (the finger starts from rest, so the first
  /// interval's energy is ½v²). The result is `sign(work)·√(2|work|)`. One sample gives
  /// zero, two the difference quotient. Samples never share an instant here (the tracker
  /// replaces same-instant samples), but a zero Δt would be skipped as Android does.
  ///
  /// ```swift
  /// var tracker = VelocityTracker(strategy: .impulse)
  /// tracker.addSample(time: 0, position: Point(x: 0, y: 0))
  /// tracker.addSample(time: 10_000_000, position: Point(x: 5, y: 0))
  /// tracker.addSample(time: 20_000_000, position: Point(x: 10, y: 0))
  /// tracker.impulseVelocity()   // (500.0, 0.0): work = ½·500², then +0
  /// ```
  func impulseVelocity() -> Point {
    let n = windowSampleCount
    guard n >= 2 else { return .zero }
    if n == 2 {
      let dt = Double(Self.elapsed(from: time(samplesAgo: 1), to: time(samplesAgo: 0))) / 1e9
      guard dt > 0 else { return .zero }
      return (1 / dt) * (position(samplesAgo: 0) - position(samplesAgo: 1))
    }
    var workX = 0.0
    var workY = 0.0
    var isFirstPair = true
    for age in stride(from: n - 1, to: 0, by: -1) {
      let dt = Double(Self.elapsed(from: time(samplesAgo: age), to: time(samplesAgo: age - 1))) / 1e9
      guard dt > 0 else { continue }
      let v = (1 / dt) * (position(samplesAgo: age - 1) - position(samplesAgo: age))
      workX += (v.x - Self.speed(forWork: workX)) * abs(v.x)
      workY += (v.y - Self.speed(forWork: workY)) * abs(v.y)
      if isFirstPair {
        workX *= 0.5
        workY *= 0.5
        isFirstPair = false
      }
    }
    return Point(x: Self.speed(forWork: workX), y: Self.speed(forWork: workY))
  }

  /// The signed speed whose kinetic energy per unit mass is `work`: `sign·√(2|work|)`.
  static func speed(forWork work: Double) -> Double {
    let speed = (2 * abs(work)).squareRoot()
    return work < 0 ? -speed : speed
  }
}
