/// Rewrites a complete trace in large blocks: what a live recording becomes once it closes
/// cleanly.
///
/// A live stream is flushed every 100 ms of trace time so that a killed recorder loses at
/// most that much; each flush ends a block and a deflate block, which costs bytes (about
/// 60 % more on 120 Hz drags) and decoding time. Once the recording has closed, nothing
/// needs salvaging: compaction streams the events into a new file written once, with the
/// same header and events, and renames it over the old one (memory does not grow with the
/// trace). The result is byte for byte what writing the same events once would give.
///
/// ```swift
/// let sizes = try TraceCompaction.compact("live.trace")
/// print(sizes.before, sizes.after)   // 22153 14048
/// ```
package enum TraceCompaction {
  /// Compacts the trace at `path` in place; returns its size before and after, in bytes.
  @discardableResult
  package static func compact(_ path: String, limits: TraceLimits = .default) throws(TraceError) -> (
    before: Int64, after: Int64
  ) {
    let reader = try TraceReader(path: path, limits: limits)
    let writer = try TraceWriter(path: path, header: reader.header, options: TraceWriterOptions(flushPolicy: .onClose))
    while let event = try reader.next() {
      try writer.append(event)
    }
    let before = reader.fileBytesRead
    try writer.close()
    return (before, writer.compressedByteCount)
  }
}
