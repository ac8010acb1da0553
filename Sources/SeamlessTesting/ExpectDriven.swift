import IssueReporting
import SeamlessEngine
import SeamlessReplay
import SeamlessTrace

/// Finishes a driven scene and records a test issue for every invariant that does not hold.
///
/// It calls the driver's `finish()` and judges the report as
/// ``expectReplay(_:sceneName:failing:knownIssues:allowsNoHits:configuration:reproduction:fileID:filePath:line:column:makeScene:)``
/// judges a trace's: the driven run is written as a trace (with its plot and viewer) and the
/// issue ends with the command that shows it again.
///
/// ```swift
/// @Test func catchingTheSheetMidFlight() throws {
///   let driver = SceneDriver(sceneName: "sheet") { SheetScene() }
///   try driver.fling(ViewTarget(view: "sheet", anchor: .top), velocity: Point(x: 0, y: 1200))
///   driver.advance(by: 0.08)
///   try driver.drag(ViewTarget(view: "sheet", anchor: .top), by: Point(x: 0, y: -40))
///   driver.settle()
///   #expect(driver.shownFrame(of: "sheet")?.minY == 80)
///   expectInvariants(driver)
/// }
/// ```
@discardableResult
public func expectInvariants(
  _ driver: SceneDriver, failing expected: Set<InvariantName> = [], knownIssues: [KnownIssue] = [],
  allowsNoHits: Bool = false, reproduction: Reproduction = .fromEnvironment,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> ReplayReport {
  let report = driver.finish()
  let verdict = ReplayVerdict(
    report: report, knownIssues: expected.sorted { $0.rawValue < $1.rawValue }.map(KnownIssue.pinned) + knownIssues,
    allowsNoHits: allowsNoHits, configuration: driver.configuration)
  if let message = verdict.message(
    trace: driver.trace, reproduction: reproduction, filePath: filePath, makeScene: driver.makeScene)
  {
    failTest(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
  return report
}
