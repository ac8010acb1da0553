/// One row of the simplex tableau: `basic = constant + Σ coefficient × symbol`.
///
/// Cells are kept in an array sorted by symbol id (an ordered map), so iteration order is
/// deterministic and lookups are binary searches. Coefficients that become near zero are removed.
/// The row is a reference type so the solver can update rows in place while walking the tableau.
final class Row {
  /// One non-zero coefficient of the row.
  struct Cell {
    /// The parametric (non-basic) symbol.
    var symbol: Symbol
    /// Its coefficient.
    var coefficient: Double
  }

  /// The constant term: the value of the basic symbol when all parametric symbols are zero.
  var constant: Double

  /// The non-zero cells, sorted by ascending symbol id.
  private(set) var cells: [Cell]

  /// Creates a row with the given constant and no cells.
  init(constant: Double = 0) {
    self.constant = constant
    self.cells = []
  }

  /// Creates an independent copy of another row.
  init(copying other: Row) {
    self.constant = other.constant
    self.cells = other.cells
  }

  /// The index of the first cell whose symbol id is not less than `id`, searching from `start`.
  @inline(__always)
  private func lowerBound(_ id: Int, from start: Int) -> Int {
    var low = start
    var high = cells.count
    while low < high {
      let middle = (low &+ high) &>> 1
      if cells[middle].symbol.id < id {
        low = middle &+ 1
      } else {
        high = middle
      }
    }
    return low
  }

  /// The index of the cell for `symbol`, if present.
  @inline(__always)
  private func index(of symbol: Symbol) -> Int? {
    let index = lowerBound(symbol.id, from: 0)
    return index < cells.count && cells[index].symbol.id == symbol.id ? index : nil
  }

  /// The coefficient of `symbol`, or zero when it has no cell.
  func coefficient(for symbol: Symbol) -> Double {
    guard let index = index(of: symbol) else { return 0 }
    return cells[index].coefficient
  }

  /// Whether `symbol` has a cell in the row.
  func contains(_ symbol: Symbol) -> Bool {
    index(of: symbol) != nil
  }

  /// Adds `value` to the constant and returns the new constant.
  @discardableResult
  func add(_ value: Double) -> Double {
    constant += value
    return constant
  }

  /// Adds `coefficient × symbol` to the row, dropping the cell if the result is near zero.
  func insert(_ symbol: Symbol, _ coefficient: Double) {
    _ = insert(symbol, coefficient, from: 0)
  }

  /// Adds `coefficient × symbol` searching from `start`; returns where the next larger id may go.
  private func insert(_ symbol: Symbol, _ coefficient: Double, from start: Int) -> Int {
    let index = lowerBound(symbol.id, from: start)
    if index < cells.count && cells[index].symbol.id == symbol.id {
      let sum = cells[index].coefficient + coefficient
      if isNearZero(sum) {
        cells.remove(at: index)
        return index
      }
      cells[index].coefficient = sum
      return index &+ 1
    }
    if isNearZero(coefficient) { return index }
    cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
    return index &+ 1
  }

  /// Adds `coefficient × other` (constant and cells) to the row.
  func insert(_ other: Row, _ coefficient: Double) {
    constant += other.constant * coefficient
    var hint = 0
    for cell in other.cells {
      hint = insert(cell.symbol, cell.coefficient * coefficient, from: hint)
    }
  }

  /// Removes the cell for `symbol`, if any (sets its coefficient to zero).
  func remove(_ symbol: Symbol) {
    if let index = index(of: symbol) {
      cells.remove(at: index)
    }
  }

  /// Negates the constant and every coefficient.
  func reverseSign() {
    constant = -constant
    for index in cells.indices {
      cells[index].coefficient = -cells[index].coefficient
    }
  }

  /// Solves the row `0 = constant + Σ cells` for `symbol`, which must have a cell.
  ///
  /// Afterwards the row reads `symbol = constant + Σ cells` and `symbol` has no cell.
  func solve(for symbol: Symbol) {
    guard let index = index(of: symbol) else { return }
    let factor = -1.0 / cells[index].coefficient
    cells.remove(at: index)
    constant *= factor
    for cellIndex in cells.indices {
      cells[cellIndex].coefficient *= factor
    }
  }

  /// Solves the row `lhs = constant + Σ cells` for `rhs`, which must have a cell.
  ///
  /// Afterwards the row reads `rhs = constant + Σ cells` and includes a cell for `lhs`.
  func solve(for lhs: Symbol, _ rhs: Symbol) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `symbol` (if present) by the right-hand side of `row`.
  func substitute(_ symbol: Symbol, _ row: Row) {
    guard let index = index(of: symbol) else { return }
    let coefficient = cells[index].coefficient
    cells.remove(at: index)
    insert(row, coefficient)
  }

  /// Whether every cell is a dummy symbol (true for a constant row).
  var hasOnlyDummies: Bool {
    cells.allSatisfy { $0.symbol.kind == .dummy }
  }

  /// Whether the constant and all coefficients are finite.
  var isFinite: Bool {
    constant.isFinite && cells.allSatisfy { $0.coefficient.isFinite }
  }
}
