/// Where a pan's translation counts from: a setting, because UIKit does not document it (see
/// ``Engine/panTranslationOrigin``).
///
/// ```swift
/// engine.panTranslationOrigin = .touchDown   // translation at .began includes the threshold travel
/// ```
public enum PanTranslationOrigin: Sendable, Hashable {
  /// From where the centroid was when the pan was recognized: zero at `.began` (the default).
  case recognition
  /// From where the fingers came down: at `.began` the translation is the travel past the
  /// recognition threshold (at least 10 pt).
  case touchDown
}
