import Cassowary
import Testing

@Suite("Simple equalities")
struct EqualityTests {
  @Test("x == 10 and y == x + 5 give x = 10, y = 15")
  func chainedEqualities() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = try solved([Constraint(x, .equal, 10), Constraint(y, .equal, x + 5)])
    expectClose(solver.value(of: x), 10, "x")
    expectClose(solver.value(of: y), 15, "y")
  }

  @Test("A redundant but consistent required equality is accepted")
  func redundantEqualityIsAccepted() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = try solved([
      Constraint(x, .equal, 10), Constraint(y, .equal, x + 5), Constraint(x + y, .equal, 25),
    ])
    expectClose(solver.value(of: x), 10, "x")
    expectClose(solver.value(of: y), 15, "y")
  }

  @Test("Values are published by updateVariables; unknown variables read 0")
  func valuesArePublishedByUpdate() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint(Constraint(x, .equal, 10))
    #expect(solver.value(of: x) == 0)
    solver.updateVariables()
    #expect(solver.value(of: x) == 10)
    #expect(solver.value(of: Variable("never added")) == 0)
  }

  @Test("reset() empties the solver")
  func resetEmptiesTheSolver() throws {
    let x = Variable("x")
    let constraint = Constraint(x, .equal, 10)
    let solver = try solved([constraint])
    solver.reset()
    #expect(!solver.hasConstraint(constraint))
    #expect(solver.value(of: x) == 0)
    try solver.addConstraint(constraint)
    solver.updateVariables()
    #expect(solver.value(of: x) == 10)
  }

  @Test("Constant-only constraints: 5 == 5 is accepted, 5 == 6 is unsatisfiable, 0 <= 5 is accepted")
  func constantOnlyConstraints() throws {
    let solver = Solver()
    try solver.addConstraint(Constraint(5, .equal, 5))
    try solver.addConstraint(Constraint(0, .lessThanOrEqual, 5))
    try solver.addConstraint(Constraint(7, .equal, 3, priority: 250))
    #expect(throws: SolverError.self) { try solver.addConstraint(Constraint(5, .equal, 6)) }
    let x = Variable("x")
    try solver.addConstraint(Constraint(x, .equal, 1))
    solver.updateVariables()
    expectClose(solver.value(of: x), 1, "x")
  }
}
