// Arithmetic operators that build linear expressions, e.g. `2 * x + y - 10`.

extension Expression {
  /// Returns the expression multiplied by a number.
  ///
  /// Scales every coefficient and the constant.
  func scaled(by factor: Double) -> Expression {
    Expression(terms: terms.map { Term($0.coefficient * factor, $0.variable) }, constant: constant * factor)
  }

  /// Adds two expressions.
  ///
  /// Terms are concatenated (left first); constants are summed.
  package static func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }

  /// Subtracts one expression from another.
  ///
  /// Equivalent to `lhs + (-rhs)`.
  package static func - (lhs: Expression, rhs: Expression) -> Expression {
    lhs + rhs.scaled(by: -1)
  }

  /// Negates an expression.
  ///
  /// Negates every coefficient and the constant.
  package static prefix func - (operand: Expression) -> Expression {
    operand.scaled(by: -1)
  }

  /// Multiplies an expression by a number.
  ///
  /// Scales every coefficient and the constant.
  package static func * (lhs: Expression, rhs: Double) -> Expression {
    lhs.scaled(by: rhs)
  }

  /// Multiplies a number by an expression.
  ///
  /// Scales every coefficient and the constant.
  package static func * (lhs: Double, rhs: Expression) -> Expression {
    rhs.scaled(by: lhs)
  }

  /// Divides an expression by a number.
  ///
  /// Division by zero yields non-finite coefficients, which a ``Solver`` rejects.
  package static func / (lhs: Expression, rhs: Double) -> Expression {
    lhs.scaled(by: 1 / rhs)
  }

  /// Adds a variable to an expression.
  ///
  /// Appends the term `1 * rhs`.
  package static func + (lhs: Expression, rhs: Variable) -> Expression {
    lhs + Expression(rhs)
  }

  /// Adds an expression to a variable.
  ///
  /// The variable's term comes first.
  package static func + (lhs: Variable, rhs: Expression) -> Expression {
    Expression(lhs) + rhs
  }

  /// Subtracts a variable from an expression.
  ///
  /// Appends the term `-1 * rhs`.
  package static func - (lhs: Expression, rhs: Variable) -> Expression {
    lhs - Expression(rhs)
  }

  /// Subtracts an expression from a variable.
  ///
  /// The variable's term comes first.
  package static func - (lhs: Variable, rhs: Expression) -> Expression {
    Expression(lhs) - rhs
  }

  /// Adds a number to an expression.
  ///
  /// Changes only the constant.
  package static func + (lhs: Expression, rhs: Double) -> Expression {
    Expression(terms: lhs.terms, constant: lhs.constant + rhs)
  }

  /// Adds an expression to a number.
  ///
  /// Changes only the constant.
  package static func + (lhs: Double, rhs: Expression) -> Expression {
    rhs + lhs
  }

  /// Subtracts a number from an expression.
  ///
  /// Changes only the constant.
  package static func - (lhs: Expression, rhs: Double) -> Expression {
    Expression(terms: lhs.terms, constant: lhs.constant - rhs)
  }

  /// Subtracts an expression from a number.
  ///
  /// Equivalent to `lhs + (-rhs)`.
  package static func - (lhs: Double, rhs: Expression) -> Expression {
    rhs.scaled(by: -1) + lhs
  }
}

extension Variable {
  /// Multiplies a variable by a number.
  ///
  /// Produces the single term `rhs * lhs`.
  package static func * (lhs: Variable, rhs: Double) -> Expression {
    Expression(terms: [Term(rhs, lhs)])
  }

  /// Multiplies a number by a variable.
  ///
  /// Produces the single term `lhs * rhs`.
  package static func * (lhs: Double, rhs: Variable) -> Expression {
    Expression(terms: [Term(lhs, rhs)])
  }

  /// Divides a variable by a number.
  ///
  /// Division by zero yields a non-finite coefficient, which a ``Solver`` rejects.
  package static func / (lhs: Variable, rhs: Double) -> Expression {
    Expression(terms: [Term(1 / rhs, lhs)])
  }

  /// Negates a variable.
  ///
  /// Produces the single term `-1 * operand`.
  package static prefix func - (operand: Variable) -> Expression {
    Expression(terms: [Term(-1, operand)])
  }

  /// Adds two variables.
  ///
  /// Produces the terms `1 * lhs` and `1 * rhs`.
  package static func + (lhs: Variable, rhs: Variable) -> Expression {
    Expression(terms: [Term(1, lhs), Term(1, rhs)])
  }

  /// Subtracts one variable from another.
  ///
  /// Produces the terms `1 * lhs` and `-1 * rhs`.
  package static func - (lhs: Variable, rhs: Variable) -> Expression {
    Expression(terms: [Term(1, lhs), Term(-1, rhs)])
  }

  /// Adds a number to a variable.
  ///
  /// Produces `1 * lhs + rhs`.
  package static func + (lhs: Variable, rhs: Double) -> Expression {
    Expression(terms: [Term(1, lhs)], constant: rhs)
  }

  /// Adds a variable to a number.
  ///
  /// Produces `1 * rhs + lhs`.
  package static func + (lhs: Double, rhs: Variable) -> Expression {
    Expression(terms: [Term(1, rhs)], constant: lhs)
  }

  /// Subtracts a number from a variable.
  ///
  /// Produces `1 * lhs - rhs`.
  package static func - (lhs: Variable, rhs: Double) -> Expression {
    Expression(terms: [Term(1, lhs)], constant: -rhs)
  }

  /// Subtracts a variable from a number.
  ///
  /// Produces `-1 * rhs + lhs`.
  package static func - (lhs: Double, rhs: Variable) -> Expression {
    Expression(terms: [Term(-1, rhs)], constant: lhs)
  }
}
