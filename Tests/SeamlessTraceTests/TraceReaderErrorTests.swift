import Foundation
import Testing

@testable import SeamlessTrace

/// One test per validation error the reader reports, each on a file crafted to break
/// exactly that rule, checking the kind and the place named.
@Suite struct TraceReaderErrorTests {
  private let began = touch(0, 1, .began, 10, 20)

  private func file(_ events: [TraceEvent], trailer: TraceCounts? = nil) throws -> [UInt8] {
    var payload = PayloadBuilder()
    payload.header()
    var encoder = EventBlockEncoder()
    payload.events(events, encoder: &encoder)
    payload.trailer(trailer ?? counts(of: events))
    return try payload.gzipped()
  }

  @Test func badMagic() throws {
    var payload = PayloadBuilder(magic: Array("NOTTRACE".utf8))
    payload.header()
    let error = readError(try payload.gzipped())
    #expect(error == TraceError(.badMagic(found: Array("NOTTRACE".utf8)), payloadOffset: 0))
    #expect(error?.description.contains("not a Seamless trace") == true)
  }

  @Test func notGzipAtAll() {
    let error = readError([0x7B, 0x00, 0x9C, 0x01])
    #expect(error?.kind == .container("not a gzip file: expected the bytes 1f 8b, found 7b 00"))
    #expect(error?.fileOffset == 0)
  }

  @Test func jsonLinesTextAndABarePayloadAreToldApart() {
    let jsonLines = readError(Array("{\"kind\":\"header\"}\n".utf8))
    #expect(jsonLines?.kind == .notATrace(.jsonLines))
    #expect(jsonLines?.fileOffset == 0)
    #expect(jsonLines?.description.contains("seamless import --format jsonl") == true)
    #expect(readError(Array("hello\n".utf8))?.kind == .notATrace(.text))
    #expect(readError(Array("SEAMTRC\n".utf8) + [1, 0, 0])?.kind == .notATrace(.uncompressedPayload))
  }

  @Test func unsupportedNewerVersion() throws {
    var payload = PayloadBuilder(version: 2)
    payload.header()
    let error = readError(try payload.gzipped())
    #expect(error == TraceError(.unsupportedVersion(found: 2, newestSupported: 1), payloadOffset: 8))
    #expect(error?.description.contains("upgrade Seamless") == true)
  }

  @Test func truncatedPayloadWithoutTrailer() throws {
    var payload = PayloadBuilder()
    payload.header()
    var encoder = EventBlockEncoder()
    payload.events([began], encoder: &encoder)
    let error = readError(try payload.gzipped())
    guard case .truncated(let expected)? = error?.kind else { Issue.record("expected truncated, got \(String(describing: error))"); return }
    #expect(expected.contains("another record or the trailer"))
    #expect(error?.payloadOffset == Int64(payload.bytes.count))
  }

  @Test func truncatedFileNamesTheFileOffset() throws {
    let bytes = try file([began, touch(8, 1, .ended, 10, 20)])
    let error = readError(Array(bytes.prefix(bytes.count - 10)))
    guard case .truncated(let expected)? = error?.kind else { Issue.record("expected truncated, got \(String(describing: error))"); return }
    #expect(expected.contains("the file ends before its gzip stream does") || expected.contains("gzip trailer"))
    #expect(error?.fileOffset != nil)
  }

  @Test func crcMismatch() throws {
    var payload = PayloadBuilder()
    payload.header()
    let headerEnd = payload.bytes.count
    var body = ByteEncoder()
    var encoder = EventBlockEncoder()
    encoder.append(began)
    encoder.emitBlock(into: &body)
    payload.record(kind: TraceFormat.RecordKind.events, body: body.bytes, corruptCRC: true)
    let error = readError(try payload.gzipped())
    guard case .crcMismatch(let stored, let computed)? = error?.kind else {
      Issue.record("expected CRC mismatch, got \(String(describing: error))"); return
    }
    #expect(stored == computed ^ 1)
    #expect(error?.payloadOffset == Int64(headerEnd))
  }

  @Test func nonFiniteHeaderNumber() throws {
    var payload = PayloadBuilder()
    payload.header(TraceHeader(displayWidth: .nan))
    let error = readError(try payload.gzipped())
    #expect(error?.kind == .nonFinite(field: "header display width"))
  }

