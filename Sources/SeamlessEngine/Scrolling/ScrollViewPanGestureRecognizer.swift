/// The pan a ``ScrollView`` drags its content with (`UIScrollView.panGestureRecognizer`): a
/// ``PanGestureRecognizer`` that also tells its scroll view when a finger comes down (which
/// stops the content where it is shown: a catch) and when its touch sequence ends (content a
/// finger left past an edge without dragging springs back).
///
/// It does not begin for movement along an axis its scroll view cannot scroll on when it can
/// scroll on the other (a vertical list inside a horizontal pager leaves a sideways drag to the
/// pager); UIKit does not document the rule, and this is the engine's choice.
///
/// ```swift
/// list.panGestureRecognizer.minimumNumberOfTouches = 2   // scroll with two fingers
/// ```
public final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
  /// The scroll view it drags (not retained: the scroll view owns its pan).
  weak var scrollView: ScrollView?

  public override func touchesBegan(_ touches: [Touch], event: TouchEvent) {
    let wasUp = numberOfTouches == touches.count
    super.touchesBegan(touches, event: event)
    if wasUp { scrollView?.fingerCameDown() }
  }

  /// The touch sequence is over (the last finger lifted, whether the pan dragged, failed or
  /// was cancelled): the scroll view is no longer tracking.
  public override func reset() {
    super.reset()
    scrollView?.fingerLifted()
  }

  public override func mayBegin(from start: Point, movement: Point) -> Bool {
    guard let scrollView else { return true }
    let (horizontal, vertical) = (scrollView.scrollsHorizontally, scrollView.scrollsVertically)
    if horizontal && !vertical { return abs(movement.x) >= abs(movement.y) }
    if vertical && !horizontal { return abs(movement.y) >= abs(movement.x) }
    return horizontal || vertical
  }
}
