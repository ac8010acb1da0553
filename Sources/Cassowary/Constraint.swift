/// A linear relation `expression <relation> 0` with a priority, identified by object identity.
///
/// The stored ``expression`` is reduced (each variable occurs once). A constraint is immutable;
/// to change its priority, remove it from the solver and add a new one.
///
/// ```swift
/// let x = Variable("x"), y = Variable("y")
/// let c1 = Constraint(x, .equal, 10)                             // x == 10, required
/// let c2 = Constraint(y, .greaterThanOrEqual, x + 5, priority: 750) // y >= x + 5 @750
/// let c3 = Constraint(2 * x - y, .lessThanOrEqual)                 // 2x - y <= 0
/// ```
package final class Constraint: Sendable, CustomStringConvertible {
  /// The left-hand side minus the right-hand side, reduced.
  ///
  /// The relation compares this expression with zero.
  package let expression: Expression

  /// How ``expression`` compares with zero.
  ///
  /// See ``Relation``.
  package let relation: Relation

  /// The priority; ``Priority/required`` (1000) by default.
  ///
  /// See ``Priority`` for how priorities are weighed against each other.
  package let priority: Priority

  /// Creates the constraint `expression <relation> 0`.
  ///
  /// - Parameters:
  ///   - expression: The expression compared with zero; it is stored reduced.
  ///   - relation: The comparison.
  ///   - priority: The priority, required by default.
  package init(_ expression: Expression, _ relation: Relation, priority: Priority = .required) {
    self.expression = expression.reduced()
    self.relation = relation
    self.priority = priority
  }

  /// Creates the constraint `lhs <relation> rhs`, stored as `lhs - rhs <relation> 0`.
  ///
  /// - Parameters:
  ///   - lhs: The left-hand side: a variable, an expression or a number.
  ///   - relation: The comparison.
  ///   - rhs: The right-hand side: a variable, an expression or a number.
  ///   - priority: The priority, required by default.
  package convenience init(
    _ lhs: some ExpressionConvertible, _ relation: Relation, _ rhs: some ExpressionConvertible,
    priority: Priority = .required
  ) {
    self.init(lhs.linearExpression - rhs.linearExpression, relation, priority: priority)
  }

  /// A readable rendering such as `x - 10.0 == 0 @1000.0`.
  ///
  /// Shows the reduced expression, the relation and the priority.
  package var description: String {
    "\(expression) \(relation) 0 @\(priority)"
  }
}
