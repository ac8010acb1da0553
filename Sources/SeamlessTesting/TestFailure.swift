import IssueReporting

#if os(Linux) && canImport(XCTest)
  import XCTest
#endif

/// Fails the running test with `message` at the given place: a Swift Testing issue, or an
/// XCTest failure.
///
/// Everything goes through IssueReporting, except XCTest on Linux, which is failed directly:
/// IssueReporting's check for a host application reads the call stack for XCTest's frames, which
/// Linux's XCTest does not show, and so added a false "emitted from tests running in a host
/// application" warning to every XCTest failure there.
///
/// ```swift
/// failTest("2 of 17 invariants failed …", fileID: fileID, filePath: filePath, line: line, column: column)
/// ```
func failTest(
  _ message: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  #if os(Linux) && canImport(XCTest)
    if case .xcTest = TestContext.current {
      XCTFail(message, file: filePath, line: line)
      return
    }
  #endif
  reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
}
