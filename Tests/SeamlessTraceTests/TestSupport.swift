import Foundation
import Testing

@testable import SeamlessTrace

/// Builds raw payloads record by record, for tests that need malformed files.
struct PayloadBuilder {
  var bytes: [UInt8] = TraceFormat.magic + [TraceFormat.version]

  init(version: UInt8 = TraceFormat.version, magic: [UInt8] = TraceFormat.magic) {
    bytes = magic + [version]
  }

  mutating func record(kind: UInt8, body: [UInt8], corruptCRC: Bool = false) {
    var encoder = ByteEncoder()
    encoder.appendByte(kind)
    encoder.appendVarint(UInt64(body.count))
    encoder.bytes += body
    var crc = body.withUnsafeBytes { TraceFormat.recordCRC(kind: kind, length: body.count, body: $0) }
    if corruptCRC { crc ^= 1 }
    encoder.appendUInt32LE(crc)
    bytes += encoder.bytes
  }

  mutating func header(_ header: TraceHeader = TraceHeader(producer: "test")) {
    record(kind: TraceFormat.RecordKind.header, body: header.encodedBody().bytes)
  }

  /// An events record holding `events` exactly as given: no validation.
  mutating func events(_ events: [TraceEvent], encoder: inout EventBlockEncoder) {
    for event in events { encoder.append(event) }
    var body = ByteEncoder()
    encoder.emitBlock(into: &body)
    record(kind: TraceFormat.RecordKind.events, body: body.bytes)
  }

  mutating func trailer(_ counts: TraceCounts) {
    record(kind: TraceFormat.RecordKind.trailer, body: counts.encodedBody().bytes)
  }

  func gzipped() throws -> [UInt8] {
    try gzip(bytes)
  }
}

func gzip(_ bytes: [UInt8], level: Int32 = 6) throws -> [UInt8] {
  let deflater = try GzipDeflater(level: level, sink: .memory)
  try deflater.write(bytes)
  try deflater.finish()
  return deflater.memory
}

func touch(_ time: Int64, _ id: UInt32, _ phase: TouchPhase, _ x: Double, _ y: Double, force: Double? = nil, radius: Double? = nil)
  -> TraceEvent
{
  .touch(TouchSample(time: time, touchID: id, phase: phase, x: x, y: y, force: force, majorRadius: radius))
}

/// Counts of a list of events in one block.
func counts(of events: [TraceEvent], blocks: Int64 = 1) -> TraceCounts {
  var counts = TraceCounts()
  for event in events { counts.count(event) }
  counts.blocks = blocks
  return counts
}

/// The error reading `bytes` to the end throws, or `nil`.
func readError(_ bytes: [UInt8], limits: TraceLimits = .default) -> TraceError? {
  do {
    let reader = try TraceReader(bytes: bytes, limits: limits)
    while try reader.next() != nil {}
    return nil
  } catch {
    return error
  }
}

/// A fresh scratch directory under the system temporary directory.
func scratchDirectory(_ name: String = #function) throws -> URL {
  let safe = name.filter { $0.isLetter || $0.isNumber }
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("seamless-tests-\(safe)-\(ProcessInfo.processInfo.processIdentifier)")
  try? FileManager.default.removeItem(at: url)
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// The repository's `Fixtures/` directory.
let fixturesDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Fixtures")

/// Runs a program and returns its exit status and standard error.
@discardableResult
func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, stderr: String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  let errorPipe = Pipe()
  process.standardError = errorPipe
  process.standardOutput = FileHandle.nullDevice
  try process.run()
  let data = errorPipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
