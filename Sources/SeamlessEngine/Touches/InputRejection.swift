/// Why a touch sample was malformed and refused.
///
/// Malformed input is never trusted and never crashes: the sample is journaled as
/// `input-rejected` with the reason, and the touches the engine tracks are left as they
/// were. Each case's description names both sides and the instants involved.
///
/// ```swift
/// engine.enqueue(InputEvent(time: Instant(nanoseconds: 5), touchID: 9, phase: .moved, x: 0, y: 0))
/// // delivered as: input-rejected … reason=unknown-touch (touch 9 is not down)
/// ```
public enum InputRejection: Sendable, Hashable, CustomStringConvertible {
  /// `began` for a touch id that is already down.
  case beganWhileDown
  /// `moved`, `stationary`, `ended` or `cancelled` for a touch id that is not down.
  case unknownTouch
  /// The sample's time is before that of the sample enqueued before it.
  case outOfOrder(previous: Instant)
  /// The sample's time is before the clock's instant when it was enqueued.
  case beforeNow(now: Instant)
  /// A coordinate is NaN or infinite.
  case nonFiniteLocation

  var canonicalText: String {
    switch self {
    case .beganWhileDown: "began-while-down"
    case .unknownTouch: "unknown-touch"
    case .outOfOrder(let previous): "out-of-order previous=\(previous.nanoseconds)"
    case .beforeNow(let now): "before-now now=\(now.nanoseconds)"
    case .nonFiniteLocation: "non-finite-location"
    }
  }

  public var description: String {
    switch self {
    case .beganWhileDown: "the touch id is already down; a touch must end or cancel before its id begins again"
    case .unknownTouch: "no touch with this id is down; every touch starts with began"
    case .outOfOrder(let previous):
      "the sample enqueued before it is at t=\(previous); input must be enqueued in time order"
    case .beforeNow(let now): "the clock is already at t=\(now); input cannot arrive in the past"
    case .nonFiniteLocation: "a coordinate is not finite"
    }
  }
}
