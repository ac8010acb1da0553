/// Decodes a Linux touchscreen's input events (multi-touch protocol A or B, or single
/// touch) into trace touch samples: the state machine shared by every importer of Linux
/// input recordings.
///
/// Feed events in recording order. Events are collected until `SYN_REPORT` ends the frame;
/// then the frame's contacts are compared with the previous frame's and the differences
/// are emitted, all stamped with the `SYN_REPORT`'s time: `began` for a new contact, `moved`
/// for one whose position, pressure or size changed, `ended` for one that lifted, nothing
/// for an unchanged one. Samples come out quantised and already checked by
/// ``TouchSequenceValidator``; an impossible sequence is a ``TraceError`` naming the input
/// line that caused it.
///
/// Time: the first event decoded is 0 ns; every later one is its distance from the first,
/// converted from microseconds with integer arithmetic only. An event earlier than the one
/// before it is ``TraceError/Kind/timeWentBackwards(previous:current:)``.
///
/// Where the decoder is lenient and where it is strict:
///
/// - Protocol B: a slot's values persist across frames and across contacts, as in the
///   kernel, which only sends values that changed. A new tracking id in a slot that holds a
///   contact ends the old contact and begins the new one (in that order). `ABS_MT_POSITION_X`
///   or `_Y` for a slot without a contact is an error (expected `ABS_MT_TRACKING_ID` ≥ 0
///   first); pressure and touch major for such a slot are kept silently (drivers zero them
///   around a lift). A contact that begins in a slot that never had a position is an error.
///   Lifting an empty slot is ignored. One tracking id in two slots at once is
///   ``TraceError/Kind/touchIDReused(touchID:)``. A slot number below 0 or at least
///   ``maximumSlots`` is an error.
/// - Protocol A: a contact is the values before its `SYN_MT_REPORT`; one without both
///   positions is an error, an empty one is skipped, and values after the frame's last
///   `SYN_MT_REPORT` count as one more contact. A frame with `BTN_TOUCH` 0, or with touch
///   events but no contact (the kernel's zero-contact frame is a lone `SYN_MT_REPORT`, or
///   just `BTN_TOUCH` 0 when the last `SYN_MT_REPORT` is omitted), ends every touch; a frame
///   with no touch events at all (only `MSC_TIMESTAMP`, say) changes nothing. Contacts
///   with `ABS_MT_TRACKING_ID` ≥ 0 keep that id (one below 0 is dropped); anonymous
///   contacts are matched to the previous frame's anonymous contacts by nearest neighbour
///   (closest pair in display points first, ties in report order) and unmatched ones get
///   fresh ids counting up from 0. Lifted contacts are emitted first (in the
///   previous frame's order), then the frame's contacts in report order.
/// - Single touch: `BTN_TOUCH` 1 begins a touch at the current `ABS_X`/`ABS_Y` (error if none
///   was ever reported), 0 ends it; positions while not touching (hovering) are remembered
///   but emit nothing. Each touch gets a fresh id counting up from 0.
/// - `SYN_DROPPED`: the events of the frame it interrupts and every event up to and
///   including the next `SYN_REPORT` are discarded, as the kernel documentation asks; the
///   touches stay as they were and later frames update them. Since the lost events may have
///   begun a contact, positions for an empty slot are ignored (not an error) until that
///   slot's next `ABS_MT_TRACKING_ID`. ``droppedFrameCount`` counts the drops.
/// - Events other than `EV_ABS`, `BTN_TOUCH` and `EV_SYN` (`MSC_TIMESTAMP`, `BTN_TOOL_*`, …)
///   are ignored, and so are multi-touch axes the trace does not store.
/// - ``finish(emit:)`` cancels the touches still down at the time of the last event and
///   discards an unfinished frame (a recording stopped mid-frame).
///
/// ```swift
/// var decoder = EvdevTouchDecoder(mapping: mapping, touchProtocol: .slots)
/// var events: [TraceEvent] = []
/// for event in inputEvents {
///   try decoder.decode(event) { events.append($0) }
/// }
/// try decoder.finish { events.append($0) }
/// ```
package struct EvdevTouchDecoder: Sendable {
  /// The protocol being decoded; ``EvdevTouchProtocol/automatic`` until the first frame with
  /// touch data decides it.
  package private(set) var touchProtocol: EvdevTouchProtocol
  /// The most slots or contacts per frame accepted (and touches down at once).
  package let maximumSlots: Int
  /// The most events accepted between two `SYN_REPORT`s.
  package let maximumEventsPerFrame: Int
  /// How many times `SYN_DROPPED` discarded events.
  package private(set) var droppedFrameCount = 0
  /// The time of the last event decoded, in nanoseconds since the first.
  package private(set) var lastTime: Int64 = 0

  var tracker: TouchContactTracker
  var frame: [LinuxInputEvent] = []
  var originMicroseconds: Int64?
  var lastMicroseconds: Int64?
  var lastLine = 0
  var isDiscardingUntilReport = false
  var nextGeneratedTouchID: UInt32 = 0
  var slots: [Slot] = []
  var currentSlot = 0
  var previousContacts: [ReportedContact] = []
  var singleTouch = SingleTouchState()

  /// A decoder for a device with the given mapping and protocol.
  package init(
    mapping: TouchscreenMapping, touchProtocol: EvdevTouchProtocol, maximumSlots: Int = 64,
    maximumEventsPerFrame: Int = 4096
  ) {
    self.touchProtocol = touchProtocol
    self.maximumSlots = max(1, maximumSlots)
    self.maximumEventsPerFrame = max(16, maximumEventsPerFrame)
    self.tracker = TouchContactTracker(mapping: mapping, maximumConcurrentTouches: self.maximumSlots)
  }

  /// The mapping from raw values to display points.
  package var mapping: TouchscreenMapping { tracker.mapping }

  /// The ids of the touches that are down, in the order they began.
  package var touchesDown: [UInt32] { tracker.touchesDown }

  /// Decodes the next event, emitting the samples it completes (only a `SYN_REPORT` emits).
  package mutating func decode(
    _ event: LinuxInputEvent, emit: (TraceEvent) throws(TraceError) -> Void
  ) throws(TraceError) {
    try advanceClock(to: event)
    if isDiscardingUntilReport {
      if event.isSync(EvdevCode.syncReport) {
        isDiscardingUntilReport = false
        for index in slots.indices { slots[index].isSynchronised = false }
      }
      return
    }
    if event.type == EvdevCode.eventSync {
      if event.code == EvdevCode.syncReport {
        try endFrame(event, emit: emit)
      } else if event.code == EvdevCode.syncDropped {
        frame.removeAll(keepingCapacity: true)
        isDiscardingUntilReport = true
        droppedFrameCount += 1
      } else if event.code == EvdevCode.syncMultiTouchReport {
        try collect(event)
      }
      return
    }
    if event.type == EvdevCode.eventAbsolute
      || (event.type == EvdevCode.eventKey && event.code == EvdevCode.buttonTouch)
    {
      try collect(event)
    }
  }

  /// Ends the recording: discards an unfinished frame and emits `cancelled` for every touch
  /// still down, at the time of the last event.
  package mutating func finish(emit: (TraceEvent) throws(TraceError) -> Void) throws(TraceError) {
    frame.removeAll()
    try tracker.cancelAll(time: lastTime, line: lastLine, emit: emit)
  }

  private mutating func advanceClock(to event: LinuxInputEvent) throws(TraceError) {
    let origin = originMicroseconds ?? event.microseconds
    originMicroseconds = origin
    if let last = lastMicroseconds, event.microseconds < last {
      throw TraceError(
        .timeWentBackwards(
          previous: try nanoseconds(last, origin, event.line),
          current: try nanoseconds(event.microseconds, origin, event.line)),
        line: event.line)
    }
    lastTime = try nanoseconds(event.microseconds, origin, event.line)
    lastMicroseconds = event.microseconds
    lastLine = event.line
  }

  private func nanoseconds(_ microseconds: Int64, _ origin: Int64, _ line: Int) throws(TraceError) -> Int64 {
    let (difference, overflowA) = microseconds.subtractingReportingOverflow(origin)
    let (result, overflowB) = difference.multipliedReportingOverflow(by: 1000)
    guard !overflowA, !overflowB else {
      throw TraceError(
        .outOfRange(
          field: "time", value: "\(microseconds) µs after a first event at \(origin) µs",
          allowed: "within 292 years of the first event"),
        line: line)
    }
    return result
  }

  private mutating func collect(_ event: LinuxInputEvent) throws(TraceError) {
    guard frame.count < maximumEventsPerFrame else {
      throw TraceError(
        .limitExceeded(
          what: "input events in one frame (no SYN_REPORT)", limit: Int64(maximumEventsPerFrame),
          actual: Int64(frame.count + 1)),
        line: event.line)
    }
    frame.append(event)
  }

  private mutating func endFrame(
    _ report: LinuxInputEvent, emit: (TraceEvent) throws(TraceError) -> Void
  ) throws(TraceError) {
    if touchProtocol == .automatic {
      touchProtocol = EvdevTouchProtocol.detected(in: frame)
    }
    let changes: [TouchContactTracker.Change]
    switch touchProtocol {
    case .automatic: changes = []
    case .slots: changes = try slotChanges(reportLine: report.line)
    case .contacts: changes = try contactChanges(reportLine: report.line)
    case .singleTouch: changes = try singleTouchChanges(reportLine: report.line)
    }
    frame.removeAll(keepingCapacity: true)
    try tracker.apply(changes, time: lastTime, emit: emit)
  }

  /// A fresh id for a contact the device did not name.
  mutating func generateTouchID() -> UInt32 {
    defer { nextGeneratedTouchID &+= 1 }
    return nextGeneratedTouchID
  }
}
