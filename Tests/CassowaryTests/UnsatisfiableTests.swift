import Cassowary
import Testing

@Suite("Unsatisfiable required constraints")
struct UnsatisfiableTests {
  /// Expects `body` to throw `unsatisfiableConstraint` carrying exactly `constraint`.
  func expectUnsatisfiable(
    _ constraint: Constraint, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
  ) {
    do {
      try body()
      Issue.record("expected unsatisfiableConstraint", sourceLocation: sourceLocation)
    } catch SolverError.unsatisfiableConstraint(let rejected) {
      #expect(rejected === constraint, sourceLocation: sourceLocation)
    } catch {
      Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
    }
  }

  @Test("x == 10 then x == 20 (both required): the second throws, x stays 10")
  func conflictingEqualities() throws {
    let x = Variable("x")
    let first = Constraint(x, .equal, 10)
    let second = Constraint(x, .equal, 20)
    let solver = try solved([first])
    expectUnsatisfiable(second) { try solver.addConstraint(second) }
    #expect(solver.hasConstraint(first))
    #expect(!solver.hasConstraint(second))
    solver.updateVariables()
    expectClose(solver.value(of: x), 10, "x")
    // The solver keeps working.
    let y = Variable("y")
    try solver.addConstraint(Constraint(y, .equal, x * 2))
    solver.updateVariables()
    expectClose(solver.value(of: y), 20, "y")
  }

  @Test("x >= 10 then x <= 5 (artificial-variable path): throws, x stays 10, solver usable")
  func conflictingInequalities() throws {
    let x = Variable("x")
    let low = Constraint(x, .greaterThanOrEqual, 10)
    let high = Constraint(x, .lessThanOrEqual, 5)
    let solver = try solved([low])
    expectUnsatisfiable(high) { try solver.addConstraint(high) }
    solver.updateVariables()
    expectClose(solver.value(of: x), 10, "x")
    try solver.addConstraint(Constraint(x, .lessThanOrEqual, 50))
    try solver.addConstraint(Constraint(x, .equal, 40, priority: 250))
    solver.updateVariables()
    expectClose(solver.value(of: x), 40, "x")
  }

  @Test("A failed addition that pivoted internally leaves the exact previous state (same bits)")
  func failedAdditionRestoresExactState() throws {
    let x = Variable("x")
    let y = Variable("y")
    let before = [
      Constraint(x, .greaterThanOrEqual, 0), Constraint(y, .greaterThanOrEqual, 0),
      Constraint(x + y, .lessThanOrEqual, 10), Constraint(x, .equal, 7, priority: 250),
    ]
    // x - y >= 20 is impossible with x + y <= 10 and y >= 0; phase one pivots before failing.
    let impossible = Constraint(x - y, .greaterThanOrEqual, 20)
    let after = [Constraint(y, .equal, 5, priority: 750), Constraint(x, .lessThanOrEqual, 6, priority: 500)]

    let tried = try solved(before)
    expectUnsatisfiable(impossible) { try tried.addConstraint(impossible) }
    let reference = try solved(before)
    for constraint in after {
      try tried.addConstraint(constraint)
      try reference.addConstraint(constraint)
    }
    tried.updateVariables()
    reference.updateVariables()
    #expect(tried.value(of: x).bitPattern == reference.value(of: x).bitPattern)
    #expect(tried.value(of: y).bitPattern == reference.value(of: y).bitPattern)
    expectClose(tried.value(of: x), 5, "x: x + y <= 10 with y = 5 @750")
    expectClose(tried.value(of: y), 5, "y")
  }

  @Test("A conflicting required constraint in a full layout is rejected; the layout is unchanged")
  func conflictInLayout() throws {
    let layout = SideBySideLayout()
    let solver = try solved(layout.constraints)
    let tooWide = Constraint(layout.leftWidth, .greaterThanOrEqual, 200)
    expectUnsatisfiable(tooWide) { try solver.addConstraint(tooWide) }
    solver.updateVariables()
    layout.expectSolution(solver)
    // The same constraint at a lower priority is accepted and loses.
    try solver.addConstraint(Constraint(layout.leftWidth, .greaterThanOrEqual, 200, priority: 999))
    solver.updateVariables()
    layout.expectSolution(solver)
  }
}
