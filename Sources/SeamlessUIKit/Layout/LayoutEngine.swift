import Cassowary
import Foundation
import SeamlessEngine

/// A window's Auto Layout: its active constraints, the frames of views placed by frame
/// (`translatesAutoresizingMaskIntoConstraints`), intrinsic sizes and safe areas, solved by an
/// incremental Cassowary solver, and the views moved to the solution.
///
/// Every view or guide in a constraint gets four variables, its untransformed frame in window
/// coordinates (x, y, width, height); its superviews take part too, so that a frame in a
/// superview can be read back. A view placed by frame is held where its frame puts it inside its
/// superview (required); a view placed by constraints with an intrinsic size resists
/// compression (≥, at its compression resistance) and hugs (≤, at its hugging priority) on each
/// axis; a safe-area guide is the view cut by the window's safe insets.
///
/// Each layout adds and removes only what changed, in the window's tree order (views top-down,
/// each view's constraints in activation order), so the same changes give the same bits; a
/// constraint's new constant replaces that one constraint in the solver. A required constraint
/// that conflicts with the required ones already in place is left out (UIKit "will attempt to
/// recover by breaking constraint") and journaled as a programmer error; optional ones lose by
/// priority, silently, as in UIKit.
final class LayoutEngine {
  private unowned let window: UIWindow
  private let solver = Solver()

  private struct Box {
    let x: Variable
    let y: Variable
    let width: Variable
    let height: Variable
  }

  /// Per item (view or guide), its variables: looked up, never iterated.
  private var boxes: [ObjectIdentifier: Box] = [:]
  /// The installed constraints, in the order they were installed.
  private var installed: [Installed] = []

  /// A constraint in the solver, with the constant and priority it was last solved with.
  private struct Installed {
    let constraint: NSLayoutConstraint
    var solved: Cassowary.Constraint
    var constant: CGFloat
    var priority: UILayoutPriority

    init(_ constraint: NSLayoutConstraint, _ solved: Cassowary.Constraint) {
      self.constraint = constraint
      self.solved = solved
      constant = constraint.constant
      priority = constraint.priority
    }
  }
  /// Constraints the solver refused (they conflicted with required ones), until they change.
  private var refused: [ObjectIdentifier] = []
  /// The constraints the engine makes itself (frames, intrinsic sizes, safe areas), per item
  /// and kind, with the values they were made from.
  private var derived: [DerivedKey: (values: SIMD8<Double>, constraints: [Cassowary.Constraint])] = [:]

  /// Per view placed by constraints, the frame the last layout gave it (centre, size): a view
  /// whose solution did not change but whose model did was moved by something else (a reversed
  /// animator's end), and the layout snaps it back.
  private var applied: [ObjectIdentifier: (center: CGPoint, size: CGSize)] = [:]

  private struct DerivedKey: Hashable {
    let item: ObjectIdentifier
    let kind: Int
  }

  init(window: UIWindow) {
    self.window = window
  }

  // MARK: Activation

  /// Whether any view of `window` holds an active constraint.
  static func hasConstraints(in view: UIView) -> Bool {
    if let layout = view.layoutIfMade, !layout.held.isEmpty { return true }
    return view.subviews.contains { hasConstraints(in: $0) }
  }

  /// The view that holds `constraint` while active: its first item, or that guide's view.
  static func holder(of constraint: NSLayoutConstraint) -> UIView? {
    switch constraint.firstItem {
    case let view as UIView: view
    case let guide as UILayoutGuide: guide.owningView
    default: nil
    }
  }

  static func activeDidChange(_ constraint: NSLayoutConstraint) {
    guard let holder = holder(of: constraint) else { return }
    if constraint.isActive {
      holder.layout.held.append(constraint)
    } else {
      holder.layout.held.removeAll { $0 === constraint }
    }
    holder.markLayoutDirty(structure: true)
    if let other = constraint.secondItem as? UIView { other.markLayoutDirty(structure: true) }
  }

