/// Work ordered by deadline, then by insertion: the one ordering rule of virtual time.
///
/// Entries are kept sorted in a plain array, latest first, so the next entry due is
/// `entries.last` and popping it is O(1). Inserting is a binary search plus a shift;
/// queues in the engine hold a handful of entries (the next frame, a few timers), and
/// in steady state the array reuses its capacity, so nothing is allocated per frame.
/// Two entries with the same deadline come out in the order they went in: every entry
/// gets a sequence number from a counter, and `(deadline, sequence)` is the key.
///
/// ```swift
/// var queue = DeadlineQueue<String>()
/// queue.insert("b", at: Instant(nanoseconds: 5))
/// queue.insert("a", at: Instant(nanoseconds: 5))
/// queue.popFirst()?.payload   // "b": same deadline, inserted first
/// ```
struct DeadlineQueue<Payload> {
  /// One scheduled payload.
  struct Entry {
    var deadline: Instant
    var sequence: UInt64
    var payload: Payload
  }

  /// Entries sorted by `(deadline, sequence)`, largest first.
  private(set) var entries: [Entry] = []
  /// The sequence number the next insertion gets.
  private(set) var nextSequence: UInt64 = 0

  var isEmpty: Bool { entries.isEmpty }
  var count: Int { entries.count }

  /// The entry due first, without removing it.
  var first: Entry? { entries.last }

  /// Entries in the order they will run.
  var inRunOrder: ReversedCollection<[Entry]> { entries.reversed() }

  /// Schedules `payload` at `deadline` and returns its sequence number (its identity).
  @discardableResult
  mutating func insert(_ payload: Payload, at deadline: Instant) -> UInt64 {
    let sequence = nextSequence
    nextSequence += 1
    // The new entry has the largest sequence, so it sorts after every entry with the same
    // deadline: it goes in front of (at a lower index than) the first entry whose deadline
    // is not later than its own.
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].deadline <= deadline { high = middle } else { low = middle + 1 }
    }
    entries.insert(Entry(deadline: deadline, sequence: sequence, payload: payload), at: low)
    return sequence
  }

  /// Removes and returns the entry due first.
  mutating func popFirst() -> Entry? { entries.popLast() }

  /// Removes the entry with `sequence`, if it is still queued.
  mutating func remove(sequence: UInt64) -> Entry? {
    guard let index = entries.firstIndex(where: { $0.sequence == sequence }) else { return nil }
    return entries.remove(at: index)
  }
}