  @Test func nonFiniteCommandArgument() throws {
    let command = TraceEvent.command(TraceCommand(time: 5, name: "go", arguments: [.init(name: "v", value: .number(.infinity))]))
    let error = readError(try file([command]))
    #expect(error?.kind == .nonFinite(field: "command \"go\" argument \"v\""))
    #expect(error?.eventIndex == 0)
  }

  @Test func writerRefusesNonFiniteCoordinatesAndKeepsGoing() throws {
    let writer = try TraceWriter(inMemoryWith: TraceHeader())
    #expect(throws: TraceError(.nonFinite(field: "touch 1 x"), eventIndex: 0)) {
      try writer.append(touch(0, 1, .began, .nan, 0))
    }
    try writer.append(began)
    try writer.close()
    #expect(try Trace(bytes: writer.bytes).events == [began])
  }

  @Test func timeGoingBackwards() throws {
    let error = readError(try file([touch(100, 1, .began, 0, 0), touch(90, 1, .moved, 1, 1)]))
    #expect(error?.kind == .timeWentBackwards(previous: 100, current: 90))
    #expect(error?.eventIndex == 1)
    #expect(error?.payloadOffset != nil)
  }

  @Test func movedWithoutBegan() throws {
    let error = readError(try file([touch(0, 4, .moved, 1, 1)]))
    #expect(error?.kind == .touchWithoutBegan(touchID: 4, phase: .moved))
    #expect(error?.eventIndex == 0)
  }

  @Test func endedWithoutBegan() throws {
    let error = readError(try file([began, touch(5, 1, .ended, 0, 0), touch(6, 1, .ended, 0, 0)]))
    #expect(error?.kind == .touchWithoutBegan(touchID: 1, phase: .ended))
    #expect(error?.eventIndex == 2)
  }

  @Test func touchIDReusedWhileDown() throws {
    let error = readError(try file([began, touch(5, 1, .began, 3, 3)]))
    #expect(error?.kind == .touchIDReused(touchID: 1))
    #expect(error?.eventIndex == 1)
  }

  @Test func recordLengthBeyondLimit() throws {
    var payload = PayloadBuilder()
    payload.header()
    payload.record(kind: 0x41, body: [UInt8](repeating: 7, count: 5000))
    var limits = TraceLimits.default
    limits.maximumRecordLength = 4096
    let error = readError(try payload.gzipped(), limits: limits)
    #expect(error?.kind == .limitExceeded(what: "record length (bytes)", limit: 4096, actual: 5000))
  }

  @Test func eventsPerBlockBeyondLimit() throws {
    let events = (0..<10).map { touch(Int64($0), UInt32($0), .began, 0, 0) }
    var limits = TraceLimits.default
    limits.maximumEventsPerBlock = 8
    let error = readError(try file(events), limits: limits)
    #expect(error?.kind == .limitExceeded(what: "events block event count", limit: 8, actual: 10))
  }

  @Test func stringLengthBeyondLimit() throws {
    var limits = TraceLimits.default
    limits.maximumStringLength = 16
    let error = readError(try file([.marker(TraceMarker(time: 0, label: String(repeating: "x", count: 17)))]), limits: limits)
    #expect(error?.kind == .limitExceeded(what: "marker label length", limit: 16, actual: 17))
  }

  @Test func concurrentTouchesBeyondLimit() throws {
    var limits = TraceLimits.default
    limits.maximumConcurrentTouches = 3
    let events = (0..<4).map { touch(0, UInt32($0), .began, 0, 0) }
    let error = readError(try file(events), limits: limits)
    #expect(error?.kind == .limitExceeded(what: "touches down at once", limit: 3, actual: 4))
  }

  @Test func hugeVarintCount() throws {
    var payload = PayloadBuilder()
    payload.header()
    var body = ByteEncoder()
    body.appendVarint(UInt64.max)
    payload.record(kind: TraceFormat.RecordKind.events, body: body.bytes)
    let error = readError(try payload.gzipped())
    #expect(
      error?.kind
        == .limitExceeded(what: "events block event count", limit: Int64(TraceLimits.default.maximumEventsPerBlock), actual: Int64.max))
  }

  @Test func decompressionBombIsStoppedByTheInflatedSizeCap() throws {
    // 64 MiB of zeros in an ancillary record compress to ~64 KiB.
    var payload = PayloadBuilder()
    payload.header()
    payload.record(kind: 0x41, body: [UInt8](repeating: 0, count: 8 << 20))
    let bytes = try gzip(payload.bytes + [UInt8](repeating: 0, count: 56 << 20))
    #expect(bytes.count < 100_000)
    var limits = TraceLimits.default
    limits.maximumInflatedBytes = 4 << 20
    let error = readError(bytes, limits: limits)
    guard case .limitExceeded(let what, let limit, _)? = error?.kind else {
      Issue.record("expected a limit, got \(String(describing: error))"); return
    }
    #expect(what == "inflated size (bytes)")
    #expect(limit == 4 << 20)
  }

  @Test func decompressionBombIsStoppedByTheExpansionRatio() throws {
    var payload = PayloadBuilder()
    payload.header()
    payload.record(kind: 0x41, body: [UInt8](repeating: 0, count: 12 << 20))
    let bytes = try payload.gzipped()
    var limits = TraceLimits.default
    limits.expansionRatioFloor = 1 << 20
    limits.maximumExpansionRatio = 100
    let error = readError(bytes, limits: limits)
    guard case .limitExceeded(let what, _, let actual)? = error?.kind else {
      Issue.record("expected a limit, got \(String(describing: error))"); return
    }
    #expect(what == "expansion ratio (inflated/compressed)")
    #expect(actual > 100)
  }

  @Test func unknownAncillaryRecordIsSkipped() throws {
    var payload = PayloadBuilder()
    payload.header()
    payload.record(kind: 0x55, body: Array("from the future".utf8))
    var encoder = EventBlockEncoder()
    payload.events([began], encoder: &encoder)
    payload.trailer(counts(of: [began]))
    let trace = try Trace(bytes: try payload.gzipped())
    #expect(trace.events == [began])
  }

  @Test func unknownCriticalRecordIsAnError() throws {
    var payload = PayloadBuilder()
    payload.header()
    payload.record(kind: 0x09, body: [1, 2, 3])
    let error = readError(try payload.gzipped())
    #expect(error?.kind == .malformed("unknown critical record kind 0x9; this file needs a newer reader"))
  }

  @Test func trailerCountsMustMatch() throws {
    var wrong = counts(of: [began])
    wrong.touches = 2
    let error = readError(try file([began], trailer: wrong))
    guard case .malformed(let message)? = error?.kind else { Issue.record("expected malformed, got \(String(describing: error))"); return }
    #expect(message.contains("trailer counts"))
  }

  @Test func dataAfterTheTrailer() throws {
    var payload = PayloadBuilder()
    payload.header()
    payload.trailer(TraceCounts())
    payload.bytes.append(0)
    let error = readError(try payload.gzipped())
    #expect(error?.kind == .malformed("data after the trailer record (expected the end of the payload)"))
  }

  @Test func trailingGarbageAfterTheGzipStream() throws {
    let bytes = try Trace(header: TraceHeader(), events: [began]).encoded() + [1, 2, 3]
    guard case .container(let message)? = readError(bytes)?.kind else { Issue.record("expected a container error"); return }
    #expect(message.contains("unexpected data after the end of the gzip stream"))
  }

  @Test func gzipCRCMismatch() throws {
    var bytes = try Trace(header: TraceHeader(), events: [began]).encoded()
    bytes[bytes.count - 8] ^= 0xFF  // the gzip trailer's CRC-32
    guard case .container(let message)? = readError(bytes)?.kind else { Issue.record("expected a container error"); return }
    #expect(message.contains("CRC-32 mismatch"))
  }

  @Test func missingFileIsAnIOError() {
    #expect(throws: TraceError.self) { try TraceReader(path: "/nonexistent/x.trace") }
    do {
      _ = try TraceReader(path: "/nonexistent/x.trace")
    } catch {
      #expect(!error.isMalformedInput)
      #expect(error.description.contains("No such file"))
    }
  }
}
