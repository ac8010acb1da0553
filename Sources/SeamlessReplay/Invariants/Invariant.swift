import SeamlessEngine

/// A property every replay of a correct scene must have, checked while the replay runs.
///
/// An invariant is a value with its tolerances as parameters; for each replay it makes an
/// ``InvariantChecker`` that reads the run as it happens: every journal entry as it is
/// recorded, every frame's presentation samples (`FrameSampler`), then the settled run.
/// Checkers keep only what they need, so a long replay checks in constant memory. A
/// violation names what happened, when, both sides of any comparison and the tolerance, so
/// the message is enough to start debugging (style: "velocity left 812.4 pt/s, right 0.0 pt/s").
///
/// Invariants are not `Sendable` and need not be: a checker lives on the replay's thread
/// and may read the scene (``ReplayRun/scene``) and the engine directly.
///
/// ```swift
/// struct NeverOffScreen: Invariant {
///   let name = "never-off-screen"
///   let summary = "the card's centre stays on the display"
///   func makeChecker(for run: ReplayRun) -> any InvariantChecker { Checker() }
///
///   final class Checker: InvariantChecker {
///     var violations: [InvariantViolation] = []
///     func frameSampled(_ sampler: FrameSampler) {
///       for view in sampler.views where view.name == "card" && view.isOnScreen {
///         let y = view.windowCenter.y
///         if !(0...844).contains(y) {
///           violations.append(InvariantViolation(instant: sampler.time, message: "card at y=\(y)"))
///         }
///       }
///     }
///     func finish(_ run: ReplayRun) -> [InvariantViolation] { violations }
///   }
/// }
/// ```
public protocol Invariant {
  /// A short kebab-case name (`continuity`, `completions-once`).
  var name: String { get }
  /// What the invariant promises, in one sentence.
  var summary: String { get }
  /// A fresh checker for one replay (the run has its engine and scene, not yet its end).
  func makeChecker(for run: ReplayRun) -> any InvariantChecker
  /// What the invariant assumes of every scene, where it takes its reference, and how a scene
  /// says otherwise: printed under its violations (`assumed: …`). A standard invariant's by
  /// default; `nil` (nothing printed) for one of your own unless it says.
  var assumption: String? { get }
}

extension Invariant {
  public var assumption: String? { InvariantName(unchecked: name).assumption }
}

/// One replay's check of one ``Invariant``: fed as the replay runs, asked at the end.
///
/// Both feeding methods have empty default implementations: implement what you read. A
/// replay hands a checker only what it declares it reads: the journal events of the kinds in
/// ``journalInterests`` and, when ``samplesFrames`` says so, the frames. Both default to
/// everything, so declaring them is only a saving (a replay calls each checker for every entry
/// and frame otherwise); a checker that declares less than it reads misses what it left out.
/// They are read once, when the replay starts.
///
/// ```swift
/// final class CounterChecker: InvariantChecker {
///   var journalInterests: JournalEventKinds { [.counterChanged] }
///   var samplesFrames: Bool { false }
///   var lowest = 0
///   func observe(_ entry: JournalEntry) {
///     if case .counterChanged(_, _, let to) = entry.event { lowest = min(lowest, to) }
///   }
///   func finish(_ run: ReplayRun) -> [InvariantViolation] { [] }
/// }
/// ```
public protocol InvariantChecker: AnyObject {
  /// The kinds of journal event ``observe(_:)`` reads (default: every kind).
  var journalInterests: JournalEventKinds { get }
  /// Whether ``frameSampled(_:)`` reads the frames (default: `true`).
  var samplesFrames: Bool { get }
  /// A journal entry was recorded (in order; instants never go backwards). `frame` entries
  /// are not passed: a frame arrives as ``frameSampled(_:)`` after its render step.
  func observe(_ entry: JournalEntry)
  /// A frame was rendered and sampled (after the journal entries of its main-thread work).
  func frameSampled(_ sampler: FrameSampler)
  /// The run has settled (or hit its limit): the violations, in the order they happened.
  func finish(_ run: ReplayRun) -> [InvariantViolation]
  /// What the checker judged, in words, read after ``finish(_:)`` ("12 drags judged (0
  /// declared, 12 inferred)"): silence is not precision, so a report says how much each
  /// invariant looked at (default: `nil`, not counted).
  var judged: String? { get }
  /// How many things the checker judged (drags, releases, transitions, frames…), read after
  /// ``finish(_:)``: `0` makes the report say "nothing to judge" instead of a pass (default:
  /// `nil`, not counted).
  var judgedCount: Int? { get }
}

extension InvariantChecker {
  public var journalInterests: JournalEventKinds { .all }
  public var samplesFrames: Bool { true }
  public func observe(_ entry: JournalEntry) {}
  public func frameSampled(_ sampler: FrameSampler) {}
  public var judged: String? { nil }
  public var judgedCount: Int? { nil }
}

extension Invariant {
  /// Checks a finished run from its journal alone (no frame samples): for invariants that
  /// read only the journal, and for tests that build a run by hand.
  ///
  /// ```swift
  /// let run = ReplayRun(engine: engine, settle: engine.advanceUntilIdle(frameLimit: 600))
  /// CountersBalanced().check(run)   // []
  /// ```
  package func check(_ run: ReplayRun) -> [InvariantViolation] {
    let checker = makeChecker(for: run)
    for entry in run.journal.entries { checker.observe(entry) }
    return checker.finish(run)
  }
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
  /// The view it is about, when it is about one (for its ``FailureSignature``).
  public var view: String?
  /// The part of the interaction it happened in, when the invariant says.
  public var phase: FailurePhase?

  public init(instant: Instant?, message: String, view: String? = nil, phase: FailurePhase? = nil) {
    self.instant = instant
    self.message = message
    self.view = view
    self.phase = phase
  }

  /// The violation's signature under `invariant`.
  package func signature(of invariant: String) -> FailureSignature {
    FailureSignature(invariant: invariant, view: view, phase: phase)
  }

  public var description: String {
    instant.map { "t=\($0): \(message)" } ?? message
  }
}
