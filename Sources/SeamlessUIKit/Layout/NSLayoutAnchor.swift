import Foundation

/// `NSLayoutAnchor`: one edge, centre or dimension of a view or layout guide, from which
/// constraints are made.
///
/// ```swift
/// card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
/// card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.6).isActive = true
/// ```
open class NSLayoutAnchor<AnchorType: AnyObject> {
  private(set) weak var item: AnyObject?
  let attribute: NSLayoutConstraint.Attribute

  init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  private func make(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>, multiplier: CGFloat = 1,
    constant: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      first: item ?? NSNull(), attribute, relation, second: anchor.item, anchor.attribute, multiplier: multiplier,
      constant: constant)
  }

  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.equal, anchor, constant: 0)
  }
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, anchor, constant: c)
  }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: 0)
  }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, constant: c)
  }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: 0)
  }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: c)
  }

  fileprivate func makeDimension(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat,
    constant: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      first: item ?? NSNull(), attribute, relation, second: anchor?.item, anchor?.attribute ?? .notAnAttribute,
      multiplier: multiplier, constant: constant)
  }
}

/// `NSLayoutXAxisAnchor`: leading, trailing, left, right, centre x.
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// `NSLayoutYAxisAnchor`: top, bottom, centre y.
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// `NSLayoutDimension`: width and height, which can also equal a constant or a multiple of
/// another dimension.
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    makeDimension(.equal, nil, multiplier: 1, constant: c)
  }
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    makeDimension(.greaterThanOrEqual, nil, multiplier: 1, constant: c)
  }
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    makeDimension(.lessThanOrEqual, nil, multiplier: 1, constant: c)
  }
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    makeDimension(.equal, anchor, multiplier: m, constant: 0)
  }
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    makeDimension(.equal, anchor, multiplier: m, constant: c)
  }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    makeDimension(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
  }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    makeDimension(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
  }
}

/// `UILayoutGuide`: a rectangle that takes part in layout without being a view (spacing,
/// the safe area).
///
/// ```swift
/// let spacer = UILayoutGuide()
/// view.addLayoutGuide(spacer)
/// ```
open class UILayoutGuide {
  /// The view the guide belongs to (its frame is in that view's coordinates).
  public internal(set) weak var owningView: UIView?
  open var identifier = "UILayoutGuide"

  public init() {}
  /// A guide its view places itself (its safe area, its margins).
  init(owningView view: UIView, identifier: String) {
    owningView = view
    self.identifier = identifier
  }

  /// The guide's frame in its owning view, as last laid out.
  open var layoutFrame: CGRect {
    guard let owningView, let engine = owningView.window?.layoutEngine else { return .zero }
    return engine.frame(of: self, in: owningView) ?? .zero
  }

  open lazy var leadingAnchor = NSLayoutXAxisAnchor(item: self, attribute: .leading)
  open lazy var trailingAnchor = NSLayoutXAxisAnchor(item: self, attribute: .trailing)
  open lazy var leftAnchor = NSLayoutXAxisAnchor(item: self, attribute: .left)
  open lazy var rightAnchor = NSLayoutXAxisAnchor(item: self, attribute: .right)
  open lazy var centerXAnchor = NSLayoutXAxisAnchor(item: self, attribute: .centerX)
  open lazy var topAnchor = NSLayoutYAxisAnchor(item: self, attribute: .top)
  open lazy var bottomAnchor = NSLayoutYAxisAnchor(item: self, attribute: .bottom)
  open lazy var centerYAnchor = NSLayoutYAxisAnchor(item: self, attribute: .centerY)
  open lazy var widthAnchor = NSLayoutDimension(item: self, attribute: .width)
  open lazy var heightAnchor = NSLayoutDimension(item: self, attribute: .height)
}
