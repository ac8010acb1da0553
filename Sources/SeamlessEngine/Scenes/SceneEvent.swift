/// An event of your own that your scene records in the journal, for invariants of your own
/// to read: typed on both sides, stored as a named record of labelled values (a
/// ``SceneCommand``), so it is part of the digest like everything else.
///
/// ```swift
/// enum DrawerEvent: SceneEvent {
///   case opened, closed
///   var record: SceneCommand { SceneCommand(name: self == .opened ? "drawer-opened" : "drawer-closed") }
///   init?(record: SceneCommand) {
///     switch record.name {
///     case "drawer-opened": self = .opened
///     case "drawer-closed": self = .closed
///     default: return nil
///     }
///   }
/// }
/// engine.record(DrawerEvent.opened)                            // in the scene
/// if let event = entry.sceneEvent(as: DrawerEvent.self) { … }  // in an invariant's checker
/// ```
public protocol SceneEvent {
  /// The event as the journal stores it: a name and labelled, typed values.
  var record: SceneCommand { get }
  /// The event a journal record holds, or `nil` if it is another one.
  init?(record: SceneCommand)
}

extension Engine {
  /// Records a scene event in the journal now (`scene-event …`).
  public func record(_ event: some SceneEvent) {
    journal.record(.sceneEvent(event.record), at: now)
  }
}

extension JournalEntry {
  /// The scene event of type `type` this entry holds, if it holds one.
  public func sceneEvent<Event: SceneEvent>(as type: Event.Type) -> Event? {
    guard case .sceneEvent(let record) = event else { return nil }
    return Event(record: record)
  }
}
