/// Stable numeric identities for the objects the journal names, and the rule that names
/// tell them apart.
///
/// The journal names views, gesture recognizers, property animators and transition
/// counters by their names, and invariants key on those names. Each object gets a number,
/// per kind, the first time the journal sees it (in the order the run meets them, so the
/// same trace gives the same numbers), journaled as `identified kind=view id=3 name="card"`.
/// Two live objects of a kind sharing a name would merge in every invariant, so the second
/// is a recorded ``ProgrammerError/duplicateName(kind:name:firstID:secondID:)``: views and
/// recognizers may reuse the name of one that has left the window (or been deallocated)
/// — a view made anew by each transition is fine — but animators and counters may not reuse
/// a name at all in one engine (their journal events are matched by name).
///
/// ```swift
/// engine.identities.id(of: card)   // 1, the first time; the same number after
/// ```
package final class IdentityRegistry {
  /// The object that last took a name: its identity and, for views and recognizers (whose
  /// names may be reused once the first leaves the window), whether it still uses the name.
  private struct Holder {
    let id: Int
    /// `nil` for animators and counters: their names may not be reused at all.
    let stillUses: (() -> Bool)?
  }

  private var holders: [IdentityKind: [String: Holder]] = [:]
  private var nextIDs: [IdentityKind: Int] = [:]
  private unowned let journal: Journal
  /// The engine's clock (the engine owns both): identities are journaled at its instant.
  private unowned let clock: VirtualClock
  /// The engine's window, by its link (see ``ObjectLink``).
  private let window: ObjectLink<View>

  init(journal: Journal, window: View, clock: VirtualClock) {
    self.journal = journal
    self.window = window.link
    self.clock = clock
  }

  /// `view`'s identity, given (and journaled) the first time.
  @discardableResult
  package func id(of view: View) -> Int {
    if view.journalID != 0 { return view.journalID }
    view.journalID = register(.view, name: view.name) { [link = view.link, window] in
      guard let view = link.object, let window = window.object else { return false }
      return view.root === window
    }
    return view.journalID
  }

  /// `recognizer`'s identity, given (and journaled) the first time.
  @discardableResult
  package func id(of recognizer: GestureRecognizer) -> Int {
    if recognizer.journalID != 0 { return recognizer.journalID }
    recognizer.journalID = register(.recognizer, name: recognizer.name) { [link = recognizer.link, window] in
      guard let recognizer = link.object, let window = window.object, let view = recognizer.view else { return false }
      return view.root === window
    }
    return recognizer.journalID
  }

  /// A new animator's or counter's identity (names may not be reused at all).
  ///
  /// Each object registers once, when it is made: a name registered before is always another
  /// object's.
  func register(_ kind: IdentityKind, name: String) -> Int {
    register(kind, name: name, stillUses: nil)
  }

  /// Registers a new object of `kind` under `name` (each object registers once, the first time
  /// the journal names it); `stillUses` tells whether it still holds the name, for kinds whose
  /// names may be reused.
  private func register(_ kind: IdentityKind, name: String, stillUses: (() -> Bool)?) -> Int {
    let id = nextIDs[kind, default: 1]
    nextIDs[kind] = id + 1
    journal.record(.identified(kind: kind, id: id, name: name), at: clock.now)
    if let holder = holders[kind]?[name] {
      let clash: Bool
      switch kind {
      case .view, .recognizer: clash = holder.stillUses?() ?? true
      case .animator, .counter: clash = true
      }
      if clash {
        journal.record(.programmerError(.duplicateName(kind: kind, name: name, firstID: holder.id, secondID: id)), at: clock.now)
      }
    }
    holders[kind, default: [:]][name] = Holder(id: id, stillUses: stillUses)
    return id
  }
}
