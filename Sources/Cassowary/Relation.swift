/// The comparison between a constraint's expression and zero.
///
/// `Constraint(lhs, .lessThanOrEqual, rhs)` means `lhs - rhs <= 0`.
package enum Relation: Sendable, CustomStringConvertible {
  /// `expression <= 0`.
  ///
  /// Gets a slack variable in the tableau (and an error variable if not required).
  case lessThanOrEqual

  /// `expression == 0`.
  ///
  /// Gets a dummy marker if required, two error variables otherwise.
  case equal

  /// `expression >= 0`.
  ///
  /// Gets a slack variable in the tableau (and an error variable if not required).
  case greaterThanOrEqual

  /// The operator symbol: `<=`, `==` or `>=`.
  ///
  /// Used in constraint descriptions.
  package var description: String {
    switch self {
    case .lessThanOrEqual: return "<="
    case .equal: return "=="
    case .greaterThanOrEqual: return ">="
    }
  }
}
