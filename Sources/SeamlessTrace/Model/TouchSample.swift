/// One sample of one finger: where it was, when, and in which phase of its touch.
///
/// Times are integer nanoseconds on the trace's virtual clock (0 = the start of the trace);
/// coordinates are points in the display's coordinate space (origin top left).
///
/// ```swift
/// let down = TouchSample(time: 0, touchID: 1, phase: .began, x: 120, y: 400)
/// let up = TouchSample(time: 80_000_000, touchID: 1, phase: .ended, x: 120, y: 400)
/// ```
public struct TouchSample: Sendable, Hashable {
  /// Nanoseconds since the start of the trace.
  public var time: Int64
  /// The identity of the finger, stable from `began` to `ended`/`cancelled`.
  public var touchID: UInt32
  /// The phase of the touch at this sample.
  public var phase: TouchPhase
  /// Horizontal position in points.
  public var x: Double
  /// Vertical position in points.
  public var y: Double
  /// Force (UIKit's unit: 1.0 is an average touch), if the device reports it.
  public var force: Double?
  /// Radius of the touch's major axis in points, if the device reports it.
  public var majorRadius: Double?

  /// A touch sample.
  public init(
    time: Int64, touchID: UInt32, phase: TouchPhase, x: Double, y: Double,
    force: Double? = nil, majorRadius: Double? = nil
  ) {
    self.time = time
    self.touchID = touchID
    self.phase = phase
    self.x = x
    self.y = y
    self.force = force
    self.majorRadius = majorRadius
  }

  /// This sample with every number rounded to the grid a trace file stores
  /// (``TraceQuantization``).
  package func quantized() -> TouchSample {
    TouchSample(
      time: time, touchID: touchID, phase: phase,
      x: TraceQuantization.quantizeCoordinate(x),
      y: TraceQuantization.quantizeCoordinate(y),
      force: force.map(TraceQuantization.quantizeForce),
      majorRadius: majorRadius.map(TraceQuantization.quantizeRadius))
  }
}
