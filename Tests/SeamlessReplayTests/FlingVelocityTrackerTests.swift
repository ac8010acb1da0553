import SeamlessEngine
import SeamlessReplay
import SeamlessTrace
import Testing

/// Synthesised flings through the engine's velocity tracker: what the synthesiser promises
/// (the release velocity) is what a pan recognizer measures.
@Suite struct FlingVelocityTrackerTests {
  /// The lift velocity of touch 1 from a tracker fed all its samples, as a recognizer sees them.
  private func releaseVelocity(_ samples: [TouchSample], strategy: VelocityEstimationStrategy = .lsq2) -> Point {
    var tracker = VelocityTracker(strategy: strategy)
    for sample in samples where sample.touchID == 1 {
      tracker.addSample(time: sample.time, position: Point(x: sample.x, y: sample.y))
    }
    return tracker.velocity()
  }

  @Test(arguments: [60, 120, 240], [(1200.0, 0.0), (-300.0, 850.0), (1000.0, -2500.0), (0.0, -1500.0)])
  func lsq2MeasuresTheRequestedReleaseVelocity(hz: Int, velocity: (Double, Double)) throws {
    var synthesizer = GestureSynthesizer(configuration: .init(touchRate: hz))
    let from = Point(x: 60 + max(0, -velocity.0) / 2, y: 800 - max(0, velocity.1) / 2)
    let samples = try synthesizer.synthesize(.fling(from: from, velocity: Point(x: velocity.0, y: velocity.1), duration: 0.25), at: 0)
    try #require(samples.last?.phase == .ended)
    let measured = releaseVelocity(samples)
    #expect(abs(measured.x - velocity.0) <= 0.01 * max(abs(velocity.0), 1), "vx \(measured.x) for \(velocity.0) pt/s at \(hz) Hz")
    #expect(abs(measured.y - velocity.1) <= 0.01 * max(abs(velocity.1), 1), "vy \(measured.y) for \(velocity.1) pt/s at \(hz) Hz")
    // The suite's closed-form LSQ2 oracle (100 ms horizon, no sample cap) agrees once given
    // the tracker's 20-sample cap: there are no pauses to cut at.
    let newest = samples.suffix(VelocityTracker.historySize)
    let oracle = Point(x: lsq2Velocity(newest.map { ($0.time, $0.x) }), y: lsq2Velocity(newest.map { ($0.time, $0.y) }))
    #expect((measured - oracle).length <= 1e-6 * max(oracle.length, 1), "tracker \(measured), oracle \(oracle) pt/s at \(hz) Hz")
  }

  @Test func jitteredFlingAt240HzStaysWithinThreeStandardDeviations() throws {
    // 0.3 pt of seeded Gaussian jitter at 240 Hz. The fit uses the newest 20 samples
    // (t_k = −k/240 s), and its slope is linear in the positions, so its noise has standard
    // deviation 0.3 pt × √[(AᵀA)⁻¹]₁₁ with A = [1, t, t²]: 10.7 pt/s (0.53 %). Allow 3σ.
    let bound = 3 * 10.7
    for seed: UInt64 in 1...20 {
      var synthesizer = GestureSynthesizer(configuration: .init(touchRate: 240, jitter: 0.3, seed: seed))
      let samples = try synthesizer.synthesize(.fling(from: Point(x: 195, y: 100), velocity: Point(x: 0, y: 2000), duration: 0.3), at: 0)
      let vy = releaseVelocity(samples).y
      #expect(abs(vy - 2000) <= bound, "seed \(seed): \(vy) pt/s")
    }
  }
}
