/// A view property's presentation being summed, contribution by contribution in stacking
/// order: the topmost absolute contribution (or, with none, the model) plus the additive
/// ones above it, summed from zero.
///
/// ``View/presentationSample(of:at:side:)`` and its memoized form (``PresentationFold``)
/// both sum with it, so they agree to the bit.
///
/// ```swift
/// var sum = PresentationSum()
/// for c in view.contributions where c.property == .centerY { sum.add(c.sample(at: t, side: .right), c.composition) }
/// sum.result(model: view.center.y)
/// ```
struct PresentationSum {
  /// The additive contributions above the base, summed from zero.
  var sum = 0.0
  var velocity = 0.0
  /// The topmost absolute contribution so far, if ``hasBase`` (else the model is the base).
  var base = (value: 0.0, velocity: 0.0)
  var hasBase = false

  @inline(__always)
  mutating func add(_ sample: (value: Double, velocity: Double), _ composition: PresentationComposition) {
    switch composition {
    case .additive:
      sum += sample.value
      velocity += sample.velocity
    case .absolute:
      base = sample
      hasBase = true
      sum = 0
      velocity = 0
    }
  }

  /// The presentation: the base (or `model`) plus the additive sum.
  @inline(__always)
  func result(model: Double) -> (value: Double, velocity: Double) {
    hasBase ? (base.value + sum, base.velocity + velocity) : (model + sum, velocity)
  }
}
