/// JSON Lines (``TraceJSONLines``) written into one buffer and handed to a sink in chunks of
/// whole lines: the fast way to print a whole trace.
///
/// Touch lines go straight into the buffer, byte by byte; other lines are copied from
/// `TraceJSONLines.line(for:)`. Once the buffer holds ``flushThreshold``
/// bytes or more after a line, it goes to the sink, so a sink that writes to a file leaves
/// every line before a later failure printed. ``flush()`` hands over the rest.
///
/// ```swift
/// let output = TraceJSONLinesOutput { chunk in FileHandle.standardOutput.write(Data(chunk)) }
/// output.write(reader.header)
/// while let event = try reader.next() { output.write(event) }
/// output.flush()
/// ```
package final class TraceJSONLinesOutput {
  /// The buffered bytes after which a line is followed by a hand-over to the sink (64 KiB).
  package static let flushThreshold = 1 << 16

  private let sink: (UnsafeRawBufferPointer) -> Void
  private var buffer: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// Bytes in `buffer`; below ``flushThreshold`` between lines.
  private var count = 0

  /// An output handing its chunks to `sink`, which may not keep the pointer.
  package init(sink: @escaping (UnsafeRawBufferPointer) -> Void) {
    self.sink = sink
    // Room for a touch line, its newline and its scratch bytes after any partial buffer.
    capacity = Self.flushThreshold + TraceJSONLines.maximumTouchLineLength + 16
    buffer = .allocate(capacity: capacity)
  }

  deinit {
    buffer.deallocate()
  }

  /// Writes the header line.
  package func write(_ header: TraceHeader) {
    append(TraceJSONLines.line(for: header))
  }

  /// Writes an event's line.
  package func write(_ event: TraceEvent) {
    guard case .touch(let touch) = event else {
      append(TraceJSONLines.line(for: event))
      return
    }
    // Between lines `count` is below the threshold, so the touch line has room.
    count += TraceJSONLines.writeLine(for: touch, to: buffer + count)
    buffer[count] = UInt8(ascii: "\n")
    count += 1
    if count >= Self.flushThreshold { flush() }
  }

  /// Hands everything buffered to the sink.
  package func flush() {
    guard count > 0 else { return }
    sink(UnsafeRawBufferPointer(start: buffer, count: count))
    count = 0
  }

  private func append(_ line: String) {
    var line = line
    line.withUTF8 { utf8 in
      reserve(utf8.count + 1)
      if let base = utf8.baseAddress { (buffer + count).update(from: base, count: utf8.count) }
      count += utf8.count
    }
    buffer[count] = UInt8(ascii: "\n")
    count += 1
    if count >= Self.flushThreshold { flush() }
  }

  /// Grows the buffer so that `extra` more bytes fit, keeping the touch line's room after them.
  private func reserve(_ extra: Int) {
    let needed = count + extra + TraceJSONLines.maximumTouchLineLength + 16
    guard needed > capacity else { return }
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: max(needed, capacity * 2))
    grown.update(from: buffer, count: count)
    buffer.deallocate()
    buffer = grown
    capacity = max(needed, capacity * 2)
  }
}
