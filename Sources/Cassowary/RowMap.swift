/// The basic rows of the tableau, keyed by their basic symbol and ordered by symbol id.
///
/// Two parallel arrays sorted by id form an ordered map: iteration is in creation order of the
/// basic symbols (as in kiwi's sorted `AssocVector`), lookups are binary searches.
struct RowMap {
  /// The basic symbols, sorted by ascending id.
  private(set) var symbols: [Symbol] = []
  /// The row of each basic symbol, parallel to ``symbols``.
  private(set) var rows: [Row] = []

  /// The number of basic rows.
  var count: Int { symbols.count }

  /// The position at which `id` is or would be stored.
  @inline(__always)
  private func lowerBound(_ id: Int) -> Int {
    var low = 0
    var high = symbols.count
    while low < high {
      let middle = (low &+ high) &>> 1
      if symbols[middle].id < id {
        low = middle &+ 1
      } else {
        high = middle
      }
    }
    return low
  }

  /// The position of the row whose basic symbol is `symbol`, if `symbol` is basic.
  func index(of symbol: Symbol) -> Int? {
    let index = lowerBound(symbol.id)
    return index < symbols.count && symbols[index].id == symbol.id ? index : nil
  }

  /// The row whose basic symbol is `symbol`, if `symbol` is basic.
  func row(for symbol: Symbol) -> Row? {
    guard let index = index(of: symbol) else { return nil }
    return rows[index]
  }

  /// Stores `row` as the row of the basic symbol `symbol`, replacing any existing row.
  mutating func set(_ row: Row, for symbol: Symbol) {
    let index = lowerBound(symbol.id)
    if index < symbols.count && symbols[index].id == symbol.id {
      rows[index] = row
    } else {
      symbols.insert(symbol, at: index)
      rows.insert(row, at: index)
    }
  }

  /// Removes and returns the row at `index`.
  @discardableResult
  mutating func remove(at index: Int) -> Row {
    symbols.remove(at: index)
    return rows.remove(at: index)
  }

  /// Removes every row.
  mutating func removeAll() {
    symbols.removeAll()
    rows.removeAll()
  }

  /// A copy whose rows are independent objects.
  func deepCopy() -> RowMap {
    var copy = RowMap()
    copy.symbols = symbols
    copy.rows = rows.map { Row(copying: $0) }
    return copy
  }
}
