import Cassowary
import Testing

@Suite("Pivot limit")
struct PivotLimitTests {
  @Test("Exceeding the pivot limit throws internalError instead of looping; reset() recovers")
  func pivotLimitThrows() throws {
    let top = Variable("top")
    let solver = Solver(pivotLimit: 0)
    try solver.addConstraint(Constraint(top, .greaterThanOrEqual, 100))
    try solver.addEditVariable(top, priority: 999)
    // Moving from the initial suggestion 0 (clamped to 100) to 300 needs one dual pivot.
    #expect {
      try solver.suggestValue(300, for: top)
    } throws: { error in
      if case SolverError.internalError(let message) = error { return message.contains("pivot limit") }
      return false
    }
    solver.reset()
    try solver.addConstraint(Constraint(top, .equal, 5))
    solver.updateVariables()
    expectClose(solver.value(of: top), 5, "after reset")

    // The default limit lets the same sequence through.
    let unlimited = Solver()
    try unlimited.addConstraint(Constraint(top, .greaterThanOrEqual, 100))
    try unlimited.addEditVariable(top, priority: 999)
    try unlimited.suggestValue(300, for: top)
    unlimited.updateVariables()
    expectClose(unlimited.value(of: top), 300, "default limit")
  }
}
