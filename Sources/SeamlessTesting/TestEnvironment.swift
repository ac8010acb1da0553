import Foundation
import SeamlessReplay

/// The environment variables the test helpers read, so a CI job can change a campaign
/// without touching the tests.
///
/// | variable | effect |
/// |---|---|
/// | `SEAMLESS_FUZZ_CASES` | cases per ``expectFuzz(_:sceneName:cases:seed:configuration:regressions:finding:knownIssues:stopAtFirstFailure:reproduction:fileID:filePath:line:column:makeScene:)`` campaign (overrides `cases:`) |
/// | `SEAMLESS_FUZZ_SEED` | the campaign seed (overrides `seed:`) |
/// | `SEAMLESS_FUZZ_SHARD` | `i/n`: run the cases with index mod n = i (a CI matrix) |
/// | `SEAMLESS_RECORD` | golden traces: `missing` (default) records absent ones, `all` re-records, `never` only compares |
/// | `SEAMLESS_CLI` | the command that replays a trace in failure messages (default: the scene's catalog's tool, else `swift test --filter` naming the failing test) |
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
  /// `SEAMLESS_FUZZ_SHARD`, if set to a valid `i/n`.
  package static var fuzzShard: Fuzzer.Shard? { value("SEAMLESS_FUZZ_SHARD").flatMap(Fuzzer.Shard.init(parsing:)) }

  /// The golden-file record mode.
  public enum RecordMode: String, Sendable {
    case missing, all, never
  }

  /// `SEAMLESS_RECORD` (default `missing`).
  public static var recordMode: RecordMode { value("SEAMLESS_RECORD").flatMap(RecordMode.init(rawValue:)) ?? .missing }
}
