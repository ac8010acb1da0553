@testable import SeamlessEngine

/// An engine at 60 Hz with a 400×800 window holding "panel", 400×400 centred at
/// (200, 400) (window y 200..<600, no transform), with `control` added to the panel so that
/// its centre is at window (200, 400) + `offset`.
func controlScene(_ control: Control, offset: Point = .zero) -> (engine: Engine, panel: View) {
  let engine = Engine(displaySize: Size(width: 400, height: 800), frameRate: 60)
  let panel = View(name: "panel", center: Point(x: 200, y: 400), size: Size(width: 400, height: 400))
  engine.window.addSubview(panel)
  // The panel's bounds space is the window's shifted up by 200.
  control.center = Point(x: 200 + offset.x, y: 200 + offset.y)
  panel.addSubview(control)
  return (engine, panel)
}

/// Records the events a control sends (one action registered for every event).
final class ControlEventLog {
  var events: [String] = []

  init(_ control: Control) {
    control.addAction(named: "log", for: .allEvents) { [weak self] _, event in self?.events.append(event.description) }
  }

  /// The events logged since the last call.
  func take() -> [String] {
    defer { events.removeAll() }
    return events
  }
}

extension Journal {
  /// The `control-event` lines, without the `control-event ` prefix.
  var controlEvents: [String] {
    lines("control-event ").map { String($0.dropFirst("control-event ".count)) }
  }
}
