/// Maps a touchscreen's raw axis values onto a display measured in points.
///
/// Positions scale linearly from the axis range onto the display, origin top left:
/// `x_pt = (raw − min) / (max − min) · displayWidth`, and the same for y with the display's
/// height. A value at the axis maximum lands on the display's far edge; values outside the
/// range (some digitisers overshoot) map outside the display and are kept.
///
/// Pressure scales the same way onto `0 … maximumForce`: the axis maximum is
/// ``maximumForce``, UIKit's `maximumPossibleForce` (20/3 ≈ 6.667 on 3D Touch iPhones,
/// where 1.0 is an average touch) unless you choose otherwise; pressure below the axis
/// minimum becomes 0. `ABS_MT_TOUCH_MAJOR` is the length of the contact's major axis in
/// surface units; its radius in points is `raw / (xMax − xMin) · displayWidth / 2` (the x
/// axis's scale, halved because a trace stores a radius), at least 0.
///
/// ```swift
/// let mapping = try TouchscreenMapping(
///   x: AbsoluteAxisInfo(minimum: 0, maximum: 1079), y: AbsoluteAxisInfo(minimum: 0, maximum: 2339),
///   pressure: AbsoluteAxisInfo(minimum: 0, maximum: 255),
///   displayWidth: 393, displayHeight: 852)
/// let point = mapping.point(rawX: 540, rawY: 1170)   // (196.68…, 426.18…)
/// let force = mapping.force(rawPressure: 255)        // 6.666…
/// ```
package struct TouchscreenMapping: Sendable, Hashable {
  /// UIKit's `maximumPossibleForce` on 3D Touch iPhones (20/3): the default force of a
  /// pressure reading at its axis maximum.
  package static let defaultMaximumForce: Double = 20.0 / 3.0

  /// The horizontal position axis.
  package var x: AbsoluteAxisInfo
  /// The vertical position axis.
  package var y: AbsoluteAxisInfo
  /// The pressure axis, if the device reports pressure.
  package var pressure: AbsoluteAxisInfo?
  /// The touch-major axis, if the device reports contact size.
  package var touchMajor: AbsoluteAxisInfo?
  /// The display's width in points.
  package var displayWidth: Double
  /// The display's height in points.
  package var displayHeight: Double
  /// The force of a pressure reading at the pressure axis's maximum.
  package var maximumForce: Double

  /// A mapping; throws when an axis range is empty or the display size is not positive.
  package init(
    x: AbsoluteAxisInfo, y: AbsoluteAxisInfo, pressure: AbsoluteAxisInfo? = nil,
    touchMajor: AbsoluteAxisInfo? = nil, displayWidth: Double, displayHeight: Double,
    maximumForce: Double = TouchscreenMapping.defaultMaximumForce
  ) throws(TraceError) {
    try Self.requireRange(x, "x axis")
    try Self.requireRange(y, "y axis")
    if let pressure { try Self.requireRange(pressure, "pressure axis") }
    if let touchMajor { try Self.requireRange(touchMajor, "touch-major axis") }
    try Self.validateDisplayLength(displayWidth, "display width")
    try Self.validateDisplayLength(displayHeight, "display height")
    guard maximumForce.isFinite, maximumForce >= 0,
      maximumForce <= TraceQuantization.maximumForceOrRadius
    else {
      throw TraceError(
        .outOfRange(
          field: "maximum force", value: "\(maximumForce)",
          allowed: "[0, \(TraceQuantization.maximumForceOrRadius)]"))
    }
    self.x = x
    self.y = y
    self.pressure = pressure
    self.touchMajor = touchMajor
    self.displayWidth = displayWidth
    self.displayHeight = displayHeight
    self.maximumForce = maximumForce
  }

  /// The point, in display points, of a raw position.
  package func point(rawX: Int32, rawY: Int32) -> (x: Double, y: Double) {
    (x: Self.scale(rawX, x, displayWidth), y: Self.scale(rawY, y, displayHeight))
  }

  /// The force of a raw pressure value, or `nil` without a pressure axis.
  package func force(rawPressure: Int32) -> Double? {
    guard let pressure else { return nil }
    return max(0, Self.scale(rawPressure, pressure, maximumForce))
  }

  /// The major radius in points of a raw `ABS_MT_TOUCH_MAJOR` value, or `nil` without a
  /// touch-major axis.
  package func majorRadius(rawTouchMajor: Int32) -> Double? {
    guard touchMajor != nil else { return nil }
    let span = Double(Int64(x.maximum) - Int64(x.minimum))
    return max(0, Double(rawTouchMajor) / span * displayWidth / 2)
  }

  /// The axis ranges as trace header metadata (`import.axis.x`, `import.axis.y`, …).
  package var metadata: [String: String] {
    var result = [
      "import.axis.x": x.summary, "import.axis.y": y.summary,
      "import.maximumForce": "\(maximumForce)",
    ]
    if let pressure { result["import.axis.pressure"] = pressure.summary }
    if let touchMajor { result["import.axis.touchMajor"] = touchMajor.summary }
    return result
  }

  private static func scale(_ raw: Int32, _ axis: AbsoluteAxisInfo, _ length: Double) -> Double {
    let offset = Double(Int64(raw) - Int64(axis.minimum))
    let span = Double(Int64(axis.maximum) - Int64(axis.minimum))
    return offset / span * length
  }

  private static func requireRange(_ axis: AbsoluteAxisInfo, _ field: String) throws(TraceError) {
    guard axis.maximum > axis.minimum else {
      throw TraceError(
        .outOfRange(
          field: "\(field) range", value: "min \(axis.minimum), max \(axis.maximum)",
          allowed: "max > min"))
    }
  }

  /// Throws unless the display length is a positive number of points a trace can store.
  static func validateDisplayLength(_ value: Double, _ field: String) throws(TraceError) {
    let limit = TraceQuantization.maximumCoordinate
    guard value.isFinite, value > 0, value <= limit else {
      throw TraceError(.outOfRange(field: field, value: "\(value) pt", allowed: "(0, \(limit)] pt"))
    }
  }
}
