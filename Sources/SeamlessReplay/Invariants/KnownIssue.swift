/// A failure on the record: a ``FailureSignature`` pattern and the reason it is known.
///
/// A known issue is not a way to turn an invariant off: it matches one signature (an
/// invariant, and as precisely as you say, a view and a phase), it must say why, and it is
/// checked both ways. A failure it matches is reported as known, not as a failure; a known
/// issue that does not reproduce is reported too: as a note after a fuzz campaign (it may just
/// not have come up), as a failure after replaying a fixed trace (it was fixed: remove it).
///
/// It is also what pinning a bug variant means: `failing: [.releaseVelocity]` in the test
/// libraries and a scene's `expectedFailures` are known issues `release-velocity × * × *` whose
/// reason is "pinned as failing" (one concept: an expected failure must reproduce).
///
/// A known-issues file (`seamless replay|fuzz --known-issues FILE`) has one per line,
/// `signature | reason`; `#` starts a comment:
///
/// ```
/// # the label spring's residual until FB13571 is fixed
/// continuity × large-title × drag | pausesOnCompletion leaves the morph 0.0005 short (FB13571)
/// release-velocity × * × release  | the thumb stops where the finger leaves it, by design
/// ```
///
/// ```swift
/// let known = [KnownIssue(FailureSignature(invariant: "continuity", view: "large-title"), reason: "FB13571")]
/// ```
public struct KnownIssue: Sendable, Hashable, CustomStringConvertible {
  public var signature: FailureSignature
  public var reason: String

  public init(_ signature: FailureSignature, reason: String) {
    self.signature = signature
    self.reason = reason
  }

  /// The known issue an expected failure of `invariant` stands for (`failing:`, `expectedFailures`).
  public static func pinned(_ invariant: InvariantName) -> KnownIssue {
    KnownIssue(FailureSignature(invariant: invariant.rawValue), reason: "pinned as failing")
  }

  /// Whether this is the known issue a pinned invariant stands for (``pinned(_:)``).
  package var isPinned: Bool { self == .pinned(InvariantName(unchecked: signature.invariant)) }

  public var description: String { "\(signature) (\(reason))" }

  /// A malformed known-issues file.
  public struct ParseError: Error, CustomStringConvertible, Equatable {
    public var line: Int
    public var message: String
    public var description: String { "line \(line): \(message)" }

    package init(line: Int, message: String) {
      self.line = line
      self.message = message
    }
  }

  /// The known issues of a file's text (see the type's documentation for the format).
  public static func parse(_ text: String) throws(ParseError) -> [KnownIssue] {
    var issues: [KnownIssue] = []
    for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
      guard line.contains(where: { !$0.isWhitespace }) else { continue }
      let parts = line.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
      let reason = parts.count == 2 ? parts[1].trimmingWhitespace : ""
      guard !reason.isEmpty else {
        throw ParseError(line: offset + 1, message: "a known issue needs a reason after `|`: `signature | reason`")
      }
      guard let signature = FailureSignature(parsing: parts[0].trimmingWhitespace) else {
        throw ParseError(
          line: offset + 1,
          message: "\"\(parts[0].trimmingWhitespace)\" is not a signature: `invariant × view × phase` (`*` for any; "
            + "phases: \(FailurePhase.allCases.map(\.rawValue).joined(separator: ", ")))")
      }
      issues.append(KnownIssue(signature, reason: reason))
    }
    return issues
  }
}

/// How a run's failures stand against known issues: which were known, which were not, which
/// known issues did not show.
///
/// ```swift
/// let verdict = KnownIssueVerdict(signatures: report.signatures, knownIssues: known)
/// verdict.unexpected   // failing signatures no known issue matches
/// verdict.unseen       // known issues that did not reproduce
/// ```
package struct KnownIssueVerdict: Sendable, Hashable {
  /// Failing signatures a known issue matches.
  package var known: [FailureSignature]
  /// Failing signatures no known issue matches: failures.
  package var unexpected: [FailureSignature]
  /// Known issues no failing signature matched.
  package var unseen: [KnownIssue]

  package init(signatures: [FailureSignature], knownIssues: [KnownIssue]) {
    known = signatures.filter { signature in knownIssues.contains { $0.signature.matches(signature) } }
    unexpected = signatures.filter { signature in !knownIssues.contains { $0.signature.matches(signature) } }
    unseen = knownIssues.filter { issue in !signatures.contains { issue.signature.matches($0) } }
  }
}

extension Substring {
  fileprivate var trimmingWhitespace: String {
    var text = self
    while let first = text.first, first.isWhitespace { text.removeFirst() }
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return String(text)
  }
}
