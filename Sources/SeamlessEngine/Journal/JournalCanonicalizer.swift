/// Turns journal entries into the canonical records the text and the digest are made of,
/// with every run of plain frames as one record.
///
/// A plain frame is one whose main thread ran (not stalled). Consecutive plain frames at
/// one rate (indices `first…last`, times `from…to`) become one record, written
/// `FROM frames first=… last=… hz=… from=… to=…`, whether the engine ran them one by one
/// or skipped them as idle (``JournalEvent/framesSkipped(first:last:hz:from:to:)``): so
/// neither the text nor the digest depends on idle skipping. Every other entry is its own
/// record, ``JournalEntry/canonicalText``.
///
/// ```swift
/// var canonicalizer = JournalCanonicalizer()
/// for entry in journal.entries { canonicalizer.append(entry) { print($0.canonicalText) } }
/// canonicalizer.finish { print($0.canonicalText) }
/// ```
struct JournalCanonicalizer {
  /// One canonical line: a run of plain frames, or any other entry.
  enum Record {
    case frames(first: Int, last: Int, hz: Int, from: Instant, to: Instant)
    case entry(JournalEntry)

    var canonicalText: String {
      switch self {
      case .frames(let first, let last, let hz, let from, let to):
        "\(from.nanoseconds) frames first=\(first) last=\(last) hz=\(hz) from=\(from.nanoseconds) to=\(to.nanoseconds)"
      case .entry(let entry):
        entry.canonicalText
      }
    }

    /// Feeds the record to the digest: a run as its five numbers after tag 0xF0, an entry as
    /// its event's tag, its instant and its event's fields (``JournalEvent/digest(at:into:)``).
    func digest(into hasher: inout JournalHasher) {
      switch self {
      case .frames(let first, let last, let hz, let from, let to):
        hasher.combine(word: 0xF0)
        hasher.combine(first)
        hasher.combine(last)
        hasher.combine(hz)
        hasher.combine(from)
        hasher.combine(to)
      case .entry(let entry):
        entry.event.digest(at: entry.instant, into: &hasher)
      }
    }
  }

  private var run: (first: Int, last: Int, hz: Int, from: Instant, to: Instant)?

  mutating func append(_ entry: JournalEntry, to sink: (Record) -> Void) {
    switch entry.event {
    case .frame(let frame) where !frame.isMainThreadStalled:
      extend(first: frame.index, last: frame.index, hz: frame.hz, from: frame.time, to: frame.time, sink)
    case .framesSkipped(let first, let last, let hz, let from, let to):
      extend(first: first, last: last, hz: hz, from: from, to: to, sink)
    default:
      finish(to: sink)
      sink(.entry(entry))
    }
  }

  /// Writes the run in progress, if any.
  mutating func finish(to sink: (Record) -> Void) {
    guard let run else { return }
    sink(.frames(first: run.first, last: run.last, hz: run.hz, from: run.from, to: run.to))
    self.run = nil
  }

  private mutating func extend(first: Int, last: Int, hz: Int, from: Instant, to: Instant, _ sink: (Record) -> Void) {
    if let current = run, current.last + 1 == first, current.hz == hz {
      run = (current.first, last, hz, current.from, to)
      return
    }
    finish(to: sink)
    run = (first, last, hz, from, to)
  }
}
