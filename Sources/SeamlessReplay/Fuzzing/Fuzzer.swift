import SeamlessEngine
import SeamlessTrace

/// A fuzzing campaign: random choice sequences become traces (``FuzzSpace``), each is
/// replayed against a fresh scene and checked.
///
/// By default a campaign runs its whole budget and reports the whole picture: cases run, cases
/// failing, and each distinct way they failed (``FailureSignature``: invariant × view × phase) with
/// how many cases showed it; the first case of each signature is shrunk (`Shrinker`) to the
/// simplest choice sequence that still fails *with that signature* (so shrinking cannot slip to
/// another failure). `Configuration.stopsAtFirstFailure` stops at the first failing case instead
/// (CI speed).
///
/// Case *i* of a campaign is `Configuration.caseBytes` bytes of the `SeededGenerator`
/// seeded with `caseSeed(campaign:index:)`, a SplitMix64 mixing step of the campaign's
/// seed and the index (so neighbouring cases share nothing), read by ``FuzzSpace``
/// (its ``FuzzSpace/algorithmVersion``). Any case replays alone from the seed and its index, and `shard` (*k* of *n*) runs the cases with `i mod n == k`: a CI matrix splits a
/// campaign without overlap. Replays in a campaign skip the determinism check (it doubles
/// the cost; the regression suite runs it).
///
/// ```swift
/// let campaign = Fuzzer(configuration: .init(seed: 1, cases: 200))
/// let report = campaign.run(space: space, sceneName: "card-drag/drops-release-velocity") {
///   CardDragScene(bug: .dropsReleaseVelocity)
/// }
/// report.failures.first?.shrunk.hex   // the minimal choices
/// ```
public struct Fuzzer {
  /// Which share of a campaign's cases to run: case *i* runs in shard `i mod count`.
  package struct Shard: Sendable, Hashable {
    package var index: Int
    package var count: Int

    /// The whole campaign.
    package static let all = Shard(index: 0, count: 1)
  }

  /// A campaign's knobs.
  public struct Configuration: Sendable, Hashable {
    public var seed: UInt64
    public var cases: Int
    /// Bytes per generated case: about seven per action, three for the case's jitter and
    /// action count; bytes past the end read as zeros (the simplest choices).
    package var caseBytes = 48
    /// Which share of the cases to run.
    package var shard = Shard.all
    /// Replays a shrink may spend.
    package var shrinkBudget = 400
    /// The most signatures shrunk (each the first case that showed it); later signatures are
    /// still counted.
    public var maximumFailures = 8
    /// Stop at the first failing case (after shrinking its first signature) rather than running
    /// the whole budget.
    public var stopsAtFirstFailure = false

    public init(seed: UInt64, cases: Int) {
      self.seed = seed
      self.cases = cases
    }
  }

  /// A failure found and shrunk.
  public struct Failure {
    /// The case index in the campaign.
    public var caseIndex: Int
    /// The signature shrinking preserved.
    public var signature: FailureSignature
    /// Its invariant.
    public var invariant: String { signature.invariant }
    package var original: ChoiceSequence
    package var shrunk: ChoiceSequence
    /// The shrunk case's trace (its header metadata holds the choices, seed and invariant).
    public var trace: Trace
    /// The shrunk case's report.
    public var report: ReplayReport
    /// How the shrink went, pass by pass.
    package var shrinkLog: [String]
    package var shrinkReplays: Int
  }

  /// How often a campaign saw one signature.
  public struct SignatureCount: Sendable, Hashable {
    public var signature: FailureSignature
    /// The cases that showed it.
    public var cases: Int
    /// The first of them.
    public var firstCase: Int
  }

