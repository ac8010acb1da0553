import Foundation
import SeamlessReplay
import SeamlessTesting
import SeamlessTrace
import Sheet
import Testing

/// The sheet, from Swift Testing: replays of recorded traces, pinned bug variants, and fuzz
/// campaigns that find each bug and shrink it.
@Suite struct SheetSwiftTestingTests {
  @Test func theRecordedTracesStayWhatTheirRecipesMake() throws {
    let traces = SheetTraces.packageRoot.appendingPathComponent("Traces")
    expectGoldenTrace(try SheetTraces.trace(SheetTraces.dragAndDismiss), at: traces.appendingPathComponent("drag-and-dismiss.trace").path)
    expectGoldenTrace(
      try SheetTraces.trace(SheetTraces.catchOnTheWayBack), at: traces.appendingPathComponent("catch-on-the-way-back.trace").path)
  }

  @Test func theSheetPassesEveryInvariant() throws {
    for recipe in [SheetTraces.dragAndDismiss, SheetTraces.catchOnTheWayBack] {
      let report = expectReplay(try SheetTraces.trace(recipe)) { SheetScene() }
      #expect(report.sceneName == "SheetScene")
    }
  }

  @Test func theAppsOwnInvariantReadsEveryFrameTheUserSaw() throws {
    let trace = try SheetTraces.trace(SheetTraces.dragAndDismiss)
    var configuration = ReplayConfiguration()
    configuration.invariants.append(SheetStaysBelow(y: SheetScene.openY))
    let report = expectReplay(trace, configuration: configuration) { SheetScene() }
    let mine = try #require(report.results.first { $0.name == "sheet-stays-below" })
    #expect(mine.passed)
    let judged = mine.judged.flatMap { Int($0.split(separator: " ")[0]) } ?? 0
    #expect(judged > 30)

    // Stricter than the scene: the drag grabs the open sheet (centre 544), above 600.
    var strict = ReplayConfiguration()
    strict.invariants = [SheetStaysBelow(y: 600)]
    let caught = Replayer(configuration: strict).replay(trace, sceneName: "sheet") { SheetScene() }
    let violations = caught.results[0].violations
    #expect(violations.count == 10)
    #expect(violations.first?.message.hasPrefix("a finger holds the sheet's centre at y = 544.0, above 600.0") == true)
  }

  @Test func eachBugIsPinnedByTheInvariantThatCatchesIt() throws {
    let dismiss = try SheetTraces.trace(SheetTraces.dragAndDismiss)
    expectReplay(dismiss, failing: [.releaseVelocity]) { SheetScene(bug: .dropsVelocity) }
    let caught = try SheetTraces.trace(SheetTraces.catchOnTheWayBack)
    expectReplay(caught, failing: [.continuity, .noTeleport]) { SheetScene(bug: .forgetsToPromote) }
  }

  @Test func theSheetSurvivesACampaign() {
    let sheet = SheetScene.catalog.scene(named: "sheet")!
    let report = expectFuzz(
      scene: sheet, cases: 300, regressions: SheetTraces.packageRoot.appendingPathComponent("Traces/regressions").path)
    #expect(report.failures.isEmpty)
  }

  /// Fuzzing finds each bug within 200 cases and shrinks it to at most two gestures.
  @Test(arguments: ["sheet/drops-velocity", "sheet/forgets-to-promote"])
  func fuzzingFindsEachBugAndShrinksIt(variant: String) throws {
    let scene = try #require(SheetScene.catalog.scene(named: variant))
    let report = expectFuzz(scene: scene, cases: 200)  // finding: the variant's expected failures
    #expect(!report.failures.isEmpty)
    for failure in report.failures {
      #expect(failure.caseIndex < 200)
      #expect(failure.trace.touchSequences <= 2, "\(failure.invariant): \(failure.trace.touchSequences) gestures")
    }
  }
}
