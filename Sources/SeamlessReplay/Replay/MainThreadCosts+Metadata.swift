import SeamlessEngine

extension MainThreadCosts {
  /// The trace metadata key under which a trace carries the main-thread costs it replays with.
  ///
  /// A fuzzed case of a scene whose ``FuzzSpace/mainThreadCosts`` declares costs stores the costs
  /// it drew here, so its replay (and its reproduction) runs with the same costs. A trace without
  /// the key replays with no costs.
  package static let metadataKey = "main-thread-costs"

  /// The costs as trace metadata: the non-zero ones as `name=nanoseconds`, space-separated
  /// (`gesture-action=6000000 timer=2000000`), empty for no cost.
  ///
  /// ```swift
  /// MainThreadCosts(perGestureAction: .milliseconds(6)).metadataValue   // "gesture-action=6000000"
  /// ```
  package var metadataValue: String {
    Self.fields.compactMap { name, keyPath in
      let cost = self[keyPath: keyPath]
      return cost == .zero ? nil : "\(name)=\(cost.nanoseconds)"
    }.joined(separator: " ")
  }

  /// Costs read from a ``metadataValue``: each field at most once, a whole number of
  /// nanoseconds from 0 to 10 s; a missing field is 0.
  ///
  /// - Throws: ``MainThreadCostsMetadataError`` naming the field and what is wrong with it.
  package init(metadataValue: String) throws(MainThreadCostsMetadataError) {
    self = .free
    var seen: [String] = []
    for field in metadataValue.split(separator: " ", omittingEmptySubsequences: true) {
      let parts = field.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(parts[0])
      guard let keyPath = Self.fields.first(where: { $0.name == name })?.keyPath else {
        throw MainThreadCostsMetadataError(
          field: String(field),
          reason: "unknown cost \"\(name)\" (expected \(Self.fields.map(\.name).joined(separator: ", ")))")
      }
      guard !seen.contains(name) else { throw MainThreadCostsMetadataError(field: String(field), reason: "\"\(name)\" given twice") }
      seen.append(name)
      guard parts.count == 2, let nanoseconds = Int64(parts[1]), (0...Self.maximumNanoseconds).contains(nanoseconds) else {
        throw MainThreadCostsMetadataError(
          field: String(field), reason: "expected a whole number of nanoseconds from 0 to \(Self.maximumNanoseconds) (10 s)")
      }
      self[keyPath: keyPath] = TimeSpan(nanoseconds: nanoseconds)
    }
  }

  /// The longest cost a trace may declare: 10 s.
  static let maximumNanoseconds: Int64 = 10_000_000_000

  /// Each cost's metadata name, in the order the value lists them.
  static let fields: [(name: String, keyPath: WritableKeyPath<MainThreadCosts, TimeSpan> & Sendable)] = [
    ("gesture-action", \.perGestureAction), ("display-link", \.perDisplayLinkCallback), ("timer", \.perTimer),
    ("dynamics-step", \.perDynamicsStep),
  ]
}

/// A trace's `main-thread-costs` metadata that does not read as costs.
///
/// ```swift
/// do { _ = try MainThreadCosts(metadataValue: "gesture-action=-1") } catch { print(error) }
/// // main-thread-costs "gesture-action=-1": expected a whole number of nanoseconds from 0 to 10000000000 (10 s)
/// ```
package struct MainThreadCostsMetadataError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The field that is wrong.
  package let field: String
  /// What is wrong with it.
  package let reason: String

  package var description: String { "\(MainThreadCosts.metadataKey) \"\(field)\": \(reason)" }
}
