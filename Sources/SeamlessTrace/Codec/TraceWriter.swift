/// Writes a trace file: validates and quantises each event, encodes events blocks, and
/// compresses them into a gzip stream.
///
/// The writer writes to a temporary of its own beside `path` (`<path>.partial`, or a
/// numbered `<path>.N.partial` when that is taken; see `SafeOutput` for the rules that
/// keep inputs, links and device nodes safe) and renames it to `path` when ``close()``
/// succeeds, so `path` is either absent, an older complete file, or the new complete
/// file: never half written. Until then it flushes as ``TraceWriterOptions/flushPolicy``
/// says (by default at least every 100 ms of trace time), and a killed process leaves a
/// `.partial` file that ``TraceSalvage`` recovers up to the last flush. A writer that is
/// dropped without ``close()`` (an error on the way) or ``discard()``ed deletes its
/// temporary, unless ``TraceWriterOptions/keepsPartialOnFailure`` keeps it for salvage.
///
/// An event that breaks a rule (``TouchSequenceValidator``) is refused with a
/// ``TraceError`` and nothing is written for it; the writer stays usable.
///
/// ```swift
/// let writer = try TraceWriter(path: "tap.trace", header: TraceHeader(producer: "example"))
/// try writer.append(.touch(TouchSample(time: 0, touchID: 1, phase: .began, x: 50, y: 50)))
/// try writer.append(.touch(TouchSample(time: 80_000_000, touchID: 1, phase: .ended, x: 50, y: 50)))
/// let counts = try writer.close()
/// ```
package final class TraceWriter {
  /// The file being written until ``close()`` renames it, or `nil` in memory.
  package var temporaryPath: String? { output?.temporaryPath }
  /// The final path, or `nil` in memory.
  package var path: String? { output?.path }
  /// The header written first.
  package let header: TraceHeader
  /// Counts of what has been appended.
  package var counts: TraceCounts { pending.counts }

  private let options: TraceWriterOptions
  private let output: SafeOutput?
  private var file: FileDescriptor? { output?.file }
  private let deflater: GzipDeflater
  private var pending: Pending
  private var record = ByteEncoder(capacity: 1 << 16)
  private var body = ByteEncoder(capacity: 1 << 16)
  private var status = Status.open
  /// Bytes of payload written (magic, version and records), as a reader inflates them.
  private var payloadBytes: Int64 = 0
  /// Whether the output file is still open (a commit closes it, whatever its outcome).
  private var outputOpen = true

  private enum Status {
    case open
    case failed(TraceError)
    case closed
    case discarded
  }

  /// Everything `append` changes, in one value so that appending touches the writer's
  /// state once per event.
  private struct Pending {
    var encoder = EventBlockEncoder()
    var validator: TouchSequenceValidator
    var counts = TraceCounts()
    var lastFlushTime: Int64?
    var eventsSinceFlush = 0
    /// An upper bound on the bytes of the block being built.
    var blockBytes = 0

    /// Nothing pending yet, touches validated against the lower of the options' two limits
    /// on concurrent touches.
    init(options: TraceWriterOptions) {
      validator = TouchSequenceValidator(
        maximumConcurrentTouches: min(options.maximumConcurrentTouches, options.limits.maximumConcurrentTouches))
    }

    enum Next { case `continue`, flush, emitBlock }

    mutating func add(_ event: TraceEvent, options: TraceWriterOptions) throws(TraceError) -> Next {
      try validator.validate(event)
      let stored = event.quantized()
      encoder.append(stored)
      counts.count(stored)
      eventsSinceFlush += 1
      let since = lastFlushTime ?? event.time
      if lastFlushTime == nil { lastFlushTime = event.time }
      switch options.flushPolicy {
      case .periodic(let interval, let maximumEvents):
        if event.time - since >= interval || eventsSinceFlush >= maximumEvents { return .flush }
      case .onClose:
        break
      }
      let perBlock = min(options.maximumEventsPerBlock, options.limits.maximumEventsPerBlock)
      return encoder.pendingCount >= perBlock ? .emitBlock : .continue
    }
  }

  /// A writer to `path` (through a temporary beside it), refusing to overwrite any of
  /// `inputs` (paths the caller reads; `-` is ignored).
  package init(
    path: String, header: TraceHeader, options: TraceWriterOptions = TraceWriterOptions(), inputs: [String] = []
  ) throws(TraceError) {
    try header.validate()
    try options.limits.check(header)
    let output = try SafeOutput(path: path, inputs: inputs)
    self.output = output
    self.header = header
    self.options = options
    self.pending = Pending(options: options)
    do {
      self.deflater = try GzipDeflater(level: options.compressionLevel, sink: .file(output.file))
    } catch {
      output.discard()
      throw error
    }
    do {
      try start()
    } catch {
      output.discard()
      status = .discarded
      throw error
    }
  }

  /// A writer that keeps the file in memory; read it with ``bytes`` after ``close()``.
  package init(inMemoryWith header: TraceHeader, options: TraceWriterOptions = TraceWriterOptions()) throws(TraceError) {
    try header.validate()
    try options.limits.check(header)
    self.output = nil
    self.header = header
    self.options = options
    self.pending = Pending(options: options)
    self.deflater = try GzipDeflater(level: options.compressionLevel, sink: .memory)
    try start()
  }

  deinit {
    switch status {
    case .closed, .discarded: break
    case .open, .failed:
      guard outputOpen else { return }
      if options.keepsPartialOnFailure { file?.close() } else { output?.discard() }
    }
  }

  /// Abandons the trace: closes and deletes the temporary (the output is untouched).
  package func discard() {
    switch status {
    case .closed, .discarded: return
    case .open, .failed:
      if outputOpen { output?.discard() }
      outputOpen = false
      status = .discarded
    }
  }

  /// The complete file, for a writer made with ``init(inMemoryWith:options:)``, after
  /// ``close()``.
  package var bytes: [UInt8] { deflater.memory }

  /// Compressed bytes written so far.
  package var compressedByteCount: Int64 { deflater.compressedCount }

  private func start() throws(TraceError) {
    record.removeAll()
    record.bytes.append(contentsOf: TraceFormat.magic)
    record.appendByte(TraceFormat.version)
    try guarded { () throws(TraceError) in
      try deflater.write(record.bytes)
      try writeRecord(kind: TraceFormat.RecordKind.header, body: header.encodedBody())
      try deflater.syncFlush()
    }
  }

  /// Appends one event: validated, quantised (``TraceQuantization``) and encoded.
  package func append(_ event: TraceEvent) throws(TraceError) {
    try checkUsable()
    let limits = options.limits
    try limits.check(event, eventIndex: pending.validator.eventIndex)
    // A block never grows past half a record, so every record a reader meets fits its limit.
    let size = limits.encodedSizeBound(of: event)
    if pending.encoder.pendingCount > 0 && pending.blockBytes + size > limits.maximumRecordLength / 2 {
      try guarded { () throws(TraceError) in try emitBlock() }
    }
    let next = try pending.add(event, options: options)
    pending.blockBytes += size
    switch next {
    case .continue:
      break
    case .flush:
      try flush()
    case .emitBlock:
      try guarded { () throws(TraceError) in try emitBlock() }
    }
  }

  /// Appends events in order.
  package func append<Events: Sequence<TraceEvent>>(contentsOf events: Events) throws(TraceError) {
    for event in events { try append(event) }
  }

  /// Ends the current block and hands everything written so far to the file.
  package func flush() throws(TraceError) {
    try checkUsable()
    try guarded { () throws(TraceError) in
      try emitBlock()
      try deflater.syncFlush()
    }
    pending.lastFlushTime = pending.validator.eventIndex > 0 ? pending.validator.lastTime : nil
    pending.eventsSinceFlush = 0
  }

  /// Writes the last block and the trailer, finishes the gzip stream, syncs the file and renames it into place.
  ///
  /// Returns the counts the trailer records.
  @discardableResult
  package func close() throws(TraceError) -> TraceCounts {
    try checkUsable()
    try guarded { () throws(TraceError) in
      try emitBlock()
      try writeRecord(kind: TraceFormat.RecordKind.trailer, body: counts.encodedBody())
      try deflater.finish()
      // A reader refuses a payload that inflates too far beyond its compressed size.
      let limits = options.limits
      let compressed = max(deflater.compressedCount, 1)
      if payloadBytes > limits.expansionRatioFloor && payloadBytes / compressed > limits.maximumExpansionRatio {
        throw TraceError(
          .limitExceeded(what: "expansion ratio", limit: limits.maximumExpansionRatio, actual: payloadBytes / compressed))
      }
      outputOpen = false
      try output?.commit()
    }
    status = .closed
    return counts
  }

  private func emitBlock() throws(TraceError) {
    guard pending.encoder.pendingCount > 0 else { return }
    body.removeAll()
    pending.blockBytes = 0
    pending.encoder.emitBlock(into: &body)
    pending.counts.blocks += 1
    try writeRecord(kind: TraceFormat.RecordKind.events, body: body)
  }

  private func writeRecord(kind: UInt8, body: ByteEncoder) throws(TraceError) {
    record.removeAll()
    record.appendByte(kind)
    record.appendVarint(UInt64(body.count))
    record.append(body)
    let crc = body.bytes.withUnsafeBytes { TraceFormat.recordCRC(kind: kind, length: body.count, body: $0) }
    record.appendUInt32LE(crc)
    // The payload a reader inflates, within the reader's cap.
    payloadBytes += Int64(record.count)
    guard payloadBytes <= options.limits.maximumInflatedBytes else {
      throw TraceError(
        .limitExceeded(
          what: "inflated payload (bytes)", limit: options.limits.maximumInflatedBytes, actual: payloadBytes))
    }
    try deflater.write(record.bytes)
  }

  private func checkUsable() throws(TraceError) {
    switch status {
    case .open: return
    case .failed(let error): throw error
    case .closed: throw TraceError(.io("the trace writer is already closed"))
    case .discarded: throw TraceError(.io("the trace writer was discarded"))
    }
  }

  /// Runs an output step; an I/O failure makes the writer unusable (the `.partial` file
  /// stays for salvage).
  private func guarded(_ step: () throws(TraceError) -> Void) throws(TraceError) {
    do {
      try step()
    } catch {
      status = .failed(error)
      throw error
    }
  }
}
