/// How many events of each kind a trace holds, as its trailer records them.
///
/// ```swift
/// let counts = try TraceReader(path: "fling.trace").readAll().counts
/// print(counts.touches, "touch samples in", counts.blocks, "blocks")
/// ```
public struct TraceCounts: Sendable, Hashable {
  /// All events.
  package var events: Int64 = 0
  /// Touch samples.
  package var touches: Int64 = 0
  /// Commands.
  package var commands: Int64 = 0
  /// System events.
  package var systems: Int64 = 0
  /// Markers.
  package var markers: Int64 = 0
  /// Events blocks in the file.
  package var blocks: Int64 = 0

  /// Zero counts.
  package init() {}

  /// Counts one more event.
  package mutating func count(_ event: TraceEvent) {
    events += 1
    switch event {
    case .touch: touches += 1
    case .command: commands += 1
    case .system: systems += 1
    case .marker: markers += 1
    }
  }
}
