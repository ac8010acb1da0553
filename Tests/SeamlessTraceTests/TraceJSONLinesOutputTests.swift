import Testing

@testable import SeamlessTrace

/// The buffered output prints what ``TraceJSONLines/line(for:)`` prints, in chunks of whole
/// lines handed over at the 64 KiB threshold.
@Suite struct TraceJSONLinesOutputTests {
  @Test func chunksAreTheLinesSplitAtTheThreshold() {
    let header = TraceHeader(producer: "test")
    var events: [TraceEvent] = []
    for index in 0..<5000 {
      let time = Int64(index) * 8_333_333
      let phase: TouchPhase = index == 0 ? .began : (index == 4999 ? .ended : .moved)
      events.append(
        .touch(
          TouchSample(
            time: time, touchID: 7, phase: phase, x: Double(index % 3000) / 64, y: -Double(index) / 7,
            force: index % 3 == 0 ? Double(index % 1024) / 1024 : nil, majorRadius: index % 5 == 0 ? 3.25 : nil)))
      if index % 997 == 0 {
        // Longer than a chunk: the buffer grows.
        events.append(.marker(TraceMarker(time: time, label: String(repeating: "é", count: index == 1994 ? 40_000 : 3))))
      }
    }
    var expected: [UInt8] = Array(TraceJSONLines.line(for: header).utf8) + [UInt8(ascii: "\n")]
    for event in events { expected += Array(TraceJSONLines.line(for: event).utf8) + [UInt8(ascii: "\n")] }

    var chunks: [[UInt8]] = []
    let output = TraceJSONLinesOutput { chunks.append(Array($0)) }
    output.write(header)
    for event in events { output.write(event) }
    output.flush()
    output.flush()

    #expect(chunks.flatMap { $0 } == expected)
    for (index, chunk) in chunks.enumerated() {
      #expect(chunk.last == UInt8(ascii: "\n"), "chunk \(index) ends inside a line")
      let lastLineStart = (chunk.dropLast().lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
      if index < chunks.count - 1 {
        // Handed over right after the line that reached the threshold.
        #expect(chunk.count >= TraceJSONLinesOutput.flushThreshold, "chunk \(index) is \(chunk.count) bytes")
        #expect(lastLineStart < TraceJSONLinesOutput.flushThreshold, "chunk \(index) held a line past the threshold")
      }
    }
    #expect(chunks.count > 5)
  }
}
