/// The append-only record of everything the engine did, and its digest.
///
/// Every engine happening becomes a ``JournalEntry``: frames, touches delivered, dropped,
/// cancelled or refused, the ignore counter, stalls and rate changes, clock violations and
/// programmer errors (recognizers, animations and dynamics add their own events later).
/// Invariants read the journal and nothing else. Entries are in the order they were
/// recorded, which for the engine is also time order.
///
/// The ``canonicalText`` is one line per entry, `\n`-terminated, except that each run of
/// plain frames is one line (`JournalCanonicalizer`: so frames skipped as idle and frames
/// run one by one read the same). The ``digest`` is the 128-bit `JournalHasher` hash of
/// the same records, fed as words rather than text (`JournalEvent.digest(at:into:)`): the
/// same trace replayed against the same scene gives the same digest in any process, on the
/// same platform and toolchain (the engine calls the C library's `exp`, `sin`, `cos`, `pow`
/// and `log`, whose last bits may differ between platforms), and no entry is formatted as
/// text unless the text is asked for.
///
/// A journal keeps its entries unless `retainsEntries` is turned off (a replay at scale
/// does: its memory then does not grow with the run); the digest, the `count`, the
/// `frameCount` and the ``problems`` are kept either way, as entries are recorded.
///
/// ```swift
/// let engine = Engine()
/// engine.advance(to: Instant(nanoseconds: 100_000_000))
/// print(engine.journal.canonicalText)   // "0 frames first=0 last=6 hz=60 from=0 to=100000000\n"
/// engine.journal.digest.hex             // 32 hex digits, equal run to run
/// ```
public final class Journal {
  /// Every entry so far, oldest first (empty when `retainsEntries` is off).
  @exclusivity(unchecked) public private(set) var entries: [JournalEntry] = []
  /// Whether ``entries`` keeps what is recorded (default `true`).
  ///
  /// Turned off, the entries
  /// so far are folded into the digest and dropped, and later ones are only hashed: a replay
  /// then runs in constant memory while observers, the digest and the counts see everything.
  @exclusivity(unchecked) package var retainsEntries = true {
    didSet {
      guard !retainsEntries, !streams else { return }
      streams = true
      for entry in entries { canonicalizer.append(entry) { $0.digest(into: &hasher) } }
      entries.removeAll()
    }
  }
  /// Whether the digest is computed as entries arrive (once entries stopped being kept).
  @exclusivity(unchecked) private var streams = false
  /// Whether entries that are not kept are hashed into the ``digest`` (default `true`).
  ///
  /// Off, with ``retainsEntries`` off too, the journal only counts and hands entries to its
  /// observers, and ``digest`` covers only what was hashed while it was on: for runs whose
  /// digest nobody reads (a fuzz campaign's cases, the run that finds gesture targets), which
  /// then skip the hashing.
  ///
  /// ```swift
  /// engine.journal.retainsEntries = false
  /// engine.journal.hashesEntries = false   // counts and observers only
  /// ```
  @exclusivity(unchecked) package var hashesEntries = true
  /// How many entries were recorded.
  @exclusivity(unchecked) package private(set) var count = 0
  /// How many frames were run or skipped.
  @exclusivity(unchecked) package private(set) var frameCount = 0
  /// The entries that report something wrong (`JournalEvent.isProblem`), oldest first.
  @exclusivity(unchecked) public private(set) var problems: [JournalEntry] = []

  @exclusivity(unchecked) private var hasher = JournalHasher()
  @exclusivity(unchecked) private var canonicalizer = JournalCanonicalizer()
  @exclusivity(unchecked) private var observers: [(JournalEntry) -> Void] = []

  /// An empty journal.
  package init() {}

  /// Appends `event` at `instant` and hands the entry to the observers.
  package func record(_ event: JournalEvent, at instant: Instant) {
    let entry = JournalEntry(instant: instant, event: event)
    count += 1
    switch event {
    case .frame: frameCount += 1
    case .framesSkipped(let first, let last, _, _, _): frameCount += last - first + 1
    default: if event.isProblem { problems.append(entry) }
    }
    if retainsEntries { entries.append(entry) }
    if streams && hashesEntries { canonicalizer.append(entry) { $0.digest(into: &hasher) } }
    for observer in observers { observer(entry) }
  }

  /// Calls `observer` with every entry recorded from now on, as it is recorded: how
  /// invariants read a replay while it runs.
  ///
  /// ```swift
  /// engine.journal.addObserver { entry in if entry.event.isProblem { print(entry) } }
  /// ```
  package func addObserver(_ observer: @escaping (JournalEntry) -> Void) {
    observers.append(observer)
  }

  /// Stops handing entries to every observer (and lets go of them: an observer that holds
  /// the engine would otherwise keep it alive).
  package func removeAllObservers() {
    observers.removeAll()
  }

  /// The frames run so far, in order (from the kept entries; skipped frames are not listed).
  package var frames: [Frame] {
    entries.compactMap { entry in
      guard case .frame(let frame) = entry.event else { return nil }
      return frame
    }
  }

  /// The canonical text of the kept entries (see the type's discussion).
  public var canonicalText: String {
    var text = ""
    var canonicalizer = JournalCanonicalizer()
    for entry in entries {
      canonicalizer.append(entry) { text += $0.canonicalText + "\n" }
    }
    canonicalizer.finish { text += $0.canonicalText + "\n" }
    return text
  }

  /// The digest of the canonical records of everything recorded, whether kept or not (of what
  /// was hashed, when `hashesEntries` was turned off with `retainsEntries` off).
  public var digest: JournalDigest {
    if !streams {
      var hasher = JournalHasher()
      var canonicalizer = JournalCanonicalizer()
      for entry in entries { canonicalizer.append(entry) { $0.digest(into: &hasher) } }
      canonicalizer.finish { $0.digest(into: &hasher) }
      return hasher.finalize()
    }
    var hasher = self.hasher
    var canonicalizer = self.canonicalizer
    canonicalizer.finish { $0.digest(into: &hasher) }
    return hasher.finalize()
  }
}
