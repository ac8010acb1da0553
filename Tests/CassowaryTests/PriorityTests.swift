import Cassowary
import Testing

@Suite("Priorities")
struct PriorityTests {
  @Test("width >= 100 (1000), == 300 (750), == 50 (250): 300; without the 750: 100; then 50")
  func requiredAndPreferences() throws {
    let width = Variable("width")
    let minimum = Constraint(width, .greaterThanOrEqual, 100)
    let high = Constraint(width, .equal, 300, priority: .defaultHigh)
    let low = Constraint(width, .equal, 50, priority: .defaultLow)
    let solver = try solved([minimum, high, low])
    expectClose(solver.value(of: width), 300, "with 750")

    try solver.removeConstraint(high)
    solver.updateVariables()
    expectClose(solver.value(of: width), 100, "250 wants 50 but 100 is required")

    try solver.removeConstraint(minimum)
    solver.updateVariables()
    expectClose(solver.value(of: width), 50, "only the 250 is left")
  }

  @Test("One 750 beats fifty 250s pulling the other way")
  func higherPriorityBeatsManyLower() throws {
    let width = Variable("width")
    var constraints = [Constraint(width, .equal, 300, priority: 750)]
    constraints += (0..<50).map { _ in Constraint(width, .equal, 50, priority: 250) }
    let solver = try solved(constraints)
    expectClose(solver.value(of: width), 300, "750 wins")
  }

  @Test("Adjacent priorities dominate too: one 251 beats twenty 250s, one 999 beats ten 998s")
  func adjacentPrioritiesDominate() throws {
    let a = Variable("a")
    let b = Variable("b")
    var constraints = [Constraint(a, .equal, 10, priority: 251), Constraint(b, .equal, 1, priority: 999)]
    constraints += (0..<20).map { _ in Constraint(a, .equal, 20, priority: 250) }
    constraints += (0..<10).map { _ in Constraint(b, .equal, 2, priority: 998) }
    let solver = try solved(constraints)
    expectClose(solver.value(of: a), 10, "a")
    expectClose(solver.value(of: b), 1, "b")
  }

  @Test("Fractional priorities are levels of their own: 750.5 beats 750")
  func fractionalPriority() throws {
    let x = Variable("x")
    let solver = try solved([
      Constraint(x, .equal, 1, priority: 750), Constraint(x, .equal, 2, priority: 750.5),
    ])
    expectClose(solver.value(of: x), 2, "x")
  }

  @Test("Within one priority errors weigh 1 each: x == 10, 10, 40 @250 gives the median 10")
  func equalPrioritiesWeighEqually() throws {
    let x = Variable("x")
    let solver = try solved([
      Constraint(x, .equal, 40, priority: 250), Constraint(x, .equal, 10, priority: 250),
      Constraint(x, .equal, 10, priority: 250),
    ])
    expectClose(solver.value(of: x), 10, "x")
  }

  @Test("Conflicting non-required constraints resolve by priority without throwing")
  func nonRequiredConflictResolvedByPriority() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint(Constraint(x, .equal, 10, priority: 750))
    try solver.addConstraint(Constraint(x, .equal, 20, priority: 250))
    try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 15, priority: 500))
    solver.updateVariables()
    expectClose(solver.value(of: x), 10, "750 beats 500 and 250")

    try solver.addConstraint(Constraint(x, .lessThanOrEqual, 5, priority: 900))
    solver.updateVariables()
    expectClose(solver.value(of: x), 5, "900 beats 750")
  }

  @Test("Priorities outside 1...1000 or non-finite are rejected; the solver is unchanged")
  func invalidPrioritiesAreRejected() throws {
    let x = Variable("x")
    let solver = try solved([Constraint(x, .equal, 3)])
    for value in [0, 0.5, 1000.5, 2000, -1, Double.nan, Double.infinity] {
      let constraint = Constraint(x, .equal, 7, priority: Priority(value))
      #expect(throws: SolverError.self) { try solver.addConstraint(constraint) }
      #expect(!solver.hasConstraint(constraint))
    }
    #expect(throws: SolverError.self) { try solver.addEditVariable(x, priority: 0) }
    try solver.addConstraint(Constraint(x, .equal, 4, priority: 1))
    solver.updateVariables()
    expectClose(solver.value(of: x), 3, "x")
  }
}
