/// An unknown of the linear system, identified by object identity.
///
/// A variable carries only a name, used in error messages and descriptions. Its value lives in the
/// ``Solver`` that uses it: read it with ``Solver/value(of:)`` after ``Solver/updateVariables()``.
/// The solver assigns each variable a stable integer id (from a counter owned by that solver) the
/// first time the variable appears in an added constraint; that id breaks ties deterministically.
///
/// ```swift
/// let width = Variable("width")
/// let solver = Solver()
/// try solver.addConstraint(Constraint(width, .equal, 100))
/// solver.updateVariables()
/// solver.value(of: width)  // 100
/// ```
package final class Variable: Sendable, CustomStringConvertible {
  /// The name used in descriptions and error messages.
  ///
  /// Names need not be unique; identity is by object.
  package let name: String

  /// Creates a variable with the given name.
  ///
  /// - Parameter name: A label for messages; it has no effect on solving.
  package init(_ name: String = "") {
    self.name = name
  }

  /// The variable's name, or `<unnamed>` when the name is empty.
  ///
  /// Used by ``Expression`` and ``Constraint`` descriptions.
  package var description: String {
    name.isEmpty ? "<unnamed>" : name
  }
}