  /// What a campaign did.
  public struct Report {
    public var casesRun: Int
    /// The cases that failed any invariant.
    public var failingCases = 0
    /// The cases with a gesture that began on a view moving at the time (a catch mid-flight).
    package var casesAimedAtMovingViews = 0
    /// The cases with touches none of which reached a view of the scene (each landed on the
    /// window or was dropped): cases that test nothing.
    package var casesTouchingNoView = 0
    /// The actions of every case by kind (``TraceSteps/kinds``: drags, flings, taps, long
    /// presses, commands, stalls…).
    package var actions: [String: Int] = [:]
    /// Every signature seen, in the order first seen, with its count.
    public var signatures: [SignatureCount] = []
    /// The shrunk first case of each signature (at most `Configuration.maximumFailures`).
    public var failures: [Failure]

    init(casesRun: Int, failingCases: Int = 0, signatures: [SignatureCount] = [], failures: [Failure]) {
      self.casesRun = casesRun
      self.failingCases = failingCases
      self.signatures = signatures
      self.failures = failures
    }

    /// A summary for a terminal: cases, failing cases and each signature's count.
    ///
    /// ```
    /// 2000 cases, 31 failing (1.6 %), 2 signatures:
    ///   continuity × large-title × drag: 29 cases (first: case 94)
    ///   follows-finger × sheet × drag: 2 cases (first: case 1380)
    /// ```
    public var summary: String {
      let share = casesRun > 0 ? (Double(failingCases) / Double(casesRun) * 1000).rounded() / 10 : 0
      var lines = [
        "\(casesRun) case\(casesRun == 1 ? "" : "s"), \(failingCases) failing (\(share) %), \(signatures.count) "
          + "signature\(signatures.count == 1 ? "" : "s")\(signatures.isEmpty ? "" : ":")"
      ]
      let moving = casesRun > 0 ? (Double(casesAimedAtMovingViews) / Double(casesRun) * 1000).rounded() / 10 : 0
      let aimedLine =
        "  \(casesAimedAtMovingViews) case\(casesAimedAtMovingViews == 1 ? "" : "s") (\(moving) %) began a gesture on a moving view"
      for count in signatures {
        lines.append("  \(count.signature): \(count.cases) case\(count.cases == 1 ? "" : "s") (first: case \(count.firstCase))")
      }
      lines.append(aimedLine)
      let kinds = TraceSteps.kindOrder.compactMap { kind -> String? in
        guard let count = actions[kind], count > 0 else { return nil }
        let plural = kind.hasSuffix("s") ? kind + "es" : kind + "s"
        return "\(count) \(count == 1 ? kind : plural)"
      }
      if !kinds.isEmpty { lines.append("  actions: " + kinds.joined(separator: ", ")) }
      if casesRun > 0 && casesTouchingNoView * 2 > casesRun {
        let share = (Double(casesTouchingNoView) / Double(casesRun) * 1000).rounded() / 10
        lines.append(
          "  health: \(casesTouchingNoView) of \(casesRun) cases (\(share) %) touched no view of the scene, so they tested "
            + "nothing: aim the fuzz space's anchors or targets at the scene's views")
      }
      return lines.joined(separator: "\n")
    }
  }

  public var configuration: Configuration
  /// How each case is replayed and checked.
  ///
  /// The invariants (yours too), the settle limit. Campaign replays skip the determinism check; the
  /// shrunk failure's report runs it.
  public var replay: ReplayConfiguration

  public init(configuration: Configuration, replay: ReplayConfiguration = ReplayConfiguration()) {
    self.configuration = configuration
    self.replay = replay
  }

  /// The seed of case `index` of campaign `seed`: SplitMix64's finaliser of
  /// `seed + (index + 1) · 0x9E3779B97F4A7C15`, a bijection of the index for each seed whose
  /// outputs for neighbouring indices differ in about half their bits.
  package static func caseSeed(campaign seed: UInt64, index: Int) -> UInt64 {
    SplitMix64.finalize(seed &+ (UInt64(truncatingIfNeeded: index) &+ 1) &* SplitMix64.golden)
  }

