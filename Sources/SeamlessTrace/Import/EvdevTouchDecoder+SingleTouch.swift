extension EvdevTouchDecoder {
  /// The one contact of a single-touch device: the last reported position and pressure
  /// (kept while hovering) and whether the surface is touched.
  ///
  /// ```swift
  /// var state = EvdevTouchDecoder.SingleTouchState()
  /// state.isTouching = true
  /// ```
  struct SingleTouchState: Sendable, Hashable {
    var x: Int32?
    var y: Int32?
    var pressure: Int32?
    var isTouching = false
    var touchLine = 0
    /// The id of the touch that is down, if one is.
    var touchID: UInt32?
  }

  /// Applies a single-touch frame and lists its change (at most two: a lift, a touch).
  mutating func singleTouchChanges(reportLine: Int) throws(TraceError) -> [TouchContactTracker.Change] {
    for event in frame {
      if event.type == EvdevCode.eventKey && event.code == EvdevCode.buttonTouch {
        singleTouch.isTouching = event.value != 0
        singleTouch.touchLine = event.line
        continue
      }
      guard event.type == EvdevCode.eventAbsolute else { continue }
      switch event.code {
      case EvdevCode.absoluteX: singleTouch.x = event.value
      case EvdevCode.absoluteY: singleTouch.y = event.value
      case EvdevCode.absolutePressure: singleTouch.pressure = event.value
      default: continue
      }
    }
    if !singleTouch.isTouching {
      guard let touchID = singleTouch.touchID else { return [] }
      singleTouch.touchID = nil
      return [.lifted(touchID: touchID, line: singleTouch.touchLine)]
    }
    guard let x = singleTouch.x, let y = singleTouch.y else {
      let missing = singleTouch.x == nil ? "ABS_X" : "ABS_Y"
      throw TraceError(
        .malformed("BTN_TOUCH went down before any position (expected \(missing) before SYN_REPORT)"),
        line: singleTouch.touchLine)
    }
    let isNew = singleTouch.touchID == nil
    let touchID = singleTouch.touchID ?? generateTouchID()
    singleTouch.touchID = touchID
    return [
      .present(
        touchID: touchID,
        contact: TouchContactTracker.RawContact(x: x, y: y, pressure: singleTouch.pressure),
        line: isNew ? singleTouch.touchLine : reportLine)
    ]
  }
}
