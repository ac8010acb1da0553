import ArgumentParser
import Foundation

/// `seamless glue`: applies the glue rule to UIKit source files, so that they compile against
/// SeamlessUIKit on Linux (see ``GlueRule``).
struct GlueCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "glue",
    abstract: "Apply the glue rule to UIKit source files: the only lines that change to compile against SeamlessUIKit.",
    discussion: """
      The rule: `import UIKit`, `import CoreGraphics` and `import QuartzCore` become one \
      `import SeamlessUIKit` (submodule imports are dropped); `@objc`, `@IBOutlet` and \
      `@IBAction` are dropped; `#selector(m(_:))` becomes the method reference `Owner.m(_:)`, \
      `Owner` being the class or extension that holds it. Nothing else changes, and text in \
      strings and comments never does. Each change is listed on standard error.

      With one file and no --in-place, the file under the rule goes to standard output. A \
      module that schedules Foundation timers needs one more line, once: \
      `typealias Timer = SeamlessUIKit.Timer` (glue says so when it sees one).

      Exit codes: 0 done, 64 usage error, 65 a selector the rule cannot rewrite (getters, \
      setters, outside any class: the file is written, the line will not compile), 66 missing \
      file, 74 cannot read or write.

      Examples:
        seamless glue PipViewController.swift > Sources/Pip/PipViewController.swift
        seamless glue --in-place Sources/Pip/*.swift
      """
  )

  @Argument(help: "The Swift files.") var files: [String]
  @Flag(help: "Rewrite the files in place (needed for more than one file).") var inPlace = false

  func validate() throws {
    if files.count > 1 && !inPlace {
      throw ValidationError("glue writes one file to standard output; pass --in-place to rewrite \(files.count) files.")
    }
  }

  func run() throws {
    var unsupported = false
    var timers = false
    for file in files {
      try requireInput(file)
      let source: String
      do {
        source = try TextInput.read(file, what: "Swift source")
      } catch {
        printError(error.description)
        throw ExitCode.ioError
      }
      let glued = GlueRule.apply(to: source)
      for change in glued.changes { printError("\(file):\(change)") }
      for problem in glued.unsupported { printError("\(file):\(problem)") }
      unsupported = unsupported || !glued.unsupported.isEmpty
      timers = timers || glued.schedulesTimers
      if inPlace {
        guard glued.text != source else { continue }
        do {
          try Data(glued.text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
          printError("cannot write \(file): \((error as NSError).localizedFailureReason ?? "\(error)")")
          throw ExitCode.ioError
        }
      } else {
        printOut(glued.text)
      }
    }
    if timers {
      printError(
        "note: this code schedules Foundation timers; add `typealias Timer = SeamlessUIKit.Timer` once in its module")
    }
    if unsupported { throw ExitCode.malformedInput }
  }
}
