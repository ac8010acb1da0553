/// The phase of one touch sample, as `UITouch.Phase` names it.
///
/// A touch's life is a small state machine, enforced by `TouchSequenceValidator`:
///
/// - `began` starts a touch: its id must not be down already.
/// - `moved` and `stationary` continue a touch that is down.
/// - `ended` and `cancelled` finish a touch that is down; afterwards its id may begin again.
///
/// The raw values are the codes stored in a trace file's tag bytes; they never change.
public enum TouchPhase: UInt8, Sendable, Hashable, CaseIterable {
  case began = 0
  case moved = 1
  case stationary = 2
  case ended = 3
  case cancelled = 4

  /// The phase's name in JSON Lines and text dumps (`"began"`, `"moved"`, …).
  package var name: String {
    switch self {
    case .began: "began"
    case .moved: "moved"
    case .stationary: "stationary"
    case .ended: "ended"
    case .cancelled: "cancelled"
    }
  }

  /// The phase with the given JSON Lines name, or `nil`.
  package init?(name: String) {
    switch name {
    case "began": self = .began
    case "moved": self = .moved
    case "stationary": self = .stationary
    case "ended": self = .ended
    case "cancelled": self = .cancelled
    default: return nil
    }
  }

  /// Whether the touch is finished after this phase (`ended` or `cancelled`).
  package var isTerminal: Bool {
    switch self {
    case .ended, .cancelled: true
    case .began, .moved, .stationary: false
    }
  }
}
