/// The errors thrown by ``Solver``.
///
/// Except for ``internalError(_:)``, a throwing call leaves the solver exactly as it was before the
/// call. After an `internalError` the solver's state is unspecified; call ``Solver/reset()``.
package enum SolverError: Error, CustomStringConvertible {
  /// A required constraint conflicts with the required constraints already in the solver.
  ///
  /// The constraint is not added and the solver keeps its previous solution.
  case unsatisfiableConstraint(Constraint)

  /// The constraint object has already been added.
  ///
  /// Identity is by object, not by value.
  case duplicateConstraint(Constraint)

  /// The constraint object is not in the solver.
  ///
  /// Thrown by ``Solver/removeConstraint(_:)``.
  case unknownConstraint(Constraint)

  /// The variable is already an edit variable.
  ///
  /// Thrown by ``Solver/addEditVariable(_:priority:)``.
  case duplicateEditVariable(Variable)

  /// The variable is not an edit variable.
  ///
  /// Thrown by ``Solver/removeEditVariable(_:)`` and ``Solver/suggestValue(_:for:)``.
  case unknownEditVariable(Variable)

  /// An edit variable was given the required priority (1000).
  ///
  /// Edit variables must be optional so that suggestions can be refused.
  case badRequiredStrength(Variable)

  /// A priority outside `1...1000` (or not finite).
  ///
  /// Carries the offending value.
  case invalidPriority(Double)

  /// A NaN or infinite coefficient, constant or suggested value.
  ///
  /// Carries a description of where it was found.
  case nonFiniteValue(String)

  /// A solver invariant failed or the pivot limit was exceeded.
  ///
  /// The solver's state is unspecified afterwards; call ``Solver/reset()``.
  case internalError(String)

  /// A one-line explanation including the offending constraint or variable.
  ///
  /// Suitable for test failure messages.
  package var description: String {
    switch self {
    case .unsatisfiableConstraint(let constraint):
      return "unsatisfiable required constraint: \(constraint)"
    case .duplicateConstraint(let constraint):
      return "duplicate constraint: \(constraint)"
    case .unknownConstraint(let constraint):
      return "unknown constraint: \(constraint)"
    case .duplicateEditVariable(let variable):
      return "duplicate edit variable: \(variable)"
    case .unknownEditVariable(let variable):
      return "unknown edit variable: \(variable)"
    case .badRequiredStrength(let variable):
      return "edit variable \(variable) cannot have the required priority (1000)"
    case .invalidPriority(let value):
      return "invalid priority \(value); expected a finite value in 1...1000"
    case .nonFiniteValue(let context):
      return "non-finite value: \(context)"
    case .internalError(let message):
      return "internal solver error: \(message)"
    }
  }
}
