/// One timed event of a trace: a touch sample, a command, a system event or a marker.
///
/// Events of a trace are in non-decreasing time order; events at the same instant keep the
/// order they were written in.
///
/// ```swift
/// let events: [TraceEvent] = [
///   .touch(TouchSample(time: 0, touchID: 1, phase: .began, x: 10, y: 10)),
///   .marker(TraceMarker(time: 0, label: "down")),
/// ]
/// ```
public enum TraceEvent: Sendable, Hashable {
  case touch(TouchSample)
  case command(TraceCommand)
  case system(SystemEvent)
  case marker(TraceMarker)

  /// Nanoseconds since the start of the trace.
  @inlinable public var time: Int64 {
    switch self {
    case .touch(let touch): touch.time
    case .command(let command): command.time
    case .system(let system): system.time
    case .marker(let marker): marker.time
    }
  }

  /// The event's kind name in JSON Lines (`touch`, `command`, `system`, `marker`).
  package var kindName: String {
    switch self {
    case .touch: "touch"
    case .command: "command"
    case .system: "system"
    case .marker: "marker"
    }
  }

  /// This event with its numbers on the trace file's grids (``TraceQuantization``).
  package func quantized() -> TraceEvent {
    switch self {
    case .touch(let touch): .touch(touch.quantized())
    case .command, .system, .marker: self
    }
  }
}
