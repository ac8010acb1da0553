import Testing

@testable import SeamlessEngine

@Suite struct ViewGeometryTests {
  /// The view tree the geometry tests share, with the window as root.
  ///
  /// window 400×800
  /// └ parent: centre (200, 300), 200×100, scale 2
  ///   └ child: centre (150, 50), 40×20, rotated π/2
  /// └ sibling: centre (100, 700), 100×100, translated (10, 0)
  private func tree() -> (window: View, parent: View, child: View, sibling: View) {
    let window = View(name: "window", center: Point(x: 200, y: 400), size: Size(width: 400, height: 800))
    let parent = View(name: "parent", center: Point(x: 200, y: 300), size: Size(width: 200, height: 100))
    parent.scaleX = 2
    parent.scaleY = 2
    let child = View(name: "child", center: Point(x: 150, y: 50), size: Size(width: 40, height: 20))
    child.rotation = .pi / 2
    let sibling = View(name: "sibling", center: Point(x: 100, y: 700), size: Size(width: 100, height: 100))
    sibling.translation = Point(x: 10, y: 0)
    window.addSubview(parent)
    parent.addSubview(child)
    window.addSubview(sibling)
    return (window, parent, child, sibling)
  }

  @Test func nestedTransformsByHand() {
    let (window, parent, child, sibling) = tree()
    // child (0, 0) − bounds centre (20, 10) = (−20, −10); rotate π/2: (x, y) ↦ (−y, x) = (10, −20);
    // + centre (150, 50) = (160, 30) in the parent.
    #expect(close(child.convert(.zero, to: parent), Point(x: 160, y: 30)))
    // (160, 30) − parent bounds centre (100, 50) = (60, −20); scale 2: (120, −40);
    // + centre (200, 300) = (320, 260) in the window.
    #expect(close(child.convert(.zero, to: nil), Point(x: 320, y: 260)))
    #expect(close(child.convert(.zero, to: window), Point(x: 320, y: 260)))
    // Into the sibling: (320, 260) − centre (100, 700) = (220, −440); undo the translation:
    // (210, −440); + bounds centre (50, 50) = (260, −390).
    #expect(close(child.convert(.zero, to: sibling), Point(x: 260, y: -390)))
    // And back again.
    #expect(close(sibling.convert(Point(x: 260, y: -390), to: child), .zero))
    #expect(close(child.convert(Point(x: 320, y: 260), from: nil), .zero))
    #expect(close(parent.convert(.zero, from: child), Point(x: 160, y: 30)))
    #expect(close(child.convert(Point(x: 160, y: 30), from: parent), .zero))
  }

  @Test func frameIsTheBoundingBoxOfTheTransformedBounds() {
    let (window, parent, child, _) = tree()
    defer { withExtendedLifetime(window) {} }
    #expect(parent.frame == Rect(x: 0, y: 200, width: 400, height: 200))
    let frame = child.frame  // 40×20 turned upright: 20×40 about (150, 50)
    #expect(close(frame.origin, Point(x: 140, y: 30)))
    #expect(abs(frame.size.width - 20) < 1e-9 && abs(frame.size.height - 40) < 1e-9)
  }

  @Test func translationIsNotScaled() {
    // Scale first, then rotate, then translate: (0, 0) − (10, 10) = (−10, −10); scale 2:
    // (−20, −20); translate (10, 0): (−10, −20); + centre (50, 50) = (40, 30).
    let root = View(name: "root", center: Point(x: 100, y: 100), size: Size(width: 200, height: 200))
    let view = View(name: "view", center: Point(x: 50, y: 50), size: Size(width: 20, height: 20))
    view.scaleX = 2
    view.scaleY = 2
    view.translation = Point(x: 10, y: 0)
    root.addSubview(view)
    #expect(close(view.convert(.zero, to: root), Point(x: 40, y: 30)))
    #expect(view.transform == AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
  }

  @Test func boundsOriginShiftsTheSubviewsSpace() {
    // A scrolled view: bounds origin (0, 100). A subview point (50, 150) in its bounds
    // space: − bounds centre (100, 200) = (−50, −50); + centre (100, 100) = (50, 50).
    let root = View(name: "root", center: Point(x: 200, y: 200), size: Size(width: 400, height: 400))
    let scroll = View(name: "scroll", center: Point(x: 100, y: 100), size: Size(width: 200, height: 200))
    scroll.bounds.origin = Point(x: 0, y: 100)
    root.addSubview(scroll)
    #expect(close(scroll.convert(Point(x: 50, y: 150), to: root), Point(x: 50, y: 50)))
  }

  @Test func conversionsThatCannotExistAreNil() {
    let (window, parent, child, _) = tree()
    defer { withExtendedLifetime(window) {} }  // superviews are weak: keep the root alive
    let stranger = View(name: "stranger", center: .zero, size: Size(width: 10, height: 10))
    #expect(child.convert(.zero, to: stranger) == nil)
    parent.scaleX = 0
    #expect(child.convert(Point(x: 1, y: 1), from: nil) == nil, "no point maps back through a zero scale")
    #expect(child.convert(.zero, to: nil) != nil, "the forward direction still exists")
  }

  @Test func presentationGeometryFollowsContributions() {
    let (window, parent, child, _) = tree()
    defer { withExtendedLifetime(window) {} }
    let slide = LinearContribution(.centerX, offset: 0, rate: 100, start: .zero)  // +100 pt/s
    parent.addContribution(slide)
    let at = Instant(nanoseconds: 500_000_000)
    // The parent is 50 pt further right on screen, so everything in it is too.
    #expect(close(child.convert(.zero, to: nil, source: .presentation(at: at)), Point(x: 370, y: 260)))
    #expect(close(child.convert(.zero, to: nil), Point(x: 320, y: 260)), "model conversion is unchanged")
    #expect(parent.frame(source: .presentation(at: at)) == Rect(x: 50, y: 200, width: 400, height: 200))
  }

  @Test func aViewDoesNotKeepItsSuperviewAlive() {
    var root: View? = View(name: "root", center: .zero, size: Size(width: 10, height: 10))
    let child = View(name: "child", center: .zero, size: Size(width: 1, height: 1))
    root?.addSubview(child)
    #expect(child.superview != nil)
    root = nil
    #expect(child.superview == nil && child.root === child)
  }

  @Test func hierarchyEditsKeepTheTreeATree() {
    let (window, parent, child, sibling) = tree()
    #expect(!child.addSubview(parent), "a cycle is refused")
    #expect(!window.addSubview(window))
    #expect(child.superview === parent)
    #expect(sibling.addSubview(child))
    #expect(child.superview === sibling && parent.subviews.isEmpty)
    window.sendSubviewToBack(sibling)
    #expect(window.subviews.map(\.name) == ["sibling", "parent"])
    window.bringSubviewToFront(sibling)
    #expect(window.subviews.map(\.name) == ["parent", "sibling"])
    #expect(window.insertSubview(View(name: "under", center: .zero, size: .zero), at: -3))
    #expect(window.subviews.map(\.name) == ["under", "parent", "sibling"])
    child.removeFromSuperview()
    #expect(child.superview == nil && sibling.subviews.isEmpty && child.root === child)
  }
}
