import Foundation
import Testing

@Suite struct VelocityCommandTests {
  private func releases(_ result: CommandResult) throws -> [[String: Any]] {
    try #require(result.status == 0, "\(result.stderr)")
    return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]], "\(result.stdout)")
  }

  @Test func recordedFlingReleasesAtTheRequestedVelocity() throws {
    let directory = try scratch()
    let trace = directory.appendingPathComponent("F.trace").path
    let recorded = try seamless(["record", "fling", "--from", "100,700", "--velocity", "0,-1500", "--duration", "0.3", "-o", trace])
    #expect(recorded.status == 0, "\(recorded.stderr)")
    for strategy in [[], ["--strategy", "lsq2"], ["--strategy", "impulse"], ["--strategy", "wfd"]] {
      let lifts = try releases(seamless(["velocity", trace, "--json"] + strategy))
      try #require(lifts.count == 1, "\(strategy)")
      #expect(lifts[0]["id"] as? Int == 1)
      #expect(lifts[0]["t_ns"] as? Int == 300_000_000)
      #expect(lifts[0]["phase"] as? String == "ended")
      let vx = try #require(lifts[0]["vx"] as? Double)
      let vy = try #require(lifts[0]["vy"] as? Double)
      #expect(abs(vy + 1500) <= 0.01 * 1500, "\(strategy): vy \(vy) pt/s")
      #expect(abs(vx) <= 0.01, "\(strategy): vx \(vx) pt/s")
    }
    let text = try seamless(["velocity", trace])
    #expect(text.stdout == "t=0.300000 s  touch 1  vx=0.00 vy=-1500.00 pt/s\n")
  }

  @Test func importedDragGivesItsExactSpeed() throws {
    // 0.5 pt every 10 ms to the right: 50 pt/s, and the file's 1/64 pt grid holds it exactly.
    let directory = try scratch()
    let trace = directory.appendingPathComponent("drag.trace").path
    #expect(
      try seamless(["import", "--format", "jsonl", "-", "-o", trace], input: dragJSONLines(count: 50).joined(separator: "\n")).status == 0)
    let lifts = try releases(seamless(["velocity", trace, "--json"]))
    try #require(lifts.count == 1)
    #expect(lifts[0]["t_ns"] as? Int == 490_000_000)
    let vx = try #require(lifts[0]["vx"] as? Double)
    let vy = try #require(lifts[0]["vy"] as? Double)
    #expect(abs(vx - 50) <= 1e-9 && abs(vy) <= 1e-9, "(\(vx), \(vy)) pt/s")
  }

  @Test func everyFingerOfACancelledPinchIsReported() throws {
    let directory = try scratch()
    let trace = directory.appendingPathComponent("pinch.trace").path
    #expect(
      try seamless(["record", "pinch", "--center", "195,420", "--from-span", "80", "--to-span", "240", "--cancelled", "-o", trace]).status
        == 0)
    let lifts = try releases(seamless(["velocity", trace, "--json"]))
    #expect(lifts.map { $0["id"] as? Int } == [1, 2])
    #expect(lifts.allSatisfy { $0["phase"] as? String == "cancelled" })
    // The fingers part along x: opposite velocities.
    let vx = lifts.compactMap { $0["vx"] as? Double }
    #expect(vx.count == 2 && vx[0] < 0 && vx[1] > 0 && abs(vx[0] + vx[1]) <= 1e-6, "\(vx)")
    let lines = try seamless(["velocity", trace]).stdout.split(separator: "\n")
    #expect(lines.count == 2 && lines.allSatisfy { $0.hasSuffix("pt/s  (cancelled)") }, "\(lines)")
  }

  @Test func noTouchesPrintAnEmptyArray() throws {
    let directory = try scratch()
    let trace = directory.appendingPathComponent("empty.trace").path
    #expect(try seamless(["import", "--format", "jsonl", "-", "-o", trace], input: #"{"kind":"header","producer":"test"}"#).status == 0)
    #expect(try seamless(["velocity", trace, "--json"]).stdout == "[]\n")
    #expect(try seamless(["velocity", trace]).stdout == "")
  }

  @Test func velocityExitCodes() throws {
    let directory = try scratch()
    let missing = try seamless(["velocity", directory.appendingPathComponent("nope.trace").path])
    #expect(missing.status == 66)
    #expect(missing.stderr.contains("no such file"))
    let garbage = directory.appendingPathComponent("garbage.trace")
    try Data([0x00, 0x01, 0xFF, 0xFE, 0x07]).write(to: garbage)
    let malformed = try seamless(["velocity", garbage.path])
    #expect(malformed.status == 65)
    #expect(malformed.stderr.contains("not a gzip file"))
    let usage = try seamless(["velocity", garbage.path, "--strategy", "kalman"])
    #expect(usage.status == 64)
    #expect(usage.stderr.contains("lsq2"))
  }
}
