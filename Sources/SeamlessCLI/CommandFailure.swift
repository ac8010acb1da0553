import ArgumentParser
import Foundation
import SeamlessTrace

/// Exit codes from sysexits.h, as the CLI documents them.
enum ExitStatus {
  /// `seamless replay`: an invariant did not hold.
  static let invariantFailed: Int32 = 1
  static let usage: Int32 = 64
  static let malformedInput: Int32 = 65
  static let missingInput: Int32 = 66
  static let ioError: Int32 = 74
}

/// Prints `message` to standard error, prefixed with the tool's name.
func printError(_ message: String) {
  FileHandle.standardError.write(Data("\(CommandLineTool.commandName): \(TerminalText.escaped(message, keepingNewlines: true))\n".utf8))
}

/// Checks that an input file exists (exit 66 otherwise); `-` is the standard input.
func requireInput(_ path: String) throws {
  guard path == "-" || FileManager.default.fileExists(atPath: path) else {
    printError("\(path): no such file")
    throw ExitCode(ExitStatus.missingInput)
  }
}

/// Runs `body`, turning a ``TraceError`` into a message on standard error and the exit
/// code it deserves (65 for malformed input, 74 for I/O).
func reportingTraceErrors<T>(_ path: String, _ body: () throws -> T) throws -> T {
  do {
    return try body()
  } catch let error as TraceError {
    printError("\(path): \(error)")
    throw ExitCode(error.isMalformedInput ? ExitStatus.malformedInput : ExitStatus.ioError)
  }
}

/// Writes `text` to standard output.
func printOut(_ text: String) {
  FileHandle.standardOutput.write(Data(text.utf8))
}
