import SeamlessEngine
import Testing

/// The tracker against a plain reference model: an array of every accepted sample, the
/// window found by filtering it, and each strategy's formula written the obvious way (LSQ2
/// by Android's closed form in seconds rather than by QR in milliseconds).
@Suite struct VelocityTrackerModelTests {
  /// The reference model's estimate for `samples` (already accepted, oldest first).
  private func modelVelocity(_ strategy: VelocityEstimationStrategy, _ samples: [(time: Int64, position: Point)]) -> Point {
    // The window, newest first.
    var window: [(time: Int64, position: Point)] = []
    for sample in samples.reversed() {
      guard window.count < 20, let newest = samples.last else { break }
      if newest.time - sample.time > 100_000_000 { break }
      if let newer = window.last, newer.time - sample.time > 40_000_000 { break }
      window.append(sample)
    }
    switch strategy {
    case .lsq2:
      guard window.count >= 3, let newest = samples.last else { return .zero }
      let ts = window.map { -Double(newest.time - $0.time) / 1e9 }
      func slope(_ ps: [Double]) -> Double {
        let n = Double(ts.count)
        let sx = ts.reduce(0, +), sx2 = ts.map { $0 * $0 }.reduce(0, +)
        let sx3 = ts.map { $0 * $0 * $0 }.reduce(0, +), sx4 = ts.map { $0 * $0 * $0 * $0 }.reduce(0, +)
        let sy = ps.reduce(0, +)
        let sxy = zip(ts, ps).map { $0 * $1 }.reduce(0, +), sx2y = zip(ts, ps).map { $0 * $0 * $1 }.reduce(0, +)
        let sxx = sx2 - sx * sx / n, sxyC = sxy - sx * sy / n, sxx2 = sx3 - sx * sx2 / n
        let sx2yC = sx2y - sx2 * sy / n, sx2x2 = sx4 - sx2 * sx2 / n
        return (sxyC * sx2x2 - sx2yC * sxx2) / (sxx * sx2x2 - sxx2 * sxx2)
      }
      return Point(x: slope(window.map(\.position.x)), y: slope(window.map(\.position.y)))
    case .impulse:
      let ordered = Array(window.reversed())
      guard ordered.count >= 2 else { return .zero }
      func rate(_ i: Int) -> Point {
        (1e9 / Double(ordered[i + 1].time - ordered[i].time)) * (ordered[i + 1].position - ordered[i].position)
      }
      if ordered.count == 2 { return rate(0) }
      func energySpeed(_ work: Double) -> Double { work < 0 ? -(2 * -work).squareRoot() : (2 * work).squareRoot() }
      var work = (x: 0.0, y: 0.0)
      for i in 0..<(ordered.count - 1) {
        let v = rate(i)
        work.x += (v.x - energySpeed(work.x)) * abs(v.x)
        work.y += (v.y - energySpeed(work.y)) * abs(v.y)
        if i == 0 { work = (work.x / 2, work.y / 2) }
      }
      return Point(x: energySpeed(work.x), y: energySpeed(work.y))
    case .weightedFiniteDifference:
      func rate(endingAgo j: Int) -> Point {
        let count = samples.count
        guard j + 1 < min(count, 20) else { return .zero }
        let (a, b) = (samples[count - j - 2], samples[count - j - 1])
        return (1e9 / Double(b.time - a.time)) * (b.position - a.position)
      }
      return 0.6 * rate(endingAgo: 2) + 0.35 * rate(endingAgo: 1) + 0.05 * rate(endingAgo: 0)
    }
  }

  /// SplitMix64: the next value of the test's own seeded stream.
  private func next(_ state: inout UInt64) -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  @Test(arguments: VelocityEstimationStrategy.allCases)
  func agreesWithTheReferenceModel(strategy: VelocityEstimationStrategy) {
    var state: UInt64 = 2024
    for caseIndex in 0..<400 {
      var tracker = VelocityTracker(strategy: strategy)
      var accepted: [(time: Int64, position: Point)] = []
      var log: [String] = []
      var time: Int64 = 1_000_000_000
      var position = Point(x: 200, y: 400)
      let length = Int(next(&state) % 40) + 1
      for _ in 0..<length {
        // Steps: mostly 4–16 ms, sometimes a same instant, a pause up to 60 ms, or a step back.
        switch next(&state) % 10 {
        case 0: break
        case 1: time += Int64(next(&state) % 60_000_000)
        case 2: time -= Int64(next(&state) % 5_000_000)
        default: time += 4_000_000 + Int64(next(&state) % 12_000_001)
        }
        position = position + Point(x: Double(next(&state) % 2001) / 100 - 10, y: Double(next(&state) % 2001) / 100 - 10)
        let outcome = tracker.addSample(time: time, position: position)
        log.append("\(time) \(position) \(outcome)")
        if let newest = accepted.last, time < newest.time {
          #expect(outcome == .ignoredOutOfOrder, "case \(caseIndex)")
        } else if let newest = accepted.last, time == newest.time {
          #expect(outcome == .replacedSameInstant, "case \(caseIndex)")
          accepted[accepted.count - 1].position = position
        } else {
          #expect(outcome == .appended, "case \(caseIndex)")
          accepted.append((time, position))
        }
        let expected = modelVelocity(strategy, accepted)
        let actual = tracker.velocity()
        let tolerance = 1e-7 * max(expected.length, 1)
        #expect(
          (actual - expected).length <= tolerance,
          "case \(caseIndex), \(strategy): \(actual) vs model \(expected) pt/s after:\n\(log.joined(separator: "\n"))")
        if (actual - expected).length > tolerance { return }
      }
    }
  }
}
