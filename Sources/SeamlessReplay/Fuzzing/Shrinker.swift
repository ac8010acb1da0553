/// Shrinks a failing ``ChoiceSequence`` to a shortlex-smaller one that still fails, by
/// named, bounded passes (Hypothesis's approach, on the choice bytes rather than on the
/// trace).
///
/// Passes, run in order and repeated while any of them makes progress:
/// - ``Pass/dropTrailingZeros``: trailing zeros read like an exhausted sequence, so they
///   go;
/// - ``Pass/deleteChunks``: remove runs of 8, 4, 2 and 1 bytes (fewer actions, fewer
///   choices);
/// - ``Pass/zeroChunks``: set runs of 8, 4, 2 and 1 bytes to zero (the simplest choice);
/// - ``Pass/lowerBytes``: lower each byte to the smallest value that still fails, by
///   binary search.
///
/// Every candidate is shortlex-smaller than the current sequence, so shrinking always
/// terminates; ``budget`` bounds the number of predicate calls (each a replay).
///
/// ```swift
/// var shrinker = Shrinker(budget: 500)
/// let minimal = shrinker.shrink(failing) { candidate in replayFails(candidate) }
/// shrinker.log   // ["delete-chunks: 24 → 6 bytes", …]
/// ```
package struct Shrinker: ShrinkPasses {
  /// The shrink passes, by name.
  package enum Pass: String, Sendable, Hashable, CaseIterable {
    case dropTrailingZeros = "drop-trailing-zeros"
    case deleteChunks = "delete-chunks"
    case zeroChunks = "zero-chunks"
    case lowerBytes = "lower-bytes"
  }

  /// The most predicate calls a shrink may make.
  package let budget: Int
  /// Predicate calls made so far.
  package private(set) var calls = 0
  /// One line per improvement: the pass and the sequence it produced.
  package private(set) var log: [String] = []

  package init(budget: Int = 1000) {
    self.budget = budget
  }

  /// The simplest sequence found that `fails`, starting from `sequence` (which must fail).
  package mutating func shrink(_ sequence: ChoiceSequence, fails: (ChoiceSequence) -> Bool) -> ChoiceSequence {
    shrinkToFixpoint(sequence, fails: fails)
  }

  static func isSimpler(_ next: ChoiceSequence, than current: ChoiceSequence) -> Bool { next < current }
  static func summary(of sequence: ChoiceSequence) -> String { "\(sequence.bytes.count) bytes, \(sequence.hex)" }
  mutating func note(_ line: String) { log.append(line) }

  /// One pass over `sequence`; returns the best failing sequence it found (or `sequence`).
  package mutating func run(_ pass: Pass, on sequence: ChoiceSequence, fails: (ChoiceSequence) -> Bool) -> ChoiceSequence {
    var current = sequence
    func attempt(_ candidate: ChoiceSequence) -> Bool {
      guard candidate < current, calls < budget else { return false }
      calls += 1
      if fails(candidate) {
        current = candidate
        return true
      }
      return false
    }
    switch pass {
    case .dropTrailingZeros:
      var bytes = current.bytes
      while bytes.last == 0 { bytes.removeLast() }
      _ = attempt(ChoiceSequence(bytes: bytes))
    case .deleteChunks:
      for size in [8, 4, 2, 1] {
        var start = 0
        while start + size <= current.bytes.count && calls < budget {
          var bytes = current.bytes
          bytes.removeSubrange(start..<(start + size))
          if !attempt(ChoiceSequence(bytes: bytes)) { start += 1 }
        }
      }
    case .zeroChunks:
      for size in [8, 4, 2, 1] {
        var start = 0
        while start + size <= current.bytes.count && calls < budget {
          var bytes = current.bytes
          if bytes[start..<(start + size)].contains(where: { $0 != 0 }) {
            for index in start..<(start + size) { bytes[index] = 0 }
            _ = attempt(ChoiceSequence(bytes: bytes))
          }
          start += 1
        }
      }
    case .lowerBytes:
      for index in current.bytes.indices where calls < budget {
        // Binary search for the smallest value at `index` that still fails.
        var low = 0
        var high = Int(current.bytes[index])
        while low < high && calls < budget {
          let middle = (low + high) / 2
          var bytes = current.bytes
          bytes[index] = UInt8(middle)
          if attempt(ChoiceSequence(bytes: bytes)) { high = middle } else { low = middle + 1 }
        }
      }
    }
    return current
  }
}
