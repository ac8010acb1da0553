import SeamlessEngine

/// A list in a scroll view, written plainly (no Seamless-specific declaration): the precision
/// corpus's scroll view, WWDC 2014 session 236's opening example.
///
/// A full-screen 390 × 844 pt `list` scroll view holds 24 rows of 100 pt (`row-0` … `row-23`,
/// 2,400 pt of content) below a 60 pt content inset, and a `title` bar above it whose alpha
/// follows the offset (it fades in over the first 100 pt scrolled). The delegate lands every
/// fling on a row: at the lift it rounds the proposed target (where the deceleration would take
/// the content) to the nearest row boundary. The command `top` scrolls back to the top,
/// animated, as a tap on the status bar does.
///
/// ```swift
/// let scene = ScrollListScene(bug: .snapsWhileDecelerating)
/// ```
package final class ScrollListScene: Scene, ScrollViewDelegate {
  /// Realistic mistakes.
  package enum Bug: String, Sendable, Hashable, CaseIterable {
    /// A drag aligns the list to the nearest row as it begins: caught mid-deceleration, the
    /// content jumps under the finger (`no-teleport`).
    case alignsOnGrab = "aligns-on-grab"
    /// The lift stops the content where it is (`targetContentOffset = contentOffset`) and
    /// animates to the row with `setContentOffset(_:animated:)`: the fling's momentum is lost
    /// (`release-velocity`).
    case killsMomentum = "kills-momentum"
    /// While decelerating, the list snaps onto a row once within 20 pt of it: the content jumps
    /// (`no-teleport`).
    case snapsWhileDecelerating = "snaps-while-decelerating"
  }

  /// The rows' height.
  static let rowHeight = 100.0
  static let rowCount = 24
  static let topInset = 60.0

  package let bug: Bug?
  package let list = ScrollView(name: "list", center: Point(x: 195, y: 422), size: Size(width: 390, height: 844))
  package let title = View(name: "title", center: Point(x: 195, y: 30), size: Size(width: 390, height: 60))
  package private(set) var rows: [View] = []
  private unowned var engine: Engine?

  package init(bug: Bug? = nil) {
    self.bug = bug
  }

  package func install(in engine: Engine) {
    self.engine = engine
    list.contentSize = Size(width: 390, height: Self.rowHeight * Double(Self.rowCount))
    list.contentInset = EdgeInsets(top: Self.topInset, left: 0, bottom: 0, right: 0)
    list.contentOffset = Point(x: 0, y: -Self.topInset)
    list.delegate = self
    for index in 0..<Self.rowCount {
      let row = View(
        name: "row-\(index)",
        frame: Rect(origin: Point(x: 0, y: Self.rowHeight * Double(index)), size: Size(width: 390, height: Self.rowHeight - 1)))
      rows.append(row)
      list.addSubview(row)
    }
    engine.window.addSubview(list)
    title.alpha = 0
    title.isUserInteractionEnabled = false
    engine.window.addSubview(title)
  }

  package func perform(_ command: SceneCommand, in engine: Engine) -> Bool {
    guard command.name == "top" else { return false }
    list.setContentOffset(Point(x: 0, y: -Self.topInset), animated: true)
    return true
  }

  /// The nearest row boundary to `y` (an offset: row boundaries sit at multiples of the row
  /// height, less the inset), within the content.
  private func row(near y: Double) -> Double {
    let rowTop = ((y + Self.topInset) / Self.rowHeight).rounded() * Self.rowHeight - Self.topInset
    let top = -list.adjustedContentInset.top
    let bottom = max(top, list.contentSize.height + list.adjustedContentInset.bottom - list.bounds.size.height)
    return min(max(rowTop, top), bottom)
  }

  // MARK: ScrollViewDelegate

  package func scrollViewDidScroll(_ scrollView: ScrollView) {
    let scrolled = scrollView.contentOffset.y + Self.topInset
    title.alpha = min(max(scrolled / 100, 0), 1)
    if bug == .snapsWhileDecelerating, scrollView.isDecelerating {
      let nearest = row(near: scrollView.contentOffset.y)
      if abs(nearest - scrollView.contentOffset.y) < 20 && nearest != scrollView.contentOffset.y {
        scrollView.setContentOffset(Point(x: 0, y: nearest), animated: false)
      }
    }
  }

  package func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
    if bug == .alignsOnGrab {
      scrollView.contentOffset = Point(x: 0, y: row(near: scrollView.contentOffset.y))
    }
  }

  package func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: Point, targetContentOffset: inout Point) {
    if bug == .killsMomentum {
      let destination = row(near: targetContentOffset.y)
      targetContentOffset = scrollView.contentOffset
      scrollView.setContentOffset(Point(x: 0, y: destination), animated: true)
      return
    }
    targetContentOffset.y = row(near: targetContentOffset.y)
  }
}
