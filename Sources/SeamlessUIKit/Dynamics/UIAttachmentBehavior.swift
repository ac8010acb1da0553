import Foundation
import SeamlessEngine

/// `UIFloatRange`: a closed range of floats (an attachment's sliding range).
public struct UIFloatRange: Hashable, Sendable {
  public var minimum: CGFloat
  public var maximum: CGFloat

  public init(minimum: CGFloat, maximum: CGFloat) {
    self.minimum = minimum
    self.maximum = maximum
  }

  /// From 0 to 0.
  public init() { self.init(minimum: 0, maximum: 0) }

  /// From −∞ to +∞: no limit.
  public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)
  public static let zero = UIFloatRange()

  /// Whether the range is `.infinite`.
  public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }
}

/// `UIAttachmentBehavior`: a rod or spring between an item and an anchor or another item, or a
/// limit, fixed, pin or sliding joint.
///
/// ```swift
/// let grab = UIAttachmentBehavior(item: card, attachedToAnchor: pan.location(in: view))
/// animator.addBehavior(grab)
/// grab.anchorPoint = pan.location(in: view)   // as the finger moves
/// ```
open class UIAttachmentBehavior: UIDynamicBehavior {
  /// `UIAttachmentBehavior.AttachmentType`: to an anchor or to another item.
  public enum AttachmentType: Int, Sendable, Hashable {
    case items, anchor
  }

  private let attachment: AttachmentBehavior

  /// Attaches the point `offset` from `item`'s centre to `anchor`.
  public init(item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor anchor: CGPoint) {
    attachment = AttachmentBehavior(
      item: DynamicItemBridge.joining(item), offsetFromCenter: offset.engine, attachedToAnchor: anchor.engine)
    super.init(backing: attachment, items: [item])
  }

  /// Attaches `item`'s centre to `anchor`.
  public convenience init(item: any UIDynamicItem, attachedToAnchor anchor: CGPoint) {
    self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: anchor)
  }

  /// Attaches `item` (at `offset`) to `other` (at `otherOffset`).
  public init(
    item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedTo other: any UIDynamicItem,
    offsetFromCenter otherOffset: UIOffset
  ) {
    attachment = AttachmentBehavior(
      item: DynamicItemBridge.joining(item), offsetFromCenter: offset.engine, attachedTo: DynamicItemBridge.joining(other),
      offsetFromCenter: otherOffset.engine)
    super.init(backing: attachment, items: [item, other])
  }

  /// Attaches `item`'s centre to `other`'s.
  public convenience init(item: any UIDynamicItem, attachedTo other: any UIDynamicItem) {
    self.init(item: item, offsetFromCenter: .zero, attachedTo: other, offsetFromCenter: .zero)
  }

  init(joint: AttachmentBehavior, items: [any UIDynamicItem]) {
    attachment = joint
    super.init(backing: joint, items: items)
  }

  /// A rope from `item` to `other`: at most their current distance apart.
  open class func limitAttachment(
    with item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedTo other: any UIDynamicItem,
    offsetFromCenter otherOffset: UIOffset
  ) -> UIAttachmentBehavior {
    UIAttachmentBehavior(
      joint: .limitAttachment(
        with: DynamicItemBridge.joining(item), offsetFromCenter: offset.engine, attachedTo: DynamicItemBridge.joining(other),
        offsetFromCenter: otherOffset.engine),
      items: [item, other])
  }

  /// Welds `item` and `other` together at `anchor`.
  open class func fixedAttachment(
    with item: any UIDynamicItem, attachedTo other: any UIDynamicItem, attachmentAnchor anchor: CGPoint
  ) -> UIAttachmentBehavior {
    UIAttachmentBehavior(
      joint: .fixedAttachment(
        with: DynamicItemBridge.joining(item), attachedTo: DynamicItemBridge.joining(other), attachmentAnchor: anchor.engine),
      items: [item, other])
  }

  /// Lets `item` and `other` turn about the shared `anchor`.
  open class func pinAttachment(
    with item: any UIDynamicItem, attachedTo other: any UIDynamicItem, attachmentAnchor anchor: CGPoint
  ) -> UIAttachmentBehavior {
    UIAttachmentBehavior(
      joint: .pinAttachment(
        with: DynamicItemBridge.joining(item), attachedTo: DynamicItemBridge.joining(other), attachmentAnchor: anchor.engine),
      items: [item, other])
  }

  /// Lets `item` and `other` slide relative to each other along `axis` through `anchor`.
  open class func slidingAttachment(
    with item: any UIDynamicItem, attachedTo other: any UIDynamicItem, attachmentAnchor anchor: CGPoint,
    axisOfTranslation axis: CGVector
  ) -> UIAttachmentBehavior {
    UIAttachmentBehavior(
      joint: .slidingAttachment(
        with: DynamicItemBridge.joining(item), attachedTo: DynamicItemBridge.joining(other), attachmentAnchor: anchor.engine,
        axisOfTranslation: axis.engine),
      items: [item, other])
  }

  /// Lets `item` slide along `axis` through `anchor` in the reference view.
  open class func slidingAttachment(
    with item: any UIDynamicItem, attachmentAnchor anchor: CGPoint, axisOfTranslation axis: CGVector
  ) -> UIAttachmentBehavior {
    UIAttachmentBehavior(
      joint: .slidingAttachment(
        with: DynamicItemBridge.joining(item), attachmentAnchor: anchor.engine, axisOfTranslation: axis.engine),
      items: [item])
  }

  /// The attached items: one, or two.
  open var items: [any UIDynamicItem] { heldItems }
  /// Whether the attachment is to an anchor or between two items.
  open var attachedBehaviorType: AttachmentType { attachment.items.count > 1 ? .items : .anchor }
  /// The anchor in the reference view (settable: the finger of a drag).
  open var anchorPoint: CGPoint {
    get { CGPoint(attachment.anchorPoint) }
    set { attachment.anchorPoint = newValue.engine }
  }
  /// The distance kept between the attachment points.
  open var length: CGFloat {
    get { attachment.length }
    set { attachment.length = newValue }
  }
  /// The spring's damping (with a frequency above 0).
  open var damping: CGFloat {
    get { attachment.damping }
    set { attachment.damping = newValue }
  }
  /// The spring's frequency in Hz; 0 makes a rigid rod.
  open var frequency: CGFloat {
    get { attachment.frequency }
    set { attachment.frequency = newValue }
  }
  /// The torque that resists turning about a pin.
  open var frictionTorque: CGFloat {
    get { attachment.frictionTorque }
    set { attachment.frictionTorque = newValue }
  }
  /// The range a sliding or pin joint may move or turn in.
  ///
  /// `.infinite` sets none; an infinite bound stands for the largest finite one (the engine's
  /// limits are finite). An inverted or NaN range is ignored.
  open var attachmentRange: UIFloatRange {
    get { attachment.attachmentRange.map { UIFloatRange(minimum: $0.lowerBound, maximum: $0.upperBound) } ?? .infinite }
    set {
      if newValue.isInfinite {
        attachment.attachmentRange = nil
      } else if newValue.minimum <= newValue.maximum {
        let finite = { (bound: CGFloat) in min(max(Double(bound), -.greatestFiniteMagnitude), .greatestFiniteMagnitude) }
        attachment.attachmentRange = finite(newValue.minimum)...finite(newValue.maximum)
      }
    }
  }
}

extension UIOffset {
  var engine: Point { Point(x: Double(horizontal), y: Double(vertical)) }
}
