/// A coefficient applied to a variable, one summand of an ``Expression``.
///
/// Terms are produced by the arithmetic operators, e.g. `2 * x` is one term with coefficient 2.
package struct Term: Sendable, CustomStringConvertible {
  /// The multiplier of ``variable``.
  ///
  /// Must be finite for the constraint that contains it to be accepted by a ``Solver``.
  package let coefficient: Double

  /// The variable being scaled.
  ///
  /// Compared by object identity.
  package let variable: Variable

  /// Creates the term `coefficient * variable`.
  ///
  /// - Parameters:
  ///   - coefficient: The multiplier.
  ///   - variable: The variable.
  package init(_ coefficient: Double, _ variable: Variable) {
    self.coefficient = coefficient
    self.variable = variable
  }

  /// A readable rendering such as `2.0*x`, `x` or `-x`.
  ///
  /// Coefficients of exactly 1 and -1 are omitted.
  package var description: String {
    if coefficient == 1 { return variable.description }
    if coefficient == -1 { return "-" + variable.description }
    return "\(coefficient)*\(variable.description)"
  }
}
