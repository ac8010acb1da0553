/// A linear expression: a constant plus a list of ``Term``s.
///
/// Build expressions with the arithmetic operators on ``Variable``, `Expression` and `Double`.
/// Only linear forms can be written: there is no `Variable * Variable`.
///
/// ```swift
/// let x = Variable("x"), y = Variable("y")
/// let e = 2 * x + y - 10   // terms [2*x, 1*y], constant -10
/// ```
package struct Expression: Sendable, CustomStringConvertible {
  /// The terms in the order they were written; a variable may occur more than once.
  ///
  /// ``reduced()`` merges repeated variables.
  package var terms: [Term]

  /// The constant summand.
  ///
  /// Must be finite for a constraint to be accepted by a ``Solver``.
  package var constant: Double

  /// Creates an expression from terms and a constant.
  ///
  /// - Parameters:
  ///   - terms: The summands with variables.
  ///   - constant: The constant summand.
  package init(terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Creates the expression `1 * variable`.
  ///
  /// - Parameter variable: The single variable.
  package init(_ variable: Variable) {
    self.init(terms: [Term(1, variable)], constant: 0)
  }

  /// Creates a constant expression.
  ///
  /// - Parameter constant: The value.
  package init(_ constant: Double) {
    self.init(terms: [], constant: constant)
  }

  /// Returns an equivalent expression in which each variable occurs once.
  ///
  /// Variables keep the position of their first occurrence, so the result (and hence the order in
  /// which a solver first meets the variables) does not depend on hashing or memory addresses.
  /// Terms whose merged coefficient is exactly zero are dropped.
  package func reduced() -> Expression {
    var positions: [ObjectIdentifier: Int] = [:]
    var variables: [Variable] = []
    var coefficients: [Double] = []
    for term in terms {
      let key = ObjectIdentifier(term.variable)
      if let index = positions[key] {
        coefficients[index] += term.coefficient
      } else {
        positions[key] = variables.count
        variables.append(term.variable)
        coefficients.append(term.coefficient)
      }
    }
    var merged: [Term] = []
    merged.reserveCapacity(variables.count)
    for index in variables.indices where coefficients[index] != 0 {
      merged.append(Term(coefficients[index], variables[index]))
    }
    return Expression(terms: merged, constant: constant)
  }

  /// Whether the constant and every coefficient are finite (neither NaN nor infinite).
  var isFinite: Bool {
    constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
  }

  /// A readable rendering such as `2.0*x + y - 10.0`.
  ///
  /// A zero constant is omitted unless there are no terms.
  package var description: String {
    var text = ""
    for term in terms {
      if text.isEmpty {
        text = term.description
      } else if term.coefficient < 0 {
        text += " - " + Term(-term.coefficient, term.variable).description
      } else {
        text += " + " + term.description
      }
    }
    if text.isEmpty { return "\(constant)" }
    if constant > 0 { text += " + \(constant)" }
    if constant < 0 { text += " - \(-constant)" }
    if constant.isNaN { text += " + nan" }
    return text
  }
}
