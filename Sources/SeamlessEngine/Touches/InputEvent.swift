/// One touch sample the engine consumes: when, which finger, what phase, where in the
/// window.
///
/// The fields mirror a trace's touch sample (time in integer nanoseconds, a `UInt32`
/// touch id, the phase, x and y in window points) without the engine knowing about trace
/// files: the replayer converts one into the other. Samples are enqueued with
/// ``Engine/enqueue(_:)`` in time order and delivered in the first frame at or after their
/// time.
///
/// ```swift
/// engine.enqueue(InputEvent(time: Instant(nanoseconds: 8_000_000), touchID: 1, phase: .began, x: 195, y: 600))
/// engine.enqueue(InputEvent(time: Instant(nanoseconds: 16_000_000), touchID: 1, phase: .moved, x: 195, y: 590))
/// ```
public struct InputEvent: Sendable, Hashable, CustomStringConvertible {
  /// When the sample was taken.
  public var time: Instant
  /// The finger's id, stable from `began` to `ended`/`cancelled`.
  public var touchID: UInt32
  /// The touch's phase at this sample.
  public var phase: Touch.Phase
  /// Horizontal position in window points.
  public var x: Double
  /// Vertical position in window points.
  public var y: Double
  /// The touch's force (UIKit's unit: 1.0 is an average touch), if the device reported it.
  ///
  /// Not journaled: the journal records where touches are, not how hard they press. Kept as a
  /// 32-bit float (a trace stores it to 1/1024), so that the input queue stays small.
  public var force: Double? {
    get { Self.decode(storedForce) }
    set { storedForce = Self.encode(newValue) }
  }
  /// The radius of the touch's major axis in points, if the device reported it (not journaled).
  public var majorRadius: Double? {
    get { Self.decode(storedMajorRadius) }
    set { storedMajorRadius = Self.encode(newValue) }
  }
  // The bits of a 32-bit float; all ones (a NaN no conversion makes) for none, so that equality
  // and hashing compare bits.
  private var storedForce = InputEvent.none
  private var storedMajorRadius = InputEvent.none
  private static let none = UInt32.max

  private static func encode(_ value: Double?) -> UInt32 {
    guard let value, !value.isNaN else { return none }
    return Float(value).bitPattern
  }

  private static func decode(_ bits: UInt32) -> Double? {
    bits == none ? nil : Double(Float(bitPattern: bits))
  }

  public init(
    time: Instant, touchID: UInt32, phase: Touch.Phase, x: Double, y: Double, force: Double? = nil,
    majorRadius: Double? = nil
  ) {
    self.time = time
    self.touchID = touchID
    self.phase = phase
    self.x = x
    self.y = y
    self.storedForce = Self.encode(force)
    self.storedMajorRadius = Self.encode(majorRadius)
  }

  /// The location as a point in window coordinates.
  package var location: Point { Point(x: x, y: y) }

  var canonicalText: String {
    "id=\(touchID) phase=\(phase) time=\(time.nanoseconds) x=\(x.canonicalText) y=\(y.canonicalText)"
  }

  public var description: String { "touch \(touchID) \(phase) at (\(x), \(y)) t=\(time)" }
}
