import SeamlessEngine

/// How a replay runs and what it checks.
///
/// ```swift
/// var configuration = ReplayConfiguration()
/// configuration.settleLimit = .seconds(5)
/// configuration.invariants.append(MyInvariant())
/// ```
public struct ReplayConfiguration {
  /// How long after the last trace event the engine may take to come to rest.
  public var settleLimit: TimeSpan = .seconds(10)
  /// Whether to replay a second time and compare journal digests.
  public var checksDeterminism = true
  /// Whether to record a ``Timeline`` (each moving view's centre and velocity per frame, finger-
  /// down intervals, transitions) into the report, for plots.
  ///
  /// Bounded in memory.
  public var recordsTimeline = false
  /// The invariants checked, in report order.
  public var invariants: [any Invariant] = ReplayConfiguration.standardInvariants

  public init() {}

  /// The invariants every scene should satisfy, in report order.
  public static var standardInvariants: [any Invariant] {
    [
      NoProblems(), CompletionsCalledOnce(), AnimatorCompletions(), GesturesEndOnce(), ContinuityAtTransitions(),
      NoTeleport(), FollowsFinger(), ReleaseVelocity(), HitsWhatIsShown(), CountersBalanced(), IgnoringBalanced(),
      DynamicsBalanced(), ShowsDestination(), Settles(),
    ]
  }
}
