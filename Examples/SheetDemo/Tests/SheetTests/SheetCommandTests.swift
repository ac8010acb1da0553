import Foundation
import Testing

/// The package's own `sheet-seamless`: a fuzz campaign prints the command that reproduces
/// what it found, and that command, run as printed, reproduces it.
@Suite struct SheetCommandTests {
  /// The built `sheet-seamless`, next to the test bundle.
  static var executable: URL {
    let bundle = Bundle.main.bundleURL
    let candidates = [
      bundle.appendingPathComponent("sheet-seamless"), bundle.deletingLastPathComponent().appendingPathComponent("sheet-seamless"),
    ]
    return candidates.first { FileManager.default.fileExists(atPath: $0.path) } ?? candidates[0]
  }

  func run(_ command: String, arguments: [String] = [], environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: command)
    process.arguments = arguments
    process.currentDirectoryURL = SheetTraces.packageRoot
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test func theToolListsTheSheetScenes() throws {
    let list = try run(Self.executable.path, arguments: ["replay", "--list-scenes"])
    #expect(list.status == 0)
    #expect(list.output.contains("sheet/drops-velocity"))
  }

  @Test func thePrintedReproduceCommandReproducesTheFailure() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-\(UUID().uuidString)").path
    // In CI the tool is run by its path rather than `swift run` (which would wait for this
    // test's own build lock).
    let fuzz = try run(
      Self.executable.path, arguments: ["fuzz", "--scene", "sheet/drops-velocity", "--cases", "200", "--save", folder],
      environment: ["SEAMLESS_CLI": Self.executable.path])
    #expect(fuzz.status == 1, "\(fuzz.output)")
    let command = try #require(
      fuzz.output.split(separator: "\n").first { $0.hasPrefix("Reproduce: ") }.map { String($0.dropFirst("Reproduce: ".count)) },
      "\(fuzz.output)")
    #expect(command.hasPrefix("\(Self.executable.path) replay \(folder)/sheet-drops-velocity-release-velocity-"))
    let replay = try run("/bin/sh", arguments: ["-c", command])
    #expect(replay.status == 1)
    #expect(replay.output.contains("FAIL  release-velocity"), "\(replay.output)")
    // The plot was written beside the trace.
    let files = try FileManager.default.contentsOfDirectory(atPath: folder)
    #expect(files.contains { $0.hasSuffix(".svg") })
  }
}
