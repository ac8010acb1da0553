/// A whole trace in memory: its header and its events in order.
///
/// Convenient for tests, synthesis and small files; the command-line tool streams large
/// files with bounded memory.
///
/// ```swift
/// let trace = try Trace(contentsOf: "fling.trace")
/// try trace.write(to: "copy.trace")
/// ```
public struct Trace: Sendable, Hashable {
  /// The header.
  public var header: TraceHeader
  /// The events, in order.
  public var events: [TraceEvent]

  /// A trace.
  public init(header: TraceHeader, events: [TraceEvent]) {
    self.header = header
    self.events = events
  }

  /// Reads and validates a whole trace file, within the default limits (a gigabyte
  /// inflated, a 500:1 expansion ratio, 64 concurrent touches: see the trace format).
  ///
  /// `path` may be `-` for the standard input.
  public init(contentsOf path: String) throws(TraceError) {
    try self.init(contentsOf: path, limits: .default)
  }

  /// Reads and validates a whole trace file within `limits`.
  package init(contentsOf path: String, limits: TraceLimits) throws(TraceError) {
    let reader = try TraceReader(path: path, limits: limits)
    self.init(header: reader.header, events: try reader.readAll())
  }

  /// Decodes and validates the bytes of a trace file, within the default limits.
  public init(bytes: [UInt8]) throws(TraceError) {
    try self.init(bytes: bytes, limits: .default)
  }

  /// Decodes and validates the bytes of a trace file within `limits`.
  package init(bytes: [UInt8], limits: TraceLimits) throws(TraceError) {
    let reader = try TraceReader(bytes: bytes, limits: limits)
    self.init(header: reader.header, events: try reader.readAll())
  }

  /// Writes the trace to `path` atomically (a temporary file renamed into place, so a
  /// failure leaves whatever was there), refusing to overwrite any of `inputs`.
  public func write(to path: String, inputs: [String] = []) throws(TraceError) {
    try write(to: path, options: TraceWriterOptions(flushPolicy: .onClose), inputs: inputs)
  }

  /// Writes the trace to `path` with `options`, refusing to overwrite any of `inputs`.
  @discardableResult
  package func write(to path: String, options: TraceWriterOptions, inputs: [String] = []) throws(TraceError) -> TraceCounts {
    let writer = try TraceWriter(path: path, header: header, options: options, inputs: inputs)
    try writer.append(contentsOf: events)
    return try writer.close()
  }

  /// The bytes of the trace file.
  package func encoded(options: TraceWriterOptions = TraceWriterOptions(flushPolicy: .onClose)) throws(TraceError) -> [UInt8] {
    let writer = try TraceWriter(inMemoryWith: header, options: options)
    try writer.append(contentsOf: events)
    try writer.close()
    return writer.bytes
  }

  /// How many fingers came down: the trace's number of touch sequences.
  ///
  /// ```swift
  /// #expect(report.failures.first?.trace.touchSequences == 1)   // shrunk to one fling
  /// ```
  public var touchSequences: Int {
    events.reduce(0) { count, event in
      if case .touch(let sample) = event, sample.phase == .began { count + 1 } else { count }
    }
  }

  /// The trace with every number on the file's grids: what reading it back gives.
  package func quantized() -> Trace {
    Trace(header: header, events: events.map { $0.quantized() })
  }
}
