import Cassowary
import Testing

/// Random systems whose optimum need not be unique: the per-priority error totals of the optimum
/// are unique, so every insertion order (and every add/remove history) must reach the same totals.
@Suite("Random systems")
struct RandomSystemTests {
  struct System {
    var variables: [Variable]
    var constraints: [Constraint]
  }

  /// 4 variables boxed in `0...100`, 3 random required constraints satisfied by a hidden point,
  /// and 10 random non-required constraints at priorities 750, 500, 250 and 100.
  static func makeSystem(seed: UInt64) -> System {
    var generator = SplitMix64(seed: seed)
    let variables = (0..<4).map { Variable("v\($0)") }
    let point = variables.map { _ in Double(generator.next(below: 101)) }
    var constraints: [Constraint] = []
    for variable in variables {
      constraints.append(Constraint(variable, .greaterThanOrEqual, 0))
      constraints.append(Constraint(variable, .lessThanOrEqual, 100))
    }
    func randomExpression() -> (Expression, Double) {
      var expression = Expression()
      var valueAtPoint = 0.0
      for (index, variable) in variables.enumerated() where generator.next(below: 2) == 0 {
        let coefficient = Double(generator.next(below: 7)) - 3
        expression = expression + coefficient * variable
        valueAtPoint += coefficient * point[index]
      }
      return (expression, valueAtPoint)
    }
    for _ in 0..<3 {
      let (expression, valueAtPoint) = randomExpression()
      switch generator.next(below: 3) {
      case 0: constraints.append(Constraint(expression, .equal, valueAtPoint))
      case 1: constraints.append(Constraint(expression, .lessThanOrEqual, valueAtPoint + 5))
      default: constraints.append(Constraint(expression, .greaterThanOrEqual, valueAtPoint - 5))
      }
    }
    let priorities: [Priority] = [750, 500, 250, 100]
    for _ in 0..<10 {
      let (expression, _) = randomExpression()
      let target = Double(generator.next(below: 201)) - 50
      let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][generator.next(below: 3)]
      let priority = priorities[generator.next(below: priorities.count)]
      constraints.append(Constraint(expression, relation, target, priority: priority))
    }
    return System(variables: variables, constraints: constraints)
  }

  /// How much the constraint is violated at the solver's current values.
  static func violation(of constraint: Constraint, in solver: Solver) -> Double {
    var value = constraint.expression.constant
    for term in constraint.expression.terms {
      value += term.coefficient * solver.value(of: term.variable)
    }
    switch constraint.relation {
    case .equal: return abs(value)
    case .lessThanOrEqual: return max(0, value)
    case .greaterThanOrEqual: return max(0, -value)
    }
  }

  /// Total violation per priority level, highest first; required violations come first.
  static func levelTotals(_ constraints: [Constraint], _ solver: Solver) -> [Double] {
    let levels: [Double] = [1000, 800, 750, 500, 250, 100]
    return levels.map { level in
      constraints.filter { $0.priority.value == level }.reduce(0) { $0 + violation(of: $1, in: solver) }
    }
  }

  @Test("200 random systems: 6 insertion orders and an add/remove history agree on the level totals")
  func ordersAgreeOnLevelTotals() throws {
    for seed in UInt64(1)...200 {
      let system = Self.makeSystem(seed: seed)
      let reference = try solved(system.constraints)
      let expected = Self.levelTotals(system.constraints, reference)
      #expect(expected[0] <= 1e-9, "seed \(seed): required constraints violated")
      for shuffle in UInt64(1)...6 {
        let solver = try solved(seededShuffle(system.constraints, seed: seed &* 100 &+ shuffle))
        let totals = Self.levelTotals(system.constraints, solver)
        for (level, total) in totals.enumerated() {
          #expect(abs(total - expected[level]) <= 1e-7, "seed \(seed) shuffle \(shuffle) level \(level)")
        }
      }
      // Add everything plus noise, then remove the noise.
      var noiseGenerator = SplitMix64(seed: seed &* 31)
      let noise = (0..<5).map { index in
        Constraint(
          system.variables[noiseGenerator.next(below: system.variables.count)], .equal, Double(index * 20),
          priority: Priority(900 - Double(index)))
      }
      let solver = Solver()
      for constraint in seededShuffle(system.constraints + noise, seed: seed) {
        try solver.addConstraint(constraint)
      }
      for constraint in noise {
        try solver.removeConstraint(constraint)
      }
      solver.updateVariables()
      let totals = Self.levelTotals(system.constraints, solver)
      for (level, total) in totals.enumerated() {
        #expect(abs(total - expected[level]) <= 1e-7, "seed \(seed) after removals, level \(level)")
      }
    }
  }

  @Test("100 random systems: 20 seeded suggestions each match a fresh solve's level totals")
  func suggestionsMatchFreshSolves() throws {
    var nonZeroLevels = 0
    for seed in UInt64(1)...100 {
      let system = Self.makeSystem(seed: seed)
      let solver = try solved(system.constraints)
      let dragged = system.variables[Int(seed % 4)]
      try solver.addEditVariable(dragged, priority: 800)
      var generator = SplitMix64(seed: seed ^ 0xABCD)
      for step in 0..<20 {
        let value = generator.nextDouble(in: -50...150)
        try solver.suggestValue(value, for: dragged)
        solver.updateVariables()
        let pin = Constraint(dragged, .equal, value, priority: 800)
        let fresh = try solved(system.constraints + [pin])
        let expected = Self.levelTotals(system.constraints + [pin], fresh)
        let totals = Self.levelTotals(system.constraints + [pin], solver)
        for (level, total) in totals.enumerated() {
          #expect(abs(total - expected[level]) <= 1e-7, "seed \(seed) step \(step) level \(level)")
        }
        nonZeroLevels += expected.dropFirst().filter { $0 > 1e-9 }.count
      }
    }
    // The systems do conflict: most suggestions leave several levels violated.
    #expect(nonZeroLevels > 2000)
  }

  @Test("300 random systems with conflicting required constraints: rejections leave no trace (same bits)")
  func rejectionsLeaveNoTrace() throws {
    var rejected = 0
    for seed in UInt64(1)...300 {
      var generator = SplitMix64(seed: seed &+ 10_000)
      let variables = (0..<6).map { Variable("w\($0)") }
      var candidates: [Constraint] = []
      for _ in 0..<24 {
        var expression = Expression()
        for variable in variables where generator.next(below: 3) == 0 {
          expression = expression + (Double(generator.next(below: 9)) - 4) * variable
        }
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][generator.next(below: 3)]
        let priority: Priority = generator.next(below: 2) == 0 ? .required : [750, 250][generator.next(below: 2)]
        candidates.append(Constraint(expression, relation, Double(generator.next(below: 101)), priority: priority))
      }
      let tried = Solver()
      var accepted: [Constraint] = []
      for constraint in candidates {
        do {
          try tried.addConstraint(constraint)
          accepted.append(constraint)
        } catch SolverError.unsatisfiableConstraint {
          rejected += 1
        }
      }
      let clean = try solved(accepted)
      tried.updateVariables()
      for variable in variables {
        #expect(tried.value(of: variable).bitPattern == clean.value(of: variable).bitPattern, "seed \(seed)")
      }
      for constraint in accepted where constraint.priority.isRequired {
        #expect(Self.violation(of: constraint, in: tried) <= 1e-7, "seed \(seed) \(constraint)")
      }
    }
    #expect(rejected > 300)
  }
}
