extension Touch {
  /// Where a touch is in its life, as `UITouch.Phase` names it.
  ///
  /// The state machine of one touch (one finger from down to up), enforced by the engine:
  ///
  /// - `began`: the finger came down; the touch is hit-tested once, here, and keeps that
  ///   view and its observers for its whole life. Only a touch id that is not down may
  ///   begin.
  /// - `moved` / `stationary`: the finger moved, or was reported without moving; both
  ///   need a touch that is down. Observers get `touchesMoved` for `moved` only; a
  ///   stationary sample just refreshes the timestamp.
  /// - `ended`: the finger lifted; `cancelled`: the system took the touch away (the input
  ///   said so, or the engine began ignoring interaction events while it was down). Both
  ///   are terminal; afterwards the id may begin again.
  ///
  /// A sample that breaks these rules is refused and journaled (``InputRejection``). The
  /// raw values equal those of the trace format's touch phases.
  public enum Phase: UInt8, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case began = 0
    case moved = 1
    case stationary = 2
    case ended = 3
    case cancelled = 4

    /// Whether the touch is finished after this phase.
    public var isTerminal: Bool {
      switch self {
      case .ended, .cancelled: true
      case .began, .moved, .stationary: false
      }
    }

    public var description: String {
      switch self {
      case .began: "began"
      case .moved: "moved"
      case .stationary: "stationary"
      case .ended: "ended"
      case .cancelled: "cancelled"
      }
    }
  }
}
