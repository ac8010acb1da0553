import Testing

@testable import SeamlessTrace

@Suite struct TraceWriterFlushTests {
  /// After every append, the bytes already handed to the sink recover every event at least
  /// 100 ms of trace time older than the newest: the flush guarantee, checked directly.
  @Test func periodicFlushBoundsWhatACrashLoses() throws {
    let writer = try TraceWriter(inMemoryWith: TraceHeader())
    var appended: [TraceEvent] = []
    for k in 0..<600 {
      let time = Int64(k) * 7_000_000 + (k > 300 ? 2_000_000_000 : 0)  // 7 ms apart, one 2 s gap
      let phase: TouchPhase = k == 0 ? .began : (k == 599 ? .ended : .moved)
      let event = touch(time, 1, phase, Double(k % 300), 100)
      try writer.append(event)
      appended.append(event)
      let reader = try TraceReader(bytes: writer.bytes)
      var recovered: [TraceEvent] = []
      _ = try TraceSalvage.recover(from: reader) { recovered.append($0) }
      let mustHave = appended.filter { $0.time <= time - 100_000_000 }.count
      #expect(recovered.count >= mustHave, "after event \(k): \(recovered.count) recoverable, \(mustHave) older than 100 ms")
      #expect(Array(appended.prefix(recovered.count)) == recovered)
    }
  }

  @Test func eventCountAlsoTriggersAFlush() throws {
    var options = TraceWriterOptions(flushPolicy: .periodic(traceInterval: .max, maximumEvents: 50))
    options.maximumEventsPerBlock = 4096
    let writer = try TraceWriter(inMemoryWith: TraceHeader(), options: options)
    try writer.append(touch(0, 1, .began, 0, 0))
    for k in 1..<120 { try writer.append(touch(Int64(k), 1, .moved, Double(k), 0)) }
    let reader = try TraceReader(bytes: writer.bytes)
    var recovered = 0
    _ = try TraceSalvage.recover(from: reader) { _ in recovered += 1 }
    #expect(recovered == 100)  // flushed after events 50 and 100
  }

  @Test func closedWriterRefusesMoreEvents() throws {
    let writer = try TraceWriter(inMemoryWith: TraceHeader())
    try writer.close()
    #expect(throws: TraceError(.io("the trace writer is already closed"))) {
      try writer.append(touch(0, 1, .began, 0, 0))
    }
  }
}
