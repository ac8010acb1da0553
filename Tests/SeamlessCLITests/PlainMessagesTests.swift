import Foundation
import SeamlessTrace
import Testing

/// The small things a newcomer trips on: each says what to do.
@Suite struct PlainMessagesTests {
  @Test func aJSONLinesOrTextFileGivenAsATraceIsNamedWithTheCommandThatConvertsIt() throws {
    let directory = try scratch()
    let jsonl = directory.appendingPathComponent("drag.jsonl")
    try Data(dragJSONLines(count: 5).joined(separator: "\n").utf8).write(to: jsonl)
    for command in ["info", "replay", "velocity"] {
      let result = try seamless([command, jsonl.path])
      #expect(result.status == 65)
      #expect(result.stderr.contains("this is JSON Lines, not a trace file"), "\(command): \(result.stderr)")
      #expect(result.stderr.contains("seamless import --format jsonl"))
    }
    let text = directory.appendingPathComponent("recording.txt")
    try Data("E: 0.000001 0003 0035 0412\nE: 0.000001 0000 0000 0000\n".utf8).write(to: text)
    let fromText = try seamless(["info", text.path])
    #expect(fromText.status == 65)
    #expect(fromText.stderr.contains("this is a text file, not a trace file"), "\(fromText.stderr)")
    #expect(fromText.stderr.contains("--format evemu"))
  }

  @Test func sniffingTellsTheKindsApart() {
    #expect(TraceError.FileKind(sniffing: Array("  {\"kind\":\"header\"}\n".utf8)) == .jsonLines)
    #expect(TraceError.FileKind(sniffing: Array("E: 0.1 0003 0035 0412\n".utf8)) == .text)
    #expect(TraceError.FileKind(sniffing: Array("SEAMTRC\n".utf8) + [0, 1, 2, 255]) == .uncompressedPayload)
    #expect(TraceError.FileKind(sniffing: [0x00, 0x01, 0xFF]) == nil)
    #expect(TraceError.FileKind(sniffing: Array("   \n".utf8)) == nil)
  }

  @Test func salvageThatRecoversNothingFails() throws {
    let directory = try scratch()
    let jsonl = directory.appendingPathComponent("drag.jsonl")
    try Data(dragJSONLines(count: 400).joined(separator: "\n").utf8).write(to: jsonl)
    let trace = directory.appendingPathComponent("drag.trace").path
    #expect(try seamless(["import", "--format", "jsonl", jsonl.path, "-o", trace]).status == 0)
    // The gzip header and a few bytes of the deflate stream: the trace header at most.
    let bytes = try Data(contentsOf: URL(fileURLWithPath: trace))
    let cut = directory.appendingPathComponent("cut.trace")
    try bytes.prefix(40).write(to: cut)
    let result = try seamless(["salvage", cut.path, "-o", directory.appendingPathComponent("out.trace").path])
    #expect(result.status == 65, "\(result.stdout) \(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  @Test func negativeNumbersNeedNoEqualsSign() throws {
    let directory = try scratch()
    let out = directory.appendingPathComponent("fling.trace").path
    let fling = try seamless(["record", "fling", "--from", "300,600", "--velocity", "-600,0", "-o", out])
    #expect(fling.status == 0, "\(fling.stderr)")
    let rotate = try seamless(
      ["record", "rotate", "--center", "195,420", "--from-angle", "-30", "--to-angle", "-90", "-o", out])
    #expect(rotate.status == 0, "\(rotate.stderr)")
    let velocity = try seamless(["velocity", out, "--json"])
    #expect(velocity.status == 0)
  }

  @Test func anUnknownSceneIsReportedOneWayEverywhere() throws {
    let directory = try scratch()
    let out = directory.appendingPathComponent("tap.trace").path
    #expect(try seamless(["record", "tap", "--at", "195,420", "-o", out]).status == 0)
    var messages: [String] = []
    for arguments in [
      ["replay", out, "--scene", "nope"], ["fuzz", "--scene", "nope"], ["plot", out, "--scene", "nope", "-o", "/dev/null"],
    ] {
      let result = try seamless(arguments)
      #expect(result.status == 64, "\(arguments)")
      messages.append(result.stderr.components(separatedBy: "\n")[0])
    }
    #expect(Set(messages).count == 1, "\(messages)")
    #expect(messages[0].hasPrefix("seamless: unknown scene \"nope\" (scenes: "))
  }

  @Test func countsAgreeWithTheirNouns() throws {
    let directory = try scratch()
    let out = directory.appendingPathComponent("tap.trace").path
    #expect(try seamless(["record", "tap", "--at", "195,420", "-o", out, "--scene", "card-drag"]).status == 0)
    let replay = try seamless(["replay", out])
    #expect(replay.stdout.contains("1 touch (") && replay.stdout.contains("0 commands"), "\(replay.stdout)")
    #expect(!replay.stdout.contains("1 touches"))
  }
}
