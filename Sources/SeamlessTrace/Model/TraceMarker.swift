/// A labelled instant in a trace, for humans and reports ("release", "catch").
///
/// ```swift
/// let mark = TraceMarker(time: 350_000_000, label: "release")
/// ```
public struct TraceMarker: Sendable, Hashable {
  /// Nanoseconds since the start of the trace.
  public var time: Int64
  /// The marker's label.
  public var label: String

  /// A marker.
  public init(time: Int64, label: String) {
    self.time = time
    self.label = label
  }
}