  /// A constraint's constant or priority changed: replace it in the solver at the next layout.
  func constraintDidChange(_ constraint: NSLayoutConstraint) {
    window.constraintLayoutDirty = true
    window.layoutPending = true
    // The per-frame path of a dragged constraint: a new constant moves in place in the solver
    // (Cassowary's constant update, no allocation), a new priority replaces the constraint; the
    // solver re-solves incrementally. A refused one is tried again.
    guard let index = installed.firstIndex(where: { $0.constraint === constraint }),
      let solved = constraint.constant.isFinite ? installed[index].solved : nil
    else {
      // Not in the solver (refused, or not yet installed), or a non-finite constant (the last
      // finite one stays): the next layout brings the solver up to date.
      refused.removeAll { $0 == ObjectIdentifier(constraint) }
      window.constraintStructureDirty = true
      return
    }
    let entry = installed[index]
    do {
      if entry.priority == constraint.priority {
        // The solver holds `first − (multiplier × second + constant)`: its constant moves by −Δ.
        try solver.shiftConstant(of: solved, by: -Double(constraint.constant - entry.constant))
        installed[index].constant = constraint.constant
      } else {
        guard let solved = solverConstraint(for: constraint) else { return }
        try? solver.removeConstraint(entry.solved)
        installed[index] = Installed(constraint, solved)
        try solver.addConstraint(solved)
      }
    } catch {
      try? solver.removeConstraint(installed[index].solved)
      installed.remove(at: index)
      refused.append(ObjectIdentifier(constraint))
      refuse(constraint, "it conflicts with the required constraints already in place, so it was broken (\(error))")
    }
  }

  /// Journals a misuse UIKit raises for; the change is not made.
  func refuse(_ constraint: NSLayoutConstraint, _ rule: String) {
    guard let engine = window.backing.engine else { return }
    engine.journal.record(
      .programmerError(.layoutMisuse(constraint: constraint.description, rule: rule)), at: engine.now)
  }

  // MARK: Layout

  /// Brings the solver up to date with the window and moves the views to the solution.
  func layout() {
    if window.constraintStructureDirty {
      window.constraintStructureDirty = false
      gatherParticipants()
    }
    for view in participants { deriveConstraints(for: view) }
    solver.updateVariables()
    window.isApplyingLayout = true
    let forCompletion = window.layoutDirtiedInCompletion
    defer {
      window.isApplyingLayout = false
      window.layoutDirtiedInCompletion = false
    }
    for view in participants where view !== window && !view.translatesAutoresizingMaskIntoConstraints {
      apply(to: view, forCompletion: forCompletion)
    }
  }

  /// The views that take part, top-down, as the last structural change left them.
  private var participants: [UIView] = []

  /// Brings the installed constraints up to date with the window's and gathers the views that
  /// take part (after constraints were activated or deactivated, or views moved).
  private func gatherParticipants() {
    var wanted: [NSLayoutConstraint] = []
    collect(window, into: &wanted)
    syncInstalled(with: wanted)
    var referenced = Set<ObjectIdentifier>()
    for entry in installed {
      for item in [entry.constraint.firstItem, entry.constraint.secondItem] {
        switch item {
        case let view as UIView: referenced.insert(ObjectIdentifier(view))
        case let guide as UILayoutGuide:
          referenced.insert(ObjectIdentifier(guide))
          if let owner = guide.owningView { referenced.insert(ObjectIdentifier(owner)) }
        default: break
        }
      }
    }
    var gathered: [UIView] = []
    _ = gather(window, referenced: referenced, into: &gathered)
    participants = gathered
  }

  /// The active constraints of `view`'s subtree whose items are all in this window, in tree order.
  private func collect(_ view: UIView, into wanted: inout [NSLayoutConstraint]) {
    if let layout = view.layoutIfMade {
      for constraint in layout.held where isInWindow(constraint.firstItem) && isInWindow(constraint.secondItem, optional: true) {
        wanted.append(constraint)
      }
    }
    for subview in view.subviews { collect(subview, into: &wanted) }
  }

  private func isInWindow(_ item: AnyObject?, optional: Bool = false) -> Bool {
    switch item {
    case nil: optional
    case let view as UIView: view.window === window
    case let guide as UILayoutGuide: guide.owningView?.window === window
    default: false
    }
  }

