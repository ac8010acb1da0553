/// Turns journal entries into the canonical lines the digest is computed from, with every
/// run of plain frames as one line.
///
/// A plain frame is one whose main thread ran (not stalled). Consecutive plain frames at
/// one rate (indices `first…last`, times `from…to`) become one line,
/// `FROM frames first=… last=… hz=… from=… to=…`, whether the engine ran them one by one
/// or skipped them as idle (``JournalEvent/framesSkipped(first:last:hz:from:to:)``): so the
/// digest does not depend on idle skipping. Every other entry is its own line,
/// ``JournalEntry/canonicalText``.
///
/// ```swift
/// var canonicalizer = JournalCanonicalizer()
/// for entry in journal.entries { canonicalizer.append(entry) { print($0) } }
/// canonicalizer.finish { print($0) }
/// ```
struct JournalCanonicalizer {
  private var run: (first: Int, last: Int, hz: Int, from: Instant, to: Instant)?

  mutating func append(_ entry: JournalEntry, to sink: (String) -> Void) {
    switch entry.event {
    case .frame(let frame) where !frame.isMainThreadStalled:
      extend(first: frame.index, last: frame.index, hz: frame.hz, from: frame.time, to: frame.time, sink)
    case .framesSkipped(let first, let last, let hz, let from, let to):
      extend(first: first, last: last, hz: hz, from: from, to: to, sink)
    default:
      finish(to: sink)
      sink(entry.canonicalText)
    }
  }

  /// Writes the run in progress, if any.
  mutating func finish(to sink: (String) -> Void) {
    guard let run else { return }
    sink(
      "\(run.from.nanoseconds) frames first=\(run.first) last=\(run.last) hz=\(run.hz) from=\(run.from.nanoseconds) "
        + "to=\(run.to.nanoseconds)")
    self.run = nil
  }

  private mutating func extend(first: Int, last: Int, hz: Int, from: Instant, to: Instant, _ sink: (String) -> Void) {
    if let current = run, current.last + 1 == first, current.hz == hz {
      run = (current.first, last, hz, current.from, to)
      return
    }
    finish(to: sink)
    run = (first, last, hz, from, to)
  }
}
