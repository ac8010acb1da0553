/// A completion group: the animations one animation block (or transaction) made, and the
/// handler to call once when the last of them has ended.
///
/// The handler gets `finished == true` when every animation of the group ran to its end
/// and `false` when any was removed or replaced first (WWDC 2010 session 123, “Building Animation Driven Interfaces”). A group that
/// made no animation completes too, with `true`. Handlers run on the main thread in the
/// completion step of the first frame after the group is done (never inside the call that
/// ended it), groups in the order they were opened. Stacked additive animations never
/// replace each other, so each of their groups completes with `true` when its own animation
/// ends (WWDC 2014 session 236, “Building Interruptible and Responsive Interactions”).
///
/// ```swift
/// engine.animate(withDuration: 0.3, animations: { card.alpha = 0 }) { finished in
///   if finished { card.removeFromSuperview() }
/// }
/// ```
final class AnimationBlock {
  /// The group's number in its engine, in the order groups were opened.
  let id: Int
  let completion: ((Bool) -> Void)?
  /// Animations of the group still running.
  @exclusivity(unchecked) var pending = 0
  /// Whether the block (or transaction) body is still running; a group is not done before.
  @exclusivity(unchecked) var isOpen = true
  /// False once any animation of the group ended early.
  @exclusivity(unchecked) var finished = true
  /// Whether the group is waiting for delivery or delivered.
  @exclusivity(unchecked) var isDue = false
  /// For a property animator's end of run: its name, the final position and its handlers,
  /// called instead of ``completion``.
  @exclusivity(unchecked) var animatorCompletion:
    (animator: String, run: Int, position: AnimatingPosition, handlers: [(id: Int, body: (AnimatingPosition) -> Void)])?
  /// The animator whose completions this block delivers: kept alive until they have run, as
  /// UIKit keeps a running animator alive until its completions have been called.
  @exclusivity(unchecked) var retainedAnimator: PropertyAnimator?
  /// The identity of the block's completion handler in the journal, if it has one.
  @exclusivity(unchecked) var handlerID: Int?

  init(id: Int, completion: ((Bool) -> Void)?) {
    self.id = id
    self.completion = completion
  }

  /// Whether every animation has ended and the body has returned.
  var isDone: Bool { !isOpen && pending == 0 }
}
