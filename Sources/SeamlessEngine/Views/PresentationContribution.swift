/// A layer of presentation on top of a view's model value: what an animation contributes
/// to one property, as an exact function of time.
///
/// A view's presentation value of a property is its model value with the view's
/// contributions for that property applied in the order they were added: an `additive`
/// contribution adds its value and velocity, an `absolute` one replaces what is below it.
/// Both give their value and its analytic time derivative at any instant and from either
/// side, so the engine reports exact velocities and left/right limits without sampling.
/// Animations add contributions with ``View/addContribution(_:)`` and remove them when
/// they finish; until then they stay in effect.
///
/// ``allowsUserInteraction`` is the `allowUserInteraction` option: a touch that lands on a
/// view (or a descendant of a view) with a contribution that does not allow interaction is
/// swallowed, as UIKit does during a default animation.
///
/// ```swift
/// final class Slide: PresentationContribution {
///   let property = ViewProperty.centerX
///   let composition = PresentationComposition.additive
///   let allowsUserInteraction = true
///   let start: Instant, offset: Double, duration: Double
///   func value(at t: Instant, side: LimitSide) -> Double {
///     let s = min(max((t - start).seconds / duration, 0), 1)
///     return offset * (1 - s)            // from the old position to the model value
///   }
///   func velocity(at t: Instant, side: LimitSide) -> Double {
///     let s = (t - start).seconds / duration
///     let inside = side == .right ? (s >= 0 && s < 1) : (s > 0 && s <= 1)
///     return inside ? -offset / duration : 0
///   }
/// }
/// ```
package protocol PresentationContribution: AnyObject {
  /// The property contributed to; it must not change while the contribution is on a view
  /// (the view counts its contributions per property when they are added).
  var property: ViewProperty { get }
  /// How the contribution combines with the layers below it; constant like ``property``.
  var composition: PresentationComposition { get }
  /// Whether touches may reach the view while the contribution is in effect.
  var allowsUserInteraction: Bool { get }
  /// The contributed value at `instant` (an offset if additive, the value if absolute).
  func value(at instant: Instant, side: LimitSide) -> Double
  /// The time derivative of ``value(at:side:)`` in units per second.
  func velocity(at instant: Instant, side: LimitSide) -> Double
  /// Value and velocity together; implement it when computing both at once is cheaper.
  func sample(at instant: Instant, side: LimitSide) -> (value: Double, velocity: Double)
}

extension PresentationContribution {
  package func sample(at instant: Instant, side: LimitSide) -> (value: Double, velocity: Double) {
    (value(at: instant, side: side), velocity(at: instant, side: side))
  }
}
