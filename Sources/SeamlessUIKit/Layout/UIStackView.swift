import Foundation

/// `UIStackView`: lays out its arranged subviews in a row or a column with constraints, and
/// collapses the ones that are hidden.
///
/// The stack makes the constraints UIKit's does (they are ordinary active constraints with
/// `UISV-` identifiers, solved with the window's): each visible arranged view is chained to the
/// next along ``axis`` at ``spacing`` (or its custom spacing), the first and last to the stack's
/// edges (its margins with ``isLayoutMarginsRelativeArrangement``); ``distribution`` sizes them
/// along the axis and ``alignment`` places them across it. A hidden arranged view is squeezed to
/// zero length where it stands and takes no spacing, so hiding one inside an animation block
/// animates the others into its place — the stack lays out inside the block, as UIKit's does:
///
/// ```swift
/// let stack = UIStackView(arrangedSubviews: [header, details, footer])
/// stack.axis = .vertical
/// stack.spacing = 8
/// UIView.animate(withDuration: 0.3) { details.isHidden.toggle() }
/// ```
///
/// Choices where UIKit publishes none: with ``Distribution-swift.enum/fill``, when hugging
/// priorities tie the solver's deterministic choice decides which view stretches (UIKit picks
/// by index); ``Distribution-swift.enum/fillProportionally`` reads the intrinsic sizes when the
/// arrangement changes; a hidden view disappears at once (UIKit keeps drawing it until the
/// animation ends); for a stack not sized by its own constraints, the length across the axis
/// hugs the largest view at priority 49.
open class UIStackView: UIView {
  /// `UIStackView.Distribution`: how arranged views share the length along the axis.
  public enum Distribution: Int, Sendable, Hashable {
    /// Views keep their intrinsic lengths and the lowest-hugging one stretches (or the
    /// lowest-resisting one shrinks); views touch at ``UIStackView/spacing``.
    case fill
    /// Every view has the same length.
    case fillEqually
    /// Lengths proportional to the views' intrinsic lengths.
    case fillProportionally
    /// Views at their intrinsic lengths, the gaps between them equal (at least the spacing).
    case equalSpacing
    /// Views at their intrinsic lengths, their centres equally far apart.
    case equalCentering
  }

  /// `UIStackView.Alignment`: where arranged views sit across the axis.
  public enum Alignment: Int, Sendable, Hashable {
    /// Views fill the stack across the axis.
    case fill
    /// Left (vertical stack) or top (horizontal); `top` is the same case.
    case leading
    /// The first lines of text on one baseline (horizontal stacks; vertical ones fill).
    case firstBaseline
    /// Centred across the axis.
    case center
    /// Right (vertical stack) or bottom (horizontal); `bottom` is the same case.
    case trailing
    /// The last lines of text on one baseline (horizontal stacks; vertical ones fill).
    case lastBaseline

    public static let top = Alignment.leading
    public static let bottom = Alignment.trailing
  }

  /// The views the stack arranges, in order (each is also a subview).
  public private(set) var arrangedSubviews: [UIView] = []

