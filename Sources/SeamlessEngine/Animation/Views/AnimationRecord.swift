/// What the journal keeps of an animation when it is added.
///
/// ```swift
/// // animation-added id=3 view="card" property=centerY kind=additive from=600.0 to=120.0 begin=0 ...
/// ```
public struct AnimationRecord: Sendable, Hashable {
  public var id: Int
  public var view: String
  public var property: ViewProperty
  public var kind: AnimationKind
  public var from: Double
  public var to: Double
  /// When the first pass starts (after the delay).
  public var begin: Instant
  /// The timing's canonical text (curve and duration, or spring parameters).
  public var timing: String
  public var repeats: Bool
  public var autoreverses: Bool

  var canonicalText: String {
    "id=\(id) view=\(view.canonicalQuoted) property=\(property) kind=\(kind.rawValue) from=\(from.canonicalText) "
      + "to=\(to.canonicalText) begin=\(begin.nanoseconds) timing=\(timing.canonicalQuoted) repeats=\(repeats) "
      + "autoreverses=\(autoreverses)"
  }
}
