/// How a ``TraceWriter`` compresses and when it flushes.
///
/// A *flush* ends the current events block and the current deflate block and hands every
/// byte written so far to the operating system, so that if the process is killed the file
/// can be salvaged up to that point (``TraceSalvage``). Flushing costs size: each flush
/// ends a deflate block, whose next one starts its Huffman statistics afresh.
///
/// ```swift
/// // A live recording: lose at most 100 ms of trace time or 4,096 events to a crash.
/// let live = TraceWriterOptions()
/// // A trace synthesised from a recipe can be made again: flush only at the end.
/// let batch = TraceWriterOptions(flushPolicy: .onClose)
/// ```
package struct TraceWriterOptions: Sendable, Hashable {
  /// When the writer flushes.
  package enum FlushPolicy: Sendable, Hashable {
    /// After any event at least `traceInterval` ns of trace time after the last flush,
    /// and after every `maximumEvents` events.
    case periodic(traceInterval: Int64, maximumEvents: Int)
    /// Only when the writer closes (blocks are still cut every ``maximumEventsPerBlock``).
    case onClose
  }

  /// zlib compression level, 1 (fastest) to 9 (smallest); default 6.
  package var compressionLevel: Int32 = 6
  /// When to flush; default every 100 ms of trace time or 4,096 events.
  package var flushPolicy: FlushPolicy = .periodic(traceInterval: 100_000_000, maximumEvents: 4096)
  /// The most events in one events block; default 4,096.
  package var maximumEventsPerBlock: Int = 4096
  /// The most touches down at once the writer accepts; default 64.
  package var maximumConcurrentTouches: Int = 64
  /// Whether a writer abandoned without ``TraceWriter/close()`` keeps its `.partial` file
  /// for ``TraceSalvage`` (a live stream's events up to the last flush) instead of deleting it.
  package var keepsPartialOnFailure = false
  /// The limits of the readers this file is for: the writer refuses a header or an event
  /// they would refuse, and never makes a block larger than half a record.
  package var limits = TraceLimits.default

  /// Options with the defaults.
  package init() {}

  /// Options with a flush policy.
  package init(flushPolicy: FlushPolicy, compressionLevel: Int32 = 6) {
    self.flushPolicy = flushPolicy
    self.compressionLevel = compressionLevel
  }
}
