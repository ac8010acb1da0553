/// The sanity limits of the trace format: a reader refuses input beyond them, so that no
/// input can make it use unbounded memory or time, and a writer refuses to write what a
/// reader would refuse (``check(_:)-header``, ``check(_:eventIndex:)``), so every file it
/// writes can be read back with the same limits.
///
/// The defaults are far above anything a real trace needs (a 10-minute 240 Hz ten-finger
/// recording inflates to about 30 MB) and far below what would hurt the machine.
///
/// ```swift
/// var limits = TraceLimits.default
/// limits.maximumInflatedBytes = 64 << 20    // a fuzzer's tighter cap
/// let reader = try TraceReader(bytes: data, limits: limits)
/// ```
package struct TraceLimits: Sendable, Hashable {
  /// The most bytes the payload may inflate to (default 1 GiB).
  package var maximumInflatedBytes: Int64 = 1 << 30
  /// The highest inflated/compressed ratio allowed once more than ``expansionRatioFloor``
  /// bytes have inflated (default 500; deflate's own maximum is about 1032).
  package var maximumExpansionRatio: Int64 = 500
  /// Inflated bytes below which the expansion ratio is not checked (default 64 MiB).
  package var expansionRatioFloor: Int64 = 64 << 20
  /// The longest record body (default 16 MiB).
  package var maximumRecordLength: Int = 16 << 20
  /// The most events in one events block (default 1,048,576).
  package var maximumEventsPerBlock: Int = 1 << 20
  /// The longest string: a name, label, metadata value or recipe (default 1 MiB).
  package var maximumStringLength: Int = 1 << 20
  /// The most metadata entries in a header (default 4,096).
  package var maximumMetadataEntries: Int = 4096
  /// The most arguments of one command (default 1,024).
  package var maximumCommandArguments: Int = 1024
  /// The most touches down at once (default 64).
  package var maximumConcurrentTouches: Int = 64

  /// The default limits.
  package static let `default` = TraceLimits()

  /// Default limits.
  package init() {}
}

extension TraceLimits {
  /// Throws what a reader with these limits would refuse in `header`: a string (producer,
  /// scene, recipe, metadata key or value) longer than ``maximumStringLength`` bytes of
  /// UTF-8, more than ``maximumMetadataEntries`` entries, or a header record longer than
  /// ``maximumRecordLength``.
  ///
  /// ```swift
  /// var header = TraceHeader(producer: "import")
  /// header.metadata["note"] = String(repeating: "x", count: 2 << 20)
  /// try TraceLimits.default.check(header)   // throws: metadata value length (bytes) 2097152 exceeds the limit 1048576
  /// ```
  package func check(_ header: TraceHeader) throws(TraceError) {
    try checkString(header.producer, "producer")
    try checkString(header.sceneName, "scene name")
    if let recipe = header.recipe { try checkString(recipe, "recipe") }
    guard header.metadata.count <= maximumMetadataEntries else {
      throw TraceError(
        .limitExceeded(what: "metadata entry count", limit: Int64(maximumMetadataEntries), actual: Int64(header.metadata.count)))
    }
    for (key, value) in header.metadata.sorted(by: { $0.key < $1.key }) {
      try checkString(key, "metadata key")
      try checkString(value, "metadata value")
    }
    let length = header.encodedBody().count
    guard length <= maximumRecordLength else {
      throw TraceError(
        .limitExceeded(what: "header record length (bytes)", limit: Int64(maximumRecordLength), actual: Int64(length)))
    }
  }

  /// Throws what a reader with these limits would refuse in `event`: a marker label, command
  /// name, argument name or string argument longer than ``maximumStringLength`` bytes, more
  /// than ``maximumCommandArguments`` arguments, or an event too large for one record.
  package func check(_ event: TraceEvent, eventIndex: Int64? = nil) throws(TraceError) {
    switch event {
    case .touch, .system: return
    case .marker(let marker): try checkString(marker.label, "marker label", eventIndex: eventIndex)
    case .command(let command):
      try checkString(command.name, "command name", eventIndex: eventIndex)
      guard command.arguments.count <= maximumCommandArguments else {
        throw TraceError(
          .limitExceeded(
            what: "command argument count", limit: Int64(maximumCommandArguments), actual: Int64(command.arguments.count)),
          eventIndex: eventIndex)
      }
      for argument in command.arguments {
        try checkString(argument.name, "command argument name", eventIndex: eventIndex)
        if case .string(let value) = argument.value { try checkString(value, "a string argument", eventIndex: eventIndex) }
      }
    }
    let size = encodedSizeBound(of: event)
    guard size <= maximumRecordLength / 2 else {
      throw TraceError(
        .limitExceeded(what: "encoded event size (bytes)", limit: Int64(maximumRecordLength / 2), actual: Int64(size)),
        eventIndex: eventIndex)
    }
  }

  /// An upper bound on the bytes `event` takes in an events record (all columns).
  func encodedSizeBound(of event: TraceEvent) -> Int {
    switch event {
    case .touch, .system: return 64
    case .marker(let marker): return 32 + marker.label.utf8.count
    case .command(let command):
      var size = 32 + command.name.utf8.count
      for argument in command.arguments {
        size += 32 + argument.name.utf8.count
        if case .string(let value) = argument.value { size += value.utf8.count }
      }
      return size
    }
  }

  private func checkString(_ string: String, _ what: String, eventIndex: Int64? = nil) throws(TraceError) {
    let count = string.utf8.count
    guard count <= maximumStringLength else {
      throw TraceError(
        .limitExceeded(what: "\(what) length (bytes)", limit: Int64(maximumStringLength), actual: Int64(count)),
        eventIndex: eventIndex)
    }
  }
}
