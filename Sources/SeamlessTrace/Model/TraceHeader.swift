/// What a trace says about itself before its first event.
///
/// The header names the display the touches were made on, the refresh and touch sampling
/// rates, the scene the trace is meant for, and how it was made (a recipe and seed, or an
/// import). Metadata is a sorted list of unique keys, so the same header always encodes to
/// the same bytes.
///
/// ```swift
/// var header = TraceHeader(producer: "seamless record 0.1", sceneName: "card-drag")
/// header.metadata = ["device": "iPhone15,2"]
/// ```
public struct TraceHeader: Sendable, Hashable {
  /// The format version this library writes.
  package static let currentFormatVersion: UInt8 = 1

  /// The format version of the file the header was read from (`currentFormatVersion`
  /// for a header made in memory).
  public var formatVersion: UInt8
  /// The program that made the trace, with its version.
  public var producer: String
  /// The display's width in points.
  public var displayWidth: Double
  /// The display's height in points.
  public var displayHeight: Double
  /// Pixels per point.
  public var displayScale: Double
  /// The display's refresh rate at the start of the trace, in hertz.
  public var refreshRate: Double
  /// How often the digitiser reports touches, in hertz.
  public var touchSamplingRate: Double
  /// The scene the trace is meant to be replayed against (may be empty).
  public var sceneName: String
  /// The recipe the trace was synthesised from (JSON text), if any.
  public var recipe: String?
  /// The seed of the synthesiser's random generator, if any.
  public var seed: UInt64?
  /// Free-form key/value pairs, kept sorted by key.
  public var metadata: [String: String]

  /// A header; the defaults describe a 390 × 844 pt, 3× display at 120 Hz.
  public init(
    producer: String = "",
    displayWidth: Double = 390, displayHeight: Double = 844, displayScale: Double = 3,
    refreshRate: Double = 120, touchSamplingRate: Double = 120,
    sceneName: String = "", recipe: String? = nil, seed: UInt64? = nil,
    metadata: [String: String] = [:]
  ) {
    self.formatVersion = Self.currentFormatVersion
    self.producer = producer
    self.displayWidth = displayWidth
    self.displayHeight = displayHeight
    self.displayScale = displayScale
    self.refreshRate = refreshRate
    self.touchSamplingRate = touchSamplingRate
    self.sceneName = sceneName
    self.recipe = recipe
    self.seed = seed
    self.metadata = metadata
  }

  /// The metadata as (key, value) pairs sorted by key: the order the file stores.
  package var sortedMetadata: [(key: String, value: String)] {
    metadata.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }
  }
}
