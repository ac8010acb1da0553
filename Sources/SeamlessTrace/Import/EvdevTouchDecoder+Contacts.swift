extension EvdevTouchDecoder {
  /// A protocol A contact as the previous frame left it: its id, where it was in display
  /// points (for nearest-neighbour matching), and whether the device named it.
  ///
  /// ```swift
  /// let previous = EvdevTouchDecoder.ReportedContact(touchID: 0, x: 120, y: 300, isNamed: false)
  /// ```
  struct ReportedContact: Sendable, Hashable {
    var touchID: UInt32
    var x: Double
    var y: Double
    /// Whether the id came from `ABS_MT_TRACKING_ID` (named contacts are never matched by
    /// distance).
    var isNamed: Bool
  }

  private struct PendingContact {
    var contact = TouchContactTracker.RawContact(x: 0, y: 0)
    var hasX = false
    var hasY = false
    var trackingID: Int32?
    var firstLine: Int?

    var isEmpty: Bool { firstLine == nil }
  }

  private struct FrameContact {
    var contact: TouchContactTracker.RawContact
    var trackingID: Int32?
    var line: Int
  }

  /// Lists a protocol A frame's changes: lifted contacts first, then the frame's contacts in
  /// report order, ids kept by tracking id or nearest neighbour.
  mutating func contactChanges(reportLine: Int) throws(TraceError) -> [TouchContactTracker.Change] {
    // A frame with no touch events at all (only MSC_TIMESTAMP, say) says nothing about the
    // contacts; the input core never delivers a frame that is truly empty.
    guard !frame.isEmpty else { return [] }
    let reported = try frameContacts(reportLine: reportLine)
    let points = reported.map { mapping.point(rawX: $0.contact.x, rawY: $0.contact.y) }
    var assigned = [UInt32?](repeating: nil, count: reported.count)
    var claimed = [Bool](repeating: false, count: previousContacts.count)

    for (index, contact) in reported.enumerated() {
      guard let trackingID = contact.trackingID else { continue }
      let touchID = UInt32(trackingID)
      assigned[index] = touchID
      if let match = previousContacts.firstIndex(where: { $0.isNamed && $0.touchID == touchID }) {
        claimed[match] = true
      }
    }

    var pairs: [(distance: Double, previous: Int, current: Int)] = []
    for (previousIndex, previous) in previousContacts.enumerated() where !previous.isNamed {
      for (currentIndex, contact) in reported.enumerated() where contact.trackingID == nil {
        let dx = points[currentIndex].x - previous.x
        let dy = points[currentIndex].y - previous.y
        pairs.append((dx * dx + dy * dy, previousIndex, currentIndex))
      }
    }
    pairs.sort { $0 < $1 }
    for pair in pairs where !claimed[pair.previous] && assigned[pair.current] == nil {
      claimed[pair.previous] = true
      assigned[pair.current] = previousContacts[pair.previous].touchID
    }

    var changes: [TouchContactTracker.Change] = []
    for (index, previous) in previousContacts.enumerated() where !claimed[index] {
      changes.append(.lifted(touchID: previous.touchID, line: reportLine))
    }
    var next: [ReportedContact] = []
    for (index, contact) in reported.enumerated() {
      let touchID = assigned[index] ?? generateTouchID()
      changes.append(.present(touchID: touchID, contact: contact.contact, line: contact.line))
      next.append(
        ReportedContact(
          touchID: touchID, x: points[index].x, y: points[index].y,
          isNamed: contact.trackingID != nil))
    }
    previousContacts = next
    return changes
  }

  /// The contacts of the frame, in report order (none if `BTN_TOUCH` went up).
  private func frameContacts(reportLine: Int) throws(TraceError) -> [FrameContact] {
    var contacts: [FrameContact] = []
    var pending = PendingContact()
    var isTouchUp = false
    for event in frame {
      if event.isSync(EvdevCode.syncMultiTouchReport) {
        if !pending.isEmpty {
          contacts.append(try finished(pending, line: event.line))
        }
        pending = PendingContact()
        continue
      }
      if event.type == EvdevCode.eventKey {
        if event.code == EvdevCode.buttonTouch && event.value == 0 { isTouchUp = true }
        continue
      }
      guard event.type == EvdevCode.eventAbsolute else { continue }
      switch event.code {
      case EvdevCode.multiTouchPositionX:
        pending.contact.x = event.value
        pending.hasX = true
      case EvdevCode.multiTouchPositionY:
        pending.contact.y = event.value
        pending.hasY = true
      case EvdevCode.multiTouchPressure:
        pending.contact.pressure = event.value
      case EvdevCode.multiTouchTouchMajor:
        pending.contact.touchMajor = event.value
      case EvdevCode.multiTouchTrackingID:
        pending.trackingID = event.value
      default:
        continue
      }
      if pending.firstLine == nil { pending.firstLine = event.line }
    }
    if !pending.isEmpty {
      contacts.append(try finished(pending, line: reportLine))
    }
    if isTouchUp { return [] }
    contacts.removeAll { ($0.trackingID ?? 0) < 0 }
    guard contacts.count <= maximumSlots else {
      throw TraceError(
        .limitExceeded(
          what: "contacts in one frame", limit: Int64(maximumSlots), actual: Int64(contacts.count)),
        line: reportLine)
    }
    return contacts
  }

  private func finished(_ pending: PendingContact, line: Int) throws(TraceError) -> FrameContact {
    guard pending.hasX, pending.hasY else {
      let missing = pending.hasX ? "ABS_MT_POSITION_Y" : "ABS_MT_POSITION_X"
      throw TraceError(
        .malformed("protocol A contact without \(missing) (expected both positions before SYN_MT_REPORT)"),
        line: line)
    }
    return FrameContact(contact: pending.contact, trackingID: pending.trackingID, line: pending.firstLine ?? line)
  }
}
