/// A labelled closure waiting in a ``DeadlineQueue``: clock work and main-thread timers.
///
/// The label names the work in pending-work reports ("long-press deadline due at t=…").
///
/// ```swift
/// var queue = DeadlineQueue<ScheduledWork>()
/// queue.insert(ScheduledWork(label: "frame", action: {}), at: .zero)
/// ```
struct ScheduledWork {
  var label: String
  var action: () -> Void
  /// Whether its changes are journaled (``TimerEvent``): an app's timer, not the engine's own.
  var isJournaled = false
}
