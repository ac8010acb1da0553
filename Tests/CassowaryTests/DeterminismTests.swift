import Cassowary
import Testing

@Suite("Determinism")
struct DeterminismTests {
  /// Runs a fixed script of additions, removals and drags on the stack layout; returns the bits.
  func script(_ layout: StackLayout, solver: Solver) throws -> [UInt64] {
    let constraints = layout.verticalConstraints + layout.horizontalConstraints
    for constraint in constraints {
      try solver.addConstraint(constraint)
    }
    try solver.addEditVariable(layout.tops[0], priority: 999)
    var generator = SplitMix64(seed: 42)
    var bits: [UInt64] = []
    for step in 0..<100 {
      try solver.suggestValue(generator.nextDouble(in: -100...400), for: layout.tops[0])
      if step % 10 == 5 {
        try solver.removeConstraint(constraints[step % constraints.count])
        try solver.addConstraint(constraints[step % constraints.count])
      }
      solver.updateVariables()
      bits += layout.variables.map { solver.value(of: $0).bitPattern }
    }
    return bits
  }

  @Test("The same calls give the same bits: two solvers, a reset solver, fresh variables")
  func sameCallsSameBits() throws {
    let layout = StackLayout(count: 10, maxBottom: 500)
    let first = try script(layout, solver: Solver())
    let second = try script(layout, solver: Solver())
    #expect(first == second)

    let reused = Solver()
    _ = try script(StackLayout(count: 4, maxBottom: 200), solver: reused)
    reused.reset()
    #expect(try script(layout, solver: reused) == first)

    // Different Variable objects (other addresses, other allocation order) change nothing.
    var decoys: [Variable] = (0..<100).map { Variable("decoy\($0)") }
    let other = StackLayout(count: 10, maxBottom: 500)
    decoys.removeAll()
    #expect(try script(other, solver: Solver()) == first)
  }
}
