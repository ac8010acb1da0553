import Foundation
import Testing

/// Force on the command line: `record <gesture> --force PEAK` records a press, and `shrink`
/// makes a case fuzzed with `--touch-force` again with force.
@Suite struct TouchForceCommandTests {
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

  /// A case fuzzed with force shrinks to a case with force: its choice candidates are made
  /// with force too (before, they were made without, as on a device without 3D Touch, and
  /// the shrunk trace pressed with nothing).
  @Test func aCaseFuzzedWithForceShrinksWithForce() throws {
    let directory = try scratch()
    let fuzz = try seamless([
      "fuzz", "--scene", "card-drag/drops-release-velocity", "--cases", "20", "--stop-at-first", "--touch-force",
      "--shrink-budget", "1", "--save", directory.path,
    ])
    #expect(fuzz.status == 1, "\(fuzz.stdout)")
    let saved = try #require(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).first { $0.hasSuffix(".trace") })
    let small = directory.appendingPathComponent("small.trace").path
    let shrink = try seamless([
      "shrink", directory.appendingPathComponent(saved).path, "--scene", "card-drag/drops-release-velocity", "-o", small,
    ])
    #expect(shrink.status == 0, "\(shrink.stdout)\(shrink.stderr)")
    #expect(shrink.stdout.contains("choices: "), "the choices were shrunk: \(shrink.stdout)")
    let forces = try forces(
      seamless(["dump", small]).stdout.split(separator: "\n").filter { $0.contains(#""kind":"touch""#) || $0.contains(#""kind":"header""#) }
        .joined(separator: "\n"))
    #expect(!forces.isEmpty && forces.allSatisfy { $0 != nil }, "\(forces)")
  }
}
