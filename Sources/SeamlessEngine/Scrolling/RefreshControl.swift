/// A scroll view's pull-to-refresh control: `UIRefreshControl`.
///
/// Give it to a ``ScrollView`` (``ScrollView/refreshControl``): it sits above the content,
/// ``height`` tall. A drag that pulls the content ``triggerDistance`` past its top starts a
/// refresh while the finger is still down: ``isRefreshing`` turns true and the control sends
/// ``ControlEvents/valueChanged`` (the app starts loading). While it refreshes, the scroll
/// view's top inset grows by ``height``, so released content rests below the control. The
/// growth does not move content under the finger.
///
/// ``endRefreshing()`` takes the inset back. Content resting where the control was shown
/// eases back to the top (``ScrollView/animationDuration``); content the scroll view is moving by
/// itself is stopped and eased there; content a finger drags is left to the drag, whose rubber
/// band now starts at the new top, so it jumps under the finger: the well-known glitch of
/// ending a refresh mid-drag, which `no-teleport` reports. End a refresh once the user lets go
/// (`scrollViewDidEndDragging`, `scrollViewDidEndDecelerating`).
///
/// ``beginRefreshing()`` starts one in code without sending ``ControlEvents/valueChanged``, as
/// UIKit's does. The height and trigger distance are unpublished; the values are the engine's
/// choice.
///
/// ```swift
/// let refresh = RefreshControl(name: "refresh")
/// refresh.addAction(named: "reload", for: .valueChanged) { _, _ in model.reload() }
/// list.refreshControl = refresh
/// ```
open class RefreshControl: Control {
  /// The control's height in points (the engine's choice, about UIKit's spinner area).
  public static let height = 60.0
  /// How far past the top (pt) a drag must pull the content to start a refresh (the engine's
  /// choice).
  public static let triggerDistance = 100.0

  /// Whether a refresh is in progress.
  public private(set) var isRefreshing = false
  /// The scroll view it belongs to.
  package internal(set) weak var scrollView: ScrollView?

  /// A refresh control of width 0 (the scroll view sizes it).
  public init(name: String) {
    super.init(name: name, center: Point(x: 0, y: -RefreshControl.height / 2), size: Size(width: 0, height: RefreshControl.height))
  }

  /// A refresh control centred at `center` with `size` (the scroll view places it).
  public override init(name: String, center: Point, size: Size) {
    super.init(name: name, center: center, size: size)
  }

  /// Starts a refresh in code (no ``ControlEvents/valueChanged``): the inset grows.
  public func beginRefreshing() {
    guard !isRefreshing else { return }
    setRefreshing(true)
  }

  /// Ends the refresh: the inset shrinks back (see the type's discussion for the content).
  public func endRefreshing() {
    guard isRefreshing else { return }
    setRefreshing(false)
  }

  /// A drag pulled the content far enough: refresh, and tell the app.
  func pulled() {
    guard !isRefreshing, isEnabled else { return }
    setRefreshing(true)
    sendActions(for: .valueChanged)
  }

  private func setRefreshing(_ refreshing: Bool) {
    isRefreshing = refreshing
    engine?.record(.controlValueChanged(control: name, property: "isRefreshing", value: refreshing ? 1 : 0))
    scrollView?.refreshingChanged(to: refreshing)
  }
}
