import Foundation
import SeamlessEngine

/// `NSLayoutConstraint`: `first.attribute (relation) multiplier × second.attribute + constant`,
/// solved with the views of its window by an incremental Cassowary solver, as UIKit does.
///
/// Changing ``constant`` (the per-frame path of a dragged constraint), ``priority`` or
/// ``isActive`` marks the window for layout: the next `layoutIfNeeded()` (or the next frame's
/// commit) solves and moves the views, animated when it runs inside an animation block or a
/// property animator's animations.
///
/// ```swift
/// popupBottom = popup.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: 440)
/// popupBottom.isActive = true
/// popupBottom.constant = 0
/// UIViewPropertyAnimator(duration: 0.5, dampingRatio: 1) { self.view.layoutIfNeeded() }.startAnimation()
/// ```
open class NSLayoutConstraint: CustomStringConvertible {
  /// `NSLayoutConstraint.Attribute`.
  public enum Attribute: Int, Sendable, Hashable {
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
    case firstBaseline
    case notAnAttribute = 0
  }

  /// `NSLayoutConstraint.Relation`.
  public enum Relation: Int, Sendable, Hashable {
    case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
  }

  public private(set) weak var firstItem: AnyObject?
  public let firstAttribute: Attribute
  public let relation: Relation
  public private(set) weak var secondItem: AnyObject?
  public let secondAttribute: Attribute
  public let multiplier: CGFloat
  /// An identifier for messages (UIKit's `identifier`).
  open var identifier: String?

  /// The constant; changing it re-solves incrementally at the next layout.
  open var constant: CGFloat {
    didSet {
      guard constant != oldValue else { return }
      engine?.constraintDidChange(self)
    }
  }

  /// The priority; a required constraint (1000) cannot become optional while active, nor the
  /// reverse (UIKit raises): such a change is refused and journaled.
  open var priority: UILayoutPriority = .required {
    didSet {
      guard priority != oldValue else { return }
      if isActive, (oldValue == .required) != (priority == .required) {
        engine?.refuse(self, "priority changed from \(oldValue.rawValue) to \(priority.rawValue) while active")
        priority = oldValue
        return
      }
      engine?.constraintDidChange(self)
    }
  }

  /// Whether the constraint takes part in layout; setting it installs or removes it.
  open var isActive: Bool {
    get { activeFlag }
    set {
      guard newValue != activeFlag else { return }
      activeFlag = newValue
      LayoutEngine.activeDidChange(self)
    }
  }

  private var activeFlag = false
  /// The engine solving it while it is active in a window.
  weak var engine: LayoutEngine?

  public convenience init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    self.init(
      first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2, multiplier: multiplier,
      constant: c)
  }

  init(
    first: AnyObject, _ firstAttribute: Attribute, _ relation: Relation, second: AnyObject?,
    _ secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat
  ) {
    firstItem = first
    self.firstAttribute = firstAttribute
    self.relation = relation
    secondItem = second
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
  }

  /// Activates each constraint.
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each constraint.
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  public var description: String {
    func name(_ item: AnyObject?) -> String {
      switch item {
      case let view as UIView: view.backing.name
      case let guide as UILayoutGuide: guide.identifier
      default: "nil"
      }
    }
    var text = "\(name(firstItem)).\(firstAttribute) \(relation.symbol) "
    if secondAttribute != .notAnAttribute {
      text += multiplier == 1 ? "" : "\(multiplier) × "
      text += "\(name(secondItem)).\(secondAttribute)"
      if constant != 0 { text += constant > 0 ? " + \(constant)" : " − \(-constant)" }
    } else {
      text += "\(constant)"
    }
    if priority != .required { text += " @\(priority.rawValue)" }
    return identifier.map { "\"\($0)\" \(text)" } ?? text
  }
}

extension NSLayoutConstraint.Relation {
  var symbol: String {
    switch self {
    case .lessThanOrEqual: "<="
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    }
  }
}
