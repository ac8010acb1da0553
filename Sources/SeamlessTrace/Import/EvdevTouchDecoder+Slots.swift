extension EvdevTouchDecoder {
  /// One slot of a protocol B device: its contact's tracking id and the last value of each
  /// axis, which persist until the device changes them.
  ///
  /// ```swift
  /// var slot = EvdevTouchDecoder.Slot()
  /// slot.trackingID = 45   // a contact is now in the slot
  /// ```
  struct Slot: Sendable, Hashable {
    /// The contact's tracking id, or -1 when the slot is empty.
    var trackingID: Int32 = -1
    /// The line of the last `ABS_MT_TRACKING_ID` for this slot.
    var trackingLine = 0
    var x: Int32?
    var y: Int32?
    var pressure: Int32?
    var touchMajor: Int32?
    /// The touch id this slot's contact was last emitted with, if it is down in the trace.
    var emittedID: UInt32?
    /// False after `SYN_DROPPED` until the slot's next `ABS_MT_TRACKING_ID`: lost events may
    /// have put a contact in it.
    var isSynchronised = true
  }

  /// Applies a protocol B frame to the slots and lists the changes, in slot order.
  mutating func slotChanges(reportLine: Int) throws(TraceError) -> [TouchContactTracker.Change] {
    for event in frame where event.type == EvdevCode.eventAbsolute {
      switch event.code {
      case EvdevCode.multiTouchSlot:
        try selectSlot(event)
      case EvdevCode.multiTouchTrackingID:
        ensureSlot(currentSlot)
        slots[currentSlot].trackingID = max(-1, event.value)
        slots[currentSlot].trackingLine = event.line
        slots[currentSlot].isSynchronised = true
      case EvdevCode.multiTouchPositionX, EvdevCode.multiTouchPositionY:
        ensureSlot(currentSlot)
        let slot = slots[currentSlot]
        if slot.trackingID < 0 && slot.isSynchronised {
          throw TraceError(
            .malformed(
              "\(EvdevCode.absoluteAxisName(event.code)) \(event.value) for slot \(currentSlot), which has no contact (expected ABS_MT_TRACKING_ID ≥ 0 for the slot first)"
            ),
            line: event.line)
        }
        if event.code == EvdevCode.multiTouchPositionX {
          slots[currentSlot].x = event.value
        } else {
          slots[currentSlot].y = event.value
        }
      case EvdevCode.multiTouchPressure:
        ensureSlot(currentSlot)
        slots[currentSlot].pressure = event.value
      case EvdevCode.multiTouchTouchMajor:
        ensureSlot(currentSlot)
        slots[currentSlot].touchMajor = event.value
      default:
        break
      }
    }
    var changes: [TouchContactTracker.Change] = []
    for index in slots.indices {
      let slot = slots[index]
      let touchID: UInt32? = slot.trackingID >= 0 ? UInt32(slot.trackingID) : nil
      if let emitted = slot.emittedID, emitted != touchID {
        changes.append(.lifted(touchID: emitted, line: slot.trackingLine))
        slots[index].emittedID = nil
      }
      guard let touchID else { continue }
      guard let x = slot.x, let y = slot.y else {
        let missing = slot.x == nil ? "ABS_MT_POSITION_X" : "ABS_MT_POSITION_Y"
        throw TraceError(
          .malformed(
            "contact \(touchID) in slot \(index) began without a position (expected \(missing) for the slot before SYN_REPORT)"
          ),
          line: slot.trackingLine)
      }
      let isNew = slots[index].emittedID == nil
      changes.append(
        .present(
          touchID: touchID,
          contact: TouchContactTracker.RawContact(
            x: x, y: y, pressure: slot.pressure, touchMajor: slot.touchMajor),
          line: isNew ? slot.trackingLine : reportLine))
      slots[index].emittedID = touchID
    }
    return changes
  }

  private mutating func selectSlot(_ event: LinuxInputEvent) throws(TraceError) {
    guard event.value >= 0 else {
      throw TraceError(
        .outOfRange(field: "ABS_MT_SLOT", value: "\(event.value)", allowed: "0…\(maximumSlots - 1)"),
        line: event.line)
    }
    guard Int(event.value) < maximumSlots else {
      throw TraceError(
        .limitExceeded(
          what: "multi-touch slot number (ABS_MT_SLOT)", limit: Int64(maximumSlots - 1),
          actual: Int64(event.value)),
        line: event.line)
    }
    currentSlot = Int(event.value)
    ensureSlot(currentSlot)
  }

  private mutating func ensureSlot(_ index: Int) {
    while slots.count <= index {
      // After a drop, a slot seen for the first time may have got a contact in the lost events.
      slots.append(Slot(isSynchronised: droppedFrameCount == 0))
    }
  }
}
