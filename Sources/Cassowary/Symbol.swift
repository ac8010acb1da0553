/// The kind of a tableau symbol, as in kiwi.
enum SymbolKind: UInt8, Sendable {
  /// Stands for a user ``Variable``; unrestricted in sign.
  case external
  /// Slack of an inequality (or the artificial variable); restricted to be >= 0.
  case slack
  /// Error of a non-required constraint; restricted to be >= 0 and weighted in the objective.
  case error
  /// Marker of a required equality; always zero, never pivoted into the basis by optimisation.
  case dummy
}

/// A tableau symbol: a solver-assigned id plus its kind.
///
/// Ids come from a counter owned by the solver, so they follow creation order; every ordered
/// structure in the solver is sorted by id, which makes pivot choices deterministic.
struct Symbol: Equatable, Sendable {
  /// The creation-order id, unique within one solver (until ``Solver/reset()``).
  let id: Int
  /// The kind of the symbol.
  let kind: SymbolKind
}

/// The tolerance below which a coefficient or constant is treated as zero (kiwi's `nearZero`).
let nearZeroEpsilon = 1.0e-8

/// Whether a value is within ``nearZeroEpsilon`` of zero; NaN is not near zero.
@inline(__always)
func isNearZero(_ value: Double) -> Bool {
  value < 0 ? -value < nearZeroEpsilon : value < nearZeroEpsilon
}
