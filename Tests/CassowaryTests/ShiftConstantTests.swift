@testable import Cassowary
import Testing

/// Moving a constraint's constant in place (`shiftConstant(of:by:)`, the per-frame path of a
/// dragged Auto Layout constant) reaches what removing it and adding the moved one reaches.
@Suite("Shifting a constant")
struct ShiftConstantTests {
  @Test("a required equality and a weak inequality move their variables")
  func simpleShifts() throws {
    let y = Variable("y")
    let top = Constraint(y - 100, .equal)
    let solver = try solved([top, Constraint(y, .lessThanOrEqual, 500)])
    try solver.shiftConstant(of: top, by: -20)  // y - 120 == 0
    solver.updateVariables()
    #expect(solver.value(of: y) == 120)

    let x = Variable("x")
    let wish = Constraint(x - 40, .greaterThanOrEqual, priority: 250)  // x >= 40 @250
    let other = try solved([wish, Constraint(x, .equal, 10, priority: 100)])
    try other.shiftConstant(of: wish, by: -30)  // x >= 70 @250
    other.updateVariables()
    #expect(other.value(of: x) == 70)
  }

  @Test("a shift the required constraints forbid is refused and changes nothing")
  func contradictionsAreRefused() throws {
    let x = Variable("x")
    let pin = Constraint(x - 10, .equal)
    let solver = try solved([pin, Constraint(x, .lessThanOrEqual, 20)])
    #expect(throws: SolverError.self) { try solver.shiftConstant(of: pin, by: -30) }  // x == 40 > 20
    solver.updateVariables()
    #expect(solver.value(of: x) == 10)
    try solver.shiftConstant(of: pin, by: -5)  // still fine afterwards: x == 15
    solver.updateVariables()
    #expect(solver.value(of: x) == 15)
  }

  @Test("100 random systems: 20 seeded shifts each match a fresh solve's level totals")
  func shiftsMatchFreshSolves() throws {
    var refused = 0
    var accepted = 0
    for seed in UInt64(1)...100 {
      let base = RandomSystemTests.makeSystem(seed: seed).constraints
      let solver = try solved(base)
      var shifted: [Int: Double] = [:]
      /// The system with each constraint's constant moved by its total shift.
      func system(_ shifts: [Int: Double]) -> [Constraint] {
        base.enumerated().map { index, constraint in
          shifts[index].map { Constraint(constraint.expression + $0, constraint.relation, priority: constraint.priority) }
            ?? constraint
        }
      }
      var generator = SplitMix64(seed: seed ^ 0x5151)
      for step in 0..<20 {
        // Any constraint but the box that keeps the variables in 0...100.
        let index = 8 + generator.next(below: base.count - 8)
        let delta = generator.nextDouble(in: -30...30)
        var proposed = shifted
        proposed[index, default: 0] += delta
        let fresh = try? solved(system(proposed))
        do {
          try solver.shiftConstant(of: base[index], by: delta)
          accepted += 1
        } catch {
          #expect(fresh == nil, "seed \(seed) step \(step): refused a satisfiable shift")
          refused += 1
          // Refused: the solver still solves the system as it was.
          solver.updateVariables()
          #expect(RandomSystemTests.levelTotals(system(shifted), solver)[0] <= 1e-9, "seed \(seed) step \(step)")
          continue
        }
        let reference = try #require(fresh, "seed \(seed) step \(step): accepted an unsatisfiable shift")
        shifted = proposed
        solver.updateVariables()
        let expected = RandomSystemTests.levelTotals(system(shifted), reference)
        let totals = RandomSystemTests.levelTotals(system(shifted), solver)
        for (level, total) in totals.enumerated() {
          #expect(abs(total - expected[level]) <= 1e-7, "seed \(seed) step \(step) level \(level)")
        }
      }
    }
    #expect(accepted > 1500)
    #expect(refused > 0)
  }
}
