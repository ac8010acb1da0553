/// An incremental solver for systems of linear equalities and inequalities with priorities.
///
/// This is the Cassowary algorithm — Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm", ACM TOCHI 8(4), 2001 — following the structure of kiwi
/// (github.com/nucleic/kiwi, `kiwi/solverimpl.h`, BSD licence): a simplex tableau in which
/// required constraints are hard and every non-required constraint contributes error variables to
/// the objective; adding or removing a constraint re-optimises with the primal simplex method,
/// and ``suggestValue(_:for:)`` re-optimises with the dual simplex method, so dragging an edit
/// variable costs only the pivots the new value actually forces.
///
/// Differences from kiwi:
/// - Priorities are UIKit-style (`1...1000`, 1000 = required) and are minimised
///   lexicographically, one objective level per distinct priority (see ``Priority``).
/// - Everything is deterministic: rows, cells and objective levels are ordered maps keyed by
///   creation-order ids, primal pivots follow Bland's rule (lowest-id improving symbol, ties in
///   the ratio test to the lowest id), every other choice also breaks ties by the lowest id, and
///   no hashed collection is ever iterated. Expressions are reduced in first-occurrence order.
/// - Variables met by the solver stay registered (and referenced) until ``reset()``.
/// - A required constraint that cannot be satisfied leaves the solver exactly as it was.
/// - Non-finite numbers and invalid priorities are rejected with an error.
/// - Each simplex phase is capped at `10_000 + 100 × rows` pivots (or the `pivotLimit` given to
///   ``init(pivotLimit:)``); exceeding it throws ``SolverError/internalError(_:)``.
///
/// Values are published by ``updateVariables()`` and read with ``value(of:)``.
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.addConstraint(Constraint(left, .equal, 16))
/// try solver.addConstraint(Constraint(width, .greaterThanOrEqual, 100))
/// try solver.addConstraint(Constraint(width, .equal, 300, priority: 750))
/// solver.updateVariables()
/// solver.value(of: width)  // 300
///
/// let drag = Variable("drag")
/// try solver.addConstraint(Constraint(drag, .greaterThanOrEqual, 0))
/// try solver.addEditVariable(drag, priority: 999)
/// try solver.suggestValue(-40, for: drag)  // cheap: dual simplex, no re-solve
/// solver.updateVariables()
/// solver.value(of: drag)  // 0
/// ```
package final class Solver {
  /// The marker (and optional second error symbol) that track a constraint in the tableau.
  private struct Tag {
    /// Slack (inequality), first error (non-required equality) or dummy (required equality).
    let marker: Symbol
    /// The error symbol of a non-required constraint (the negative error for equalities).
    let other: Symbol?
  }

  /// Bookkeeping for an added constraint.
  private struct ConstraintInfo {
    let constraint: Constraint
    let tag: Tag
  }

  /// Bookkeeping for an edit variable.
  ///
  /// A class so that ``suggestValue(_:for:)`` can update `constant` through the reference: an
  /// in-place `dictionary[key]?.field = value` goes through a modify coroutine that allocates.
  private final class EditInfo {
    /// The internal constraint `variable == 0` whose constant is moved by suggestions.
    let constraint: Constraint
    let tag: Tag
    /// The last suggested value.
    var constant: Double

    init(constraint: Constraint, tag: Tag, constant: Double) {
      self.constraint = constraint
      self.tag = tag
      self.constant = constant
    }
  }

  /// Bookkeeping for a variable the solver has met.
  private struct VariableInfo {
    let variable: Variable
    let symbol: Symbol
    /// The value published by the last ``updateVariables()``.
    var value: Double
  }

  /// A copy of the mutable tableau state, used to undo a failed required constraint.
  private struct Snapshot {
    let rows: RowMap
    let objective: Objective
    let infeasibleRows: [Symbol]
  }

  /// Which objective the primal simplex minimises.
  private enum Phase {
    case main
    case artificial
  }

  private var constraintInfos: [ObjectIdentifier: ConstraintInfo] = [:]
  private var editInfos: [ObjectIdentifier: EditInfo] = [:]
  private var variableIndices: [ObjectIdentifier: Int] = [:]
  private var variableInfos: [VariableInfo] = []
  private var rows = RowMap()
  private var objective = Objective()
  private var artificial: Row?
  private var infeasibleRows: [Symbol] = []
  private var nextSymbolID = 1
  private let pivotLimit: Int?

  /// Creates an empty solver.
  ///
  /// - Parameter pivotLimit: The maximum number of pivots per simplex phase (one primal or dual
  ///   optimisation). `nil`, the default, means `10_000 + 100 × rows`, far above what a correct
  ///   run needs; the cap only turns a numerical cycle into ``SolverError/internalError(_:)``.
  package init(pivotLimit: Int? = nil) {
    self.pivotLimit = pivotLimit
  }

  // MARK: - Public API

  /// Adds a constraint and re-optimises.
  ///
  /// Required constraints must be satisfiable together with the required constraints already
  /// present; otherwise ``SolverError/unsatisfiableConstraint(_:)`` is thrown and the solver is
  /// left exactly as before. Non-required constraints never make the system unsatisfiable.
  ///
  /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/invalidPriority(_:)``,
  ///   ``SolverError/nonFiniteValue(_:)``, ``SolverError/unsatisfiableConstraint(_:)``, or
  ///   ``SolverError/internalError(_:)``.
  package func addConstraint(_ constraint: Constraint) throws {
    let key = ObjectIdentifier(constraint)
    if constraintInfos[key] != nil {
      throw SolverError.duplicateConstraint(constraint)
    }
    guard constraint.priority.isValid else {
      throw SolverError.invalidPriority(constraint.priority.value)
    }
    guard constraint.expression.isFinite else {
      throw SolverError.nonFiniteValue("constraint \(constraint)")
    }

    let variableCount = variableInfos.count
    let symbolTick = nextSymbolID
    let row = substitutedRow(for: constraint.expression)
    guard row.isFinite else {
      // Finite inputs can still overflow during substitution (e.g. coefficients near 1e308).
      rollBack(snapshot: nil, variableCount: variableCount, symbolTick: symbolTick)
      throw SolverError.nonFiniteValue("constraint \(constraint) overflows when substituted")
    }
    let tag = addMarkers(to: row, for: constraint)

    var subject = chooseSubject(row, tag)
    if subject == nil && row.hasOnlyDummies {
      // The row is a combination of required equalities: redundant if its constant is zero,
      // contradictory otherwise. Nothing has been modified yet.
      if !isNearZero(row.constant) {
        rollBack(snapshot: nil, variableCount: variableCount, symbolTick: symbolTick)
        throw SolverError.unsatisfiableConstraint(constraint)
      }
      subject = tag.marker
    }

    if let subject {
      row.solve(for: subject)
      substitute(subject, row)
      rows.set(row, for: subject)
    } else {
      // Only required constraints reach this path. Keep a copy so a failure can be undone.
      let snapshot = Snapshot(
        rows: rows.deepCopy(), objective: Objective(copying: objective),
        infeasibleRows: infeasibleRows)
      let satisfied: Bool
      do {
        satisfied = try addWithArtificialVariable(row)
      } catch {
        rollBack(snapshot: snapshot, variableCount: variableCount, symbolTick: symbolTick)
        throw error
      }
      if !satisfied {
        rollBack(snapshot: snapshot, variableCount: variableCount, symbolTick: symbolTick)
        throw SolverError.unsatisfiableConstraint(constraint)
      }
    }

    constraintInfos[key] = ConstraintInfo(constraint: constraint, tag: tag)
    try optimize(.main)
    // The tableau is primal feasible after optimisation; whatever is queued is stale.
    infeasibleRows.removeAll(keepingCapacity: true)
  }

  /// Removes a constraint and re-optimises.
  ///
  /// Removing a constraint that was just added restores the previous solution (up to rounding).
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)`` or ``SolverError/internalError(_:)``.
  package func removeConstraint(_ constraint: Constraint) throws {
    let key = ObjectIdentifier(constraint)
    guard let info = constraintInfos.removeValue(forKey: key) else {
      throw SolverError.unknownConstraint(constraint)
    }
    let tag = info.tag
    let priority = constraint.priority.value

    // Remove the error effects from the objective *before* pivoting (as kiwi does).
    removeEffects(of: tag, priority: priority)

    if let index = rows.index(of: tag.marker) {
      rows.remove(at: index)
    } else {
      guard let index = markerLeavingRowIndex(for: tag.marker) else {
        throw SolverError.internalError("failed to find a leaving row for \(constraint)")
      }
      let leaving = rows.symbols[index]
      let row = rows.remove(at: index)
      row.solve(for: leaving, tag.marker)
      substitute(tag.marker, row)
    }
    if !constraint.priority.isRequired {
      objective.releaseLevel(for: priority)
    }
    try optimize(.main)
    infeasibleRows.removeAll(keepingCapacity: true)
  }

  /// Moves the constant of an added constraint by `delta` (its expression becomes
  /// `expression + delta`) and re-optimises, without removing and adding it again.
  ///
  /// Cassowary's way of changing a constant in place, as ``suggestValue(_:for:)`` does for an edit
  /// variable: the new constant is the old one with the constraint's marker symbol shifted by
  /// `delta` over the marker's coefficient, so every row holding the marker moves its constant,
  /// and the dual simplex restores feasibility. The tableau stays optimal for the objective,
  /// which it does not touch. A required equality whose dummy marker is basic (it is implied by
  /// the other required constraints) cannot move alone: that case, and a change that leaves the
  /// required constraints unsatisfiable, throws ``SolverError/unsatisfiableConstraint(_:)`` and
  /// leaves the solver as it was.
  ///
  /// ```swift
  /// let top = Constraint(y - 100, .equal)      // y == 100
  /// try solver.addConstraint(top)
  /// try solver.shiftConstant(of: top, by: -20)  // y == 120, no allocation
  /// ```
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFiniteValue(_:)``,
  ///   ``SolverError/unsatisfiableConstraint(_:)`` or ``SolverError/internalError(_:)``.
  package func shiftConstant(of constraint: Constraint, by delta: Double) throws {
    let key = ObjectIdentifier(constraint)
    guard let info = constraintInfos[key] else { throw SolverError.unknownConstraint(constraint) }
    guard delta.isFinite else { throw SolverError.nonFiniteValue("constant shift \(delta) of \(constraint)") }
    guard delta != 0 else { return }
    let marker = info.tag.marker
    // The marker's coefficient in the constraint's own row: +1 for a slack of `<=` and a
    // dummy, -1 for a slack of `>=` and the positive error of an equality.
    let coefficient: Double =
      switch (constraint.relation, marker.kind) {
      case (.lessThanOrEqual, _), (.equal, .dummy): 1
      case (.greaterThanOrEqual, _), (.equal, _): -1
      }
    // expression + delta + coefficient · marker = expression + coefficient · (marker + delta / coefficient)
    let contradicted = shiftRows(holding: marker, by: delta / coefficient)
    do {
      // A basic dummy (a required equality the others imply) that moved off zero: the change
      // contradicts them.
      if contradicted { throw SolverError.unsatisfiableConstraint(constraint) }
      try dualOptimize()
    } catch {
      // Only required constraints can leave no entering symbol: the change contradicts the
      // other required ones. Shift back (the system is the old one again, which was feasible).
      guard constraint.priority.isRequired else { throw error }
      infeasibleRows.removeAll(keepingCapacity: true)
      _ = shiftRows(holding: marker, by: -delta / coefficient)
      try dualOptimize()
      throw SolverError.unsatisfiableConstraint(constraint)
    }
  }

  /// Substitutes `marker + shift` for `marker` in the tableau.
  ///
  /// The marker's own row (if it is basic) moves its constant by `-shift`, every row holding it
  /// by its coefficient times `shift`; restricted rows that turn negative are queued for the dual
  /// simplex. Returns whether a basic dummy's row moved off zero (a required equality no longer
  /// holds).
  private func shiftRows(holding marker: Symbol, by shift: Double) -> Bool {
    if let row = rows.row(for: marker) {
      // Basic: no other row holds it.
      if row.add(-shift) < 0 && marker.kind != .external { infeasibleRows.append(marker) }
      return marker.kind == .dummy && !isNearZero(row.constant)
    }
    var dummyMoved = false
    for index in 0..<rows.count {
      let row = rows.rows[index]
      let symbol = rows.symbols[index]
      let change = row.coefficient(for: marker) * shift
      guard change != 0 else { continue }
      if row.add(change) < 0 && symbol.kind != .external {
        infeasibleRows.append(symbol)
      }
      if symbol.kind == .dummy && !isNearZero(row.constant) { dummyMoved = true }
    }
    return dummyMoved
  }

  /// Whether the constraint object has been added (and not removed).
  ///
  /// Identity is by object.
  package func hasConstraint(_ constraint: Constraint) -> Bool {
    constraintInfos[ObjectIdentifier(constraint)] != nil
  }

  /// Makes `variable` an edit variable whose value can then be suggested cheaply.
  ///
  /// Internally adds the constraint `variable == suggestion` at `priority`; the suggestion starts
  /// at 0 until ``suggestValue(_:for:)`` is called.
  ///
  /// - Parameters:
  ///   - variable: The variable to drive.
  ///   - priority: A non-required priority (`1..<1000`), e.g. 999 for a drag.
  /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/badRequiredStrength(_:)``,
  ///   ``SolverError/invalidPriority(_:)`` or ``SolverError/internalError(_:)``.
  package func addEditVariable(_ variable: Variable, priority: Priority) throws {
    let key = ObjectIdentifier(variable)
    if editInfos[key] != nil {
      throw SolverError.duplicateEditVariable(variable)
    }
    guard priority.isValid else {
      throw SolverError.invalidPriority(priority.value)
    }
    if priority.isRequired {
      throw SolverError.badRequiredStrength(variable)
    }
    let constraint = Constraint(Expression(variable), .equal, priority: priority)
    try addConstraint(constraint)
    guard let info = constraintInfos[ObjectIdentifier(constraint)] else {
      throw SolverError.internalError("edit constraint for \(variable) was not recorded")
    }
    editInfos[key] = EditInfo(constraint: constraint, tag: info.tag, constant: 0)
  }

  /// Stops treating `variable` as an edit variable and removes its edit constraint.
  ///
  /// The variable keeps whatever value the remaining constraints give it.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` or ``SolverError/internalError(_:)``.
  package func removeEditVariable(_ variable: Variable) throws {
    let key = ObjectIdentifier(variable)
    guard let info = editInfos[key] else {
      throw SolverError.unknownEditVariable(variable)
    }
    try removeConstraint(info.constraint)
    editInfos[key] = nil
  }

  /// Whether `variable` is currently an edit variable.
  ///
  /// Identity is by object.
  package func hasEditVariable(_ variable: Variable) -> Bool {
    editInfos[ObjectIdentifier(variable)] != nil
  }

  /// Suggests a value for an edit variable and re-optimises with the dual simplex method.
  ///
  /// Only the constants of the affected rows change; pivots happen only where the new value makes
  /// a row infeasible (a constraint starts or stops binding). In the steady state this performs
  /// no heap allocation. Call ``updateVariables()`` to publish the result.
  ///
  /// - Parameters:
  ///   - value: The desired value; must be finite.
  ///   - variable: An edit variable.
  /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFiniteValue(_:)`` or
  ///   ``SolverError/internalError(_:)``.
  package func suggestValue(_ value: Double, for variable: Variable) throws {
    let key = ObjectIdentifier(variable)
    guard let info = editInfos[key] else {
      throw SolverError.unknownEditVariable(variable)
    }
    guard value.isFinite else {
      throw SolverError.nonFiniteValue("suggested value \(value) for \(variable)")
    }
    let delta = value - info.constant
    info.constant = value
    let marker = info.tag.marker

    if rows.row(for: marker) == nil, let other = info.tag.other, let row = rows.row(for: other) {
      // The negative error is basic: only its row moves.
      if row.add(delta) < 0 {
        infeasibleRows.append(other)
      }
    } else {
      // The positive error moves by `delta`: its own row if it is basic, else every row holding it.
      _ = shiftRows(holding: marker, by: delta)
    }
    try dualOptimize()
  }

  /// Publishes the current solution so that ``value(of:)`` returns it.
  ///
  /// Values are read from the tableau: a basic variable takes its row's constant, a parametric
  /// one takes 0. Costs one binary search per variable.
  package func updateVariables() {
    for index in variableInfos.indices {
      variableInfos[index].value = rows.row(for: variableInfos[index].symbol)?.constant ?? 0
    }
  }

  /// The value of `variable` as of the last ``updateVariables()``.
  ///
  /// Returns 0 for a variable the solver has never seen (or before the first update).
  package func value(of variable: Variable) -> Double {
    guard let index = variableIndices[ObjectIdentifier(variable)] else { return 0 }
    return variableInfos[index].value
  }

  /// Removes every constraint, edit variable and variable, as if the solver were new.
  ///
  /// Ids restart from the beginning, so the same calls after a reset give the same bits.
  package func reset() {
    constraintInfos.removeAll()
    editInfos.removeAll()
    variableIndices.removeAll()
    variableInfos.removeAll()
    rows.removeAll()
    objective = Objective()
    artificial = nil
    infeasibleRows.removeAll()
    nextSymbolID = 1
  }

  // MARK: - Tableau construction

  /// Creates a symbol with the next id.
  private func makeSymbol(_ kind: SymbolKind) -> Symbol {
    let symbol = Symbol(id: nextSymbolID, kind: kind)
    nextSymbolID += 1
    return symbol
  }

  /// The external symbol of `variable`, created (and the variable registered) on first use.
  private func symbol(for variable: Variable) -> Symbol {
    let key = ObjectIdentifier(variable)
    if let index = variableIndices[key] {
      return variableInfos[index].symbol
    }
    let symbol = makeSymbol(.external)
    variableIndices[key] = variableInfos.count
    variableInfos.append(VariableInfo(variable: variable, symbol: symbol, value: 0))
    return symbol
  }

  /// The row `expression = 0` with the current basic rows substituted for basic variables.
  ///
  /// Registers variables met for the first time. Terms with near-zero coefficients are skipped.
  private func substitutedRow(for expression: Expression) -> Row {
    let row = Row(constant: expression.constant)
    for term in expression.terms where !isNearZero(term.coefficient) {
      let symbol = symbol(for: term.variable)
      if let basic = rows.row(for: symbol) {
        row.insert(basic, term.coefficient)
      } else {
        row.insert(symbol, term.coefficient)
      }
    }
    return row
  }

  /// Adds the slack, error or dummy symbols a constraint needs to its row (registering errors in
  /// the objective level of its priority), then makes the row's constant non-negative.
  private func addMarkers(to row: Row, for constraint: Constraint) -> Tag {
    let priority = constraint.priority
    let tag: Tag
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let coefficient = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
      let slack = makeSymbol(.slack)
      row.insert(slack, coefficient)
      if priority.isRequired {
        tag = Tag(marker: slack, other: nil)
      } else {
        let error = makeSymbol(.error)
        row.insert(error, -coefficient)
        objective.retainLevel(for: priority.value).insert(error, 1)
        tag = Tag(marker: slack, other: error)
      }
    case .equal:
      if priority.isRequired {
        let dummy = makeSymbol(.dummy)
        row.insert(dummy, 1)
        tag = Tag(marker: dummy, other: nil)
      } else {
        let plus = makeSymbol(.error)
        let minus = makeSymbol(.error)
        row.insert(plus, -1)  // expression = plus - minus
        row.insert(minus, 1)
        let level = objective.retainLevel(for: priority.value)
        level.insert(plus, 1)
        level.insert(minus, 1)
        tag = Tag(marker: plus, other: minus)
      }
    }
    if row.constant < 0 {
      row.reverseSign()
    }
    return tag
  }

  /// The symbol to make basic for a new row: the first external symbol, else a marker or error
  /// with a negative coefficient (which keeps the row feasible); `nil` if there is none.
  private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
    for cell in row.cells where cell.symbol.kind == .external {
      return cell.symbol
    }
    if tag.marker.kind == .slack || tag.marker.kind == .error, row.coefficient(for: tag.marker) < 0 {
      return tag.marker
    }
    if let other = tag.other, other.kind == .slack || other.kind == .error, row.coefficient(for: other) < 0 {
      return other
    }
    return nil
  }

  /// Adds a row through an artificial variable (phase one); returns whether it is satisfiable.
  ///
  /// On `false` the tableau has been modified; the caller restores its snapshot.
  private func addWithArtificialVariable(_ row: Row) throws -> Bool {
    let art = makeSymbol(.slack)
    rows.set(Row(copying: row), for: art)
    artificial = Row(copying: row)

    try optimize(.artificial)
    let success = isNearZero(artificial?.constant ?? 0)
    artificial = nil

    if let index = rows.index(of: art) {
      let artRow = rows.remove(at: index)
      if artRow.cells.isEmpty {
        return success
      }
      guard let entering = anyPivotableSymbol(in: artRow) else {
        return false
      }
      artRow.solve(for: art, entering)
      substitute(entering, artRow)
      rows.set(artRow, for: entering)
    }

    for row in rows.rows {
      row.remove(art)
    }
    objective.remove(art)
    return success
  }

  /// Restores the state saved before a failed addition and forgets the symbols it created.
  ///
  /// Without a snapshot only variable registrations are undone (nothing else was modified).
  private func rollBack(snapshot: Snapshot?, variableCount: Int, symbolTick: Int) {
    if let snapshot {
      rows = snapshot.rows
      objective = snapshot.objective
      infeasibleRows = snapshot.infeasibleRows
    }
    artificial = nil
    while variableInfos.count > variableCount {
      let info = variableInfos.removeLast()
      variableIndices[ObjectIdentifier(info.variable)] = nil
    }
    nextSymbolID = symbolTick
  }

  // MARK: - Simplex

  /// Substitutes `symbol` by `row` in every row and objective, queueing rows made infeasible.
  private func substitute(_ symbol: Symbol, _ row: Row) {
    for index in 0..<rows.count {
      let basic = rows.rows[index]
      basic.substitute(symbol, row)
      if basic.constant < 0 && rows.symbols[index].kind != .external {
        infeasibleRows.append(rows.symbols[index])
      }
    }
    objective.substitute(symbol, row)
    artificial?.substitute(symbol, row)
  }

  /// The pivot cap for one simplex phase.
  private var currentPivotLimit: Int {
    pivotLimit ?? (10_000 + 100 * rows.count)
  }

  /// Makes `entering` basic in place of the basic symbol of the row at `index`.
  private func pivot(rowAt index: Int, entering: Symbol) {
    let leaving = rows.symbols[index]
    let row = rows.remove(at: index)
    row.solve(for: leaving, entering)
    substitute(entering, row)
    rows.set(row, for: entering)
  }

  /// Primal simplex (phase two): pivots until no symbol improves the objective.
  private func optimize(_ phase: Phase) throws {
    let limit = currentPivotLimit
    var pivots = 0
    while true {
      let entering: Symbol?
      switch phase {
      case .main:
        entering = objective.enteringSymbol()
      case .artificial:
        entering = artificial.flatMap { Objective.enteringSymbol(in: $0) }
      }
      guard let entering else { return }
      guard let index = leavingRowIndex(for: entering) else {
        throw SolverError.internalError("the objective is unbounded")
      }
      guard pivots < limit else {
        throw SolverError.internalError("pivot limit (\(limit)) exceeded while optimizing")
      }
      pivots += 1
      pivot(rowAt: index, entering: entering)
    }
  }

  /// Dual simplex: restores feasibility of the queued rows while keeping optimality.
  private func dualOptimize() throws {
    let limit = currentPivotLimit
    var pivots = 0
    while let leaving = infeasibleRows.popLast() {
      guard let index = rows.index(of: leaving) else { continue }
      let row = rows.rows[index]
      guard !isNearZero(row.constant) && row.constant < 0 else { continue }
      guard let entering = dualEnteringSymbol(for: row) else {
        infeasibleRows.removeAll(keepingCapacity: true)
        throw SolverError.internalError("dual optimize failed")
      }
      guard pivots < limit else {
        infeasibleRows.removeAll(keepingCapacity: true)
        throw SolverError.internalError("pivot limit (\(limit)) exceeded while dual optimizing")
      }
      pivots += 1
      pivot(rowAt: index, entering: entering)
    }
  }

  /// The restricted row that limits `entering` first (minimum ratio; ties keep the lower id).
  private func leavingRowIndex(for entering: Symbol) -> Int? {
    var ratio = Double.greatestFiniteMagnitude
    var found: Int?
    for index in 0..<rows.count where rows.symbols[index].kind != .external {
      let row = rows.rows[index]
      let coefficient = row.coefficient(for: entering)
      if coefficient < 0 {
        let candidate = -row.constant / coefficient
        if candidate < ratio {
          ratio = candidate
          found = index
        }
      }
    }
    return found
  }

  /// The symbol entering the basis when the infeasible `row` leaves it (lexicographic minimum of
  /// objective coefficient ÷ row coefficient over the row's positive, non-dummy cells).
  private func dualEnteringSymbol(for row: Row) -> Symbol? {
    var entering: Symbol?
    var enteringCoefficient = 0.0
    for cell in row.cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
      if let current = entering,
        !objective.ratio(of: cell.symbol, cell.coefficient, isLessThan: current, enteringCoefficient)
      {
        continue
      }
      entering = cell.symbol
      enteringCoefficient = cell.coefficient
    }
    return entering
  }

  /// The first slack or error symbol of a row.
  private func anyPivotableSymbol(in row: Row) -> Symbol? {
    for cell in row.cells where cell.symbol.kind == .slack || cell.symbol.kind == .error {
      return cell.symbol
    }
    return nil
  }

  /// The row to pivot on when removing a parametric marker, by kiwi's precedence: restricted rows
  /// with a negative coefficient (minimum ratio), then restricted rows (minimum ratio), then the
  /// last unrestricted row containing the marker.
  private func markerLeavingRowIndex(for marker: Symbol) -> Int? {
    var firstRatio = Double.greatestFiniteMagnitude
    var secondRatio = Double.greatestFiniteMagnitude
    var first: Int?
    var second: Int?
    var third: Int?
    for index in 0..<rows.count {
      let row = rows.rows[index]
      let coefficient = row.coefficient(for: marker)
      if coefficient == 0 { continue }
      if rows.symbols[index].kind == .external {
        third = index
      } else if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if ratio < firstRatio {
          firstRatio = ratio
          first = index
        }
      } else {
        let ratio = row.constant / coefficient
        if ratio < secondRatio {
          secondRatio = ratio
          second = index
        }
      }
    }
    return first ?? second ?? third
  }

  /// Subtracts a constraint's error symbols from its objective level.
  private func removeEffects(of tag: Tag, priority: Double) {
    guard let level = objective.row(for: priority) else { return }
    for symbol in [tag.marker, tag.other] {
      guard let symbol, symbol.kind == .error else { continue }
      if let row = rows.row(for: symbol) {
        level.insert(row, -1)
      } else {
        level.insert(symbol, -1)
      }
    }
  }
}
