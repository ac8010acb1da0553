/// The name of an invariant, checked where it is written.
///
/// A standard invariant is a static member, so a typo does not compile; your own invariant
/// gives its name through ``init(_:)``; a string (from a file, a command line) goes only
/// through ``init(validating:among:)``, which names the closest match when it is wrong.
///
/// ```swift
/// expectReplay(trace, failing: [.releaseVelocity]) { DrawerScene(bug: .dropsVelocity) }
/// expectReplay(trace, failing: [InvariantName(SheetStaysBelow(y: 544))], configuration: mine) { … }
/// try InvariantName(validating: "release-velocty")
/// // throws: no invariant is named "release-velocty"; did you mean "release-velocity"?
/// ```
public struct InvariantName: Hashable, Sendable, CustomStringConvertible {
  /// The name as reports print it (`release-velocity`).
  public let rawValue: String

  package init(unchecked rawValue: String) {
    self.rawValue = rawValue
  }

  /// The name of `invariant`: how a report names its result.
  public init(_ invariant: some Invariant) {
    rawValue = invariant.name
  }

  /// The name `text` if one of `invariants` (the standard ones by default), or the check
  /// every replay adds (`deterministic`), has it.
  ///
  /// - Throws: ``InvariantNameError`` naming the closest name, if one is close.
  public init(validating text: String, among invariants: [any Invariant] = ReplayConfiguration.standardInvariants)
    throws(InvariantNameError)
  {
    let names = [InvariantName.deterministic.rawValue] + invariants.map(\.name)
    guard names.contains(text) else {
      throw InvariantNameError(name: text, closest: Self.closest(to: text, in: names))
    }
    rawValue = text
  }

  public var description: String { rawValue }

  /// The name among `names` a typo of `text` most likely meant: the fewest single-character
  /// edits, at most a third of the longer name's length (ties go to the first).
  package static func closest(to text: String, in names: [String]) -> String? {
    var best: (name: String, distance: Int)?
    for name in names {
      let distance = editDistance(Array(text.unicodeScalars), Array(name.unicodeScalars))
      guard distance * 3 <= max(text.unicodeScalars.count, name.unicodeScalars.count) else { continue }
      if best.map({ distance < $0.distance }) ?? true { best = (name, distance) }
    }
    return best?.name
  }

  /// Levenshtein distance: insertions, deletions and substitutions, one row at a time.
  private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in stride(from: 1, through: b.count, by: 1) {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}

extension InvariantName {
  /// No programmer errors, refused input or clock violations.
  public static let noProblems = InvariantName(unchecked: "no-problems")
  /// Every completion handler is called exactly once.
  public static let completionsOnce = InvariantName(unchecked: "completions-once")
  /// Each property animator run completes at most once, with a legal position.
  public static let animatorCompletions = InvariantName(unchecked: "animator-completions")
  /// Every gesture that began ends or is cancelled exactly once.
  public static let gesturesEndOnce = InvariantName(unchecked: "gestures-end-once")
  /// Presentation values never jump at a transition.
  public static let continuity = InvariantName(unchecked: "continuity")
  /// Between frames no view moves farther than its velocities allow.
  public static let noTeleport = InvariantName(unchecked: "no-teleport")
  /// A dragged view follows the finger.
  public static let followsFinger = InvariantName(unchecked: "follows-finger")
  /// Whatever takes over a dragged view at the lift starts at the finger's velocity.
  public static let releaseVelocity = InvariantName(unchecked: "release-velocity")
  /// A finger that comes down on a view where it is shown reaches it.
  public static let hitsWhatIsShown = InvariantName(unchecked: "hits-what-is-shown")
  /// Transition counters never go negative and are zero once everything settles.
  public static let countersBalanced = InvariantName(unchecked: "counters-balanced")
  /// `beginIgnoringInteractionEvents` and its ends balance.
  public static let ignoringBalanced = InvariantName(unchecked: "ignoring-balanced")
  /// Dynamic animators alternate resume and pause, and contacts begin and end in pairs.
  public static let dynamicsBalanced = InvariantName(unchecked: "dynamics-balanced")
  /// After the transitions settle, the view the last transition ordered is the one shown.
  public static let showsDestination = InvariantName(unchecked: "shows-destination")
  /// A control's press can be taken back: it acts on release.
  public static let actsOnRelease = InvariantName(unchecked: "acts-on-release")
  /// At rest, every view shows what the scene's own state says it should.
  public static let showsItsState = InvariantName(unchecked: "shows-its-state")
  /// Everything comes to rest and every view shows its model values.
  public static let settles = InvariantName(unchecked: "settles")
  /// A second replay gives the same journal digest (every replay checks it).
  public static let deterministic = InvariantName(unchecked: "deterministic")
}

/// A string that names no invariant (see ``InvariantName/init(validating:among:)``).
public struct InvariantNameError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The string given.
  package let name: String
  /// The closest name, if one is close.
  package let closest: String?

  package init(name: String, closest: String?) {
    self.name = name
    self.closest = closest
  }

  public var description: String {
    "no invariant is named \"\(name)\"" + (closest.map { "; did you mean \"\($0)\"?" } ?? "")
  }
}
