extension View {
  /// Adds `view` as the front-most subview, removing it from its old superview first.
  ///
  /// Refuses (returns `false`, changes nothing) when `view` is this view or one of its
  /// ancestors, which would make the tree a cycle; UIKit's behaviour there is undefined.
  ///
  /// ```swift
  /// window.addSubview(card)
  /// card.addSubview(button)
  /// window.addSubview(window)   // false
  /// ```
  @discardableResult
  public func addSubview(_ view: View) -> Bool {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` at `index` in the back-to-front order (clamped to the valid range);
  /// `false` if it would make a cycle.
  @discardableResult
  public func insertSubview(_ view: View, at index: Int) -> Bool {
    guard !view.isAncestor(of: self) else { return false }
    view.removeFromSuperview()
    let position = min(max(index, 0), subviews.count)
    subviews.insert(view, at: position)
    view.superview = self
    return true
  }

  /// The first view of this view's tree named `name`, else the first of that type (a layer
  /// over the engine's: `UIButton`), passing `matches` too: how a ``ViewTarget``-style name
  /// finds its view.
  package func firstDescendant(namedOrOfType name: String, where matches: (View) -> Bool = { _ in true }) -> View? {
    firstDescendant { $0.name == name && matches($0) }
      ?? firstDescendant { $0.bridgeTypeName == name && matches($0) }
  }

  /// The engine whose window this view is in, if any.
  package var engine: Engine? { root.hostEngine }

  /// Removes the view from its superview, if it has one.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// Moves `view`, a subview, to the front.
  public func bringSubviewToFront(_ view: View) {
    guard view.superview === self else { return }
    subviews.removeAll { $0 === view }
    subviews.append(view)
  }

  /// Moves `view`, a subview, to the back.
  public func sendSubviewToBack(_ view: View) {
    guard view.superview === self else { return }
    subviews.removeAll { $0 === view }
    subviews.insert(view, at: 0)
  }

  /// The first view of this view's tree (itself, then its subviews depth first, back to front)
  /// that `matches`: how replay code finds a view by name.
  ///
  /// ```swift
  /// window.firstDescendant { $0.name == "card" && !$0.isHidden }
  /// ```
  package func firstDescendant(where matches: (View) -> Bool) -> View? {
    if matches(self) { return self }
    for subview in subviews {
      if let found = subview.firstDescendant(where: matches) { return found }
    }
    return nil
  }

  /// Whether this view is `view` or one of its ancestors.
  public func isAncestor(of view: View) -> Bool {
    var current: View? = view
    while let candidate = current {
      if candidate === self { return true }
      current = candidate.superview
    }
    return false
  }

  /// The top of the view's tree (itself when it has no superview).
  public var root: View {
    var top = self
    while let parent = top.superview { top = parent }
    return top
  }

  /// Attaches a touch observer after those already attached; attaching one twice does
  /// nothing.
  public func addTouchObserver(_ observer: any TouchObserver) {
    guard !touchObservers.contains(where: { $0 === observer }) else { return }
    touchObservers.append(observer)
  }

  /// Detaches a touch observer.
  ///
  /// Touches already in flight keep delivering to it (a touch's observers are fixed when it
  /// begins).
  public func removeTouchObserver(_ observer: any TouchObserver) {
    touchObservers.removeAll { $0 === observer }
  }
}
