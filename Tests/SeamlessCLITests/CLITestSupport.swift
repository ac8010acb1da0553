import Foundation
import Testing

/// The built `seamless` executable, next to the test bundle.
let seamlessExecutable: URL = {
  let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  var candidates = [bundleDirectory.appendingPathComponent("seamless")]
  for configuration in ["debug", "release"] {
    candidates.append(
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/\(configuration)/seamless"))
  }
  return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
}()

let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

struct CommandResult {
  var status: Int32
  var stdout: String
  var stderr: String
}

/// Runs `seamless` with `arguments`, optionally feeding `input` on standard input.
@discardableResult
func seamless(_ arguments: [String], input: String? = nil) throws -> CommandResult {
  try run(seamlessExecutable, arguments, input: input)
}

/// Runs the built executable `executable` with `arguments`.
@discardableResult
func run(_ executable: URL, _ arguments: [String], input: String? = nil) throws -> CommandResult {
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  let out = Pipe()
  let err = Pipe()
  process.standardOutput = out
  process.standardError = err
  let inPipe = Pipe()
  process.standardInput = input == nil ? FileHandle.nullDevice : inPipe
  try process.run()
  if let input {
    inPipe.fileHandleForWriting.write(Data(input.utf8))
    try inPipe.fileHandleForWriting.close()
  }
  let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
  let stderrData = err.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return CommandResult(
    status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
    stderr: String(decoding: stderrData, as: UTF8.self))
}

func scratch(_ name: String = #function) throws -> URL {
  let safe = name.filter { $0.isLetter || $0.isNumber }
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "seamless-cli-\(safe)-\(ProcessInfo.processInfo.processIdentifier)")
  try? FileManager.default.removeItem(at: url)
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// JSON Lines for a single-finger drag sampled at 100 Hz: `count` samples 10 ms apart.
func dragJSONLines(count: Int, header: Bool = true) -> [String] {
  var lines: [String] = []
  if header { lines.append(#"{"kind":"header","producer":"test","scene":"drag"}"#) }
  for index in 0..<count {
    let phase = index == 0 ? "began" : (index == count - 1 ? "ended" : "moved")
    lines.append(#"{"kind":"touch","t_ns":\#(index * 10_000_000),"id":1,"phase":"\#(phase)","x":\#(Double(index) * 0.5),"y":100.0}"#)
  }
  return lines
}