  private func syncInstalled(with wanted: [NSLayoutConstraint]) {
    let wantedIDs = Set(wanted.map(ObjectIdentifier.init))
    for entry in installed where !wantedIDs.contains(ObjectIdentifier(entry.constraint)) {
      try? solver.removeConstraint(entry.solved)
      entry.constraint.engine = nil
    }
    installed.removeAll { !wantedIDs.contains(ObjectIdentifier($0.constraint)) }
    refused.removeAll { !wantedIDs.contains($0) }
    let present = Set(installed.map { ObjectIdentifier($0.constraint) })
    for constraint in wanted where !present.contains(ObjectIdentifier(constraint)) {
      guard !refused.contains(ObjectIdentifier(constraint)), let solved = solverConstraint(for: constraint) else {
        continue
      }
      do {
        try solver.addConstraint(solved)
        installed.append(Installed(constraint, solved))
        constraint.engine = self
      } catch {
        refused.append(ObjectIdentifier(constraint))
        constraint.engine = self
        refuse(constraint, "it conflicts with the required constraints already in place, so it was broken (\(error))")
      }
    }
  }

  /// Collects, top-down, the views that take part in layout.
  ///
  /// Those are the views in a constraint (or owning a guide in one) and their ancestors. Returns whether `view`'s subtree has any.
  private func gather(_ view: UIView, referenced: Set<ObjectIdentifier>, into participants: inout [UIView]) -> Bool {
    let position = participants.count
    participants.append(view)
    var takesPart = referenced.contains(ObjectIdentifier(view)) || view === window
    for subview in view.subviews where gather(subview, referenced: referenced, into: &participants) {
      takesPart = true
    }
    if !takesPart { participants.removeSubrange(position...) }
    return takesPart
  }

  // MARK: Derived constraints

