import Foundation
import SeamlessTesting
import SeamlessTrace
import Sheet
import Testing

/// Failures that are real (nothing pinned), for `Scripts/reproduce-check.sh`.
///
/// It runs them with `SHEET_DEMO_SHOW_FAILURE=1`, copies the reproduce command each failure prints, runs it from
/// this package's root, and checks that it shows the same failure again. Off otherwise.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["SHEET_DEMO_SHOW_FAILURE"] == "1"))
struct SheetReproduceTests {
  /// A scene from the catalog: the reproduce command is the package's own tool.
  @Test func aCatalogSceneFails() throws {
    let scene = try #require(SheetScene.catalog.scene(named: "sheet/drops-velocity"))
    expectReplay(try SheetTraces.trace(SheetTraces.dragAndDismiss), scene: scene, failing: [])
  }

  /// A scene made by a closure: no tool knows it, so the command is this test.
  @Test func aClosureSceneFails() throws {
    expectReplay(try SheetTraces.trace(SheetTraces.dragAndDismiss)) { SheetScene(bug: .dropsVelocity) }
  }
}
