/// One action registered on a ``Control``: its name in the journal, the events it answers
/// and its body.
///
/// ```swift
/// button.addAction(named: "save", for: .touchUpInside) { control, event in save() }
/// button.actionNames(for: .touchUpInside)   // ["save"]
/// ```
struct ControlAction {
  /// The action's name in the journal.
  let name: String
  /// The events it is registered for.
  var events: ControlEvents
  /// What it does, given the control and the single event being sent.
  let body: (Control, ControlEvents) -> Void
}
