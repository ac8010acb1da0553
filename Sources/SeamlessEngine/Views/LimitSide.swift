/// Which one-sided limit to take at an instant where a value may jump.
///
/// `right` is the value at the instant itself and just after it (what starts at *t*
/// applies at *t*); `left` is the limit approaching *t* from before. Comparing the two at
/// a transition is how continuity invariants see a jump in position or velocity.
///
/// ```swift
/// let before = card.presentationVelocity(of: .centerY, at: release, side: .left)
/// let after = card.presentationVelocity(of: .centerY, at: release, side: .right)
/// ```
public enum LimitSide: Sendable, Hashable {
  case left
  case right
}
