import SeamlessEngine

/// A property every replay of a correct scene must have, checked from the engine's journal
/// (and, for settling, its final state).
///
/// Each invariant is a value type with its tolerances as parameters; a violation names
/// what happened, when, both sides of any comparison and the tolerance, so the message is
/// enough to start debugging (style: "velocity left 812.4 pt/s, right 0.0 pt/s").
///
/// ```swift
/// struct NoTeleports: Invariant {
///   let name = "no-teleports"
///   let summary = "no view moves more than 200 pt in one frame"
///   func check(_ run: ReplayRun) -> [InvariantViolation] { … }
/// }
/// ```
public protocol Invariant: Sendable {
  /// A short kebab-case name (`continuity`, `completions-once`).
  var name: String { get }
  /// What the invariant promises, in one sentence.
  var summary: String { get }
  /// The violations in a finished run, in journal order; empty when it holds.
  func check(_ run: ReplayRun) -> [InvariantViolation]
}

/// One way a run broke an invariant.
///
/// ```swift
/// InvariantViolation(instant: Instant(nanoseconds: 350_000_000), message: "card.centerY …").description
/// // "t=0.350000000 s: card.centerY …"
/// ```
public struct InvariantViolation: Sendable, Hashable, CustomStringConvertible {
  /// When it happened, if it happened at an instant (settling is about the end).
  public var instant: Instant?
  public var message: String

  public init(instant: Instant?, message: String) {
    self.instant = instant
    self.message = message
  }

  public var description: String {
    instant.map { "t=\($0): \(message)" } ?? message
  }
}
