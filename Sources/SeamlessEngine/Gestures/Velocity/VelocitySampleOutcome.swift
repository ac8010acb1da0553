/// What ``VelocityTracker/addSample(time:position:)`` did with a sample.
///
/// The engine feeds a tracker monotonic times, so anything but ``appended`` and the
/// occasional ``replacedSameInstant`` (a lift reported at the instant of the last move)
/// points at a bug upstream; the outcome lets the caller journal it.
///
/// - ``appended``: the sample is newer than every sample held; it becomes the newest and,
///   once the history is full, the oldest is forgotten.
/// - ``replacedSameInstant``: the sample has the newest sample's time; its position
///   replaces the newest one (Android's rule: one instant, one position, the later report
///   wins). The history does not grow.
/// - ``ignoredOutOfOrder``: the sample is older than the newest; the tracker is unchanged.
///   Ignoring (rather than resetting) keeps the estimate of the motion so far: a stray
///   late sample does not zero a fling.
/// - ``ignoredNonFinite``: a coordinate is NaN or infinite; the tracker is unchanged.
///
/// ```swift
/// var tracker = VelocityTracker()
/// tracker.addSample(time: 16_000_000, position: Point(x: 10, y: 10))   // .appended
/// tracker.addSample(time: 16_000_000, position: Point(x: 11, y: 10))   // .replacedSameInstant
/// tracker.addSample(time: 8_000_000, position: Point(x: 9, y: 10))     // .ignoredOutOfOrder
/// ```
package enum VelocitySampleOutcome: Sendable, Hashable {
  case appended
  case replacedSameInstant
  case ignoredOutOfOrder
  case ignoredNonFinite

  /// Whether the sample is now the tracker's newest.
  package var isAccepted: Bool {
    switch self {
    case .appended, .replacedSameInstant: true
    case .ignoredOutOfOrder, .ignoredNonFinite: false
    }
  }
}
