import Foundation
import SeamlessTrace
import Testing

@Suite struct CLITests {
  @Test func importJSONLinesThenDumpIsByteIdentical() throws {
    let directory = try scratch()
    let jsonl = dragJSONLines(count: 50).joined(separator: "\n") + "\n"
    let input = directory.appendingPathComponent("drag.jsonl")
    try jsonl.write(to: input, atomically: true, encoding: .utf8)
    let trace = directory.appendingPathComponent("drag.trace").path
    let imported = try seamless(["import", "--format", "jsonl", input.path, "-o", trace])
    #expect(imported.status == 0, "\(imported.stderr)")
    let dumped = try seamless(["dump", trace])
    #expect(dumped.status == 0)
    let expected = try seamless(["dump", trace]).stdout
    #expect(dumped.stdout == expected)
    // Re-importing the dump gives the same bytes again.
    let again = directory.appendingPathComponent("again.trace").path
    #expect(try seamless(["import", "--format", "jsonl", "-", "-o", again], input: dumped.stdout).status == 0)
    #expect(try seamless(["dump", again]).stdout == dumped.stdout)
    #expect(dumped.stdout.split(separator: "\n").count == 51)
  }

  @Test func infoReportsCountsAndSize() throws {
    let directory = try scratch()
    let trace = directory.appendingPathComponent("drag.trace").path
    #expect(
      try seamless(["import", "--format", "jsonl", "-", "-o", trace], input: dragJSONLines(count: 30).joined(separator: "\n")).status == 0)
    let info = try seamless(["info", trace, "--json"])
    #expect(info.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(info.stdout.utf8)) as? [String: Any]
    #expect(object?["touch_samples"] as? Int == 30)
    #expect(object?["touch_sequences"] as? Int == 1)
    #expect(object?["duration_ns"] as? Int == 290_000_000)
    #expect(object?["scene"] as? String == "drag")
    let text = try seamless(["info", trace])
    // Flushed at 100 and 200 ms while streaming, then compacted into one block on a clean close.
    #expect(text.stdout.contains("events: 30 (touch samples 30, commands 0, system 0, markers 0) in 1 block\n"))
    #expect(text.stdout.contains("duration: 0.290000 s"))
  }

  @Test func dumpText() throws {
    let directory = try scratch()
    let trace = directory.appendingPathComponent("drag.trace").path
    #expect(
      try seamless(["import", "--format", "jsonl", "-", "-o", trace], input: dragJSONLines(count: 3).joined(separator: "\n")).status == 0)
    let text = try seamless(["dump", trace, "--format", "text"]).stdout.split(separator: "\n")
    #expect(text.count == 4)
    #expect(text[2] == "    0.010000 s  touch 1 moved      (0.5000, 100.0000)")
  }

  @Test func exitCodes() throws {
    let directory = try scratch()
    let missing = try seamless(["info", directory.appendingPathComponent("nope.trace").path])
    #expect(missing.status == 66)
    #expect(missing.stderr.contains("no such file"))
    let usage = try seamless(["info"])
    #expect(usage.status == 64)
    let garbage = directory.appendingPathComponent("garbage.trace")
    try Data([0x00, 0x01, 0xFF, 0xFE, 0x07]).write(to: garbage)
    let malformed = try seamless(["info", garbage.path])
    #expect(malformed.status == 65)
    #expect(malformed.stderr.contains("not a gzip file"))
    let badJSONL = try seamless(
      ["import", "--format", "jsonl", "-", "-o", directory.appendingPathComponent("x.trace").path],
      input: "{\"kind\":\"header\"}\n{\"kind\":\"touch\",\"t_ns\":0,\"id\":1,\"phase\":\"moved\",\"x\":0,\"y\":0}\n")
    #expect(badJSONL.status == 65)
    #expect(badJSONL.stderr.contains("line 2"))
    let unwritable = try seamless(
      ["import", "--format", "jsonl", "-", "-o", "/nonexistent-dir/x.trace"], input: dragJSONLines(count: 2).joined(separator: "\n"))
    #expect(unwritable.status == 74)
  }

  @Test func salvageRecoversATruncatedFile() throws {
    let directory = try scratch()
    let trace = directory.appendingPathComponent("long.trace").path
    // Written as a live recording is, a block every 100 ms of trace time, so a cut keeps whole blocks.
    let jsonl = directory.appendingPathComponent("long.jsonl").path
    try Data(dragJSONLines(count: 400).joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: jsonl))
    let imported = try Trace(
      contentsOf: { () throws -> String in
        let path = directory.appendingPathComponent("imported.trace").path
        #expect(try seamless(["import", "--format", "jsonl", jsonl, "-o", path]).status == 0)
        return path
      }())
    try imported.write(to: trace, options: TraceWriterOptions())
    let bytes = try Data(contentsOf: URL(fileURLWithPath: trace))
    let cut = directory.appendingPathComponent("cut.trace")
    try bytes.prefix(bytes.count * 2 / 3).write(to: cut)
    #expect(try seamless(["info", cut.path]).status == 65)
    let recovered = directory.appendingPathComponent("recovered.trace").path
    let salvage = try seamless(["salvage", cut.path, "-o", recovered])
    #expect(salvage.status == 0, "\(salvage.stderr)")
    #expect(salvage.stdout.contains("recovered"))
    #expect(salvage.stdout.contains("stopped at"))
    let events = try Trace(contentsOf: recovered).events
    let original = try Trace(contentsOf: trace).events
    #expect(events.count > 100)
    #expect(Array(original.prefix(events.count)) == events)
  }

  /// A recording process killed with SIGKILL mid-write leaves a `.partial` file from which
  /// `salvage` recovers every event up to the last flush (100 ms of trace time).
  @Test func sigkillMidRecordingLosesAtMostTheLastFlushInterval() throws {
    let directory = try scratch()
    let output = directory.appendingPathComponent("live.trace").path
    let process = Process()
    process.executableURL = seamlessExecutable
    process.arguments = ["import", "--format", "jsonl", "-", "-o", output]
    let input = Pipe()
    process.standardInput = input
    process.standardError = FileHandle.nullDevice
    try process.run()
    let lines = dragJSONLines(count: 2000)  // 10 ms apart
    let fed = 1 + 1234  // header + samples up to t = 12.33 s
    input.fileHandleForWriting.write(Data((lines[0..<fed].joined(separator: "\n") + "\n").utf8))
    // Let the importer consume what it was given, then kill it without warning.
    let partial = output + ".partial"
    var waited = 0
    while waited < 100 {
      Thread.sleep(forTimeInterval: 0.05)
      waited += 1
      if let size = try? FileManager.default.attributesOfItem(atPath: partial)[.size] as? Int, size > 2000 { break }
    }
    Thread.sleep(forTimeInterval: 0.5)
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(!FileManager.default.fileExists(atPath: output))
    let recovered = directory.appendingPathComponent("recovered.trace").path
    let salvage = try seamless(["salvage", partial, "-o", recovered])
    #expect(salvage.status == 0, "\(salvage.stderr)")
    let events = try Trace(contentsOf: recovered).events
    // Samples fed: t = 0 … 12.33 s. A flush happens at least every 100 ms of trace time,
    // so everything up to 12.33 − 0.1 s is on disk.
    let lastFed: Int64 = 1233 * 10_000_000
    let guaranteed = events.filter { $0.time <= lastFed - 100_000_000 }.count
    #expect(guaranteed >= 1224, "recovered \(events.count) events")
    #expect(events.count <= 1234)
    #expect(events.allSatisfy { $0.time <= lastFed })
  }
}

