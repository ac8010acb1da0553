/// `UIViewAnimatingPosition`: where an animator's animations ended, as its completions
/// are told.
///
/// ``end`` after a forward run, ``start`` after a reversed one, ``current`` only from
/// ``PropertyAnimator/finishAnimation(at:)``.
///
/// ```swift
/// animator.addCompletion { position in
///   if position == .end { sheet.removeFromSuperview() }
/// }
/// ```
public enum AnimatingPosition: String, Sendable, Hashable, CaseIterable {
  case end
  case start
  case current
}
