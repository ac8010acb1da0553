/// How a Linux touchscreen reports its contacts: the kernel's multi-touch protocols A and B,
/// or a single-touch device.
///
/// - ``slots`` (protocol B): the device keeps a slot per contact. `ABS_MT_SLOT` selects a
///   slot, `ABS_MT_TRACKING_ID` ≥ 0 puts a contact into it and -1 lifts it; positions and
///   pressure are updates of the selected slot and persist until they change.
/// - ``contacts`` (protocol A): every frame lists all contacts anew, each closed by
///   `SYN_MT_REPORT`; contacts are anonymous unless the device adds `ABS_MT_TRACKING_ID`.
/// - ``singleTouch``: one contact from `ABS_X`, `ABS_Y` and `BTN_TOUCH`.
/// - ``automatic``: decide from the device description (`ABS_MT_SLOT` present → slots,
///   `ABS_MT_POSITION_X` without slots → contacts, only `ABS_X`/`ABS_Y` → single touch), or,
///   with no description, from the first frame that carries touch data (a `SYN_MT_REPORT`
///   → contacts, any other `ABS_MT_*` → slots, `ABS_X`/`ABS_Y`/`BTN_TOUCH` → single touch).
///   Once decided the protocol never changes.
///
/// ```swift
/// var options = TouchImportOptions(displayWidth: 393, displayHeight: 852)
/// options.touchProtocol = .contacts   // an old protocol A driver that also sends ABS_MT_SLOT
/// ```
package enum EvdevTouchProtocol: Sendable, Hashable, CaseIterable {
  case automatic
  case slots
  case contacts
  case singleTouch

  /// The protocol's name in a trace header's metadata.
  package var name: String {
    switch self {
    case .automatic: "automatic"
    case .slots: "multi-touch protocol B (slots)"
    case .contacts: "multi-touch protocol A (anonymous contacts)"
    case .singleTouch: "single touch (ABS_X, ABS_Y, BTN_TOUCH)"
    }
  }

  /// The protocol a device with the given absolute axes speaks, or ``automatic`` when its
  /// axes do not tell (no position axes at all).
  package static func inferred(from axes: [UInt16: AbsoluteAxisInfo]) -> EvdevTouchProtocol {
    let hasMultiTouch =
      axes[EvdevCode.multiTouchPositionX] != nil && axes[EvdevCode.multiTouchPositionY] != nil
    if hasMultiTouch {
      return axes[EvdevCode.multiTouchSlot] != nil ? .slots : .contacts
    }
    if axes[EvdevCode.absoluteX] != nil && axes[EvdevCode.absoluteY] != nil {
      return .singleTouch
    }
    return .automatic
  }

  /// The protocol the events of one frame reveal, or ``automatic`` when the frame carries no
  /// touch data.
  static func detected(in frame: [LinuxInputEvent]) -> EvdevTouchProtocol {
    var sawMultiTouch = false
    var sawSingleTouch = false
    for event in frame {
      if event.isSync(EvdevCode.syncMultiTouchReport) { return .contacts }
      if event.type == EvdevCode.eventAbsolute {
        if event.code >= EvdevCode.multiTouchSlot && event.code <= EvdevCode.multiTouchLast {
          sawMultiTouch = true
        } else if event.code == EvdevCode.absoluteX || event.code == EvdevCode.absoluteY {
          sawSingleTouch = true
        }
      } else if event.type == EvdevCode.eventKey && event.code == EvdevCode.buttonTouch {
        sawSingleTouch = true
      }
    }
    if sawMultiTouch { return .slots }
    return sawSingleTouch ? .singleTouch : .automatic
  }
}
