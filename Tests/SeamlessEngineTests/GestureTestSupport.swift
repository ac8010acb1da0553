@testable import SeamlessEngine

/// An engine at 120 Hz with a 400×800 window holding "card", 300×600 centred at
/// (200, 400) (window x 50..<350, y 100..<700), scaled by `cardScale`.
func gestureScene(cardScale: Double = 1) -> (engine: Engine, card: View) {
  let engine = Engine(displaySize: Size(width: 400, height: 800), frameRate: 120)
  let card = View(name: "card", center: Point(x: 200, y: 400), size: Size(width: 300 / cardScale, height: 600 / cardScale))
  card.scaleX = cardScale
  card.scaleY = cardScale
  engine.window.addSubview(card)
  return (engine, card)
}

/// The instant of sample `k` at `hz` (the frame formula, so samples land on frames).
func sampleTime(_ k: Int64, hz: Int64 = 120) -> Instant { Instant(nanoseconds: k * 1_000_000_000 / hz) }

/// One finger's samples at 120 Hz from sample index `first`: began at `positions[0]`,
/// moved through the next ones and, if `lift`, ended at the last (else moved there).
func fingerSamples(_ id: UInt32, first: Int64, positions: [Point], lift: Bool = true) -> [InputEvent] {
  positions.enumerated().map { offset, position in
    let phase: Touch.Phase =
      offset == 0 ? .began : (lift && offset == positions.count - 1 ? .ended : .moved)
    return InputEvent(time: sampleTime(first + Int64(offset)), touchID: id, phase: phase, x: position.x, y: position.y)
  }
}

/// `count` positions at 120 Hz moving at `velocity` (pt/s) from `start`.
func line(from start: Point, velocity: Point, count: Int) -> [Point] {
  (0..<count).map { k in start + (Double(k) / 120) * velocity }
}

/// Several fingers' samples merged in time order (stable for equal times).
func merged(_ streams: [[InputEvent]]) -> [InputEvent] {
  streams.flatMap { $0 }.enumerated().sorted { a, b in
    a.element.time == b.element.time ? a.offset < b.offset : a.element.time < b.element.time
  }.map(\.element)
}

/// Logs every action call of a recognizer as "name state".
final class ActionLog {
  var lines: [String] = []
  func watch(_ recognizer: GestureRecognizer) {
    recognizer.addAction(named: "log") { [unowned self] r in self.lines.append("\(r.name) \(r.state)") }
  }
}

extension Journal {
  /// The gesture-state lines for `recognizer` as "from→to cause".
  func transitions(of recognizer: String) -> [String] {
    entries.compactMap { entry in
      guard case .gestureStateChanged(let name, _, let from, let to, let cause) = entry.event, name == recognizer else {
        return nil
      }
      return "\(from)→\(to) \(cause)"
    }
  }

  /// The instant of the first transition of `recognizer` into `state`.
  func instant(of recognizer: String, entering state: GestureRecognizerState) -> Instant? {
    entries.first { entry in
      guard case .gestureStateChanged(let name, _, _, let to, _) = entry.event else { return false }
      return name == recognizer && to == state
    }?.instant
  }
}
