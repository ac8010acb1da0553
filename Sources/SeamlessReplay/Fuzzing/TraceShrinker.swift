import SeamlessTrace

/// Shrinks a failing *trace* (recorded, imported or generated: no choice sequence needed) to
/// fewer gestures and events that still fail, by named, bounded passes over its units.
///
/// A unit is what can go without making the trace malformed: a whole touch sequence (every
/// sample of one finger from `began` to its end), a command, a system event (stall,
/// frame-rate or orientation change) or a marker. Passes, repeated while any makes progress:
/// - ``Pass/dropMarkers``: markers change nothing in a replay, so they all go at once;
/// - ``Pass/deleteUnits``: remove runs of units, halving the run length from half the trace
///   down to one unit (delta debugging's complement step), latest first;
/// - ``Pass/dropSamples``: thin each remaining touch sequence's `moved` samples to every
///   other one (a shorter, coarser gesture), keeping `began` and the end.
///
/// Every candidate has fewer events than the current trace, so shrinking terminates;
/// ``budget`` bounds the replays. `stillFails` decides (usually: the same invariant fails).
///
/// ```swift
/// var shrinker = TraceShrinker(budget: 300)
/// let small = shrinker.shrink(recorded) { candidate in
///   Replayer().replay(candidate, sceneName: "drawer") { Drawer() }.failures.contains { $0.name == "continuity" }
/// }
/// ```
package struct TraceShrinker: ShrinkPasses {
  /// The passes, by name.
  package enum Pass: String, Sendable, Hashable, CaseIterable {
    case dropMarkers = "drop-markers"
    case deleteUnits = "delete-units"
    case dropSamples = "drop-samples"
  }

  /// The most predicate calls a shrink may make.
  package let budget: Int
  /// Predicate calls made so far.
  package private(set) var calls = 0
  /// One line per improvement: the pass and the trace's size after it.
  package private(set) var log: [String] = []

  package init(budget: Int = 400) {
    self.budget = budget
  }

  /// The smallest trace found that still fails, starting from `trace` (which must fail).
  package mutating func shrink(_ trace: Trace, stillFails: (Trace) -> Bool) -> Trace {
    shrinkToFixpoint(trace, fails: stillFails)
  }

  static func isSimpler(_ next: Trace, than current: Trace) -> Bool { next.events.count < current.events.count }
  static func summary(of trace: Trace) -> String { "\(trace.events.count) events, \(units(of: trace.events).count) units" }
  mutating func note(_ line: String) { log.append(line) }

  /// The units of `events`: indices of each touch sequence's samples, or of one other event.
  static func units(of events: [TraceEvent]) -> [[Int]] {
    var units: [[Int]] = []
    var open: [UInt32: Int] = [:]
    for (index, event) in events.enumerated() {
      guard case .touch(let sample) = event else {
        units.append([index])
        continue
      }
      if let unit = open[sample.touchID] {
        units[unit].append(index)
      } else {
        open[sample.touchID] = units.count
        units.append([index])
      }
      switch sample.phase {
      case .ended, .cancelled: open[sample.touchID] = nil
      case .began, .moved, .stationary: break
      }
    }
    return units
  }

  private mutating func attempt(_ candidate: Trace, _ stillFails: (Trace) -> Bool) -> Bool {
    guard calls < budget else { return false }
    calls += 1
    return stillFails(candidate)
  }

  private static func removing(_ indices: Set<Int>, from trace: Trace) -> Trace {
    var copy = trace
    copy.events = trace.events.enumerated().filter { !indices.contains($0.offset) }.map(\.element)
    return copy
  }

  /// One pass over `trace`; the smallest still-failing trace it found (or `trace`).
  mutating func run(_ pass: Pass, on trace: Trace, fails stillFails: (Trace) -> Bool) -> Trace {
    switch pass {
    case .dropMarkers:
      let markers = Set(trace.events.indices.filter { if case .marker = trace.events[$0] { true } else { false } })
      guard !markers.isEmpty else { return trace }
      let candidate = Self.removing(markers, from: trace)
      return attempt(candidate, stillFails) ? candidate : trace
    case .deleteUnits:
      var current = trace
      var size = max(Self.units(of: current.events).count / 2, 1)
      while size >= 1 && calls < budget {
        var start = Self.units(of: current.events).count - size
        while start >= 0 && calls < budget {
          let units = Self.units(of: current.events)
          guard start + size <= units.count else {
            start -= size
            continue
          }
          let indices = Set(units[start..<(start + size)].flatMap { $0 })
          let candidate = Self.removing(indices, from: current)
          if !candidate.events.isEmpty && attempt(candidate, stillFails) { current = candidate }
          start -= size
        }
        size /= 2
      }
      return current
    case .dropSamples:
      var current = trace
      for unit in Self.units(of: trace.events) where unit.count > 3 {
        guard calls < budget else { break }
        // Every other `moved` sample of this sequence (never its began or its end).
        let moved = unit.dropFirst().dropLast().enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
        guard !moved.isEmpty else { continue }
        let candidate = Self.removing(Set(moved), from: trace)
        if attempt(candidate, stillFails) {
          current = candidate
          break  // indices changed: the next round starts afresh
        }
      }
      return current
    }
  }
}
