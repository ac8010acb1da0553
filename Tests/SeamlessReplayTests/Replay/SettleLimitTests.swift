import SeamlessEngine
import SeamlessReplay
import SeamlessTrace
import Testing

/// The settle limit is a time, counted in frames at the fastest rate the trace asks for,
/// rounded up to a whole frame (not to a whole second).
@Suite struct SettleLimitTests {
  /// A scene whose tap starts a fade that never ends never settles: the replay stops at the
  /// limit.
  @Test(arguments: [(500_000_000, 60), (12_345_678, 2), (1_000_000_000, 120), (1, 1)])
  func aSceneThatNeverSettlesRunsExactlyTheLimit(nanoseconds: Int64, frames: Int) throws {
    var configuration = ReplayConfiguration()
    configuration.settleLimit = TimeSpan(nanoseconds: nanoseconds)
    configuration.checksDeterminism = false
    let trace = try InvariantVerdictTests.trace()
    #expect(trace.header.refreshRate == 120)
    let report = Replayer(configuration: configuration).replay(trace, sceneName: "mutant") {
      InvariantVerdictTests.Mutant(.neverStopsFading)
    }
    #expect(report.settle.reachedLimit)
    #expect(report.settle.frames == frames)
    #expect(report.failures.map(\.name).contains("settles"))
  }
}
