/// A value usable as one side of a ``Constraint``: a ``Variable``, an ``Expression`` or a number.
///
/// Lets `Constraint(x, .equal, 10)` and `Constraint(y, .equal, x + 5)` be written without wrapping.
package protocol ExpressionConvertible {
  /// The value as a linear expression.
  ///
  /// A variable becomes `1 * variable`, a number a constant expression.
  var linearExpression: Expression { get }
}

extension Expression: ExpressionConvertible {
  /// The expression itself.
  ///
  /// Identity conversion.
  package var linearExpression: Expression { self }
}

extension Variable: ExpressionConvertible {
  /// The expression `1 * self`.
  ///
  /// A single term, zero constant.
  package var linearExpression: Expression { Expression(self) }
}

extension Double: ExpressionConvertible {
  /// The constant expression `self`.
  ///
  /// No terms.
  package var linearExpression: Expression { Expression(self) }
}

extension Int: ExpressionConvertible {
  /// The constant expression `Double(self)`.
  ///
  /// No terms.
  package var linearExpression: Expression { Expression(Double(self)) }
}