  private func deriveConstraints(for view: UIView) {
    let box = self.box(for: view)
    if view === window {
      let size = view.bounds.size
      derive(view, kind: 0, SIMD8(0, 0, Double(size.width), Double(size.height), 0, 0, 0, 0)) { v in
        [
          Constraint(Cassowary.Expression(box.x), .equal), Constraint(Cassowary.Expression(box.y), .equal),
          Cassowary.Constraint(box.width - v[2], .equal), Cassowary.Constraint(box.height - v[3], .equal),
        ]
      }
    } else if view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview {
      // Where the frame puts the view inside its superview (untransformed: centre ± half the bounds).
      let parent = self.box(for: superview)
      let b = view.backing
      let values = SIMD8(
        b.center.x - b.bounds.size.width / 2 - superview.backing.bounds.origin.x,
        b.center.y - b.bounds.size.height / 2 - superview.backing.bounds.origin.y, b.bounds.size.width,
        b.bounds.size.height, 0, 0, 0, 0)
      derive(view, kind: 0, values) { v in
        [
          Cassowary.Constraint(box.x - parent.x - v[0], .equal), Cassowary.Constraint(box.y - parent.y - v[1], .equal),
          Cassowary.Constraint(box.width - v[2], .equal), Cassowary.Constraint(box.height - v[3], .equal),
        ]
      }
    } else {
      let size = view.intrinsicContentSize
      let hugging = view.layoutIfMade?.hugging ?? (.defaultLow, .defaultLow)
      let compression = view.layoutIfMade?.compression ?? (.defaultHigh, .defaultHigh)
      let values = SIMD8(
        Double(size.width), Double(size.height), Double(hugging.0.rawValue), Double(hugging.1.rawValue),
        Double(compression.0.rawValue), Double(compression.1.rawValue), 0, 0)
      derive(view, kind: 1, values) { v in
        var made: [Cassowary.Constraint] = []
        if v[0] >= 0 {
          made.append(Cassowary.Constraint(box.width - v[0], .greaterThanOrEqual, priority: Self.priority(v[4])))
          made.append(Cassowary.Constraint(box.width - v[0], .lessThanOrEqual, priority: Self.priority(v[2])))
        }
        if v[1] >= 0 {
          made.append(Cassowary.Constraint(box.height - v[1], .greaterThanOrEqual, priority: Self.priority(v[5])))
          made.append(Cassowary.Constraint(box.height - v[1], .lessThanOrEqual, priority: Self.priority(v[3])))
        }
        return made
      }
    }
    if let guide = view.layoutIfMade?.safeArea {
      let area = self.box(for: guide)
      let height = Double(window.bounds.height)
      let safe = UIWindow.safeInsets
      derive(guide, kind: 2, SIMD8(height, Double(safe.top), Double(safe.bottom), 0, 0, 0, 0, 0)) { v in
        let safeBottom = v[0] - v[2]
        return [
          Cassowary.Constraint(area.x - box.x, .equal), Cassowary.Constraint(area.width - box.width, .equal),
          Cassowary.Constraint(area.y - box.y, .greaterThanOrEqual), Cassowary.Constraint(area.y - v[1], .greaterThanOrEqual),
          Cassowary.Constraint(area.y - box.y, .equal, priority: Priority(999)),
          Cassowary.Constraint(area.y + area.height - box.y - box.height, .lessThanOrEqual),
          Cassowary.Constraint(area.y + area.height - safeBottom, .lessThanOrEqual),
          Cassowary.Constraint(area.y + area.height - box.y - box.height, .equal, priority: Priority(999)),
        ]
      }
    }
    if let guide = view.layoutIfMade?.marginsGuide {
      // The margins inset the safe area (when the view insets them from it) or the bounds.
      let fromSafeArea = view.insetsLayoutMarginsFromSafeArea ? view.layoutIfMade?.safeArea : nil
      let base = fromSafeArea.map { self.box(for: $0) } ?? box
      let guideBox = self.box(for: guide)
      let m = view.directionalLayoutMargins
      let values = SIMD8(
        Double(m.top), Double(m.leading), Double(m.bottom), Double(m.trailing), fromSafeArea == nil ? 0 : 1, 0, 0, 0)
      derive(guide, kind: 3, values) { v in
        [
          Cassowary.Constraint(guideBox.x - base.x - v[1], .equal),
          Cassowary.Constraint(guideBox.y - base.y - v[0], .equal),
          Cassowary.Constraint(guideBox.width - base.width + v[1] + v[3], .equal),
          Cassowary.Constraint(guideBox.height - base.height + v[0] + v[2], .equal),
        ]
      }
    }
  }

  /// Replaces the constraints of `item`'s `kind` when the values they are made from changed.
  private func derive(
    _ item: AnyObject, kind: Int, _ values: SIMD8<Double>, _ make: (SIMD8<Double>) -> [Cassowary.Constraint]
  ) {
    let key = DerivedKey(item: ObjectIdentifier(item), kind: kind)
    if let existing = derived[key] {
      guard existing.values != values else { return }
      for constraint in existing.constraints { try? solver.removeConstraint(constraint) }
    }
    var added: [Cassowary.Constraint] = []
    for constraint in make(values) where (try? solver.addConstraint(constraint)) != nil {
      added.append(constraint)
    }
    derived[key] = (values, added)
  }

  private static func priority(_ value: Double) -> Priority {
    Priority(min(max(value, 1), 1000))
  }

  // MARK: Variables and expressions

  private func box(for item: AnyObject) -> Box {
    let id = ObjectIdentifier(item)
    if let box = boxes[id] { return box }
    let name =
      switch item {
      case let view as UIView: view.backing.name
      case let guide as UILayoutGuide: guide.identifier
      default: "item"
      }
    let box = Box(
      x: Variable("\(name).minX"), y: Variable("\(name).minY"), width: Variable("\(name).width"),
      height: Variable("\(name).height"))
    boxes[id] = box
    return box
  }

