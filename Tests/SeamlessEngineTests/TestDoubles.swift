@testable import SeamlessEngine

/// An ordered log shared by the test doubles of one test.
final class EventLog {
  var lines: [String] = []
  func append(_ line: String) { lines.append(line) }
}

/// A touch observer that logs every call as "name phase id@time".
final class RecordingTouchObserver: TouchObserver {
  let name: String
  let log: EventLog
  var onBegan: (() -> Void)?
  private(set) var touches: [Touch] = []

  init(_ name: String, log: EventLog) {
    self.name = name
    self.log = log
  }

  private func note(_ phase: String, _ touches: [Touch], _ event: TouchEvent) {
    for touch in touches {
      log.append("\(name) \(phase) \(touch.id)@\(event.timestamp.nanoseconds)")
      self.touches.append(touch)
    }
  }

  func touchesBegan(_ touches: [Touch], event: TouchEvent) {
    note("began", touches, event)
    onBegan?()
  }
  func touchesMoved(_ touches: [Touch], event: TouchEvent) { note("moved", touches, event) }
  func touchesEnded(_ touches: [Touch], event: TouchEvent) { note("ended", touches, event) }
  func touchesCancelled(_ touches: [Touch], event: TouchEvent) { note("cancelled", touches, event) }
}

/// A frame observer that logs "name phase index".
final class RecordingFrameObserver: FrameObserver {
  let name: String
  let log: EventLog
  var needsFrames: Bool = true

  init(_ name: String, log: EventLog) {
    self.name = name
    self.log = log
  }

  func frame(_ frame: Frame, phase: FramePhase) {
    log.append("\(name) \(phase) \(frame.index)")
  }
}

/// A contribution that moves a property linearly: `offset + velocity · (t − start)` from
/// `start` on (0 before it; at `start` the left limit is 0 and the right limit `offset`).
final class LinearContribution: PresentationContribution {
  let property: ViewProperty
  let composition: PresentationComposition
  let allowsUserInteraction: Bool
  let start: Instant
  let offset: Double
  let rate: Double

  init(
    _ property: ViewProperty, offset: Double, rate: Double = 0, start: Instant = .zero,
    composition: PresentationComposition = .additive, allowsUserInteraction: Bool = true
  ) {
    self.property = property
    self.offset = offset
    self.rate = rate
    self.start = start
    self.composition = composition
    self.allowsUserInteraction = allowsUserInteraction
  }

  private func isActive(at instant: Instant, side: LimitSide) -> Bool {
    switch side {
    case .left: instant > start
    case .right: instant >= start
    }
  }

  func value(at instant: Instant, side: LimitSide) -> Double {
    isActive(at: instant, side: side) ? offset + rate * (instant - start).seconds : 0
  }

  func velocity(at instant: Instant, side: LimitSide) -> Double {
    isActive(at: instant, side: side) ? rate : 0
  }
}

func ns(_ nanoseconds: Int64) -> Instant { Instant(nanoseconds: nanoseconds) }

func ms(_ milliseconds: Int64) -> Instant { Instant(nanoseconds: milliseconds * 1_000_000) }

func touch(_ id: UInt32, _ phase: Touch.Phase, at time: Instant, _ x: Double, _ y: Double) -> InputEvent {
  InputEvent(time: time, touchID: id, phase: phase, x: x, y: y)
}

/// Whether two points agree to `tolerance` in each coordinate.
func close(_ a: Point?, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
  guard let a else { return false }
  return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

extension Journal {
  /// The canonical lines (without the instant) of entries whose text starts with `prefix`.
  func lines(_ prefix: String) -> [String] {
    entries.map(\.event.canonicalText).filter { $0.hasPrefix(prefix) }
  }
}
