import Cassowary
import Testing

@Suite("Edit variables")
struct EditVariableTests {
  @Test("Dragging top (edit @999) with top >= 100 and bottom == top + 200: 50 -> 100, 300 -> 300")
  func dragTopEdge() throws {
    let top = Variable("top")
    let bottom = Variable("bottom")
    let solver = try solved([
      Constraint(bottom, .equal, top + 200), Constraint(top, .greaterThanOrEqual, 100),
    ])
    try solver.addEditVariable(top, priority: 999)
    #expect(solver.hasEditVariable(top))

    let expectations: [(suggested: Double, top: Double)] = [
      (50, 100), (300, 300), (120, 120), (-1e6, 100), (100.5, 100.5), (1e6, 1e6),
    ]
    for (suggested, expectedTop) in expectations {
      try solver.suggestValue(suggested, for: top)
      solver.updateVariables()
      expectClose(solver.value(of: top), expectedTop, "top after \(suggested)")
      expectClose(solver.value(of: bottom), expectedTop + 200, "bottom after \(suggested)")
    }

    try solver.removeEditVariable(top)
    #expect(!solver.hasEditVariable(top))
    solver.updateVariables()
    #expect(solver.value(of: top) >= 100 - tolerance)
    expectClose(solver.value(of: bottom), solver.value(of: top) + 200, "bottom after removal")
    #expect(throws: SolverError.self) { try solver.suggestValue(10, for: top) }
  }

  @Test("A drag variable (edit @999) pulling top == drag @750 against top >= 100")
  func dragVariableAtLowerPriority() throws {
    let top = Variable("top")
    let bottom = Variable("bottom")
    let drag = Variable("drag")
    let solver = try solved([
      Constraint(bottom, .equal, top + 200), Constraint(top, .greaterThanOrEqual, 100),
      Constraint(top, .equal, drag, priority: 750),
    ])
    try solver.addEditVariable(drag, priority: 999)
    try solver.suggestValue(50, for: drag)
    solver.updateVariables()
    expectClose(solver.value(of: drag), 50, "drag keeps its suggestion")
    expectClose(solver.value(of: top), 100, "top")
    try solver.suggestValue(300, for: drag)
    solver.updateVariables()
    expectClose(solver.value(of: top), 300, "top")
    expectClose(solver.value(of: bottom), 500, "bottom")
    try solver.removeEditVariable(drag)
    #expect(!solver.hasEditVariable(drag))
  }

  @Test("Edit variable errors: duplicate, required priority, unknown, non-finite suggestion")
  func editVariableErrors() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addEditVariable(x, priority: 750)
    #expect {
      try solver.addEditVariable(x, priority: 500)
    } throws: { error in
      if case SolverError.duplicateEditVariable(let variable) = error { return variable === x }
      return false
    }
    let y = Variable("y")
    #expect {
      try solver.addEditVariable(y, priority: .required)
    } throws: { error in
      if case SolverError.badRequiredStrength(let variable) = error { return variable === y }
      return false
    }
    #expect(!solver.hasEditVariable(y))
    #expect {
      try solver.suggestValue(1, for: y)
    } throws: { error in
      if case SolverError.unknownEditVariable = error { return true }
      return false
    }
    #expect(throws: SolverError.self) { try solver.removeEditVariable(y) }
    for value in [Double.nan, .infinity, -.infinity] {
      #expect {
        try solver.suggestValue(value, for: x)
      } throws: { error in
        if case SolverError.nonFiniteValue = error { return true }
        return false
      }
    }
    try solver.suggestValue(42, for: x)
    solver.updateVariables()
    expectClose(solver.value(of: x), 42, "x")
  }

  @Test("300 seeded drags of a 20-view stack match a fresh solve and the closed form")
  func dragMatchesFreshSolve() throws {
    let layout = StackLayout()
    let constraints = layout.verticalConstraints
    let solver = try solved(constraints)
    try solver.addEditVariable(layout.tops[0], priority: 999)
    var generator = SplitMix64(seed: 7)
    // The first top can move between 0 and 1000 - 20 * 30 - 19 * 8 = 248 before hitting limits.
    let maximumTop = layout.maxBottom - 30 * Double(layout.count) - 8 * Double(layout.count - 1)
    for step in 0..<300 {
      let suggested = generator.nextDouble(in: -200...600)
      try solver.suggestValue(suggested, for: layout.tops[0])
      solver.updateVariables()

      let top = min(max(suggested, 0), maximumTop)
      let heights = layout.expectedHeights(top: top)
      var expectedTop = top
      for index in 0..<layout.count {
        expectClose(solver.value(of: layout.tops[index]), expectedTop, "step \(step) top\(index)")
        expectClose(solver.value(of: layout.heights[index]), heights[index], "step \(step) height\(index)")
        expectedTop += heights[index] + 8
      }
      if step % 30 == 0 {
        let fresh = try solved(constraints + [Constraint(layout.tops[0], .equal, suggested, priority: 999)])
        for variable in layout.variables where variable !== layout.containerWidth {
          expectClose(solver.value(of: variable), fresh.value(of: variable), "step \(step) \(variable)")
        }
      }
    }
  }

  @Test("Constraints can be added and removed while an edit variable is active")
  func editThenChangeConstraints() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addEditVariable(x, priority: 999)
    try solver.suggestValue(30, for: x)
    let cap = Constraint(x, .lessThanOrEqual, 20)
    try solver.addConstraint(cap)
    solver.updateVariables()
    expectClose(solver.value(of: x), 20, "capped")
    try solver.suggestValue(10, for: x)
    solver.updateVariables()
    expectClose(solver.value(of: x), 10, "below cap")
    try solver.suggestValue(25, for: x)
    try solver.removeConstraint(cap)
    solver.updateVariables()
    expectClose(solver.value(of: x), 25, "cap removed")
  }
}
