import Cassowary
import Testing

@Suite("Order independence")
struct OrderIndependenceTests {
  @Test("All 720 orders of a mixed-priority set give a = 10, b = 30, c = 30")
  func mixedPrioritiesAllPermutations() throws {
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let constraints = [
      Constraint(a, .greaterThanOrEqual, 10),
      Constraint(a, .equal, 5, priority: 750),
      Constraint(b, .equal, a + 20),
      Constraint(c, .lessThanOrEqual, b),
      Constraint(c, .equal, 100, priority: 500),
      Constraint(c, .equal, 0, priority: 250),
    ]
    var runs = 0
    try forEachPermutation(of: constraints.count) { order in
      let solver = try solved(order.map { constraints[$0] })
      expectClose(solver.value(of: a), 10, "a \(order)")
      expectClose(solver.value(of: b), 30, "b \(order)")
      expectClose(solver.value(of: c), 30, "c \(order)")
      runs += 1
    }
    #expect(runs == 720)
  }

  @Test("All 40320 orders of the side-by-side layout give widths 175 at x = 16 and 199")
  func sideBySideLayoutAllPermutations() throws {
    let layout = SideBySideLayout()
    let constraints = layout.constraints
    var runs = 0
    try forEachPermutation(of: constraints.count) { order in
      let solver = try solved(order.map { constraints[$0] })
      layout.expectSolution(solver)
      runs += 1
    }
    #expect(runs == 40320)
  }

  @Test("40 seeded shuffles of a 181-constraint stack layout match the in-order solution and the closed form")
  func stackLayoutShuffles() throws {
    let layout = StackLayout()
    let constraints = layout.verticalConstraints + layout.horizontalConstraints
    #expect(constraints.count == 181)
    let reference = try solved(constraints)
    let heights = layout.expectedHeights(top: 0)
    var top = 0.0
    for index in 0..<layout.count {
      expectClose(reference.value(of: layout.tops[index]), top, "top\(index)")
      expectClose(reference.value(of: layout.heights[index]), heights[index], "height\(index)")
      expectClose(reference.value(of: layout.widths[index]), 300, "width\(index)")
      top += heights[index] + 8
    }
    for seed in 1...40 {
      let solver = try solved(seededShuffle(constraints, seed: UInt64(seed)))
      for variable in layout.variables {
        expectClose(solver.value(of: variable), reference.value(of: variable), "\(variable) seed \(seed)")
      }
    }
  }
}
