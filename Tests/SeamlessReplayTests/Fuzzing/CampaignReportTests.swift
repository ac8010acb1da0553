import SeamlessEngine
import SeamlessReplay
import SeamlessScenes
import Testing

/// A campaign reports the whole picture (cases, failing cases, distinct signatures, the first
/// case of each shrunk keeping its signature), and known issues match signatures both ways.
@Suite struct CampaignReportTests {
  @Test func signaturesParseMatchAndPrint() throws {
    let exact = FailureSignature(invariant: "follows-finger", view: "sheet", phase: .drag)
    #expect(exact.description == "follows-finger × sheet × drag")
    #expect(FailureSignature(parsing: "follows-finger × sheet × drag") == exact)
    let anyView = try #require(FailureSignature(parsing: " continuity ×  * × catch "))
    #expect(anyView == FailureSignature(invariant: "continuity", view: nil, phase: .catch))
    #expect(anyView.matches(FailureSignature(invariant: "continuity", view: "card", phase: .catch)))
    #expect(!anyView.matches(FailureSignature(invariant: "continuity", view: "card", phase: .drag)))
    #expect(!anyView.matches(FailureSignature(invariant: "no-teleport", view: "card", phase: .catch)))
    #expect(FailureSignature(parsing: "settles")?.matches(FailureSignature(invariant: "settles", phase: .rest)) == true)
    #expect(FailureSignature(parsing: "continuity × card × flying") == nil)  // no such phase
    #expect(FailureSignature(parsing: "") == nil)
    #expect(FailureSignature(parsing: "a × b × drag × d") == nil)
  }

  @Test func knownIssueFilesNeedReasonsAndSayWhichLineIsWrong() throws {
    let issues = try KnownIssue.parse(
      "# header\n\ncontinuity × large-title × drag | FB13571  # trailing comment\nsettles | the spinner runs forever\n")
    #expect(issues.map(\.signature.description) == ["continuity × large-title × drag", "settles × * × *"])
    #expect(issues.map(\.reason) == ["FB13571", "the spinner runs forever"])
    #expect(throws: KnownIssue.ParseError(line: 2, message: "a known issue needs a reason after `|`: `signature | reason`")) {
      try KnownIssue.parse("settles | ok\ncontinuity\n")
    }
    #expect(throws: KnownIssue.ParseError.self) { try KnownIssue.parse("continuity × card × soon | why\n") }
    #expect(throws: KnownIssue.ParseError.self) { try KnownIssue.parse("| no signature\n") }
  }

  @Test func aVerdictSplitsKnownUnexpectedAndUnseen() {
    let seen = [
      FailureSignature(invariant: "continuity", view: "card", phase: .catch),
      FailureSignature(invariant: "no-teleport", view: "card", phase: .drag),
    ]
    let known = [
      KnownIssue(FailureSignature(invariant: "continuity"), reason: "a"),
      KnownIssue(FailureSignature(invariant: "settles"), reason: "b"),
    ]
    let verdict = KnownIssueVerdict(signatures: seen, knownIssues: known)
    #expect(verdict.known == [seen[0]])
    #expect(verdict.unexpected == [seen[1]])
    #expect(verdict.unseen == [known[1]])
    #expect(KnownIssue.pinned(.releaseVelocity).signature == FailureSignature(invariant: "release-velocity"))
  }

  /// The dropped-velocity card fails on every fling that lands on it: a campaign runs all 20
  /// cases, counts the failing ones (16: most cases throw the card and catch it) under one
  /// signature, and shrinks only its first case.
  @Test func aCampaignRunsItsBudgetAndCountsFailuresBySignature() throws {
    let entry = try #require(BuiltInScenes.entry(named: "card-drag/drops-release-velocity"))
    let report = Fuzzer(configuration: .init(seed: 1, cases: 20)).run(
      space: entry.fuzzSetup.space, sceneName: entry.name, makeScene: entry.make)
    #expect(report.casesRun == 20)
    #expect(report.failingCases == 16)
    let signature = FailureSignature(invariant: "release-velocity", view: "card", phase: .release)
    #expect(report.signatures.map(\.signature) == [signature])
    #expect(report.signatures.first?.cases == 16)
    #expect(report.signatures.first?.firstCase == 0)
    #expect(report.failures.count == 1)
    // The shrunk case still fails with the signature it was shrunk for.
    #expect(report.failures.first?.signature == signature)
    #expect(report.failures.first?.report.signatures.contains(signature) == true)
    #expect(report.failures.first?.trace.header.metadata["signature"] == signature.description)
    #expect(report.summary.hasPrefix("20 cases, 16 failing (80.0 %), 1 signature:"))

    var first = Fuzzer.Configuration(seed: 1, cases: 20)
    first.stopsAtFirstFailure = true
    let quick = Fuzzer(configuration: first).run(space: entry.fuzzSetup.space, sceneName: entry.name, makeScene: entry.make)
    #expect(quick.casesRun == 1)  // case 0 fails
    #expect(quick.failingCases == 1)
    #expect(quick.failures.count == 1)
  }

  /// A case that shows several signatures counts under each; shrinking one keeps that one.
  @Test func oneCaseCanShowSeveralSignaturesEachShrunkOnItsOwn() throws {
    let entry = try #require(BuiltInScenes.entry(named: "morphing-drawer/ignores-progress"))
    var configuration = Fuzzer.Configuration(seed: 1, cases: 40)
    configuration.shrinkBudget = 40
    let report = Fuzzer(configuration: configuration).run(
      space: entry.fuzzSetup.space, sceneName: entry.name, makeScene: entry.make)
    #expect(report.signatures.count >= 2, "\(report.summary)")
    #expect(report.failures.count == min(report.signatures.count, configuration.maximumFailures))
    for failure in report.failures {
      #expect(failure.report.signatures.contains(failure.signature), "\(failure.signature): \(failure.report.signatures)")
    }
    #expect(report.signatures.allSatisfy { $0.cases <= report.failingCases })
  }
}
