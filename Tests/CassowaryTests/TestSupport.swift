import Cassowary
import Testing

/// The tolerance used by every numeric expectation.
let tolerance = 1e-9

/// Expects `actual` to be within `tolerance` of `expected`.
func expectClose(
  _ actual: Double, _ expected: Double, _ label: String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(actual - expected) <= tolerance, "\(label): \(actual) != \(expected)", sourceLocation: sourceLocation)
}

/// SplitMix64: a tiny deterministic generator for seeded shuffles and sweeps.
struct SplitMix64 {
  var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A value in `0..<bound` (modulo bias is irrelevant here).
  mutating func next(below bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }

  /// A value uniformly spread over `range`.
  mutating func nextDouble(in range: ClosedRange<Double>) -> Double {
    let unit = Double(next() >> 11) / Double(UInt64(1) << 53)
    return range.lowerBound + unit * (range.upperBound - range.lowerBound)
  }
}

/// Fisher–Yates shuffle driven by ``SplitMix64``: the same seed gives the same order everywhere.
func seededShuffle<T>(_ elements: [T], seed: UInt64) -> [T] {
  var result = elements
  var generator = SplitMix64(seed: seed)
  var index = result.count - 1
  while index > 0 {
    let other = generator.next(below: index + 1)
    result.swapAt(index, other)
    index -= 1
  }
  return result
}

/// Calls `body` with every permutation of `0..<count` (Heap's algorithm, iterative).
func forEachPermutation(of count: Int, _ body: ([Int]) throws -> Void) rethrows {
  var permutation = Array(0..<count)
  var counters = Array(repeating: 0, count: count)
  try body(permutation)
  var index = 1
  while index < count {
    if counters[index] < index {
      if index % 2 == 0 {
        permutation.swapAt(0, index)
      } else {
        permutation.swapAt(counters[index], index)
      }
      try body(permutation)
      counters[index] += 1
      index = 1
    } else {
      counters[index] = 0
      index += 1
    }
  }
}

/// Adds every constraint in order to a new solver and publishes the values.
func solved(_ constraints: [Constraint]) throws -> Solver {
  let solver = Solver()
  for constraint in constraints {
    try solver.addConstraint(constraint)
  }
  solver.updateVariables()
  return solver
}

/// Two views side by side in a 390-point container: margins 16, spacing 8, equal widths.
struct SideBySideLayout {
  let containerLeading = Variable("container.leading")
  let containerWidth = Variable("container.width")
  let leftLeading = Variable("left.leading")
  let leftWidth = Variable("left.width")
  let rightLeading = Variable("right.leading")
  let rightWidth = Variable("right.width")

  /// Eight constraints; the solution is unique: widths 175, leadings 16 and 199.
  var constraints: [Constraint] {
    [
      Constraint(containerLeading, .equal, 0),
      Constraint(containerWidth, .lessThanOrEqual, 390),
      Constraint(containerWidth, .equal, 1000, priority: 750),
      Constraint(leftLeading, .equal, containerLeading + 16),
      Constraint(rightLeading + rightWidth, .equal, containerLeading + containerWidth - 16),
      Constraint(rightLeading, .equal, leftLeading + leftWidth + 8),
      Constraint(leftWidth, .equal, rightWidth),
      Constraint(rightWidth, .greaterThanOrEqual, 50),
    ]
  }

  var variables: [Variable] {
    [containerLeading, containerWidth, leftLeading, leftWidth, rightLeading, rightWidth]
  }

  func expectSolution(_ solver: Solver, sourceLocation: SourceLocation = #_sourceLocation) {
    expectClose(solver.value(of: containerLeading), 0, "container.leading", sourceLocation: sourceLocation)
    expectClose(solver.value(of: containerWidth), 390, "container.width", sourceLocation: sourceLocation)
    expectClose(solver.value(of: leftLeading), 16, "left.leading", sourceLocation: sourceLocation)
    expectClose(solver.value(of: leftWidth), 175, "left.width", sourceLocation: sourceLocation)
    expectClose(solver.value(of: rightLeading), 199, "right.leading", sourceLocation: sourceLocation)
    expectClose(solver.value(of: rightWidth), 175, "right.width", sourceLocation: sourceLocation)
  }
}

/// A vertical stack of views with a bounded container, used for larger and incremental tests.
///
/// View `i` has `bottom == top + height` (required), `30 <= height <= 100` (required),
/// `height == 44` at priority `700 + i` (distinct levels, so compression order is unique),
/// `top >= previous.bottom + 8` (required) and `top == previous.bottom + 8` @500. The first top is
/// `>= 0` (required) and the last bottom `<= maxBottom` (required). Horizontally every view has
/// `leading == 16 + 4 * (i % 3)` (required), `width <= 300` (required) and
/// `width == containerWidth - 32` @600 with `containerWidth == 390` (required).
struct StackLayout {
  let count: Int
  let maxBottom: Double
  let tops: [Variable]
  let heights: [Variable]
  let bottoms: [Variable]
  let leadings: [Variable]
  let widths: [Variable]
  let containerWidth = Variable("container.width")

  init(count: Int = 20, maxBottom: Double = 1000) {
    self.count = count
    self.maxBottom = maxBottom
    tops = (0..<count).map { Variable("top\($0)") }
    heights = (0..<count).map { Variable("height\($0)") }
    bottoms = (0..<count).map { Variable("bottom\($0)") }
    leadings = (0..<count).map { Variable("leading\($0)") }
    widths = (0..<count).map { Variable("width\($0)") }
  }

  /// The vertical constraints, without anything on the first top except `top0 >= 0`.
  var verticalConstraints: [Constraint] {
    var result: [Constraint] = [Constraint(tops[0], .greaterThanOrEqual, 0)]
    for index in 0..<count {
      result.append(Constraint(bottoms[index], .equal, tops[index] + heights[index]))
      result.append(Constraint(heights[index], .greaterThanOrEqual, 30))
      result.append(Constraint(heights[index], .lessThanOrEqual, 100))
      result.append(Constraint(heights[index], .equal, 44, priority: Priority(700 + Double(index))))
      if index > 0 {
        result.append(Constraint(tops[index], .greaterThanOrEqual, bottoms[index - 1] + 8))
        result.append(Constraint(tops[index], .equal, bottoms[index - 1] + 8, priority: 500))
      }
    }
    result.append(Constraint(bottoms[count - 1], .lessThanOrEqual, maxBottom))
    return result
  }

  var horizontalConstraints: [Constraint] {
    var result: [Constraint] = [Constraint(containerWidth, .equal, 390)]
    for index in 0..<count {
      result.append(Constraint(leadings[index], .equal, Double(16 + 4 * (index % 3))))
      result.append(Constraint(widths[index], .lessThanOrEqual, 300))
      result.append(Constraint(widths[index], .equal, containerWidth - 32, priority: 600))
    }
    return result
  }

  var variables: [Variable] {
    tops + heights + bottoms + leadings + widths + [containerWidth]
  }

  /// The expected heights when the first top is at `top` (computed independently of the solver):
  /// the views with the lowest priorities give up height first, down to 30 each.
  func expectedHeights(top: Double) -> [Double] {
    var heights = Array(repeating: 44.0, count: count)
    var excess = top + 44 * Double(count) + 8 * Double(count - 1) - maxBottom
    var index = 0
    while excess > 0 && index < count {
      let shrink = min(14, excess)
      heights[index] -= shrink
      excess -= shrink
      index += 1
    }
    return heights
  }
}
