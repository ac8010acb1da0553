extension Control {
  /// Registers an action for every event in `events`, after the actions already registered.
  ///
  /// UIKit's `addTarget(_:action:for:)` / `addAction(_:for:)`. The body gets the control
  /// and the single event being sent. Unnamed actions are called `action1`, `action2`, … in
  /// registration order; the journal names the action in every call
  /// (`control-action control="…" action="…" event=…`).
  ///
  /// ```swift
  /// slider.addAction(named: "set volume", for: .valueChanged) { control, _ in
  ///   player.volume = (control as? Slider)?.value ?? 0
  /// }
  /// ```
  public func addAction(
    named name: String? = nil, for events: ControlEvents, _ body: @escaping (Control, ControlEvents) -> Void
  ) {
    actions.append(ControlAction(name: name ?? "action\(actions.count + 1)", events: events, body: body))
  }

  /// Unregisters the actions named `name` for `events` (default: all); an action left with
  /// no event is removed.
  ///
  /// ```swift
  /// button.removeAction(named: "log", for: .touchDown)   // still called on the other events
  /// ```
  public func removeAction(named name: String, for events: ControlEvents = .allEvents) {
    for index in actions.indices where actions[index].name == name {
      actions[index].events.subtract(events)
    }
    actions.removeAll { $0.events.isEmpty }
  }

  /// The names of the actions registered for any event of `events`, in registration order.
  public func actionNames(for events: ControlEvents) -> [String] {
    actions.filter { !$0.events.isDisjoint(with: events) }.map(\.name)
  }

  /// Every event some action is registered for.
  public var allControlEvents: ControlEvents {
    actions.reduce(into: []) { $0.formUnion($1.events) }
  }

  /// Sends every event of `events` now, as if the control had: UIKit's
  /// `sendActions(for:)`.
  ///
  /// Events go one at a time in ascending bit order; for each, the event is journaled
  /// (`control-event`, without a touch) and the actions registered for it are called in
  /// registration order. Actions registered or removed by an action take effect from the
  /// next event.
  ///
  /// ```swift
  /// toggle.sendActions(for: .valueChanged)   // e.g. after changing the value in code
  /// ```
  public func sendActions(for events: ControlEvents) {
    send(events, touch: nil)
  }

  /// Sends `events` one at a time, journaling each event and each action call.
  func send(_ events: ControlEvents, touch: Touch?) {
    for event in events.singleEvents {
      journal(.controlEvent(control: name, event: event, touchID: touch?.id))
      let registered = actions.filter { $0.events.contains(event) }
      for action in registered {
        journal(.controlActionCalled(control: name, action: action.name, event: event))
        action.body(self, event)
      }
    }
  }
}
