import ArgumentParser
import Foundation
import SeamlessTrace

/// Exit codes from sysexits.h, as the CLI documents them.
extension ExitCode {
  /// `replay`, `fuzz`: an invariant did not hold (a failure was found).
  static let invariantFailed = ExitCode(1)
  /// A usage error (BSD's `EX_USAGE`; the argument parser's own validation exits with it too).
  static let usage = ExitCode(64)
  /// Malformed input: a damaged trace, a bad recipe or known-issues file (`EX_DATAERR`).
  static let malformedInput = ExitCode(65)
  /// A missing input file (`EX_NOINPUT`).
  static let missingInput = ExitCode(66)
  /// An input or output error (`EX_IOERR`).
  static let ioError = ExitCode(74)
}

/// Prints `message` to standard error, prefixed with the tool's name.
func printError(_ message: String) {
  FileHandle.standardError.write(Data("\(CommandLineTool.commandName): \(TerminalText.escaped(message, keepingNewlines: true))\n".utf8))
}

/// Checks that an input file exists (exit 66 otherwise); `-` is the standard input.
func requireInput(_ path: String) throws {
  guard path == "-" || FileManager.default.fileExists(atPath: path) else {
    printError("\(path): no such file")
    throw ExitCode.missingInput
  }
}

/// Runs `body`, turning a ``TraceError`` into a message on standard error and the exit
/// code it deserves (65 for malformed input, 74 for I/O).
func reportingTraceErrors<T>(_ path: String, _ body: () throws -> T) throws -> T {
  do {
    return try body()
  } catch let error as TraceError {
    printError("\(path): \(error)")
    throw (error.isMalformedInput ? ExitCode.malformedInput : ExitCode.ioError)
  }
}

/// Writes `text` to standard output.
func printOut(_ text: String) {
  FileHandle.standardOutput.write(Data(text.utf8))
}

/// Writes `text` to the file at `path`: a file that cannot be written is reported with its
/// path and exits 74.
func writeOutput(_ text: String, to path: String) throws {
  do {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  } catch {
    printError("\(path): \(error.localizedDescription)")
    throw ExitCode.ioError
  }
}
