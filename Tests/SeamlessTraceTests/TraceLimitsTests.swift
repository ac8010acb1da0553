import Foundation
import PropertyBased
import Testing

@testable import SeamlessTrace

/// One set of limits for writer and reader: what the writer accepts, every reader with the
/// same limits reads back; what a reader would refuse, the writer refuses first.
@Suite struct TraceLimitsTests {
  /// Tight limits, so random inputs cross them often.
  static var tight: TraceLimits {
    var limits = TraceLimits.default
    limits.maximumStringLength = 40
    limits.maximumMetadataEntries = 6
    limits.maximumCommandArguments = 5
    limits.maximumRecordLength = 600
    limits.maximumEventsPerBlock = 64
    return limits
  }

  /// Random JSON Lines (a header with random metadata and recipe, markers and commands with
  /// random sizes) imported with the tight limits: either the import refuses with a
  /// TraceError, or every event is written and a reader with the same limits reads it all.
  @Test func whatTheWriterAcceptsEveryReaderAccepts() async {
    let words = Gen.int(in: 0...Int.max).array(of: 1...80)
    await propertyCheck(count: 300, input: words) { words in
      var header = TraceHeader(producer: String(repeating: "p", count: words[0] % 50))
      for k in 0..<((words[0] >> 8) % 9) { header.metadata["k\(k)"] = String(repeating: "v", count: (words[0] >> (12 + k)) % 45) }
      if (words[0] >> 40) % 3 == 0 { header.recipe = String(repeating: "{", count: (words[0] >> 20) % 60) }
      var lines = [TraceJSONLines.line(for: header)]
      var time: Int64 = 0
      for word in words.dropFirst() {
        time += Int64(word % 1000)
        if word % 2 == 0 {
          lines.append(TraceJSONLines.line(for: .marker(TraceMarker(time: time, label: String(repeating: "m", count: (word >> 4) % 50)))))
        } else {
          let arguments = (0..<((word >> 4) % 8)).map { k in
            TraceCommand.Argument(name: "a\(k)", value: .string(String(repeating: "s", count: (word >> (10 + k)) % 48)))
          }
          lines.append(TraceJSONLines.line(for: .command(TraceCommand(time: time, name: "c", arguments: arguments))))
        }
      }
      var options = TraceWriterOptions(flushPolicy: .onClose)
      options.limits = Self.tight
      var decoder = TraceJSONLinesDecoder()
      var writer: TraceWriter?
      var written: [TraceEvent] = []
      do {
        for (index, line) in lines.enumerated() {
          switch try decoder.decode(line, lineNumber: index + 1) {
          case .header(let decoded)?: writer = try TraceWriter(inMemoryWith: decoded, options: options)
          case .event(let event)?:
            try writer?.append(event)
            written.append(event)
          case nil: break
          }
        }
        try writer?.close()
      } catch {
        // Refused by the writer: it names a limit.
        #expect("\(error)".contains("exceeds") || "\(error)".contains("limit"), "\(error)")
        return
      }
      guard let writer else { return }
      do {
        let trace = try Trace(bytes: writer.bytes, limits: Self.tight)
        #expect(trace.events.count == written.count)
      } catch {
        Issue.record("the writer wrote what a reader with the same limits refuses: \(error)")
      }
    }
  }

  @Test(arguments: [
    ("a 2 MiB marker label", 0), ("5,000 metadata entries", 1), ("a 2 MiB recipe", 2), ("a 2,000-argument command", 3),
  ])
  func theWriterRefusesWhatTheReaderWould(what: String, kind: Int) throws {
    var header = TraceHeader(producer: "limits")
    var events: [TraceEvent] = []
    switch kind {
    case 0: events = [.marker(TraceMarker(time: 0, label: String(repeating: "x", count: 2 << 20)))]
    case 1: for k in 0..<5000 { header.metadata["key\(k)"] = "v" }
    case 2: header.recipe = String(repeating: "x", count: 2 << 20)
    default:
      events = [
        .command(TraceCommand(time: 0, name: "many", arguments: (0..<2000).map { .init(name: "a\($0)", value: .integer(1)) }))
      ]
    }
    #expect(throws: TraceError.self, "\(what)") {
      let writer = try TraceWriter(inMemoryWith: header)
      for event in events { try writer.append(event) }
      try writer.close()
    }
    // Written with laxer limits, the same file is what a reader with the default ones refuses.
    var lax = TraceWriterOptions(flushPolicy: .onClose)
    lax.limits.maximumStringLength = 4 << 20
    lax.limits.maximumMetadataEntries = 10_000
    lax.limits.maximumCommandArguments = 4096
    lax.limits.maximumRecordLength = 64 << 20
    let writer = try TraceWriter(inMemoryWith: header, options: lax)
    for event in events { try writer.append(event) }
    try writer.close()
    #expect(throws: TraceError.self, "\(what)") { try Trace(bytes: writer.bytes) }
  }

  @Test func blocksStayWithinARecordWhateverTheEvents() throws {
    // 200 markers of 30 bytes with a 600-byte record: the writer cuts blocks to fit.
    var options = TraceWriterOptions(flushPolicy: .onClose)
    options.limits = Self.tight
    let writer = try TraceWriter(inMemoryWith: TraceHeader(), options: options)
    for k in 0..<200 { try writer.append(.marker(TraceMarker(time: Int64(k), label: String(repeating: "m", count: 30)))) }
    let counts = try writer.close()
    #expect(counts.blocks >= 200 * (32 + 30) / 300)
    #expect(try Trace(bytes: writer.bytes, limits: Self.tight).events.count == 200)
  }
}

@Suite struct WriterTouchLimitTests {
  @Test func theWriterRefusesMoreFingersThanTheReaderAllows() throws {
    var options = TraceWriterOptions(flushPolicy: .onClose)
    options.limits.maximumConcurrentTouches = 2
    let writer = try TraceWriter(inMemoryWith: TraceHeader(), options: options)
    try writer.append(touch(0, 1, .began, 1, 1))
    try writer.append(touch(1, 2, .began, 2, 2))
    #expect(throws: TraceError.self) { try writer.append(touch(2, 3, .began, 3, 3)) }
  }
}
