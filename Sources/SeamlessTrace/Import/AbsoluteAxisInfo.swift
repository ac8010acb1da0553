/// The range of one absolute axis of a Linux input device, as the kernel's `input_absinfo`
/// describes it.
///
/// Recordings carry it in their device description: `evemu-record` as an `A:` line
/// (`A: 35 0 1919 0 0 12` is code 0x35, minimum 0, maximum 1919, fuzz 0, flat 0,
/// resolution 12 units per millimetre) and `getevent -lp` as `min 0, max 1919, …`. The
/// importers map raw values onto the display with ``minimum`` and ``maximum``; fuzz, flat
/// and resolution are kept for the header's metadata.
///
/// ```swift
/// let x = AbsoluteAxisInfo(minimum: 0, maximum: 1079)
/// print(x.summary)   // "min 0, max 1079, fuzz 0, flat 0, resolution 0"
/// ```
package struct AbsoluteAxisInfo: Sendable, Hashable {
  /// The smallest value the axis reports.
  package var minimum: Int32
  /// The largest value the axis reports.
  package var maximum: Int32
  /// The noise the kernel filters out, in axis units.
  package var fuzz: Int32
  /// The dead zone around the centre, in axis units (joysticks; 0 for touchscreens).
  package var flat: Int32
  /// Axis units per millimetre (0 when the driver does not say).
  package var resolution: Int32

  // The memberwise initialiser (all five fields) serves the device-description parsers.

  /// The range as one line for a trace header's metadata.
  package var summary: String {
    "min \(minimum), max \(maximum), fuzz \(fuzz), flat \(flat), resolution \(resolution)"
  }
}

extension AbsoluteAxisInfo {
  /// An axis known only by its range, as a command line gives it: no fuzz, flat or
  /// resolution.
  package init(minimum: Int32, maximum: Int32) {
    self.init(minimum: minimum, maximum: maximum, fuzz: 0, flat: 0, resolution: 0)
  }
}
