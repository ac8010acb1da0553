extension Engine {
  /// Whether touches are being ignored (the counter is above 0).
  public var isIgnoringInteractionEvents: Bool { touchDispatch.ignoringInteractionEventsCount > 0 }

  /// Starts ignoring touches, or nests one level deeper; every call must be balanced by
  /// ``endIgnoringInteractionEvents(fileID:line:)``.
  ///
  /// The journal names the caller (`fileID:line`), so a report can say who began ignoring
  /// and never ended.
  ///
  /// While the counter is above 0, a finger coming down is dropped with its whole touch
  /// (journaled `touch-dropped`). When the counter goes from 0 to 1, touches already down
  /// are cancelled: their observers get `touchesCancelled` (journaled `touch-cancelled`)
  /// and the rest of their samples is dropped. UIKit does not document what happens to
  /// touches in flight; cancelling them keeps every touch's life balanced. A call made
  /// while touches are being delivered cancels them right after that delivery returns.
  ///
  /// ```swift
  /// engine.beginIgnoringInteractionEvents()
  /// slideOut { _ in engine.endIgnoringInteractionEvents() }   // WWDC 2008 session 362 (“Controls, Views and Animation”)
  /// ```
  public func beginIgnoringInteractionEvents(fileID: StaticString = #fileID, line: UInt = #line) {
    touchDispatch.beginIgnoringInteractionEvents(caller: "\(fileID):\(line)")
  }

  /// Ends one level of ignoring; at 0, touches that begin are delivered again.
  ///
  /// Ending with the counter at 0 is a recorded programmer error
  /// (``ProgrammerError/unbalancedEndIgnoringInteractionEvents``) and leaves the counter at 0.
  public func endIgnoringInteractionEvents(fileID: StaticString = #fileID, line: UInt = #line) {
    touchDispatch.endIgnoringInteractionEvents(caller: "\(fileID):\(line)")
  }
}
