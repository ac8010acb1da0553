import Cassowary
import Testing

@Suite("Expressions and constraints")
struct ExpressionTests {
  @Test("2*x + y - 10 builds two terms in order and constant -10")
  func operatorsBuildTermsInOrder() {
    let x = Variable("x")
    let y = Variable("y")
    let expression = 2 * x + y - 10
    #expect(expression.terms.count == 2)
    #expect(expression.terms[0].variable === x)
    #expect(expression.terms[0].coefficient == 2)
    #expect(expression.terms[1].variable === y)
    #expect(expression.terms[1].coefficient == 1)
    #expect(expression.constant == -10)
    #expect(expression.description == "2.0*x + y - 10.0")
  }

  @Test("Subtraction, negation, scaling and division distribute over terms and constant")
  func arithmeticDistributes() {
    let x = Variable("x")
    let y = Variable("y")
    let expression = 3 - (x - 2 * y + 1) * 2 / 4
    #expect(expression.terms.map(\.coefficient) == [-0.5, 1])
    #expect(expression.constant == 2.5)
    let negated = -(x + 1)
    #expect(negated.terms.map(\.coefficient) == [-1])
    #expect(negated.constant == -1)
  }

  @Test("Constraints store lhs - rhs reduced, variables in first-occurrence order")
  func constraintReducesInFirstOccurrenceOrder() {
    let x = Variable("x")
    let y = Variable("y")
    let constraint = Constraint(y + x + 5, .equal, 2 * y + x, priority: 750)
    // y + x + 5 - 2y - x  ->  -y + 5; x cancels exactly and is dropped.
    #expect(constraint.expression.terms.count == 1)
    #expect(constraint.expression.terms[0].variable === y)
    #expect(constraint.expression.terms[0].coefficient == -1)
    #expect(constraint.expression.constant == 5)
    #expect(constraint.priority == 750)
    #expect(constraint.description == "-y + 5.0 == 0 @750.0")
  }

  @Test("Error descriptions name the offending constraint or variable")
  func errorDescriptionsAreReadable() {
    let x = Variable("x")
    let constraint = Constraint(x, .equal, 20)
    #expect(
      SolverError.unsatisfiableConstraint(constraint).description
        == "unsatisfiable required constraint: x - 20.0 == 0 @1000.0")
    #expect(SolverError.unknownEditVariable(x).description == "unknown edit variable: x")
    #expect(SolverError.invalidPriority(0).description.contains("1...1000"))
  }
}
