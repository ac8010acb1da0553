/// One event of a Linux input device (`struct input_event`), as a recording printed it,
/// with the text line it came from.
///
/// The timestamp stays in the recording's integer microseconds (`tv_sec * 1_000_000 +
/// tv_usec`); ``EvdevTouchDecoder`` turns it into trace nanoseconds with integer arithmetic
/// only, so no precision is lost on long recordings.
///
/// ```swift
/// // evemu-record: "E: 0.016402 0003 0035 0540"
/// let event = LinuxInputEvent(
///   microseconds: 16_402, type: EvdevCode.eventAbsolute,
///   code: EvdevCode.multiTouchPositionX, value: 540, line: 31)
/// ```
package struct LinuxInputEvent: Sendable, Hashable {
  /// The event's timestamp in microseconds, on the recording's clock.
  package var microseconds: Int64
  /// The event type (`EV_SYN`, `EV_KEY`, `EV_ABS`, …).
  package var type: UInt16
  /// The event code within its type (`SYN_REPORT`, `ABS_MT_POSITION_X`, …).
  package var code: UInt16
  /// The event's value (signed: a tracking id of -1 lifts a contact).
  package var value: Int32
  /// The 1-based line of the recording the event was read from, for error messages.
  package var line: Int

  /// Whether the event is `EV_SYN` with the given code.
  @inlinable package func isSync(_ code: UInt16) -> Bool {
    type == EvdevCode.eventSync && self.code == code
  }

  /// Whether the event is `EV_ABS` with the given code.
  @inlinable package func isAbsolute(_ code: UInt16) -> Bool {
    type == EvdevCode.eventAbsolute && self.code == code
  }
}
