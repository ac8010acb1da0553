import Foundation
import SeamlessEngine

/// `UIRefreshControl`, over the engine's `RefreshControl`: give it to a scroll view
/// (``UIScrollView/refreshControl``); pulling the content far enough past its top starts a
/// refresh and sends `.valueChanged`; ``endRefreshing()`` takes the spinner's room back.
///
/// The trigger distance (100 pt) and the spinner's height (60 pt) are the engine's choices:
/// UIKit publishes neither. Ending a refresh while a finger drags the content makes it jump
/// under the finger, UIKit's well-known glitch; end it once the user lets go.
///
/// ```swift
/// let refresh = UIRefreshControl()
/// refresh.addTarget(self, action: FeedViewController.reload, for: .valueChanged)
/// tableView.refreshControl = refresh
/// ```
open class UIRefreshControl: UIControl {
  var refresh: RefreshControl { unsafeDowncast(backing, to: RefreshControl.self) }

  override func makeControl() -> Control {
    RefreshControl(name: "UIRefreshControl", center: .zero, size: Size(width: 0, height: RefreshControl.height))
  }

  /// Whether a refresh is in progress.
  open var isRefreshing: Bool { refresh.isRefreshing }

  /// Starts a refresh in code; `.valueChanged` is not sent.
  open func beginRefreshing() {
    AmbientEngine.run(backing.engine) { refresh.beginRefreshing() }
  }

  /// Ends the refresh: the spinner's room goes, and content resting there eases back.
  open func endRefreshing() {
    AmbientEngine.run(backing.engine) { refresh.endRefreshing() }
  }

  /// Inert: nothing is drawn.
  open var attributedTitle: NSAttributedString?
}
