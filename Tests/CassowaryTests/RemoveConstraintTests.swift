import Cassowary
import Testing

@Suite("Removing constraints")
struct RemoveConstraintTests {
  @Test("Adding then removing constraints restores the previous layout")
  func removeRestoresPreviousSolution() throws {
    let layout = SideBySideLayout()
    let solver = try solved(layout.constraints)
    layout.expectSolution(solver)

    let extras = [
      Constraint(layout.leftWidth, .equal, 100, priority: 999),
      Constraint(layout.containerWidth, .lessThanOrEqual, 300),
      Constraint(layout.rightLeading, .greaterThanOrEqual, 250, priority: 500),
    ]
    for extra in extras {
      try solver.addConstraint(extra)
    }
    solver.updateVariables()
    // Level 999 (left width 100) is satisfiable by shrinking the container to 2 * 100 + 40.
    expectClose(solver.value(of: layout.containerWidth), 240, "container")
    expectClose(solver.value(of: layout.leftWidth), 100, "left width")
    expectClose(solver.value(of: layout.rightLeading), 124, "right leading (the 500 loses)")

    for extra in extras.reversed() {
      try solver.removeConstraint(extra)
    }
    solver.updateVariables()
    layout.expectSolution(solver)

    // Removing in a different order than adding also restores the solution.
    for extra in extras {
      try solver.addConstraint(extra)
    }
    for extra in [extras[1], extras[0], extras[2]] {
      try solver.removeConstraint(extra)
    }
    solver.updateVariables()
    layout.expectSolution(solver)
  }

  @Test("Each constraint of the stack layout can be removed and re-added with no change")
  func removeAndReaddEachConstraint() throws {
    let layout = StackLayout(count: 6, maxBottom: 300)
    let constraints = layout.verticalConstraints + layout.horizontalConstraints
    let solver = try solved(constraints)
    let reference = layout.variables.map { solver.value(of: $0) }
    for constraint in constraints {
      try solver.removeConstraint(constraint)
      try solver.addConstraint(constraint)
    }
    solver.updateVariables()
    for (index, variable) in layout.variables.enumerated() {
      expectClose(solver.value(of: variable), reference[index], "\(variable)")
    }
  }

  @Test("Duplicate additions and unknown removals throw and change nothing")
  func duplicateAndUnknown() throws {
    let x = Variable("x")
    let constraint = Constraint(x, .equal, 10)
    let solver = try solved([constraint])
    #expect {
      try solver.addConstraint(constraint)
    } throws: { error in
      if case SolverError.duplicateConstraint(let duplicate) = error { return duplicate === constraint }
      return false
    }
    let stranger = Constraint(x, .equal, 10)
    #expect {
      try solver.removeConstraint(stranger)
    } throws: { error in
      if case SolverError.unknownConstraint(let unknown) = error { return unknown === stranger }
      return false
    }
    try solver.removeConstraint(constraint)
    #expect(!solver.hasConstraint(constraint))
    #expect(throws: SolverError.self) { try solver.removeConstraint(constraint) }
    solver.updateVariables()
    #expect(solver.value(of: x) == 0)
  }
}
