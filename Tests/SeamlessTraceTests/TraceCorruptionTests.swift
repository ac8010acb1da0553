import Foundation
import Testing

@testable import SeamlessTrace

/// Damaged files: every truncation and thousands of bit flips give a clear error or a
/// salvage, never a crash, a hang or an invented event.
@Suite struct TraceCorruptionTests {
  /// A realistic trace written with explicit flushes; returns the bytes and, for each
  /// flush, the compressed size at that point and the events written before it.
  private func flushedTrace() throws -> (bytes: [UInt8], events: [TraceEvent], flushes: [(bytes: Int64, events: Int)]) {
    let trace = TraceScript.build(Array(0..<700).map { ($0 &* 0x2545_F491_4F6C_DD1D) & Int.max }, flushEvery: 40)
    let writer = try TraceWriter(inMemoryWith: trace.header, options: TraceWriterOptions(flushPolicy: .onClose))
    var flushes: [(bytes: Int64, events: Int)] = []
    for (index, event) in trace.events.enumerated() {
      try writer.append(event)
      if index % 40 == 39 {
        try writer.flush()
        flushes.append((writer.compressedByteCount, index + 1))
      }
    }
    try writer.close()
    #expect(trace.events.count > 300)
    return (writer.bytes, trace.events, flushes)
  }

  private func recover(_ bytes: [UInt8]) -> (events: [TraceEvent], error: TraceError?) {
    do {
      let reader = try TraceReader(bytes: bytes)
      var events: [TraceEvent] = []
      let report = try TraceSalvage.recover(from: reader) { events.append($0) }
      return (events, report.stoppedAt)
    } catch {
      return ([], error)
    }
  }

  @Test func truncationAtEveryByteOffset() throws {
    let (bytes, events, flushes) = try flushedTrace()
    for length in 0..<bytes.count {
      let (recovered, error) = recover(Array(bytes.prefix(length)))
      guard let error else {
        Issue.record("a file cut to \(length) of \(bytes.count) bytes read without error")
        continue
      }
      #expect(error.isMalformedInput, "cut at \(length): \(error)")
      #expect(Array(events.prefix(recovered.count)) == recovered, "cut at \(length): recovered events are not a prefix")
      let guaranteed = flushes.last { $0.bytes <= Int64(length) }?.events ?? 0
      #expect(recovered.count >= guaranteed, "cut at \(length): recovered \(recovered.count), flushed \(guaranteed)")
    }
    #expect(recover(bytes).events == events)
  }

  /// The example traces checked in under `Traces/examples/`, made by `seamless record`.
  static let exampleTraces: [String] = {
    let directory = fixturesDirectory.deletingLastPathComponent().appendingPathComponent("Traces/examples")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".trace") }.sorted().map { directory.appendingPathComponent($0).path }
  }()

  @Test func realTracesTruncatedAtEveryOffsetAndBitFlipped() throws {
    #expect(Self.exampleTraces.count >= 2)
    for path in Self.exampleTraces {
      let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
      let (events, error) = recover(bytes)
      #expect(error == nil, "\(path): \(String(describing: error))")
      for length in 0..<bytes.count {
        let (recovered, error) = recover(Array(bytes.prefix(length)))
        #expect(error?.isMalformedInput == true, "\(path) cut at \(length)")
        #expect(Array(events.prefix(recovered.count)) == recovered, "\(path) cut at \(length): not a prefix")
      }
      for bit in stride(from: 0, to: bytes.count * 8, by: 7) {
        var damaged = bytes
        damaged[bit / 8] ^= UInt8(1 << (bit % 8))
        let (recovered, error) = recover(damaged)
        if error == nil {
          #expect(recovered == events, "\(path) bit \(bit): damaged file read as different events")
        } else {
          #expect(Array(events.prefix(recovered.count)) == recovered, "\(path) bit \(bit): invented events")
        }
      }
    }
  }

  @Test func randomBitFlips() throws {
    let (bytes, events, _) = try flushedTrace()
    var state: UInt64 = 0x5EED
    func nextRandom() -> UInt64 {  // SplitMix64
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    var errors = 0
    for trial in 0..<3000 {
      var damaged = bytes
      for _ in 0..<(1 + trial % 3) {
        let bit = Int(nextRandom() % UInt64(bytes.count * 8))
        damaged[bit / 8] ^= UInt8(1 << (bit % 8))
      }
      let (recovered, error) = recover(damaged)
      if let error {
        errors += 1
        #expect(error.isMalformedInput, "trial \(trial): \(error)")
        #expect(Array(events.prefix(recovered.count)) == recovered, "trial \(trial): invented events")
      } else {
        // Only flips in unchecked gzip header fields (e.g. its modification time) go unseen.
        #expect(recovered == events, "trial \(trial): a damaged file read as different events")
      }
    }
    #expect(errors > 2900)
  }
}
