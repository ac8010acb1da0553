import ArgumentParser
import SeamlessReplay

/// `seamless scenes`: the scenes this tool knows, one per line with its summary.
struct ScenesCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "scenes",
      abstract: "List the scenes this tool knows (correct scenes and their bug variants).",
      discussion: """
        One line per scene: its name (what traces, --scene and recipes use) and a summary. A bug \
        variant is named SCENE/BUG. (`replay --list-scenes` prints the same.)

        Examples:
          \(CommandLineTool.commandName) scenes
        """
    )
  }

  func run() throws {
    printOut(Self.listing())
  }

  /// The listing: names padded to one column, then summaries.
  static func listing() -> String {
    let width = CommandLineTool.scenes.names.map(\.count).max() ?? 0
    return CommandLineTool.scenes.scenes.map { scene in
      "\(scene.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(scene.summary)\n"
    }.joined()
  }
}

/// A fuzz shard on the command line: `K/N`, shard K (0-based) of N.
struct ShardArgument: ExpressibleByArgument {
  var shard: Fuzzer.Shard

  init?(argument: String) {
    guard let shard = Fuzzer.Shard(parsing: argument) else { return nil }
    self.shard = shard
  }

  init(_ shard: Fuzzer.Shard) {
    self.shard = shard
  }

  var defaultValueDescription: String { "\(shard.index)/\(shard.count)" }
}
