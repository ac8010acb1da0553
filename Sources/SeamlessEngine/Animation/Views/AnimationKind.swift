/// How a view animation relates to the animations already on its property
/// (WWDC 2014 session 236, “Building Interruptible and Responsive Interactions”, "animation → animation").
///
/// - ``additive``: animates an offset from the old value to zero on top of the model, so
///   animations stack; retargeting keeps position *and* velocity continuous. UIKit's
///   default for geometric properties since iOS 8.
/// - ``beginFromCurrentState``: replaces the property's absolute animation and starts from
///   the presentation value: position continuous, velocity not.
/// - ``absolute``: replaces the property's absolute animation and starts from the old
///   model value (the previous target): position jumps when an animation was in flight.
///
/// ```swift
/// engine.animations.record(of: card, .alpha)?.kind   // .absolute: alpha is never additive
/// ```
package enum AnimationKind: String, Sendable, Hashable, CaseIterable {
  case additive
  case beginFromCurrentState
  case absolute
}