  /// The choice sequence of case `index`.
  package func choices(ofCase index: Int) -> ChoiceSequence {
    var generator = SeededGenerator(seed: Self.caseSeed(campaign: configuration.seed, index: index))
    var bytes: [UInt8] = []
    bytes.reserveCapacity(configuration.caseBytes)
    while bytes.count < configuration.caseBytes {
      var word = generator.next()
      for _ in 0..<8 where bytes.count < configuration.caseBytes {
        bytes.append(UInt8(truncatingIfNeeded: word))
        word >>= 8
      }
    }
    return ChoiceSequence(bytes: bytes)
  }

  /// Runs the campaign's share of cases against scenes from `makeScene`.
  public func run(space: FuzzSpace, sceneName: String, makeScene: () -> any Scene) -> Report {
    var campaign = replay
    campaign.checksDeterminism = false
    // A case's digest is not read: its failures are replayed again, shrunk, with the digest.
    campaign.computesDigest = false
    let replayer = Replayer(configuration: campaign)
    var failures: [Failure] = []
    var counts: [SignatureCount] = []
    var indexOf: [FailureSignature: Int] = [:]
    var failing = 0
    var moving = 0
    var touchingNoView = 0
    var actionCounts = Array(repeating: 0, count: TraceSteps.kindOrder.count)
    var run = 0
    let shard = configuration.shard
    for index in 0..<max(configuration.cases, 0) where shard.count <= 1 || index % shard.count == shard.index {
      run += 1
      let original = choices(ofCase: index)
      let checked = space.checkedTrace(from: original, sceneName: sceneName, makeScene: makeScene, replayer: replayer)
      if checked.aimedAtMovingView { moving += 1 }
      let report = checked.report
      if report.touchedNothing { touchingNoView += 1 }
      TraceSteps.countKinds(of: checked.trace, into: &actionCounts)
      guard !report.passed else { continue }
      failing += 1
      // Every signature the case shows that no earlier case showed is shrunk on its own: one
      // failure can show several (a jump is a continuity and a teleport failure).
      for signature in report.signatures {
        if let known = indexOf[signature] {
          counts[known].cases += 1
          continue
        }
        indexOf[signature] = counts.count
        counts.append(SignatureCount(signature: signature, cases: 1, firstCase: index))
        guard failures.count < configuration.maximumFailures else { continue }
        if configuration.stopsAtFirstFailure && !failures.isEmpty { continue }
        failures.append(
          shrink(
            original, index: index, signature: signature, space: space, sceneName: sceneName, makeScene: makeScene,
            replayer: replayer))
      }
      if configuration.stopsAtFirstFailure { break }
    }
    var result = Report(casesRun: run, failingCases: failing, signatures: counts, failures: failures)
    result.casesAimedAtMovingViews = moving
    result.casesTouchingNoView = touchingNoView
    for (kind, count) in zip(TraceSteps.kindOrder, actionCounts) where count > 0 { result.actions[kind] = count }
    return result
  }

  /// Shrinks case `index` (`original`) to the simplest choices that still fail with `signature`.
  private func shrink(
    _ original: ChoiceSequence, index: Int, signature: FailureSignature, space: FuzzSpace, sceneName: String,
    makeScene: () -> any Scene, replayer: Replayer
  ) -> Failure {
    var shrinker = Shrinker(budget: configuration.shrinkBudget)
    let shrunk = shrinker.shrink(original) { candidate in
      space.checkedTrace(from: candidate, sceneName: sceneName, makeScene: makeScene, replayer: replayer).report
        .signatures.contains(signature)
    }
    var trace = space.trace(from: shrunk, sceneName: sceneName, makeScene: makeScene)
    trace.header.seed = configuration.seed
    trace.header.metadata["case"] = "\(index)"
    trace.header.metadata["invariant"] = signature.invariant
    trace.header.metadata["signature"] = signature.description
    let shrunkReport = Replayer(configuration: replay).replay(trace, sceneName: sceneName, makeScene: makeScene)
    return Failure(
      caseIndex: index, signature: signature, original: original, shrunk: shrunk, trace: trace, report: shrunkReport,
      shrinkLog: shrinker.log, shrinkReplays: shrinker.calls)
  }
}
