#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Where a Seamless expectation was written, as both test runners want it: the
/// `#fileID`, `#filePath`, `#line` and `#column` of the call.
public struct SourcePlace: Sendable {
  public var fileID: StaticString
  public var filePath: StaticString
  public var line: UInt
  public var column: UInt

  public init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }
}

/// Reports a failure to whichever runner runs the current test.
///
/// That is Swift Testing when one of its tests is in progress, XCTest otherwise. One implementation
/// behind both spellings
/// (``expectReplay(_:sceneName:configuration:makeScene:fileID:filePath:line:column:)`` and
/// ``XCTAssertReplay(_:sceneName:configuration:makeScene:file:line:)``).
///
/// ```swift
/// IssueReporter.fail("card.centerY jumped 250 pt at t=0.5 s", at: place)
/// ```
public enum IssueReporter {
  public static func fail(_ message: String, at place: SourcePlace) {
    #if canImport(Testing)
      if Test.current != nil {
        Issue.record(
          Comment(rawValue: message),
          sourceLocation: SourceLocation(
            fileID: "\(place.fileID)", filePath: "\(place.filePath)", line: Int(place.line), column: Int(place.column)))
        return
      }
    #endif
    #if canImport(XCTest)
      XCTFail(message, file: place.filePath, line: place.line)
    #else
      print("\(place.fileID):\(place.line): Seamless expectation failed: \(message)")
    #endif
  }
}
