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
  package var recordsTimeline = false
  /// Whether to record a ``ViewerRecording`` (every view as shown, frame by frame, the fingers,
  /// the journal) into the report, for the interactive viewer (``ViewerPage``).
  ///
  /// Bounded in memory.
  package var recordsViewer = false
  /// The longest span a trace may have (default 24 hours): a longer one is not replayed, and
  /// its report fails `trace-span` (the engine's frame arithmetic and the settle count stay
  /// far from overflow; `seamless replay --max-duration` sets it).
  package var maximumDuration = TimeSpan.seconds(86_400)
  /// Whether the engine skips idle frames in one step (default `true`; the verdict and the
  /// digest are the same either way, see ``Engine/skipsIdleFrames``).
  package var skipsIdleFrames = true
  /// Whether the journal keeps its entries (default `false`: a replay runs in memory that
  /// does not grow with the trace; invariants read entries as they are recorded).
  package var retainsJournal = false
  /// Whether each checker is handed only what it declares it reads (default `true`); off,
  /// every checker gets every entry and frame.
  ///
  /// The verdict must be the same either way: tests replay with both.
  var dispatchesByInterest = true
  /// Whether the report carries the journal digest (default `true`); off, the journal hashes
  /// nothing and the report's digest is empty (a fuzz campaign's cases, whose digests nobody
  /// reads; a failure's shrunk replay has its digest).
  ///
  /// Never off with ``checksDeterminism``.
  var computesDigest = true

  /// The invariants checked, in report order.
  public var invariants: [any Invariant] = ReplayConfiguration.standardInvariants

  public init() {}

  /// The invariants every scene should satisfy, in report order.
  public static var standardInvariants: [any Invariant] {
    [
      NoProblems(), CompletionsCalledOnce(), AnimatorCompletions(), GesturesEndOnce(), ContinuityAtTransitions(),
      NoTeleport(), FollowsFinger(), ReleaseVelocity(), HitsWhatIsShown(), CountersBalanced(), IgnoringBalanced(),
      DynamicsBalanced(), ShowsDestination(), ActsOnRelease(), ShowsItsState(), Settles(),
    ]
  }
}
