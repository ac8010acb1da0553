/// One gesture dragging one view at a sampled frame: the finger's position and the view's
/// slot in the ``FrameSampler``, for the `follows-finger` invariant.
///
/// A new gesture of the same recognizer has a new ``serial``, so a checker knows when to
/// take a new anchor.
///
/// ```swift
/// for drag in sampler.drags {
///   let shown = sampler.windowCenters[drag.slot]
///   print(drag.recognizer.name, drag.finger, shown)
/// }
/// ```
package struct FingerDrag {
  /// The recognizer dragging the view.
  package let recognizer: GestureRecognizer
  /// Its ``GestureRecognizer/gestureSerial`` at the frame.
  package let serial: Int
  /// The dragged view's slot in the sampler.
  package let slot: Int
  /// Where the finger is in window points (a pan's ``PanGestureRecognizer/fingerPosition``).
  package let finger: Point
  /// How the view should follow.
  package let following: FingerFollowing
}
