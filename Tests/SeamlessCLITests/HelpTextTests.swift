import Foundation
import Testing

/// The help text of the root command and each subcommand, pinned as golden files in
/// `Tests/SeamlessCLITests/Help/` (recorded when missing; `SEAMLESS_RECORD=all` re-records):
/// a change to an option, a default or an abstract shows in review.
@Suite struct HelpTextTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Help")
  static let commands = [
    "", "record", "info", "dump", "import", "salvage", "velocity", "curve", "replay", "fuzz", "shrink", "plot", "view", "journal",
    "scenes", "glue", "record recipe", "record tap", "record double-tap", "record long-press", "record drag", "record fling",
    "record pinch", "record rotate", "record two-finger-pan", "record edge-swipe",
  ]

  @Test(arguments: HelpTextTests.commands)
  func theHelpTextIsPinned(command: String) throws {
    let arguments = command.isEmpty ? ["--help"] : ["help"] + command.split(separator: " ").map(String.init)
    let help = try seamless(arguments)
    #expect(help.status == 0, "\(help.stderr)")
    let file = Self.folder.appendingPathComponent(
      (command.isEmpty ? "seamless" : command.replacingOccurrences(of: " ", with: "-")) + ".txt")
    let record = ProcessInfo.processInfo.environment["SEAMLESS_RECORD"] ?? "missing"
    if record == "all" || (record != "never" && !FileManager.default.fileExists(atPath: file.path)) {
      try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
      try Data(help.stdout.utf8).write(to: file)
      return
    }
    let pinned = try String(contentsOf: file, encoding: .utf8)
    #expect(help.stdout == pinned, "help for `\(command)` changed: re-record with SEAMLESS_RECORD=all if on purpose")
  }

  /// `scenes` lists what `replay --list-scenes` lists.
  @Test func scenesListsWhatReplayListScenesDoes() throws {
    let scenes = try seamless(["scenes"])
    #expect(scenes.status == 0)
    #expect(scenes.stdout.contains("card-drag/jump-on-catch"))
    #expect(scenes.stdout == (try seamless(["replay", "--list-scenes"])).stdout)
  }

  /// A shard that is not K/N with 0 ≤ K < N is a usage error naming the option.
  @Test func aBadShardIsAUsageError() throws {
    for bad in ["3/2", "x", "1/0"] {
      let result = try seamless(["fuzz", "--scene", "card-drag", "--shard", bad])
      #expect(result.status == 64)
      #expect(result.stderr.contains("--shard"), "\(result.stderr)")
    }
  }
}

extension HelpTextTests {
  /// An easing or an edge that recipes do not know is a usage error naming the option and the
  /// values it takes.
  @Test func easingsAndEdgesAreCheckedByTheParser() throws {
    let easing = try seamless(["record", "drag", "--from", "10,10", "--to", "100,100", "--easing", "wobbly", "-o", "/dev/null"])
    #expect(easing.status == 64)
    #expect(easing.stderr.contains("--easing") && easing.stderr.contains("easeInOut"), "\(easing.stderr)")
    let edge = try seamless(["record", "edge-swipe", "--edge", "middle", "--position", "300", "-o", "/dev/null"])
    #expect(edge.status == 64)
    #expect(edge.stderr.contains("--edge") && edge.stderr.contains("bottom"), "\(edge.stderr)")
  }
}
