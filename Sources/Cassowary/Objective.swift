/// The lexicographic objective: one row per distinct non-required priority, highest first.
///
/// Level `k` holds `Σ errors` of the constraints of the `k`-th highest priority, expressed in the
/// current parametric symbols. A parametric symbol's reduced cost is the vector of its
/// coefficients over the levels, compared lexicographically; this is kiwi's single weighted
/// objective with an infinitely large base between priorities (see ``Priority``).
final class Objective {
  /// The priorities of the levels, strictly descending.
  private(set) var priorities: [Double] = []
  /// The objective row of each level, parallel to ``priorities``.
  private(set) var rows: [Row] = []
  /// How many live constraints use each level, parallel to ``priorities``.
  private var counts: [Int] = []

  /// Creates an empty objective (no levels).
  init() {}

  /// Creates an independent copy of another objective.
  init(copying other: Objective) {
    priorities = other.priorities
    rows = other.rows.map { Row(copying: $0) }
    counts = other.counts
  }

  /// The row of the level for `priority`, if any constraint uses it.
  func row(for priority: Double) -> Row? {
    for index in priorities.indices where priorities[index] == priority {
      return rows[index]
    }
    return nil
  }

  /// Returns the row of the level for `priority`, creating the level if needed, and counts a user.
  func retainLevel(for priority: Double) -> Row {
    var index = 0
    while index < priorities.count && priorities[index] > priority {
      index += 1
    }
    if index < priorities.count && priorities[index] == priority {
      counts[index] += 1
      return rows[index]
    }
    let row = Row()
    priorities.insert(priority, at: index)
    rows.insert(row, at: index)
    counts.insert(1, at: index)
    return row
  }

  /// Drops one user of the level for `priority`; removes the level (whose row is then only
  /// rounding residue) when no user remains.
  func releaseLevel(for priority: Double) {
    guard let index = priorities.firstIndex(of: priority) else { return }
    counts[index] -= 1
    if counts[index] <= 0 {
      priorities.remove(at: index)
      rows.remove(at: index)
      counts.remove(at: index)
    }
  }

  /// Substitutes `symbol` by `row` in every level.
  func substitute(_ symbol: Symbol, _ row: Row) {
    for level in rows {
      level.substitute(symbol, row)
    }
  }

  /// Removes `symbol` from every level.
  func remove(_ symbol: Symbol) {
    for level in rows {
      level.remove(symbol)
    }
  }

  /// Whether `symbol` has a cell in any level above `level`.
  @inline(__always)
  private func appears(_ symbol: Symbol, above level: Int) -> Bool {
    var index = 0
    while index < level {
      if rows[index].contains(symbol) { return true }
      index += 1
    }
    return false
  }

  /// The lowest-id non-dummy symbol whose reduced-cost vector is lexicographically negative.
  ///
  /// Choosing the lowest id among improving symbols is Bland's rule (kiwi picks the first
  /// negative cell of its single objective row, which is the same rule). Returns `nil` at the
  /// optimum.
  func enteringSymbol() -> Symbol? {
    var best: Symbol?
    for level in rows.indices {
      for cell in rows[level].cells where cell.coefficient < 0 && cell.symbol.kind != .dummy {
        if let best, best.id <= cell.symbol.id { break }
        if !appears(cell.symbol, above: level) {
          best = cell.symbol
          break
        }
      }
    }
    return best
  }

  /// The first non-dummy symbol with a negative coefficient in a single objective row.
  static func enteringSymbol(in row: Row) -> Symbol? {
    for cell in row.cells where cell.coefficient < 0 && cell.symbol.kind != .dummy {
      return cell.symbol
    }
    return nil
  }

  /// Relative tolerance for comparing dual ratios level by level.
  static let ratioTolerance = 1.0e-9

  /// Whether the dual ratio vector of `candidate` (objective coefficients divided by
  /// `candidateCoefficient`) is lexicographically smaller than that of `best`.
  ///
  /// Per level, values within a relative ``ratioTolerance`` count as a tie so that rounding noise
  /// in a higher level does not override a real difference in a lower level; full ties keep
  /// `best`, the lower id.
  func ratio(
    of candidate: Symbol, _ candidateCoefficient: Double,
    isLessThan best: Symbol, _ bestCoefficient: Double
  ) -> Bool {
    for level in rows {
      let lhs = level.coefficient(for: candidate) / candidateCoefficient
      let rhs = level.coefficient(for: best) / bestCoefficient
      let magnitude = max(1, max(lhs < 0 ? -lhs : lhs, rhs < 0 ? -rhs : rhs))
      let tolerance = Objective.ratioTolerance * magnitude
      if lhs < rhs - tolerance { return true }
      if lhs > rhs + tolerance { return false }
    }
    return false
  }
}
