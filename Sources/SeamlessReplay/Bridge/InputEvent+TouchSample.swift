import SeamlessEngine
import SeamlessTrace

extension Touch.Phase {
  /// The engine's phase for a trace file's phase (the same five phases and raw values).
  package init(_ phase: TouchPhase) {
    switch phase {
    case .began: self = .began
    case .moved: self = .moved
    case .stationary: self = .stationary
    case .ended: self = .ended
    case .cancelled: self = .cancelled
    }
  }
}

extension InputEvent {
  /// The engine input for one touch sample of a trace: same instant, id, phase and window position.
  ///
  /// This is where the trace and the engine meet; neither knows the other.
  ///
  /// ```swift
  /// let trace = try Trace(contentsOf: "fling.trace")
  /// for case .touch(let sample) in trace.events {
  ///   engine.enqueue(InputEvent(sample))
  /// }
  /// ```
  package init(_ sample: TouchSample) {
    self.init(
      time: Instant(nanoseconds: sample.time), touchID: sample.touchID, phase: Touch.Phase(sample.phase),
      x: sample.x, y: sample.y, force: sample.force, majorRadius: sample.majorRadius)
  }
}
