/// How a synthesised finger moves along its path between start and end.
///
/// Each easing maps path time `s` in [0, 1] to path progress in [0, 1]:
///
/// | easing      | progress      | speed at start, end |
/// |-------------|---------------|---------------------|
/// | `linear`    | s             | constant            |
/// | `easeIn`    | s²            | 0, 2× mean          |
/// | `easeOut`   | 1 − (1 − s)²  | 2× mean, 0          |
/// | `easeInOut` | 3s² − 2s³     | 0, 0 (1.5× mean mid)|
///
/// ```swift
/// PathEasing.easeInOut.progress(0.5)   // 0.5
/// ```
public enum PathEasing: String, Sendable, Hashable, CaseIterable {
  case linear
  case easeIn
  case easeOut
  case easeInOut

  /// Progress along the path at path time `s` (clamped to [0, 1]).
  package func progress(_ s: Double) -> Double {
    let s = min(max(s, 0), 1)
    switch self {
    case .linear: return s
    case .easeIn: return s * s
    case .easeOut: return 1 - (1 - s) * (1 - s)
    case .easeInOut: return s * s * (3 - 2 * s)
    }
  }
}
