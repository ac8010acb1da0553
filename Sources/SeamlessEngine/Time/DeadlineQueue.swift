/// Work ordered by deadline, then by insertion: the one ordering rule of virtual time.
///
/// Entries are kept sorted in a plain array, earliest first from a moving head, so the next
/// entry due is `storage[head]` and popping it is O(1) (the consumed prefix is dropped once
/// it is half the array: amortised O(1), and the array reuses its capacity, so nothing is
/// allocated per frame). Inserting is a binary search from the back: work scheduled in time
/// order, as a replay schedules its commands and stalls, appends in O(1); only an entry due
/// before later ones shifts them. Two entries with the same deadline come out in the order
/// they went in: every entry gets a sequence number from a counter, and `(deadline,
/// sequence)` is the key.
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

  /// Entries from `head` on, in run order.
  private var storage: [Entry] = []
  private var head = 0
  /// The sequence number the next insertion gets.
  private(set) var nextSequence: UInt64 = 0

  var isEmpty: Bool { head == storage.count }
  var count: Int { storage.count - head }

  /// The entry due first.
  var first: Entry? { isEmpty ? nil : storage[head] }

  /// The entries in the order they will run.
  var inRunOrder: ArraySlice<Entry> { storage[head...] }

  /// Schedules `payload` at `deadline` and returns its sequence number (its identity).
  @discardableResult
  mutating func insert(_ payload: Payload, at deadline: Instant) -> UInt64 {
    let sequence = nextSequence
    nextSequence += 1
    let entry = Entry(deadline: deadline, sequence: sequence, payload: payload)
    // The new entry has the largest sequence, so it goes after every entry whose deadline
    // is not later than its own: in time order, at the end.
    guard let last = storage.last, head < storage.count, last.deadline > deadline else {
      storage.append(entry)
      return sequence
    }
    var low = head
    var high = storage.count
    while low < high {
      let middle = (low + high) / 2
      if storage[middle].deadline <= deadline { low = middle + 1 } else { high = middle }
    }
    storage.insert(entry, at: low)
    return sequence
  }

  /// Removes and returns the entry due first.
  mutating func popFirst() -> Entry? {
    guard head < storage.count else { return nil }
    let entry = storage[head]
    head += 1
    if head == storage.count {
      storage.removeAll(keepingCapacity: true)
      head = 0
    } else if head >= 64 && head * 2 >= storage.count {
      storage.removeFirst(head)
      head = 0
    }
    return entry
  }

  /// Removes the entry with `sequence`, if it is still queued.
  mutating func remove(sequence: UInt64) -> Entry? {
    guard let index = storage[head...].firstIndex(where: { $0.sequence == sequence }) else { return nil }
    return storage.remove(at: index)
  }
}
