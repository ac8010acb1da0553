/// The append-only record of everything the engine did, and its digest.
///
/// Every engine happening becomes a ``JournalEntry``: frames, touches delivered, dropped,
/// cancelled or refused, the ignore counter, stalls and rate changes, clock violations and
/// programmer errors (recognizers, animations and dynamics add their own events later).
/// Invariants read the journal and nothing else. Entries are in the order they were
/// recorded, which for the engine is also time order.
///
/// The ``canonicalText`` is one line per entry, `\n`-terminated, and the ``digest`` is its
/// SHA-256: the same trace replayed against the same scene gives the same digest, in any
/// process, on any platform.
///
/// ```swift
/// let engine = Engine()
/// engine.advance(to: Instant(nanoseconds: 100_000_000))
/// print(engine.journal.canonicalText)   // "0 frame index=0 time=0 hz=60 main=ran\n…"
/// engine.journal.digest.hex             // 64 hex digits, equal run to run
/// ```
public final class Journal {
  /// Every entry so far, oldest first.
  public private(set) var entries: [JournalEntry] = []

  /// An empty journal.
  public init() {}

  private var observers: [(JournalEntry) -> Void] = []

  /// Appends `event` at `instant` and hands the entry to the observers.
  public func record(_ event: JournalEvent, at instant: Instant) {
    let entry = JournalEntry(instant: instant, event: event)
    entries.append(entry)
    for observer in observers { observer(entry) }
  }

  /// Calls `observer` with every entry recorded from now on, as it is recorded: how
  /// invariants read a replay while it runs.
  ///
  /// ```swift
  /// engine.journal.addObserver { entry in if entry.event.isProblem { print(entry) } }
  /// ```
  public func addObserver(_ observer: @escaping (JournalEntry) -> Void) {
    observers.append(observer)
  }

  /// The entries that report a violation, a misuse or malformed input.
  public var problems: [JournalEntry] { entries.filter(\.event.isProblem) }

  /// Every frame, in order: scheduled time, rate and whether the main thread ran, from
  /// which hitch time (stalled frames and how long their main-thread work waited) follows.
  public var frames: [Frame] {
    entries.compactMap { entry in
      guard case .frame(let frame) = entry.event else { return nil }
      return frame
    }
  }

  /// All entries' canonical lines, each terminated by `\n`.
  public var canonicalText: String {
    var text = ""
    for entry in entries {
      text += entry.canonicalText
      text += "\n"
    }
    return text
  }

  /// SHA-256 of ``canonicalText`` in UTF-8.
  public var digest: SHA256.Digest {
    var hasher = SHA256()
    for entry in entries {
      hasher.update(entry.canonicalText.utf8)
      hasher.update(CollectionOfOne(UInt8(ascii: "\n")))
    }
    return hasher.finalize()
  }
}
