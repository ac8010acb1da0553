/// What the journal keeps of an animation when it is added.
///
/// ```swift
/// // animation-added id=3 view="card" property=centerY kind=additive from=600.0 to=120.0 begin=0 ...
/// ```
public struct AnimationRecord: Sendable, Hashable {
  package var id: Int
  package var view: String
  package var property: ViewProperty
  package var kind: AnimationKind
  package var from: Double
  package var to: Double
  /// When the first pass starts (after the delay).
  package var begin: Instant
  /// The timing's canonical text (curve and duration, or spring parameters).
  package var timing: String
  package var repeats: Bool
  package var autoreverses: Bool
  /// The property animator that drives it, if one does.
  ///
  /// Its completion handlers are then the animator's, not a block's. Named in ``timing`` too;
  /// not part of the digest on its own.
  package var animator: String? = nil

  var canonicalText: String {
    "id=\(id) view=\(view.canonicalQuoted) property=\(property) kind=\(kind.rawValue) from=\(from.canonicalText) "
      + "to=\(to.canonicalText) begin=\(begin.nanoseconds) timing=\(timing.canonicalQuoted) repeats=\(repeats) "
      + "autoreverses=\(autoreverses)"
  }
}
