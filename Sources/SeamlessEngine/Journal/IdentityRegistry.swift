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
public final class IdentityRegistry {
  private struct Holder {
    weak var object: AnyObject?
    let id: Int
  }

  @exclusivity(unchecked) private var holders: [IdentityKind: [String: Holder]] = [:]
  @exclusivity(unchecked) private var nextIDs: [IdentityKind: Int] = [:]
  private unowned let journal: Journal
  /// The engine's clock (the engine owns both): identities are journaled at its instant.
  private unowned let clock: VirtualClock
  private weak var window: View?

  init(journal: Journal, window: View, clock: VirtualClock) {
    self.journal = journal
    self.window = window
    self.clock = clock
  }

  /// `view`'s identity, given (and journaled) the first time.
  @discardableResult
  public func id(of view: View) -> Int {
    if view.journalID != 0 { return view.journalID }
    view.journalID = register(.view, name: view.name, object: view) { [weak window] other in
      guard let other = other as? View, let window else { return false }
      return other.root === window
    }
    return view.journalID
  }

  /// `recognizer`'s identity, given (and journaled) the first time.
  @discardableResult
  public func id(of recognizer: GestureRecognizer) -> Int {
    if recognizer.journalID != 0 { return recognizer.journalID }
    recognizer.journalID = register(.recognizer, name: recognizer.name, object: recognizer) { [weak window] other in
      guard let other = other as? GestureRecognizer, let window, let view = other.view else { return false }
      return view.root === window
    }
    return recognizer.journalID
  }

  /// A new animator's or counter's identity (names may not be reused at all).
  func register(_ kind: IdentityKind, name: String, object: AnyObject) -> Int {
    register(kind, name: name, object: object) { _ in true }
  }

  private func register(_ kind: IdentityKind, name: String, object: AnyObject, stillUses: (AnyObject?) -> Bool) -> Int {
    let id = nextIDs[kind, default: 1]
    nextIDs[kind] = id + 1
    journal.record(.identified(kind: kind, id: id, name: name), at: clock.now)
    if let holder = holders[kind]?[name], holder.object !== object {
      let clash: Bool
      switch kind {
      case .view, .recognizer: clash = holder.object.map(stillUses) ?? false
      case .animator, .counter: clash = true
      }
      if clash {
        journal.record(.programmerError(.duplicateName(kind: kind, name: name, firstID: holder.id, secondID: id)), at: clock.now)
      }
    }
    holders[kind, default: [:]][name] = Holder(object: object, id: id)
    return id
  }
}
