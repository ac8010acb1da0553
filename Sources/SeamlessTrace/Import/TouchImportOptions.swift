/// What the touch importers need to know that a device recording does not say: the display
/// the touches are replayed on, and the limits that keep memory bounded.
///
/// A Linux touchscreen reports raw sensor units; the importers map them onto a display of
/// ``displayWidth`` × ``displayHeight`` points (``TouchscreenMapping``). The remaining
/// display fields go into the trace header as they are. The limits turn a damaged or
/// hostile recording into a clear ``TraceError`` instead of unbounded memory.
///
/// ```swift
/// var options = TouchImportOptions(displayWidth: 393, displayHeight: 852)
/// options.refreshRate = 120
/// options.sceneName = "card-drag"
/// var importer = try EvemuImporter(options: options)
/// ```
package struct TouchImportOptions: Sendable, Hashable {
  /// The display's width in points.
  package var displayWidth: Double
  /// The display's height in points.
  package var displayHeight: Double
  /// Pixels per point, for the header.
  package var displayScale: Double = 3
  /// The display's refresh rate in hertz, for the header.
  package var refreshRate: Double = 60
  /// How often the digitiser reports, in hertz, for the header.
  package var touchSamplingRate: Double = 120
  /// The scene the trace is meant for, for the header.
  package var sceneName = ""
  /// The force of a pressure reading at its axis maximum (``TouchscreenMapping``).
  package var maximumForce = TouchscreenMapping.defaultMaximumForce
  /// The multi-touch protocol, or ``EvdevTouchProtocol/automatic`` to detect it.
  package var touchProtocol = EvdevTouchProtocol.automatic
  /// The most slots (protocol B) or contacts per frame (protocol A) accepted; a larger slot number is an error.
  ///
  /// Also the most touches down at once.
  package var maximumSlots = 64
  /// The most events accepted between two `SYN_REPORT`s.
  package var maximumEventsPerFrame = 4096

  /// Options for a display of the given size in points; the rest start at their defaults
  /// (3× scale, 60 Hz refresh, 120 Hz touch sampling, 64 slots, 4096 events per frame).
  package init(displayWidth: Double, displayHeight: Double) {
    self.displayWidth = displayWidth
    self.displayHeight = displayHeight
  }

  /// Throws if the display size is not a positive number of points or a limit is unusable
  /// (fewer than 1 slot or 16 events per frame).
  package func validate() throws(TraceError) {
    try TouchscreenMapping.validateDisplayLength(displayWidth, "display width")
    try TouchscreenMapping.validateDisplayLength(displayHeight, "display height")
    guard maximumSlots >= 1, maximumSlots <= 4096 else {
      throw TraceError(.outOfRange(field: "maximum slots", value: "\(maximumSlots)", allowed: "1…4096"))
    }
    guard maximumEventsPerFrame >= 16 else {
      throw TraceError(
        .outOfRange(field: "maximum events per frame", value: "\(maximumEventsPerFrame)", allowed: "16 or more"))
    }
  }

  /// A trace header for an import made with these options.
  func header(producer: String, metadata: [String: String]) -> TraceHeader {
    TraceHeader(
      producer: producer, displayWidth: displayWidth, displayHeight: displayHeight,
      displayScale: displayScale, refreshRate: refreshRate, touchSamplingRate: touchSamplingRate,
      sceneName: sceneName, metadata: metadata)
  }
}
