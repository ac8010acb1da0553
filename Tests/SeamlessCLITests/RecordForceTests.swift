import Foundation
import Testing

/// `seamless record <gesture> --force PEAK`: the built CLI records a press.
@Suite struct RecordForceTests {
  private func forces(_ dump: String) throws -> [Double?] {
    try dump.split(separator: "\n").dropFirst().map { line in
      let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      return object["force"] as? Double
    }
  }

  @Test func aLongPressIsRecordedWithItsPress() throws {
    let trace = try scratch().appendingPathComponent("press.trace").path
    let recorded = try seamless(["record", "long-press", "--at", "195,422", "--duration", "0.1", "--force", "6", "-o", trace])
    try #require(recorded.status == 0, "\(recorded.stderr)")
    #expect(recorded.stdout.contains("13 touch samples"), "\(recorded.stdout)")
    let dumped = try seamless(["dump", trace])
    // A third of the peak as the finger lands and lifts, the peak half way (0.05 s).
    #expect(
      try forces(dumped.stdout) == [
        2, 3.22265625, 4.22265625, 5, 5.5556640625, 5.888671875, 6, 5.888671875, 5.5556640625, 5, 4.22265625, 3.22265625, 2,
      ])
    #expect(dumped.stdout.contains(#"\"force\":6.0"#), "the recipe in the header keeps the option")
  }

  @Test func withoutTheOptionNoForceIsStored() throws {
    let trace = try scratch().appendingPathComponent("tap.trace").path
    try #require(try seamless(["record", "tap", "--at", "195,422", "-o", trace]).status == 0)
    #expect(try forces(seamless(["dump", trace]).stdout) == [nil, nil])
  }

  @Test(arguments: ["0", "-2", "nan", "2e6"])
  func aForceThatIsNoPressIsAUsageError(force: String) throws {
    let trace = try scratch().appendingPathComponent("no.trace").path
    let result = try seamless(["record", "tap", "--at", "195,422", "--force", force, "-o", trace])
    #expect(result.status == 64)
    #expect(result.stderr.contains("record tap: --force: "), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: trace))
  }
}
