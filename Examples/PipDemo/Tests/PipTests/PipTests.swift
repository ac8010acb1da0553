import Foundation
import PipScenes
import SeamlessReplay
import SeamlessTesting
import SeamlessTrace
import Testing

/// UIKit code under Seamless: the picture-in-picture controller passes every invariant on its
/// recipe and a campaign, and each bug is caught by the invariants that name it (the catch
/// bug by fuzzing, which aims gestures at the window wherever it is shown).
@Suite struct PipTests {
  /// Drag the window up a little and let go (it springs back to its corner), then fling it to
  /// the top left.
  static let dragAndFling = """
    {"version": 1, "scene": "pip", "seed": 1, "jitter": 0.2, "refresh_hz": 120, "touch_hz": 120, "timeline": [
      {"at": 0.1, "gesture": "drag", "from": [294, 749], "to": [294, 700], "duration": 0.3, "easing": "easeInOut"},
      {"after": 1.0, "gesture": "fling", "from": [294, 749], "velocity": [-900, -2500], "duration": 0.15}
    ]}
    """

  static func trace() throws -> Trace { try Recipe(json: dragAndFling).synthesize() }

  @Test func theControllerPassesEveryInvariant() throws {
    let report = expectReplay(try Self.trace(), scene: try #require(PipCatalog.catalog.scene(named: "pip")))
    #expect(report.passed)
  }

  /// `expectReplay` with a scene definition expects exactly its `expectedFailures`.
  @Test func theDroppedVelocityIsCaughtByReleaseVelocity() throws {
    let report = expectReplay(try Self.trace(), scene: try #require(PipCatalog.catalog.scene(named: "pip/drops-release-velocity")))
    #expect(report.failures.map(\.name) == ["release-velocity"])
  }

  @Test func theControllerSurvivesACampaign() throws {
    let report = expectFuzz(scene: try #require(PipCatalog.catalog.scene(named: "pip")), cases: 500)
    #expect(report.failures.isEmpty)
  }

  @Test(arguments: ["pip/drops-release-velocity", "pip/catch-jumps-to-corner"])
  func fuzzingFindsEachBug(variant: String) throws {
    let report = expectFuzz(scene: try #require(PipCatalog.catalog.scene(named: variant)), cases: 300)
    #expect(!report.failures.isEmpty)
  }
}
