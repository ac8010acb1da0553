/// Recovers what can be read of a truncated or corrupted trace file.
///
/// Salvage reads the file as ``TraceReader`` does and keeps every event up to the first
/// problem: events come out of a record only after its CRC-32 checks, so what is kept is
/// everything up to the last complete, intact record (and, inside a record that breaks a
/// rule half-way, the events before the rule breaks). A file cut short by a killed
/// recording keeps everything up to its writer's last flush. The header must be readable:
/// without it there is no trace to recover.
///
/// ```swift
/// let report = try TraceSalvage.salvage(from: "crash.trace.partial", to: "crash.trace")
/// print(report.summary)   // "recovered 1,204 events in 10 blocks; stopped at …"
/// ```
package enum TraceSalvage {
  /// What a salvage recovered.
  package struct Report: Sendable, Hashable {
    /// The header, as read.
    package var header: TraceHeader
    /// The events recovered, by kind.
    package var recovered: TraceCounts
    /// Whether the input was complete and valid (nothing was lost).
    package var inputWasComplete: Bool
    /// The problem salvage stopped at, if any.
    package var stoppedAt: TraceError?
    /// Decompressed payload bytes read from the input.
    package var payloadBytesRead: Int64
    /// Compressed bytes read from the input.
    package var fileBytesRead: Int64

    /// One line for a person.
    package var summary: String {
      let what = "recovered \(recovered.events) events (\(recovered.touches) touch samples) in \(recovered.blocks) blocks"
      if let stoppedAt { return "\(what); stopped at \(stoppedAt)" }
      return "\(what); the input was complete"
    }
  }

  /// Reads events from `reader` into `sink` until the end or the first problem.
  package static func recover(
    from reader: TraceReader, into sink: (TraceEvent) throws(TraceError) -> Void
  ) throws(TraceError) -> Report {
    var stoppedAt: TraceError?
    var recovered = TraceCounts()
    while true {
      let event: TraceEvent
      do {
        guard let next = try reader.next() else { break }
        event = next
      } catch {
        stoppedAt = error
        break
      }
      try sink(event)
      recovered.count(event)
    }
    recovered.blocks = reader.counts.blocks
    return Report(
      header: reader.header, recovered: recovered, inputWasComplete: reader.isComplete && stoppedAt == nil,
      stoppedAt: stoppedAt, payloadBytesRead: reader.payloadBytesRead, fileBytesRead: reader.fileBytesRead)
  }

  /// Salvages the file at `input` into a new, valid trace file at `output`, streaming.
  ///
  /// Memory does not grow with the input. The output keeps the input's header.
  @discardableResult
  package static func salvage(from input: String, to output: String, limits: TraceLimits = .default) throws(TraceError) -> Report {
    let reader = try TraceReader(path: input, limits: limits)
    let writer = try TraceWriter(
      path: output, header: reader.header, options: TraceWriterOptions(flushPolicy: .onClose), inputs: [input])
    let report = try recover(from: reader) { (event) throws(TraceError) in try writer.append(event) }
    try writer.close()
    return report
  }
}