  private func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> Cassowary.Expression? {
    let box = self.box(for: item)
    switch attribute {
    case .left, .leading: return Cassowary.Expression(box.x)
    case .right, .trailing: return box.x + box.width
    case .top: return Cassowary.Expression(box.y)
    case .bottom: return box.y + box.height
    case .centerX: return box.x + 0.5 * box.width
    case .centerY: return box.y + 0.5 * box.height
    case .firstBaseline, .lastBaseline:
      let baseline = (item as? UIView)?.baseline(last: attribute == .lastBaseline) ?? (heightFactor: 1, offset: 0)
      return box.y + baseline.heightFactor * box.height + baseline.offset
    case .width: return Cassowary.Expression(box.width)
    case .height: return Cassowary.Expression(box.height)
    case .notAnAttribute: return nil
    }
  }

  private func solverConstraint(for constraint: NSLayoutConstraint) -> Cassowary.Constraint? {
    guard let first = constraint.firstItem, let lhs = expression(first, constraint.firstAttribute) else { return nil }
    let constant = Double(constraint.constant)
    let multiplier = Double(constraint.multiplier)
    guard constant.isFinite, multiplier.isFinite else { return nil }
    var rhs = Cassowary.Expression(constant)
    if let second = constraint.secondItem, let other = expression(second, constraint.secondAttribute) {
      rhs = multiplier * other + constant
    }
    let relation: Relation =
      switch constraint.relation {
      case .lessThanOrEqual: .lessThanOrEqual
      case .equal: .equal
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    return Cassowary.Constraint(lhs - rhs, relation, priority: Self.priority(Double(constraint.priority.rawValue)))
  }

  // MARK: Reading the solution

  private func windowFrame(of item: AnyObject) -> CGRect? {
    guard let box = boxes[ObjectIdentifier(item)] else { return nil }
    return CGRect(
      x: solver.value(of: box.x), y: solver.value(of: box.y), width: solver.value(of: box.width),
      height: solver.value(of: box.height))
  }

  /// `guide`'s solved frame in `view`'s bounds space.
  func frame(of guide: UILayoutGuide, in view: UIView) -> CGRect? {
    guard let frame = windowFrame(of: guide), let owner = windowFrame(of: view) else { return nil }
    return frame.offsetBy(dx: view.bounds.minX - owner.minX, dy: view.bounds.minY - owner.minY)
  }

  /// Moves `view` (placed by constraints) to its solved frame in its superview.
  ///
  /// Centre and bounds size move, each only if it changed, through the view's setters (so an
  /// animation block around the layout animates them). Outside an animation, a layout a
  /// completion handler asked for moves the view as that completion would (`forCompletion`).
  private func apply(to view: UIView, forCompletion: Bool) {
    guard let superview = view.superview, let frame = windowFrame(of: view), let parent = windowFrame(of: superview)
    else { return }
    guard frame.width.isFinite, frame.height.isFinite, frame.minX.isFinite, frame.minY.isFinite else { return }
    let center = CGPoint(
      x: frame.midX - parent.minX + superview.bounds.minX, y: frame.midY - parent.minY + superview.bounds.minY)
    let size = CGSize(width: max(frame.width, 0), height: max(frame.height, 0))
    let id = ObjectIdentifier(view)
    let unchanged = applied[id].map { $0.center == center && $0.size == size } ?? false
    applied[id] = (center, size)
    guard view.bounds.size != size || view.center != center else { return }
    // UIKit applies solved frames in the superview's layout pass: its `layoutSubviews` (and
    // its controller's `viewDidLayoutSubviews`) runs after, and may place views itself.
    superview.needsLayout = true
    // A local function, not a closure value: passed only as a non-escaping argument, it needs no
    // heap context (this runs for every moved view on every frame a constraint is dragged).
    func move() {
      if view.bounds.size != size { view.bounds = CGRect(origin: view.bounds.origin, size: size) }
      if view.center != center { view.center = center }
    }
    // The constraints did not move the view: something else did, and layout puts it back. That
    // is no deliberate move of the app's (outside an animation, it shows as the jump it is).
    guard let engine = window.backing.engine, !engine.animations.isAnimating else { return move() }
    if unchanged {
      engine.animations.writingAsSystem(move)
    } else if forCompletion {
      // What a completion handler changed, laid out at the next commit: the completion's move.
      engine.animations.writingForCompletion(move)
    } else {
      move()
    }
  }
}
