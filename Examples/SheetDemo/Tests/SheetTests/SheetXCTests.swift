import SeamlessTesting
import SeamlessTrace
import Sheet
import XCTest

/// The sheet, from XCTest: the same checks with the XCTest spellings.
final class SheetXCTests: XCTestCase {
  func testTheSheetPassesEveryInvariant() {
    XCTAssertReplay(try SheetTraces.trace(SheetTraces.dragAndDismiss)) { SheetScene() }
    XCTAssertReplay(try SheetTraces.trace(SheetTraces.catchOnTheWayBack)) { SheetScene() }
  }

  func testTheDroppedVelocityIsPinned() {
    XCTAssertReplay(try SheetTraces.trace(SheetTraces.dragAndDismiss), failing: [.releaseVelocity]) {
      SheetScene(bug: .dropsVelocity)
    }
  }

  func testTheSheetSurvivesACampaign() throws {
    let sheet = try XCTUnwrap(SheetScene.catalog.scene(named: "sheet"))
    let report = XCTAssertFuzz(scene: sheet, cases: 100)
    XCTAssertEqual(report.casesRun, 100)
  }
}
