import Foundation
import IssueReporting
import SeamlessTrace

/// Compares `trace` with the golden trace file at `path`, recording it first when asked:
/// how example traces made from recipes stay what they were (synthesis is deterministic,
/// and old files keep decoding).
///
/// The mode comes from `SEAMLESS_RECORD` (``TestEnvironment/recordMode``): `missing` (the
/// default) writes an absent file and records an issue (check it in, run again); `all`
/// rewrites every file and records an issue; `never` only compares (CI). A difference is an
/// issue naming the first differing event. Returns whether the trace matched.
///
/// ```swift
/// @Test func theCatchRecipeStaysTheSame() throws {
///   let trace = try Recipe(json: catchRecipe).synthesize()
///   expectGoldenTrace(trace, at: "Traces/examples/drawer-catch.trace")
/// }
/// ```
@discardableResult
public func expectGoldenTrace(
  _ trace: Trace, at path: String, mode: TestEnvironment.RecordMode = TestEnvironment.recordMode,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
  func issue(_ message: String) { failTest(message, fileID: fileID, filePath: filePath, line: line, column: column) }
  let exists = FileManager.default.fileExists(atPath: path)
  switch (mode, exists) {
  case (.all, _), (.missing, false):
    do {
      try trace.write(to: path)
      issue("recorded the golden trace \(path); check it in and run the tests again")
    } catch {
      issue("could not record the golden trace \(path): \(error)")
    }
    return false
  case (.never, false):
    issue("missing golden trace \(path); record it with SEAMLESS_RECORD=missing")
    return false
  case (.missing, true), (.never, true):
    let golden: Trace
    do {
      golden = try Trace(contentsOf: path)
    } catch {
      issue("could not read the golden trace \(path): \(error)")
      return false
    }
    let expected = trace.quantized()
    if golden.header != expected.header {
      issue("the header differs from the golden trace \(path); re-record with SEAMLESS_RECORD=all if intended")
      return false
    }
    if golden.events != expected.events {
      let index =
        zip(golden.events, expected.events).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(golden.events.count, expected.events.count)
      issue(
        "event \(index) differs from the golden trace \(path) (\(golden.events.count) events there, \(expected.events.count) "
          + "here); re-record with SEAMLESS_RECORD=all if intended")
      return false
    }
    return true
  }
}
