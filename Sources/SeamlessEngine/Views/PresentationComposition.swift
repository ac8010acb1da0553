/// How a ``PresentationContribution`` combines with the model value and the contributions
/// added before it.
///
/// ```swift
/// let composition: PresentationComposition = .additive   // UIKit's default for geometry
/// ```
package enum PresentationComposition: Sendable, Hashable {
  /// Adds its value and velocity to those below.
  case additive
  /// Replaces the value and velocity below.
  case absolute
}
