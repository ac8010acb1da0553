import Foundation
import SeamlessReplay
import SeamlessTrace
import Testing

/// Each error names its real cause, and text from a file cannot drive the terminal.
@Suite struct MessageTests {
  @Test func aDirectoryAsARecipeOrDeviceDescriptionIsCalledADirectory() throws {
    let directory = try scratch()
    let recipe = try seamless(["record", "--recipe", directory.path, "-o", directory.appendingPathComponent("x.trace").path])
    #expect(recipe.status == 74 && recipe.stderr.contains("\(directory.path) is a directory, not a recipe file"), "\(recipe.stderr)")
    let ranges = try seamless(
      [
        "import", "--format", "getevent", "-", "--ranges", directory.path, "-o", directory.appendingPathComponent("g.trace").path,
      ], input: "")
    #expect(ranges.stderr.contains("is a directory, not a device description (--ranges) file"), "\(ranges.stderr)")
  }

  @Test func anEndlessRecipeIsTooLongNotForbidden() throws {
    let result = try seamless(["record", "--recipe", "/dev/zero", "-o", try scratch().appendingPathComponent("x.trace").path])
    #expect(result.status == 74)
    #expect(result.stderr.contains("/dev/zero is longer than the 16 MiB a recipe may be"), "\(result.stderr)")
  }

