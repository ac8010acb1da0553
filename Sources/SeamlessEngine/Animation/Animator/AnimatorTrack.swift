/// Where one of a property animator's animations sits in the animator's run: the fraction
/// at which it starts (its delay, or when it was added mid-run) and its curve.
///
/// The track's local fraction is `(τ − start) / (1 − start)` of the animator's fraction τ,
/// so an animation added at fractionComplete 0.5 of a 2 s animator runs over the remaining
/// second (UIKit's `(1 − fractionComplete) · duration`).
///
/// ```swift
/// animator.addAnimations({ badge.alpha = 1 }, delayFactor: 0.5)   // a track starting at τ = 0.5
/// ```
package final class AnimatorTrack {
  /// The animator fraction at which the track starts.
  package let start: Double
  /// Whether the track takes a spring's y velocity (`centerY`) rather than its x velocity.
  package let usesVerticalVelocity: Bool
  /// Its current curve.
  @exclusivity(unchecked) package internal(set) var curve: AnimatorCurve

  init(start: Double, usesVerticalVelocity: Bool, curve: AnimatorCurve) {
    self.start = start
    self.usesVerticalVelocity = usesVerticalVelocity
    self.curve = curve
  }

  /// The local fraction at animator fraction `tau`, and d local / d τ.
  func local(at tau: Double) -> (value: Double, slope: Double) {
    guard start < 1 else { return (tau >= 1 ? 1 : 0, 0) }
    if tau <= start { return (0, tau < start ? 0 : 1 / (1 - start)) }
    return ((tau - start) / (1 - start), 1 / (1 - start))
  }
}
