/// How one of a property animator's animations turns its local fraction into progress:
/// a shape, optionally re-based at a pivot so that progress stays continuous when the
/// animator's timing changes.
///
/// With pivot λ and base *P*, progress at local fraction *u* is
///
/// - `P + (1 − P)·K((u − λ) / (1 − λ))` for *u* ≥ λ, where *K* is the shape (a timing
///   curve, or a spring over its settling time, exactly 1 from the end of that time on: a
///   finished spring shows its end values);
/// - `P·u / λ` for *u* < λ (scrubbing back below the pivot is linear).
///
/// A fresh curve has λ = 0 and *P* = 0, so progress is *K(u)*. Pausing with
/// `scrubsLinearly` re-bases every animation on a linear shape at its current progress;
/// continuing with a spring re-bases on the spring ("springs always animate from their
/// current presentation value", WWDC 2017 session 230 (“Advanced Animations with UIKit”)). Derivatives are exact.
///
/// ```swift
/// let paused = AnimatorCurve(shape: .curve(.linear), base: 0.3, pivot: 0.5)
/// paused.progress(at: 0.75).value   // 0.65: halfway from 0.3 to 1
/// ```
package struct AnimatorCurve: Sendable, Hashable {
  /// What moves progress beyond the pivot.
  package enum Shape: Sendable, Hashable {
    case curve(TimingCurve)
    /// A spring whose settling time `seconds` spans the local fraction from the pivot to 1.
    case spring(Spring, seconds: Double)
  }

  package var shape: Shape
  package var base: Double
  package var pivot: Double
  /// Whether the shape runs from the pivot down to 0 (a reversed run continued with a
  /// spring): `P·(1 − K((λ − u) / λ))` below the pivot, linear from `P` to 1 above it.
  package var descending: Bool

  package init(shape: Shape, base: Double = 0, pivot: Double = 0, descending: Bool = false) {
    self.shape = shape
    self.base = base
    self.pivot = pivot
    self.descending = descending
  }

  /// Progress and d progress / d u at local fraction `u`.
  package func progress(at u: Double) -> (value: Double, slope: Double) {
    if descending {
      guard u <= pivot && pivot > 0 else {
        let span = 1 - pivot
        return span > 0 ? (base + (1 - base) * (u - pivot) / span, (1 - base) / span) : (base, 0)
      }
      let (k, dk) = shapeValue(at: (pivot - u) / pivot)
      return (base * (1 - k), base * dk / pivot)
    }
    if u < pivot && pivot > 0 { return (base * u / pivot, base / pivot) }
    let span = 1 - pivot
    guard span > 0 else { return (base + (1 - base) * (u >= 1 ? 1 : 0), 0) }
    let w = (u - pivot) / span
    let (k, dk) = shapeValue(at: w)
    return (base + (1 - base) * k, (1 - base) * dk / span)
  }

  /// The share of the track's distance a spring shape covers (`1 − base` ascending, `base`
  /// descending: more than 1 when it starts beyond an end); 1 for a timing curve.
  var springSpan: Double {
    switch shape {
    case .curve: 1
    case .spring: abs(descending ? base : 1 - base)
    }
  }

  private func shapeValue(at w: Double) -> (Double, Double) {
    switch shape {
    case .curve(let curve): return (curve.progress(at: w), curve.velocity(at: w))
    case .spring(let spring, let seconds):
      // At the end of its settling time the animation has finished (UIViewPropertyAnimator's
      // `fractionComplete` 1): it shows the end values exactly, as a finished animation does,
      // whether the run ends there, pauses there (`pausesOnCompletion`) or is scrubbed there.
      // The spring's residual (its settling epsilon) is dropped at that instant, the same step
      // a natural end has always taken when the model value takes over.
      guard w < 1 else { return (1, 0) }
      return (spring.value(at: w * seconds), spring.velocity(at: w * seconds) * seconds)
    }
  }
}
