/// Turns the contacts of successive input frames into `began` / `moved` / `ended` touch
/// samples, maps them onto the display and checks every one with ``TouchSequenceValidator``.
///
/// Each frame's decoder (protocol A, B or single touch) describes the frame as a list of
/// changes in its own order: a contact that is present (with its raw values) or one that
/// lifted. For a present contact the tracker emits `began` if its id is not down, `moved` if
/// any raw value differs from the last one emitted, and nothing if none does; a lifted
/// contact that is down gets `ended` at its last emitted position; one id present twice in
/// a frame is ``TraceError/Kind/touchIDReused(touchID:)``. Samples are quantised
/// (``TouchSample/quantized()``) before they are validated and emitted, and a validator
/// error is given the line of the input that caused it.
///
/// ```swift
/// var tracker = TouchContactTracker(mapping: mapping, maximumConcurrentTouches: 64)
/// try tracker.apply(
///   [.present(touchID: 45, contact: .init(x: 540, y: 960), line: 30)], time: 0
/// ) { event in events.append(event) }
/// ```
struct TouchContactTracker: Sendable {
  /// One contact's raw axis values, as the device reported them.
  struct RawContact: Sendable, Hashable {
    var x: Int32
    var y: Int32
    var pressure: Int32?
    var touchMajor: Int32?
  }

  /// What one frame says about one contact.
  enum Change: Sendable, Hashable {
    /// The contact is down with these values; `line` is the input line that introduced it.
    case present(touchID: UInt32, contact: RawContact, line: Int)
    /// The contact has lifted; `line` is the input line that lifted it.
    case lifted(touchID: UInt32, line: Int)
  }

  private struct ActiveTouch: Sendable {
    var touchID: UInt32
    var contact: RawContact
    var sample: TouchSample
  }

  let mapping: TouchscreenMapping
  private var validator: TouchSequenceValidator
  private var active: [ActiveTouch] = []

  init(mapping: TouchscreenMapping, maximumConcurrentTouches: Int) {
    self.mapping = mapping
    self.validator = TouchSequenceValidator(maximumConcurrentTouches: maximumConcurrentTouches)
  }

  /// The ids of the touches that are down, in the order they began.
  var touchesDown: [UInt32] { active.map(\.touchID) }

  /// Emits the samples one frame's changes call for, in the order of the changes.
  mutating func apply(
    _ changes: [Change], time: Int64, emit: (TraceEvent) throws(TraceError) -> Void
  ) throws(TraceError) {
    var presentIDs: [UInt32] = []
    for change in changes {
      switch change {
      case .present(let touchID, let contact, let line):
        guard !presentIDs.contains(touchID) else {
          // Two contacts of one frame with one id (two slots, or two protocol A contacts).
          throw TraceError(.touchIDReused(touchID: touchID), eventIndex: validator.eventIndex, line: line)
        }
        presentIDs.append(touchID)
        if let index = active.firstIndex(where: { $0.touchID == touchID }) {
          guard active[index].contact != contact else { continue }
          let sample = makeSample(touchID, .moved, contact, time)
          try send(sample, line: line, emit: emit)
          active[index].contact = contact
          active[index].sample = sample
        } else {
          let sample = makeSample(touchID, .began, contact, time)
          try send(sample, line: line, emit: emit)
          active.append(ActiveTouch(touchID: touchID, contact: contact, sample: sample))
        }
      case .lifted(let touchID, let line):
        guard let index = active.firstIndex(where: { $0.touchID == touchID }) else { continue }
        var sample = active[index].sample
        sample.time = time
        sample.phase = .ended
        try send(sample, line: line, emit: emit)
        active.remove(at: index)
      }
    }
  }

  /// Emits `cancelled` for every touch still down, in the order they began.
  mutating func cancelAll(
    time: Int64, line: Int, emit: (TraceEvent) throws(TraceError) -> Void
  ) throws(TraceError) {
    for touch in active {
      var sample = touch.sample
      sample.time = time
      sample.phase = .cancelled
      try send(sample, line: line, emit: emit)
    }
    active.removeAll()
  }

  private func makeSample(
    _ touchID: UInt32, _ phase: TouchPhase, _ contact: RawContact, _ time: Int64
  ) -> TouchSample {
    let point = mapping.point(rawX: contact.x, rawY: contact.y)
    return TouchSample(
      time: time, touchID: touchID, phase: phase, x: point.x, y: point.y,
      force: contact.pressure.flatMap { mapping.force(rawPressure: $0) },
      majorRadius: contact.touchMajor.flatMap { mapping.majorRadius(rawTouchMajor: $0) }
    ).quantized()
  }

  private mutating func send(
    _ sample: TouchSample, line: Int, emit: (TraceEvent) throws(TraceError) -> Void
  ) throws(TraceError) {
    let event = TraceEvent.touch(sample)
    do {
      try validator.validate(event)
    } catch {
      var located = error
      located.line = line
      throw located
    }
    try emit(event)
  }
}
