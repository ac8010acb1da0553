import Cassowary
import Testing

@Suite("Non-finite input")
struct NonFiniteTests {
  func isNonFinite(_ error: any Error) -> Bool {
    if case SolverError.nonFiniteValue = error { return true }
    return false
  }

  @Test("NaN and infinite constants or coefficients are rejected; the solver keeps working")
  func nonFiniteConstraintsAreRejected() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = try solved([Constraint(x, .equal, 10)])
    let bad = [
      Constraint(x, .equal, Double.nan),
      Constraint(x, .equal, Double.infinity),
      Constraint(x, .lessThanOrEqual, -Double.infinity, priority: 250),
      Constraint(Double.nan * y, .equal, 1),
      Constraint(Double.infinity * y, .greaterThanOrEqual, 0, priority: 750),
      Constraint(y / 0, .equal, 1),
      Constraint(Double.infinity * y - Double.infinity * y, .equal, 0),
    ]
    for constraint in bad {
      #expect(performing: { try solver.addConstraint(constraint) }, throws: isNonFinite)
      #expect(!solver.hasConstraint(constraint))
    }
    try solver.addConstraint(Constraint(y, .equal, x + 1))
    solver.updateVariables()
    expectClose(solver.value(of: x), 10, "x")
    expectClose(solver.value(of: y), 11, "y")
  }

  @Test("Finite input that overflows during substitution is rejected")
  func overflowIsRejected() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = try solved([Constraint(x, .equal, 1e300 * y)])
    let overflowing = Constraint(1e300 * x, .equal, 5)
    #expect(performing: { try solver.addConstraint(overflowing) }, throws: isNonFinite)
    try solver.addConstraint(Constraint(y, .equal, 2e-300))
    solver.updateVariables()
    expectClose(solver.value(of: y), 2e-300, "y")
    expectClose(solver.value(of: x), 2, "x")
  }
}
