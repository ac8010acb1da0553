/// A counter of transitions in flight, journaled at every change: the pattern of
/// WWDC 2014 session 236 (“Building Interruptible and Responsive Interactions”) ("Toggle Bird") that makes a preamble run when the first transition
/// starts and a postamble when the last one ends, however completions stack.
///
/// Increment when a transition starts and decrement in its completion handler; the
/// counter must never go below zero and must be back at zero once everything settles
/// (the replay's counter invariant reads the journal). ``begin()`` and ``end()`` return
/// whether this was the first start or the last end.
///
/// ```swift
/// let transitions = TransitionCounter(name: "bird", engine: engine)
/// if transitions.begin() { showDrawer() }              // 0 → 1: preamble
/// engine.animate(withDuration: 0.3, animations: { … }) { _ in
///   if transitions.end() { hideDrawer() }                // 1 → 0: postamble
/// }
/// ```
public final class TransitionCounter {
  public let name: String
  public private(set) var value = 0
  private var engine: Engine? {
    get { engineLink?.object }
    set { engineLink = newValue?.link }
  }
  private var engineLink: ObjectLink<Engine>?

  /// The counter's identity in the journal.
  package private(set) var journalID = 0

  /// A counter at 0, journaled in `engine` (a second counter with the same name in one
  /// engine is a recorded programmer error).
  public init(name: String, engine: Engine) {
    self.name = name
    self.engine = engine
    journalID = engine.identities.register(.counter, name: name)
  }

  /// Counts a transition in; `true` when it is the only one in flight.
  @discardableResult
  public func begin() -> Bool {
    change(by: 1)
    return value == 1
  }

  /// Counts a transition out; `true` when none is left in flight.
  @discardableResult
  public func end() -> Bool {
    change(by: -1)
    return value == 0
  }

  private func change(by delta: Int) {
    let old = value
    value += delta
    engine?.journal.record(.counterChanged(name: name, from: old, to: value), at: engine?.now ?? .zero)
  }
}
