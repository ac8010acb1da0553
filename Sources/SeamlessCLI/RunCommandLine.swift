import Foundation
import SeamlessReplay

/// Runs the Seamless command-line tool for your scenes: a three-line executable gives you
/// `record`, `replay`, `fuzz`, `shrink`, `velocity` and `plot` for them.
///
/// ```swift
/// // Sources/drawer-seamless/main.swift
/// import SeamlessCLI
/// import Drawer
/// SeamlessCLI.main(commandName: "drawer-seamless", scenes: Drawer.sceneCatalog)
/// ```
///
/// Failure messages print the command that reproduces them with this name (`swift run
/// drawer-seamless replay …`), and fuzzing writes failing traces under
/// `.build/seamless-failures/` unless `--save` says where.
///
/// Parses `arguments` (the process's by default), runs the command, and exits. The module
/// name qualifies the call, as above.
public func main(commandName: String, scenes: SceneCatalog, arguments: [String]? = nil) -> Never {
  CommandLineTool.$commandName.withValue(commandName) {
    CommandLineTool.$scenes.withValue(scenes) {
      SeamlessCommand.main(arguments)
    }
  }
  exit(0)
}

/// Parses `arguments` (the process's by default), runs the command, and exits.
public func main(commandName: String, scenes: [SceneDefinition], arguments: [String]? = nil) -> Never {
  main(commandName: commandName, scenes: SceneCatalog(scenes), arguments: arguments)
}
