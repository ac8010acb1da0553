/// A journal event with the instant it happened.
///
/// ```swift
/// let entry = JournalEntry(instant: Instant(nanoseconds: 16_666_666),
///                          event: .ignoringInteractionEventsChanged(from: 1, to: 0))
/// entry.canonicalText   // "16666666 ignoring-interaction-events from=1 to=0"
/// ```
public struct JournalEntry: Sendable, Hashable, CustomStringConvertible {
  /// When it happened (the virtual clock's instant at the time).
  public let instant: Instant
  /// What happened.
  public let event: JournalEvent

  package init(instant: Instant, event: JournalEvent) {
    self.instant = instant
    self.event = event
  }

  /// The entry's canonical line: integer nanoseconds, a space, the event's canonical text.
  package var canonicalText: String { "\(instant.nanoseconds) \(event.canonicalText)" }

  /// `"t=0.016666666 s: …"`, for failure messages.
  public var description: String { "t=\(instant): \(event)" }
}
