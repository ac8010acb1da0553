/// What a ``ScrollView`` tells the code that watches it: `UIScrollViewDelegate`'s scrolling
/// messages, each optional (the default does nothing).
///
/// The order for a drag that ends in a fling: ``scrollViewWillBeginDragging(_:)``, then
/// ``scrollViewDidScroll(_:)`` for each move, then at the lift
/// ``scrollViewWillEndDragging(_:velocity:targetContentOffset:)`` (the target may be changed),
/// ``scrollViewDidEndDragging(_:willDecelerate:)``, ``scrollViewWillBeginDecelerating(_:)``,
/// ``scrollViewDidScroll(_:)`` each frame, and ``scrollViewDidEndDecelerating(_:)`` once it
/// rests. A finger that catches the content stops it without ``scrollViewDidEndDecelerating(_:)``.
///
/// ```swift
/// final class Pager: ScrollViewDelegate {
///   func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: Point, targetContentOffset: inout Point) {
///     targetContentOffset.x = (targetContentOffset.x / 300).rounded() * 300   // snap to a page
///   }
/// }
/// ```
public protocol ScrollViewDelegate: AnyObject {
  /// The content offset changed (by a drag, the scroll view's own motion or the app).
  func scrollViewDidScroll(_ scrollView: ScrollView)
  /// A drag is about to move the content.
  func scrollViewWillBeginDragging(_ scrollView: ScrollView)
  /// The finger lifted: `velocity` is the content offset's, in points per millisecond (as
  /// UIKit reports it); `targetContentOffset` is where the content will come to rest, and may
  /// be changed.
  func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: Point, targetContentOffset: inout Point)
  /// The drag ended; `willDecelerate` says whether the content moves on.
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool)
  /// The content is about to move on by itself (a deceleration, or a bounce back to an edge).
  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
  /// The content came to rest by itself.
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
  /// An animated `setContentOffset(_:animated:)` ended.
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
  /// The view a pinch zooms (`nil`, the default: the scroll view does not zoom).
  func viewForZooming(in scrollView: ScrollView) -> View?
  /// A pinch (or an animated zoom) is about to zoom `view`.
  func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
  /// The zoom scale changed.
  func scrollViewDidZoom(_ scrollView: ScrollView)
  /// A zoom ended at `scale`, after any bounce back within the limits.
  func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double)
}

extension ScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: ScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
  public func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: Point, targetContentOffset: inout Point) {}
  public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) {}
  public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
  public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
  public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
  public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
  public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
  public func scrollViewDidZoom(_ scrollView: ScrollView) {}
  public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {}
}
