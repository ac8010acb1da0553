import Foundation

/// The environment variables the test helpers read, so a CI job can change a campaign
/// without touching the tests.
///
/// | variable | effect |
/// |---|---|
/// | `SEAMLESS_FUZZ_CASES` | cases per ``expectFuzz(_:sceneName:cases:seed:configuration:regressions:finding:knownIssues:stopAtFirstFailure:reproduction:fileID:filePath:line:column:makeScene:)`` campaign (overrides `cases:`) |
/// | `SEAMLESS_FUZZ_SEED` | the campaign seed (overrides `seed:`) |
/// | `SEAMLESS_FUZZ_SHARD` | `i/n`: run the cases with index mod n = i (a CI matrix) |
/// | `SEAMLESS_RECORD` | golden traces: `missing` (default) records absent ones, `all` re-records, `never` only compares |
/// | `SEAMLESS_CLI` | the command that replays a trace in failure messages (default `swift run seamless`) |
/// | `SEAMLESS_FAILURES` | where failing traces and their plots are written (default `.build/seamless-failures`) |
///
/// ```sh
/// SEAMLESS_FUZZ_CASES=20000 SEAMLESS_FUZZ_SHARD=2/8 swift test --filter Fuzz
/// ```
public enum TestEnvironment {
  /// The value of `name`, if set and not empty.
  static func value(_ name: String) -> String? {
    guard let value = ProcessInfo.processInfo.environment[name], !value.isEmpty else { return nil }
    return value
  }

  /// `SEAMLESS_FUZZ_CASES`, if set to a positive whole number.
  package static var fuzzCases: Int? { value("SEAMLESS_FUZZ_CASES").flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } }
  /// `SEAMLESS_FUZZ_SEED`, if set to a whole number.
  package static var fuzzSeed: UInt64? { value("SEAMLESS_FUZZ_SEED").flatMap { UInt64($0) } }
  /// `SEAMLESS_FUZZ_SHARD` as (index, count), if set to a valid `i/n`.
  package static var fuzzShard: (index: Int, count: Int)? {
    guard let text = value("SEAMLESS_FUZZ_SHARD") else { return nil }
    let parts = text.split(separator: "/")
    guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, i >= 0, i < n else { return nil }
    return (i, n)
  }

  /// The golden-file record mode.
  public enum RecordMode: String, Sendable {
    case missing, all, never
  }

  /// `SEAMLESS_RECORD` (default `missing`).
  public static var recordMode: RecordMode { value("SEAMLESS_RECORD").flatMap(RecordMode.init(rawValue:)) ?? .missing }
}
