/// A UIKit-style constraint priority in `1...1000`, where 1000 means required.
///
/// Required constraints (priority 1000) must hold exactly; adding one that conflicts with the other
/// required constraints throws ``SolverError/unsatisfiableConstraint(_:)``.
///
/// **Priority-to-strength mapping.** kiwi folds priorities into one number,
/// `strength = a * 1e6 + b * 1e3 + c`, and minimises `Σ strength × error`; a few lower-priority
/// errors can then outweigh a higher-priority one. This solver instead keeps one objective *level*
/// per distinct non-required priority and minimises the levels lexicographically, highest
/// priority first (the symbolic weights of the original Cassowary paper). That is the limit of
/// kiwi's scheme with `strength(p) = B^p` for an unboundedly large base `B`: the error of one
/// constraint at priority 751 outweighs any number of errors at 750, and 999 beats 750 beats 250.
/// Within one level every constraint's error has weight 1. Any finite value in `1...1000` is
/// accepted, including fractional ones (they form their own levels).
///
/// ```swift
/// let c = Constraint(width, .equal, 300, priority: .defaultHigh)  // 750
/// let d = Constraint(width, .equal, 50, priority: 250)
/// ```
package struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
  /// The raw priority value; valid values are finite and in `1...1000`.
  ///
  /// Invalid values can be stored but are rejected by the ``Solver``.
  package let value: Double

  /// Creates a priority from its raw value.
  ///
  /// - Parameter value: A number in `1...1000`; 1000 is required.
  package init(_ value: Double) {
    self.value = value
  }

  /// Creates a priority from an integer literal, such as `750`.
  ///
  /// - Parameter value: A number in `1...1000`.
  package init(integerLiteral value: Int) {
    self.value = Double(value)
  }

  /// Creates a priority from a floating-point literal, such as `750.5`.
  ///
  /// - Parameter value: A number in `1...1000`.
  package init(floatLiteral value: Double) {
    self.value = value
  }

  /// The required priority, 1000: the constraint must hold exactly.
  ///
  /// Matches `UILayoutPriority.required`.
  package static let required = Priority(1000)

  /// Priority 750, matching `UILayoutPriority.defaultHigh`.
  ///
  /// UIKit's default compression resistance.
  package static let defaultHigh = Priority(750)

  /// Priority 250, matching `UILayoutPriority.defaultLow`.
  ///
  /// UIKit's default content hugging.
  package static let defaultLow = Priority(250)

  /// Priority 50, matching `UILayoutPriority.fittingSizeLevel`.
  ///
  /// Used for fitting-size computations.
  package static let fittingSizeLevel = Priority(50)

  /// Whether this is the required priority (1000).
  ///
  /// Required constraints never get error variables.
  package var isRequired: Bool { value == 1000 }

  /// Whether the value is finite and in `1...1000`.
  ///
  /// The ``Solver`` throws ``SolverError/invalidPriority(_:)`` for other values.
  package var isValid: Bool { value.isFinite && value >= 1 && value <= 1000 }

  /// Orders priorities by value.
  ///
  /// Higher values are more important.
  package static func < (lhs: Priority, rhs: Priority) -> Bool {
    lhs.value < rhs.value
  }

  /// The raw value, such as `750.0`.
  ///
  /// Used in constraint descriptions.
  package var description: String { "\(value)" }
}
