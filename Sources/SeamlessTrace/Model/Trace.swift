/// A whole trace in memory: its header and its events in order.
///
/// Convenient for tests, synthesis and small files; large files are better streamed with
/// ``TraceReader`` and ``TraceWriter``.
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

  /// Reads and validates a whole trace file.
  ///
  /// `path` may be `-` for the standard input.
  public init(contentsOf path: String, limits: TraceLimits = .default) throws(TraceError) {
    let reader = try TraceReader(path: path, limits: limits)
    self.init(header: reader.header, events: try reader.readAll())
  }

  /// Decodes and validates the bytes of a trace file.
  public init(bytes: [UInt8], limits: TraceLimits = .default) throws(TraceError) {
    let reader = try TraceReader(bytes: bytes, limits: limits)
    self.init(header: reader.header, events: try reader.readAll())
  }

  /// Writes the trace to `path` (atomically, see ``TraceWriter``), refusing to overwrite
  /// any of `inputs`.
  @discardableResult
  public func write(
    to path: String, options: TraceWriterOptions = TraceWriterOptions(flushPolicy: .onClose), inputs: [String] = []
  ) throws(TraceError) -> TraceCounts {
    let writer = try TraceWriter(path: path, header: header, options: options, inputs: inputs)
    try writer.append(contentsOf: events)
    return try writer.close()
  }

  /// The bytes of the trace file.
  public func encoded(options: TraceWriterOptions = TraceWriterOptions(flushPolicy: .onClose)) throws(TraceError) -> [UInt8] {
    let writer = try TraceWriter(inMemoryWith: header, options: options)
    try writer.append(contentsOf: events)
    try writer.close()
    return writer.bytes
  }

  /// The trace with every number on the file's grids: what reading it back gives.
  public func quantized() -> Trace {
    Trace(header: header, events: events.map { $0.quantized() })
  }
}