  /// The direction of the row: `.horizontal` (the default) or `.vertical`.
  open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange() } }
  open var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
  open var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
  /// The gap between neighbours (the least gap with the equal distributions).
  open var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }
  /// Whether the arranged views lie inside the stack's layout margins rather than its bounds.
  open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }
  /// Inert: the stack already measures baselines from the views' own tops.
  open var isBaselineRelativeArrangement = false

  /// `UIStackView.spacingUseDefault`: no custom spacing after a view.
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  /// `UIStackView.spacingUseSystem`: the system spacing (8 pt, the engine's choice).
  public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

  /// Per arranged view, the spacing after it that replaces ``spacing``.
  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// The constraints and guides the stack made for the current arrangement.
  private var made: (constraints: [NSLayoutConstraint], guides: [UILayoutGuide]) = ([], [])

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// A horizontal stack of `views`, in order.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Adds `view` at the end of the arrangement (and as the last subview).
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` into the arrangement at `stackIndex`; it becomes a subview if it was not one.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    guard view !== self else { return }
    if view.superview !== self { addSubview(view) }
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
    view.translatesAutoresizingMaskIntoConstraints = false
    arrangementDidChange()
  }

  /// Takes `view` out of the arrangement; it stays a subview (call `removeFromSuperview()`
  /// as well to take it off screen, as in UIKit).
  open func removeArrangedSubview(_ view: UIView) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    arrangedSubviews.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    arrangementDidChange()
  }

  /// Sets the gap after `arrangedSubview` (``spacingUseDefault`` goes back to ``spacing``).
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
    arrangementDidChange()
  }

  /// The gap after `arrangedSubview`, or ``spacingUseDefault`` when it has none of its own.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  // MARK: Keeping the arrangement

  override func subviewWillBeRemoved(_ subview: UIView) {
    super.subviewWillBeRemoved(subview)
    removeArrangedSubview(subview)
  }

  /// An arranged view was hidden or shown: the others close or open the gap, animated when
  /// this runs inside an animation block.
  func arrangedSubviewVisibilityDidChange() {
    arrangementDidChange()
    if let engine = window?.backing.engine, engine.animations.isAnimating { window?.layoutIfNeeded() }
  }

  /// Replaces the stack's constraints with those of the current arrangement.
  private func arrangementDidChange() {
    NSLayoutConstraint.deactivate(made.constraints)
    for guide in made.guides { removeLayoutGuide(guide) }
    var arrangement = StackArrangement(stack: self, customSpacings: customSpacings)
    made = arrangement.make()
    NSLayoutConstraint.activate(made.constraints)
    setNeedsLayout()
  }
}

/// The constraints of one stack arrangement: the chain along the axis, the distribution, the
/// alignment across it and the collapsed hidden views, named as UIKit names them.
private struct StackArrangement {
  let stack: UIStackView
  let customSpacings: [ObjectIdentifier: CGFloat]
  private var constraints: [NSLayoutConstraint] = []
  private var guides: [UILayoutGuide] = []

  init(stack: UIStackView, customSpacings: [ObjectIdentifier: CGFloat]) {
    self.stack = stack
    self.customSpacings = customSpacings
  }

  private var horizontal: Bool { stack.axis == .horizontal }
  private var leading: NSLayoutConstraint.Attribute { horizontal ? .leading : .top }
  private var trailing: NSLayoutConstraint.Attribute { horizontal ? .trailing : .bottom }
  private var length: NSLayoutConstraint.Attribute { horizontal ? .width : .height }
  private var center: NSLayoutConstraint.Attribute { horizontal ? .centerX : .centerY }
  private var crossLeading: NSLayoutConstraint.Attribute { horizontal ? .top : .leading }
  private var crossTrailing: NSLayoutConstraint.Attribute { horizontal ? .bottom : .trailing }
  private var crossLength: NSLayoutConstraint.Attribute { horizontal ? .height : .width }
  private var crossCenter: NSLayoutConstraint.Attribute { horizontal ? .centerY : .centerX }

  /// What the arranged views are laid out in: the stack, or its margins guide.
  private var canvas: AnyObject {
    stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
  }

  private mutating func add(
    _ identifier: String, _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
    _ relation: NSLayoutConstraint.Relation = .equal, second: AnyObject?,
    _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
    priority: UILayoutPriority = .required
  ) {
    let constraint = NSLayoutConstraint(
      first: first, firstAttribute, relation, second: second, secondAttribute, multiplier: multiplier,
      constant: constant)
    constraint.identifier = identifier
    constraint.priority = priority
    constraints.append(constraint)
  }

  /// A spacer guide owned by the stack (UIKit's distributing guides).
  private mutating func spacer() -> UILayoutGuide {
    let guide = UILayoutGuide()
    guide.identifier = "UISV-distributing"
    stack.addLayoutGuide(guide)
    guides.append(guide)
    return guide
  }

  private func gap(after view: UIView) -> CGFloat {
    let custom = customSpacings[ObjectIdentifier(view)]
    let gap = custom ?? stack.spacing
    return gap == UIStackView.spacingUseSystem ? 8 : gap
  }

  mutating func make() -> (constraints: [NSLayoutConstraint], guides: [UILayoutGuide]) {
    let canvas = self.canvas
    let visible = stack.arrangedSubviews.filter { !$0.isHidden }
    // Along the axis: the chain, edge to edge.
    if let first = visible.first, let last = visible.last {
      add("UISV-canvas-connection", first, leading, second: canvas, leading)
      add("UISV-canvas-connection", last, trailing, second: canvas, trailing)
    } else {
      add("UISV-canvas-fit", canvas, length, second: nil, .notAnAttribute, priority: UILayoutPriority(49))
    }
    chain(visible)
    // Hidden views: no length, where the chain has reached.
    var previous: UIView?
    for view in stack.arrangedSubviews {
      if view.isHidden {
        add("UISV-hiding", view, length, second: nil, .notAnAttribute)
        if let previous {
          add("UISV-hiding", view, leading, second: previous, trailing)
        } else {
          add("UISV-hiding", view, leading, second: canvas, leading)
        }
      } else {
        previous = view
      }
    }
    align(stack.arrangedSubviews, in: canvas)
    return (constraints, guides)
  }

  private mutating func chain(_ views: [UIView]) {
    guard views.count > 1 else { return }
    let distribution = stack.distribution
    var firstSpacer: UILayoutGuide?
    for (previous, view) in zip(views, views.dropFirst()) {
      let gap = gap(after: previous)
      switch distribution {
      case .fill, .fillEqually, .fillProportionally:
        add("UISV-spacing", view, leading, second: previous, trailing, constant: gap)
      case .equalSpacing, .equalCentering:
        add("UISV-spacing", view, leading, .greaterThanOrEqual, second: previous, trailing, constant: gap)
        // A spacer between the edges (equal spacing) or the centres (equal centring), all equal.
        let spacer = spacer()
        let (from, to) = distribution == .equalSpacing ? (trailing, leading) : (center, center)
        add("UISV-distributing-edge", spacer, leading, second: previous, from)
        add("UISV-distributing-edge", spacer, trailing, second: view, to)
        if let firstSpacer {
          add("UISV-fill-equally", spacer, length, second: firstSpacer, length)
        } else {
          firstSpacer = spacer
        }
      }
    }
    let first = views[0]
    switch distribution {
    case .fillEqually:
      for view in views.dropFirst() { add("UISV-fill-equally", view, length, second: first, length) }
    case .fillProportionally:
      let lengths = views.map { horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
      guard lengths[0] > 0 else { return }
      for (view, length) in zip(views, lengths).dropFirst() where length > 0 {
        add("UISV-fill-proportionally", view, self.length, second: first, self.length, multiplier: length / lengths[0])
      }
    case .fill, .equalSpacing, .equalCentering:
      break
    }
  }

  private mutating func align(_ views: [UIView], in canvas: AnyObject) {
    guard !views.isEmpty else { return }
    var alignment = stack.alignment
    if !horizontal, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }
    if alignment != .fill {
      // The stack hugs its largest view across the axis when nothing else sizes it.
      add("UISV-canvas-fit", canvas, crossLength, second: nil, .notAnAttribute, priority: UILayoutPriority(49))
    }
    let reference = views.first { !$0.isHidden } ?? views[0]
    for view in views {
      switch alignment {
      case .fill:
        add("UISV-alignment", view, crossLeading, second: canvas, crossLeading)
        add("UISV-alignment", view, crossTrailing, second: canvas, crossTrailing)
      case .leading:
        add("UISV-alignment", view, crossLeading, second: canvas, crossLeading)
        add("UISV-spanning-boundary", view, crossTrailing, .lessThanOrEqual, second: canvas, crossTrailing)
      case .trailing:
        add("UISV-alignment", view, crossTrailing, second: canvas, crossTrailing)
        add("UISV-spanning-boundary", view, crossLeading, .greaterThanOrEqual, second: canvas, crossLeading)
      case .center:
        add("UISV-alignment", view, crossCenter, second: canvas, crossCenter)
        add("UISV-spanning-boundary", view, crossLeading, .greaterThanOrEqual, second: canvas, crossLeading)
        add("UISV-spanning-boundary", view, crossTrailing, .lessThanOrEqual, second: canvas, crossTrailing)
      case .firstBaseline, .lastBaseline:
        let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
        if view !== reference { add("UISV-alignment", view, baseline, second: reference, baseline) }
        add("UISV-spanning-boundary", view, crossLeading, .greaterThanOrEqual, second: canvas, crossLeading)
        add("UISV-spanning-boundary", view, crossTrailing, .lessThanOrEqual, second: canvas, crossTrailing)
      }
    }
  }
}