  @Test func anOutOfRangeNumberIsNamedWithItsPath() throws {
    let directory = try scratch()
    let recipe = directory.appendingPathComponent("r.json").path
    try Data(#"{"version":1,"scene":"card-drag","timeline":[{"at":1e400,"marker":"m"}]}"#.utf8).write(to: URL(fileURLWithPath: recipe))
    let result = try seamless(["record", "--recipe", recipe, "-o", directory.appendingPathComponent("x.trace").path])
    #expect(result.status == 65)
    #expect(result.stderr.contains("timeline[0].at: a number beyond ±1.8e308"), "\(result.stderr)")
  }

  @Test func aSecondHeaderLineIsCalledThat() throws {
    let result = try seamless(
      ["import", "--format", "jsonl", "-", "-o", try scratch().appendingPathComponent("x.trace").path],
      input: #"{"kind":"header","producer":"a"}"# + "\n" + #"{"kind":"header","producer":"b"}"# + "\n")
    #expect(result.status == 65)
    #expect(result.stderr.contains("line 2: a second header line"), "\(result.stderr)")
  }

  @Test func aLateStartBlamesStart() throws {
    let result = try seamless([
      "record", "tap", "--at", "10,10", "--start", "1e18", "-o", try scratch().appendingPathComponent("x.trace").path,
    ])
    #expect(result.status == 64)
    #expect(result.stderr.contains("--start: 1e+18 s is after the latest allowed start"), "\(result.stderr)")
  }

  @Test func anEmptyDeviceRecordingIsCalledEmpty() throws {
    let directory = try scratch()
    let input = directory.appendingPathComponent("empty.evemu").path
    try Data().write(to: URL(fileURLWithPath: input))
    let result = try seamless(["import", "--format", "evemu", input, "-o", directory.appendingPathComponent("x.trace").path])
    #expect(result.status == 65)
    #expect(result.stderr.contains("the input is empty") && !result.stderr.contains("line 0"), "\(result.stderr)")
  }

  @Test func anAbsurdJitterIsRefused() throws {
    let result = try seamless([
      "record", "tap", "--at", "10,10", "--jitter", "1e308", "-o", try scratch().appendingPathComponent("x.trace").path,
    ])
    #expect(result.status == 64)
    #expect(result.stderr.contains("jitter 1e+308 pt must lie in 0…100 pt"), "\(result.stderr)")
  }

  @Test func invalidUTF8IsRefusedWithItsOffset() throws {
    let directory = try scratch()
    let input = directory.appendingPathComponent("bad.jsonl").path
    var bytes = Array(#"{"kind":"header","producer":"a"}"#.utf8) + [10]
    bytes += Array(#"{"kind":"marker","t_ns":0,"label":"ab"#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8) + [10]
    try Data(bytes).write(to: URL(fileURLWithPath: input))
    let result = try seamless(["import", "--format", "jsonl", input, "-o", directory.appendingPathComponent("x.trace").path])
    #expect(result.status == 65)
    // The marker line starts at offset 33; its bad byte is its 38th (offset 33 + 37).
    #expect(result.stderr.contains("line 2"), "\(result.stderr)")
    #expect(result.stderr.contains("byte 38 of the line (0xC3) is not valid UTF-8"), "\(result.stderr)")
    #expect(result.stderr.contains("file offset 70"), "\(result.stderr)")
  }

  @Test func controlCharactersFromAFileArePrintedEscaped() throws {
    let directory = try scratch()
    let trace = directory.appendingPathComponent("esc.trace").path
    let jsonl = #"{"kind":"header","producer":"a\u001b[2Jb"}"# + "\n" + #"{"kind":"marker","t_ns":5,"label":"x\u001b]0;pwned\u0007y\nz"}"#
    #expect(try seamless(["import", "--format", "jsonl", "-", "-o", trace], input: jsonl + "\n").status == 0)
    let info = try seamless(["info", trace])
    #expect(info.stdout.contains(#"producer: a\u{1B}[2Jb"#) && !info.stdout.contains("\u{1B}"), "\(info.stdout)")
    let dump = try seamless(["dump", trace, "--format", "text"])
    #expect(dump.stdout.contains(#"marker x\u{1B}]0;pwned\u{7}y\u{A}z"#), "\(dump.stdout)")
    #expect(dump.stdout.split(separator: "\n").count == 2)
    // JSON Lines stays the exact text (JSON escapes are already safe).
    #expect(try seamless(["dump", trace]).stdout.contains(#"\u001b]0;pwned"#))
  }

  @Test func infoDumpAndReplayReadStandardInput() throws {
    let path = repositoryRoot.appendingPathComponent("Traces/examples/photo-flip-twice.trace").path
    let shell = URL(fileURLWithPath: "/bin/sh")
    func piped(_ arguments: String) throws -> CommandResult {
      try run(shell, ["-c", "\"\(seamlessExecutable.path)\" \(arguments) < \"\(path)\""])
    }
    let info = try piped("info -")
    #expect(info.status == 0 && info.stdout.contains("scene: photo-flip"), "\(info.stderr)")
    let dump = try piped("dump - --format text")
    #expect(dump.status == 0 && dump.stdout.hasPrefix("# seamless golden scene=photo-flip"), "\(dump.stderr)")
    let replay = try piped("replay -")
    #expect(
      replay.status == 0 && replay.stdout.contains("All \(ReplayConfiguration.standardInvariants.count + 1) invariants hold"),
      "\(replay.stdout)")
  }

  @Test func secondsAreTypedArguments() throws {
    let directory = try scratch()
    func record(_ duration: String, _ name: String) throws -> CommandResult {
      try seamless([
        "record", "drag", "--from", "60,400", "--to", "300,400", "--duration", duration, "-o",
        directory.appendingPathComponent(name).path,
      ])
    }
    // 350ms, 0.35s and 0.35 are one span: the same trace, byte for byte.
    for (duration, name) in [("0.35", "a.trace"), ("350ms", "b.trace"), ("0.35s", "c.trace")] {
      let result = try record(duration, name)
      #expect(result.status == 0, "\(duration): \(result.stderr)")
    }
    let bytes = try ["a", "b", "c"].map { try Data(contentsOf: directory.appendingPathComponent("\($0).trace")) }
    #expect(bytes[0] == bytes[1] && bytes[1] == bytes[2])
    // A negative, infinite or non-numeric span is a usage error naming the option and its unit.
    for bad in ["-1", "nan", "inf", "abc", "5min"] {
      let result = try record(bad, "bad.trace")
      #expect(result.status == 64, "\(bad)")
      #expect(result.stderr.contains("The value '\(bad)' is invalid for '--duration <seconds>'"), "\(result.stderr)")
    }
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("bad.trace").path))
    let window = try seamless(["journal", directory.appendingPathComponent("a.trace").path, "--from", "2", "--to", "500ms"])
    #expect(window.status == 64 && window.stderr.contains("--from (2.0) is after --to (0.5)."), "\(window.stderr)")
  }
}
