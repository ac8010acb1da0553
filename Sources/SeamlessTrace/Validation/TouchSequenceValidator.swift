/// Checks that a stream of events is a possible trace: times never go backwards, numbers
/// are finite and in range, and every touch begins before it moves and ends before its id
/// begins again.
///
/// One validator serves the writer, the reader and every importer, so all of them accept
/// exactly the same traces. Feed events in order; each call either accepts the event or
/// throws a ``TraceError`` naming the event's index.
///
/// ```swift
/// var validator = TouchSequenceValidator()
/// try validator.validate(.touch(TouchSample(time: 0, touchID: 1, phase: .began, x: 0, y: 0)))
/// try validator.validate(.touch(TouchSample(time: 8, touchID: 1, phase: .moved, x: 1, y: 0)))
/// ```
package struct TouchSequenceValidator: Sendable {
  /// The most touches that may be down at once (a sanity limit; devices report at most 10–20).
  package var maximumConcurrentTouches: Int
  /// The index the next event will have.
  package private(set) var eventIndex: Int64 = 0
  /// The time of the last accepted event.
  package private(set) var lastTime: Int64 = 0
  /// Touch ids that are down, in the order they began.
  package private(set) var touchesDown: [UInt32] = []

  /// A validator for a trace that starts empty.
  package init(maximumConcurrentTouches: Int = 64) {
    self.maximumConcurrentTouches = maximumConcurrentTouches
  }

  /// Accepts the next event or throws the first rule it breaks.
  package mutating func validate(_ event: TraceEvent) throws(TraceError) {
    let time = event.time
    guard time >= 0 else {
      throw TraceError(
        .outOfRange(field: "time", value: "\(time) ns", allowed: "0 ns and later"),
        eventIndex: eventIndex)
    }
    guard time >= lastTime else {
      throw TraceError(.timeWentBackwards(previous: lastTime, current: time), eventIndex: eventIndex)
    }
    try Self.checkValues(of: event, eventIndex: eventIndex)
    if case .touch(let touch) = event {
      try validatePhase(touch)
    }
    lastTime = time
    eventIndex += 1
  }

  private mutating func validatePhase(_ touch: TouchSample) throws(TraceError) {
    let slot = touchesDown.firstIndex(of: touch.touchID)
    switch touch.phase {
    case .began:
      guard slot == nil else {
        throw TraceError(.touchIDReused(touchID: touch.touchID), eventIndex: eventIndex)
      }
      guard touchesDown.count < maximumConcurrentTouches else {
        throw TraceError(
          .limitExceeded(
            what: "touches down at once", limit: Int64(maximumConcurrentTouches),
            actual: Int64(touchesDown.count + 1)),
          eventIndex: eventIndex)
      }
      touchesDown.append(touch.touchID)
    case .moved, .stationary:
      guard slot != nil else {
        throw TraceError(
          .touchWithoutBegan(touchID: touch.touchID, phase: touch.phase), eventIndex: eventIndex)
      }
    case .ended, .cancelled:
      guard let slot else {
        throw TraceError(
          .touchWithoutBegan(touchID: touch.touchID, phase: touch.phase), eventIndex: eventIndex)
      }
      touchesDown.remove(at: slot)
    }
  }

  /// Checks the numbers of one event, whatever came before it: finite, in range.
  ///
  /// The stateful ``validate(_:)`` calls this; so does the reader for events whose
  /// sequence rules its decoder already enforces.
  static func checkValues(of event: TraceEvent, eventIndex: Int64) throws(TraceError) {
    switch event {
    case .touch(let touch):
      try checkNumbers(touch, eventIndex: eventIndex)
    case .command(let command):
      for argument in command.arguments {
        switch argument.value {
        case .number(let value):
          try requireFinite(value, "command \"\(command.name)\" argument \"\(argument.name)\"", eventIndex)
        case .point(let x, let y):
          try requireFinite(x, "command \"\(command.name)\" argument \"\(argument.name)\" x", eventIndex)
          try requireFinite(y, "command \"\(command.name)\" argument \"\(argument.name)\" y", eventIndex)
        case .integer, .string, .bool:
          break
        }
      }
    case .system(let system):
      switch system.kind {
      case .stall(let duration):
        guard duration >= 0 else {
          throw TraceError(
            .outOfRange(field: "stall duration", value: "\(duration) ns", allowed: "≥ 0"),
            eventIndex: eventIndex)
        }
      case .frameRate(let hertz):
        try requireFinite(hertz, "frame rate", eventIndex)
        guard hertz > 0, hertz <= 1000 else {
          throw TraceError(
            .outOfRange(field: "frame rate", value: "\(hertz) Hz", allowed: "(0, 1000] Hz"),
            eventIndex: eventIndex)
        }
      case .orientation:
        break
      }
    case .marker:
      break
    }
  }

  private static func checkNumbers(_ touch: TouchSample, eventIndex: Int64) throws(TraceError) {
    try requireCoordinate(touch.x, "touch \(touch.touchID) x", eventIndex)
    try requireCoordinate(touch.y, "touch \(touch.touchID) y", eventIndex)
    if let force = touch.force {
      try requireFinite(force, "touch \(touch.touchID) force", eventIndex)
      try requireMagnitude(force, "touch \(touch.touchID) force", TraceQuantization.maximumForceOrRadius, nonNegative: true, eventIndex)
    }
    if let radius = touch.majorRadius {
      try requireFinite(radius, "touch \(touch.touchID) major radius", eventIndex)
      try requireMagnitude(
        radius, "touch \(touch.touchID) major radius", TraceQuantization.maximumForceOrRadius, nonNegative: true, eventIndex)
    }
  }

  // Field names are autoclosures: an accepted value (nearly every one) never builds its
  // name, which would otherwise cost a string interpolation per coordinate.
  private static func requireCoordinate(_ value: Double, _ field: @autoclosure () -> String, _ eventIndex: Int64) throws(TraceError) {
    try requireFinite(value, field(), eventIndex)
    try requireMagnitude(value, field(), TraceQuantization.maximumCoordinate, nonNegative: false, eventIndex)
  }

  private static func requireMagnitude(
    _ value: Double, _ field: @autoclosure () -> String, _ limit: Double, nonNegative: Bool, _ eventIndex: Int64
  ) throws(TraceError) {
    let low = nonNegative ? 0 : -limit
    guard value >= low, value <= limit else {
      throw TraceError(
        .outOfRange(field: field(), value: "\(value)", allowed: "[\(low), \(limit)]"),
        eventIndex: eventIndex)
    }
  }

  private static func requireFinite(_ value: Double, _ field: @autoclosure () -> String, _ eventIndex: Int64) throws(TraceError) {
    guard value.isFinite else { throw TraceError(.nonFinite(field: field()), eventIndex: eventIndex) }
  }
}
