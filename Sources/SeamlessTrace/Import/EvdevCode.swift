/// The Linux input event types and codes the touch importers read, with their kernel names.
///
/// Values are those of `linux/input-event-codes.h`. Only what a touchscreen sends is named
/// here; the importers skip every other type and code. The name tables serve two readers:
/// `getevent -l`, which prints these names instead of numbers, and error messages, which
/// name the axis they complain about.
///
/// ```swift
/// if event.type == EvdevCode.eventAbsolute && event.code == EvdevCode.multiTouchTrackingID {
///   print(EvdevCode.absoluteAxisName(event.code))   // "ABS_MT_TRACKING_ID"
/// }
/// ```
package enum EvdevCode {
  /// `EV_SYN`: synchronisation events that frame the others.
  package static let eventSync: UInt16 = 0x00
  /// `EV_KEY`: keys and buttons, among them `BTN_TOUCH`.
  package static let eventKey: UInt16 = 0x01
  /// `EV_ABS`: absolute axes (positions, pressure, slots, tracking ids).
  package static let eventAbsolute: UInt16 = 0x03

  /// `SYN_REPORT`: ends a frame; everything since the previous one happened at once.
  package static let syncReport: UInt16 = 0x00
  /// `SYN_MT_REPORT`: ends one contact of a protocol A multi-touch frame.
  package static let syncMultiTouchReport: UInt16 = 0x02
  /// `SYN_DROPPED`: the kernel's buffer overflowed and events were lost.
  package static let syncDropped: UInt16 = 0x03

  /// `BTN_TOUCH`: the surface is touched (value 1) or released (value 0).
  package static let buttonTouch: UInt16 = 0x14a

  /// `ABS_X`: single-touch horizontal position.
  package static let absoluteX: UInt16 = 0x00
  /// `ABS_Y`: single-touch vertical position.
  package static let absoluteY: UInt16 = 0x01
  /// `ABS_PRESSURE`: single-touch pressure.
  package static let absolutePressure: UInt16 = 0x18
  /// `ABS_MT_SLOT`: selects the slot the following protocol B values belong to.
  package static let multiTouchSlot: UInt16 = 0x2f
  /// `ABS_MT_TOUCH_MAJOR`: length of the contact's major axis, in surface units.
  package static let multiTouchTouchMajor: UInt16 = 0x30
  /// `ABS_MT_POSITION_X`: contact's horizontal position.
  package static let multiTouchPositionX: UInt16 = 0x35
  /// `ABS_MT_POSITION_Y`: contact's vertical position.
  package static let multiTouchPositionY: UInt16 = 0x36
  /// `ABS_MT_TRACKING_ID`: a contact's identity; -1 lifts the contact of the slot.
  package static let multiTouchTrackingID: UInt16 = 0x39
  /// `ABS_MT_PRESSURE`: contact's pressure.
  package static let multiTouchPressure: UInt16 = 0x3a
  /// The last multi-touch axis code (`ABS_MT_TOOL_Y`).
  package static let multiTouchLast: UInt16 = 0x3d

  /// Event type names, as `getevent -l` prints them.
  static let typeNames: [(name: String, code: UInt16)] = [
    ("EV_SYN", 0x00), ("EV_KEY", 0x01), ("EV_REL", 0x02), ("EV_ABS", 0x03), ("EV_MSC", 0x04),
    ("EV_SW", 0x05), ("EV_LED", 0x11), ("EV_SND", 0x12), ("EV_REP", 0x14), ("EV_FF", 0x15),
    ("EV_PWR", 0x16), ("EV_FF_STATUS", 0x17),
  ]

  /// `EV_SYN` code names.
  static let syncNames: [(name: String, code: UInt16)] = [
    ("SYN_REPORT", 0x00), ("SYN_CONFIG", 0x01), ("SYN_MT_REPORT", 0x02), ("SYN_DROPPED", 0x03),
  ]

  /// The `EV_KEY` code names a touchscreen sends.
  static let keyNames: [(name: String, code: UInt16)] = [
    ("BTN_TOOL_PEN", 0x140), ("BTN_TOOL_RUBBER", 0x141), ("BTN_TOOL_FINGER", 0x145),
    ("BTN_TOUCH", 0x14a), ("BTN_STYLUS", 0x14b), ("BTN_TOOL_DOUBLETAP", 0x14d),
    ("BTN_TOOL_TRIPLETAP", 0x14e), ("BTN_TOOL_QUADTAP", 0x14f), ("BTN_TOOL_QUINTTAP", 0x148),
  ]

  /// The `EV_ABS` code names a touchscreen or tablet sends.
  static let absoluteNames: [(name: String, code: UInt16)] = [
    ("ABS_X", 0x00), ("ABS_Y", 0x01), ("ABS_PRESSURE", 0x18), ("ABS_DISTANCE", 0x19),
    ("ABS_TILT_X", 0x1a), ("ABS_TILT_Y", 0x1b), ("ABS_TOOL_WIDTH", 0x1c), ("ABS_MISC", 0x28),
    ("ABS_MT_SLOT", 0x2f), ("ABS_MT_TOUCH_MAJOR", 0x30), ("ABS_MT_TOUCH_MINOR", 0x31),
    ("ABS_MT_WIDTH_MAJOR", 0x32), ("ABS_MT_WIDTH_MINOR", 0x33), ("ABS_MT_ORIENTATION", 0x34),
    ("ABS_MT_POSITION_X", 0x35), ("ABS_MT_POSITION_Y", 0x36), ("ABS_MT_TOOL_TYPE", 0x37),
    ("ABS_MT_BLOB_ID", 0x38), ("ABS_MT_TRACKING_ID", 0x39), ("ABS_MT_PRESSURE", 0x3a),
    ("ABS_MT_DISTANCE", 0x3b), ("ABS_MT_TOOL_X", 0x3c), ("ABS_MT_TOOL_Y", 0x3d),
  ]

  /// `EV_KEY` value names (`getevent -l` prints `UP`, `DOWN`, `REPEAT`).
  static let keyValueNames: [(name: String, value: Int32)] = [("UP", 0), ("DOWN", 1), ("REPEAT", 2)]

  /// The kernel name of an absolute axis (`ABS_MT_POSITION_X`), or its code in hex.
  package static func absoluteAxisName(_ code: UInt16) -> String {
    if let match = absoluteNames.first(where: { $0.code == code }) { return match.name }
    return "ABS 0x" + String(code, radix: 16)
  }

  /// The code with the given name in a table, if the table has it.
  static func code(named name: Substring, in table: [(name: String, code: UInt16)]) -> UInt16? {
    table.first(where: { $0.name == name })?.code
  }
}
