import SeamlessEngine

/// The violations a checker has found so far, in order, keeping the first
/// ``capacity`` and counting the rest, so a long run that breaks an invariant every frame
/// still checks in bounded memory.
///
/// ```swift
/// var log = ViolationLog()
/// log.append(at: entry.instant, "card.centerY jumped 40 pt")
/// return log.violations   // at most capacity + 1 (the last one says how many were not kept)
/// ```
package struct ViolationLog: Sendable {
  /// How many violations are kept.
  package static let capacity = 200

  private var kept: [InvariantViolation] = []
  private var dropped = 0

  package init() {}

  /// Whether nothing has been found.
  package var isEmpty: Bool { kept.isEmpty }

  /// Records a violation.
  package mutating func append(_ violation: InvariantViolation) {
    if kept.count < Self.capacity { kept.append(violation) } else { dropped += 1 }
  }

  /// Records a violation at `instant` (nil: about the whole run).
  package mutating func append(at instant: Instant?, _ message: String, view: String? = nil, phase: FailurePhase? = nil) {
    append(InvariantViolation(instant: instant, message: message, view: view, phase: phase))
  }

  /// The kept violations, then one saying how many more there were.
  package var violations: [InvariantViolation] {
    dropped == 0 ? kept : kept + [InvariantViolation(instant: nil, message: "… and \(dropped) more not kept")]
  }
}
