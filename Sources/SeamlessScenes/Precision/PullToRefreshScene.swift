import SeamlessEngine

/// A feed that refreshes when pulled, written plainly (no Seamless-specific declaration): the
/// precision corpus's `UIRefreshControl`.
///
/// A full-screen `feed` scroll view holds 16 rows of 120 pt and a `refresh` control. Pulling the
/// content 100 pt past its top starts a refresh; loading takes 0.8 s (a main-thread timer),
/// after which the app ends the refresh, but not while the user is touching the list: then it
/// waits until the content is let go and has come to rest (`scrollViewDidEndDragging` without
/// deceleration, `scrollViewDidEndDecelerating`, or a check every 0.2 s). Each load fades in a
/// `badge` (alpha animated in a block). The command `refresh` starts one in code
/// (`beginRefreshing()` does not send `valueChanged`: the app loads itself).
///
/// ```swift
/// let scene = PullToRefreshScene(bug: .endsUnderTheFinger)
/// ```
package final class PullToRefreshScene: Scene, ScrollViewDelegate {
  /// Realistic mistakes.
  package enum Bug: String, Sendable, Hashable, CaseIterable {
    /// Loading done, the refresh ends at once, even while a finger drags the list: the content
    /// jumps under the finger as the top inset goes (`no-teleport`).
    case endsUnderTheFinger = "ends-under-the-finger"
  }

  static let rowHeight = 120.0
  static let rowCount = 16
  /// How long a load takes (seconds).
  static let loadDuration = 0.8

  package let bug: Bug?
  package let feed = ScrollView(name: "feed", center: Point(x: 195, y: 422), size: Size(width: 390, height: 844))
  package let refresh = RefreshControl(name: "refresh")
  package let badge = View(name: "badge", center: Point(x: 195, y: 40), size: Size(width: 120, height: 32))
  /// Whether a load finished while the user was touching the list.
  private var endPending = false
  private var loads = 0
  private unowned var engine: Engine?

  package init(bug: Bug? = nil) {
    self.bug = bug
  }

  package func install(in engine: Engine) {
    self.engine = engine
    feed.contentSize = Size(width: 390, height: Self.rowHeight * Double(Self.rowCount))
    feed.alwaysBounceVertical = true
    feed.delegate = self
    for index in 0..<Self.rowCount {
      feed.addSubview(
        View(
          name: "post-\(index)",
          frame: Rect(origin: Point(x: 0, y: Self.rowHeight * Double(index)), size: Size(width: 390, height: Self.rowHeight - 1))))
    }
    refresh.addAction(named: "load", for: .valueChanged) { [unowned self] _, _ in self.load() }
    feed.refreshControl = refresh
    engine.window.addSubview(feed)
    badge.alpha = 0
    badge.isUserInteractionEnabled = false
    engine.window.addSubview(badge)
  }

  package func perform(_ command: SceneCommand, in engine: Engine) -> Bool {
    guard command.name == "refresh" else { return false }
    if !refresh.isRefreshing {
      refresh.beginRefreshing()
      load()
    }
    return true
  }

  private func load() {
    guard let engine else { return }
    loads += 1
    let load = loads
    engine.scheduleTimer(after: .milliseconds(Int64(Self.loadDuration * 1000)), label: "load \(load)") { [unowned self] in
      self.loaded()
    }
  }

  private func loaded() {
    guard let engine else { return }
    engine.animate(withDuration: 0.3, options: .beginFromCurrentState) { [badge] in badge.alpha = 1 }
    endWhenIdle()
  }

  /// Ends the refresh now, or once the user has let the list go and it rests (checked again
  /// every 0.2 s, and when a drag or deceleration ends).
  private func endWhenIdle() {
    guard let engine, refresh.isRefreshing else { return }
    if bug != .endsUnderTheFinger && (feed.isTracking || feed.isDragging || feed.isDecelerating) {
      endPending = true
      engine.scheduleTimer(after: .milliseconds(200), label: "end refresh when idle") { [unowned self] in
        if self.endPending { self.endWhenIdle() }
      }
      return
    }
    endPending = false
    refresh.endRefreshing()
  }

  private func endPendingRefresh() {
    guard endPending else { return }
    endWhenIdle()
  }

  // MARK: ScrollViewDelegate

  package func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) {
    if !willDecelerate { endPendingRefresh() }
  }

  package func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
    endPendingRefresh()
  }
}
