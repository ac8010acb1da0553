/// One display refresh: its index, the time it was scheduled for, the rate, and whether
/// the main thread got to run in it.
///
/// Frame indices count refreshes since the engine started (frame 0 is at time 0) and keep
/// counting across rate changes; the time comes from a `FrameSchedule`. A frame whose
/// main thread is stalled still renders: the render server evaluates animations while
/// input, timers, display-link callbacks, commit and completions wait. The lateness of a
/// hitch is measurable from the journal: every stalled frame is one whose main-thread work
/// is late, and the first frame after the stall runs it.
///
/// ```swift
/// let frame = Frame(index: 3, time: Instant(nanoseconds: 50_000_000), hz: 60, mainThread: .ran)
/// frame.canonicalText   // "index=3 time=50000000 hz=60 main=ran"
/// ```
public struct Frame: Sendable, Hashable, CustomStringConvertible {
  /// Whether a frame's main thread ran.
  ///
  /// `ran`: input, timers, display link, commit and completions ran in this frame.
  /// `stalled(until:)`: a stall blocks the main thread until the given instant; only the
  /// render phase ran.
  package enum MainThread: Sendable, Hashable {
    case ran
    case stalled(until: Instant)
  }

  /// Refreshes since the engine started.
  package let index: Int
  /// The frame's scheduled (vsync) time.
  public let time: Instant
  /// The refresh rate in effect, in hertz.
  package let hz: Int
  /// Whether the main thread ran.
  package let mainThread: MainThread

  package init(index: Int, time: Instant, hz: Int, mainThread: MainThread) {
    self.index = index
    self.time = time
    self.hz = hz
    self.mainThread = mainThread
  }

  /// Whether a stall kept the main thread from running in this frame.
  package var isMainThreadStalled: Bool {
    switch mainThread {
    case .ran: false
    case .stalled: true
    }
  }

  var canonicalText: String {
    switch mainThread {
    case .ran:
      "index=\(index) time=\(time.nanoseconds) hz=\(hz) main=ran"
    case .stalled(let until):
      "index=\(index) time=\(time.nanoseconds) hz=\(hz) main=stalled until=\(until.nanoseconds)"
    }
  }

  public var description: String { "frame \(index) at t=\(time) (\(hz) Hz)" }
}
