extension TouchscreenMapping {
  /// The axis codes a protocol reads positions, pressure and contact size from.
  ///
  /// Multi-touch protocols use `ABS_MT_POSITION_X`/`_Y`, `ABS_MT_PRESSURE` and
  /// `ABS_MT_TOUCH_MAJOR`; a single-touch device uses `ABS_X`/`ABS_Y` and `ABS_PRESSURE` and
  /// reports no contact size.
  ///
  /// ```swift
  /// let codes = TouchscreenMapping.axisCodes(for: .slots)   // x 0x35, y 0x36, …
  /// ```
  package static func axisCodes(
    for touchProtocol: EvdevTouchProtocol
  ) -> (x: UInt16, y: UInt16, pressure: UInt16, touchMajor: UInt16?) {
    switch touchProtocol {
    case .singleTouch:
      (EvdevCode.absoluteX, EvdevCode.absoluteY, EvdevCode.absolutePressure, nil)
    case .automatic, .slots, .contacts:
      (
        EvdevCode.multiTouchPositionX, EvdevCode.multiTouchPositionY, EvdevCode.multiTouchPressure,
        EvdevCode.multiTouchTouchMajor
      )
    }
  }

  /// The mapping for a device with the given absolute axes (from `evemu-record` `A:` lines or
  /// `getevent -lp`), or `nil` when the device lacks the protocol's position axes.
  ///
  /// ```swift
  /// let axes: [UInt16: AbsoluteAxisInfo] = [
  ///   0x35: AbsoluteAxisInfo(minimum: 0, maximum: 1919), 0x36: AbsoluteAxisInfo(minimum: 0, maximum: 1079),
  /// ]
  /// let mapping = try TouchscreenMapping(
  ///   deviceAxes: axes, touchProtocol: .slots,
  ///   options: TouchImportOptions(displayWidth: 960, displayHeight: 540))
  /// ```
  package init?(
    deviceAxes axes: [UInt16: AbsoluteAxisInfo], touchProtocol: EvdevTouchProtocol,
    options: TouchImportOptions
  ) throws(TraceError) {
    let codes = Self.axisCodes(for: touchProtocol)
    guard let x = axes[codes.x], let y = axes[codes.y] else { return nil }
    try self.init(
      x: x, y: y, pressure: axes[codes.pressure], touchMajor: codes.touchMajor.flatMap { axes[$0] },
      displayWidth: options.displayWidth, displayHeight: options.displayHeight,
      maximumForce: options.maximumForce)
  }
}
