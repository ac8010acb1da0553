/// The sanity limits a reader enforces, so that no input can make it use unbounded memory
/// or time.
///
/// The defaults are far above anything a real trace needs (a 10-minute 240 Hz ten-finger
/// recording inflates to about 30 MB) and far below what would hurt the machine.
///
/// ```swift
/// var limits = TraceReadLimits.default
/// limits.maximumInflatedBytes = 64 << 20    // a fuzzer's tighter cap
/// let reader = try TraceReader(bytes: data, limits: limits)
/// ```
public struct TraceReadLimits: Sendable, Hashable {
  /// The most bytes the payload may inflate to (default 1 GiB).
  public var maximumInflatedBytes: Int64 = 1 << 30
  /// The highest inflated/compressed ratio allowed once more than ``expansionRatioFloor``
  /// bytes have inflated (default 500; deflate's own maximum is about 1032).
  public var maximumExpansionRatio: Int64 = 500
  /// Inflated bytes below which the expansion ratio is not checked (default 64 MiB).
  public var expansionRatioFloor: Int64 = 64 << 20
  /// The longest record body (default 16 MiB).
  public var maximumRecordLength: Int = 16 << 20
  /// The most events in one events block (default 1,048,576).
  public var maximumEventsPerBlock: Int = 1 << 20
  /// The longest string: a name, label, metadata value or recipe (default 1 MiB).
  public var maximumStringLength: Int = 1 << 20
  /// The most metadata entries in a header (default 4,096).
  public var maximumMetadataEntries: Int = 4096
  /// The most arguments of one command (default 1,024).
  public var maximumCommandArguments: Int = 1024
  /// The most touches down at once (default 64).
  public var maximumConcurrentTouches: Int = 64

  /// The default limits.
  public static let `default` = TraceReadLimits()

  /// Default limits.
  public init() {}
}
