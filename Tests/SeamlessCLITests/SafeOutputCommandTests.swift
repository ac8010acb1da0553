import Foundation
import SeamlessTrace
import Testing

/// The commands that write a trace never destroy their input, never leave a temporary
/// behind after an error, and never replace a device node.
@Suite struct SafeOutputCommandTests {
  func entries(of directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  @Test func importingAFileOntoItselfIsRefusedAndTheFileKept() throws {
    let directory = try scratch()
    let input = directory.appendingPathComponent("drag.jsonl").path
    let text = dragJSONLines(count: 20).joined(separator: "\n") + "\n"
    try Data(text.utf8).write(to: URL(fileURLWithPath: input))
    let result = try seamless(["import", "--format", "jsonl", input, "-o", input])
    #expect(result.status == 74)
    #expect(result.stderr.contains("is the input \(input): writing it would destroy the input"), "\(result.stderr)")
    #expect(try String(contentsOfFile: input, encoding: .utf8) == text)
    #expect(try entries(of: directory) == ["drag.jsonl"])
  }

  @Test func recordingARecipeOntoItselfAndSalvagingOntoTheInputAreRefused() throws {
    let directory = try scratch()
    let recipe = directory.appendingPathComponent("r.json").path
    try FileManager.default.copyItem(
      atPath: repositoryRoot.appendingPathComponent("Fixtures/recipes/tap-drag-fling.json").path, toPath: recipe)
    let before = try String(contentsOfFile: recipe, encoding: .utf8)
    let record = try seamless(["record", "--recipe", recipe, "-o", recipe])
    #expect(record.status == 74 && record.stderr.contains("is the input"), "\(record.stderr)")
    #expect(try String(contentsOfFile: recipe, encoding: .utf8) == before)
    let trace = directory.appendingPathComponent("t.trace").path
    #expect(try seamless(["record", "--recipe", recipe, "-o", trace]).status == 0)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: trace))
    let salvage = try seamless(["salvage", trace, "-o", trace])
    #expect(salvage.status == 74 && salvage.stderr.contains("is the input"), "\(salvage.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: trace)) == bytes)
    #expect(try entries(of: directory) == ["r.json", "t.trace"])
  }

  @Test func aFailedImportLeavesNothingBehind() throws {
    let directory = try scratch()
    let input = directory.appendingPathComponent("bad.jsonl").path
    var lines = dragJSONLines(count: 30)
    lines.insert(#"{"kind":"touch","t_ns":"oops"}"#, at: 20)
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: input))
    let output = directory.appendingPathComponent("out.trace").path
    let result = try seamless(["import", "--format", "jsonl", input, "-o", output])
    #expect(result.status == 65, "\(result.stderr)")
    #expect(try entries(of: directory) == ["bad.jsonl"])
  }

  @Test func devNullIsNotReplaced() throws {
    let result = try seamless(["record", "tap", "--at", "100,100", "-o", "/dev/null"])
    #expect(result.status == 74)
    #expect(result.stderr.contains("/dev/null: it is a character device, not a regular file"), "\(result.stderr)")
    #expect(FileDescriptorProbe.isCharacterDevice("/dev/null"))
  }
}

/// Whether a path is still a character device (the test's own check, independent of the code under test).
enum FileDescriptorProbe {
  static func isCharacterDevice(_ path: String) -> Bool {
    (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeCharacterSpecial
  }
}

/// Imports write large blocks: from a file at once, from a live stream once it closes.
@Suite struct CompactImportTests {
  @Test func aLiveImportClosedCleanlyHasTheBytesOfAFileImport() throws {
    let directory = try scratch()
    let lines = dragJSONLines(count: 1500).joined(separator: "\n") + "\n"
    let input = directory.appendingPathComponent("drag.jsonl").path
    try Data(lines.utf8).write(to: URL(fileURLWithPath: input))
    let fromFile = directory.appendingPathComponent("file.trace").path
    let live = directory.appendingPathComponent("live.trace").path
    #expect(try seamless(["import", "--format", "jsonl", input, "-o", fromFile]).status == 0)
    #expect(try seamless(["import", "--format", "jsonl", "-", "-o", live], input: lines).status == 0)
    let fileBytes = try Data(contentsOf: URL(fileURLWithPath: fromFile))
    #expect(try Data(contentsOf: URL(fileURLWithPath: live)) == fileBytes)
    // One block for 1,500 samples (a live stream flushes one per 100 ms of trace time).
    #expect(try seamless(["info", fromFile]).stdout.contains("in 1 block\n"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["drag.jsonl", "file.trace", "live.trace"])
  }
}

/// `import` refuses what `info` would refuse, instead of writing it.
@Suite struct ImportLimitTests {
  @Test func aTwoMebibyteLabelIsRefusedAtImport() throws {
    let directory = try scratch()
    let output = directory.appendingPathComponent("big.trace").path
    let label = String(repeating: "x", count: 2 << 20)
    let input = #"{"kind":"header","producer":"test"}"# + "\n" + #"{"kind":"marker","t_ns":0,"label":""# + label + "\"}\n"
    let result = try seamless(["import", "--format", "jsonl", "-", "-o", output], input: input)
    #expect(result.status == 65, "\(result.stderr)")
    #expect(result.stderr.contains("line 2"), "\(result.stderr)")
    #expect(result.stderr.contains("marker label length (bytes) is 2097152, beyond the limit of 1048576"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: output))
  }
}