@Suite struct CLIImportTests {
  private func fixture(_ name: String) -> String {
    repositoryRoot.appendingPathComponent("Fixtures/import/\(name)").path
  }

  @Test func importEvemu() throws {
    let output = try scratch().appendingPathComponent("evemu.trace").path
    let result = try seamless(["import", "--format", "evemu", fixture("evemu-two-finger.txt"), "--display", "390x844", "-o", output])
    #expect(result.status == 0, "\(result.stderr)")
    let trace = try Trace(contentsOf: output)
    #expect(trace.header.producer == "evemu import")
    #expect(trace.header.displayWidth == 390)
    #expect(trace.events.contains { if case .touch(let t) = $0 { t.phase == .began } else { false } })
  }

  @Test func importGeteventWithRangesFile() throws {
    let output = try scratch().appendingPathComponent("getevent.trace").path
    let result = try seamless([
      "import", "--format", "getevent", fixture("getevent-protocol-b.txt"), "--ranges", fixture("getevent-lp.txt"), "-o", output,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try Trace(contentsOf: output).header.producer == "getevent import")
  }

  @Test func importGeteventNeedsRanges() throws {
    let output = try scratch().appendingPathComponent("getevent.trace").path
    let result = try seamless(["import", "--format", "getevent", fixture("getevent-protocol-a.txt"), "-o", output])
    #expect(result.status == 64)
    #expect(result.stderr.contains("--ranges"))
  }

  @Test func importGeteventFromAPipeWithExplicitRanges() throws {
    let output = try scratch().appendingPathComponent("pipe.trace").path
    let text = try String(contentsOfFile: fixture("getevent-protocol-a.txt"), encoding: .utf8)
    let result = try seamless(
      ["import", "--format", "getevent", "-", "--x-range", "0:1079", "--y-range", "0:2339", "-o", output], input: text)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try Trace(contentsOf: output).events.count > 0)
  }

  @Test func importMalformedDeviceLineNamesTheLine() throws {
    let output = try scratch().appendingPathComponent("bad.trace").path
    let result = try seamless(
      ["import", "--format", "evemu", "-", "-o", output], input: "# EVEMU 1.3\nA: 35 0 1000 0 0 0\nA: 36 0 2000 0 0 0\nE: nonsense\n")
    #expect(result.status == 65)
    #expect(result.stderr.contains("line 4"))
  }
}
