import SeamlessUIKit  // glue rule: was `import UIKit`

/// StickyCorners (WWDC 2015 session 229, "What's New in UIKit Dynamics and Visual Effects") as
/// UIKit code writes it: a picture-in-picture you fling into any corner, where a spring field
/// holds it, built like the session's sample, a `UIDynamicBehavior` subclass that composes a
/// collision behavior, an item behavior and four spring fields and places the fields when it
/// joins the animator (`willMove(to:)`).
///
/// The built-in `sticky-corners`. The numbers: a 100 × 140 pt face, resistance 6, no rotation, fields of strength 89.6 at the
/// face's rest position in each corner (20 pt from the sides, 60 pt from the top and bottom),
/// each over its quarter of the screen. A pan takes the face out of the behavior ("otherwise it
/// is going to slip out from underneath their finger"); the release puts it back and hands it
/// the finger's velocity.
///
/// ```swift
/// let scene = UIKitScene { StickyCornersViewController() }
/// ```
final class StickyCornersViewController: UIViewController {
  /// One deliberate mistake.
  enum Bug: String, Sendable, CaseIterable {
    /// The release does not hand the finger's velocity to the physics.
    case dropsVelocity = "drops-velocity"
  }

  private(set) var bug: Bug?
  let face = UIView(frame: CGRect(x: 270, y: 644, width: 100, height: 140))
  private lazy var animator = UIDynamicAnimator(referenceView: view)
  private lazy var stickyBehavior = StickyCornersBehavior(item: face, cornerInset: 20, verticalInset: 60)
  private var grabCenter = CGPoint.zero

  convenience init(bug: Bug?) {
    self.init()
    self.bug = bug
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    face.backgroundColor = .systemBlue
    face.layer.cornerRadius = 12
    view.addSubview(face)
    animator.addBehavior(stickyBehavior)
    face.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: StickyCornersViewController.pan(_:)))
  }

  private func pan(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      stickyBehavior.isEnabled = false
      grabCenter = face.center
    case .changed:
      let translation = pan.translation(in: view)
      face.center = CGPoint(x: grabCenter.x + translation.x, y: grabCenter.y + translation.y)
    case .ended, .cancelled:
      stickyBehavior.isEnabled = true
      animator.updateItem(usingCurrentState: face)
      if pan.state == .ended && bug != .dropsVelocity {
        stickyBehavior.handOff(velocity: pan.velocity(in: view))
      }
    default:
      break
    }
  }
}

/// The session's behavior: bounds collision, friction-free material with resistance and no
/// rotation, and a spring field per corner.
final class StickyCornersBehavior: UIDynamicBehavior {
  private let item: UIDynamicItem
  private let cornerInset: CGFloat
  private let verticalInset: CGFloat
  private let collisionBehavior: UICollisionBehavior
  private let itemBehavior: UIDynamicItemBehavior
  private var fieldBehaviors: [UIFieldBehavior] = []

  /// Whether the behaviors act on the item (off while a finger holds it).
  var isEnabled = true {
    didSet {
      if isEnabled {
        collisionBehavior.addItem(item)
        itemBehavior.addItem(item)
        for field in fieldBehaviors { field.addItem(item) }
      } else {
        collisionBehavior.removeItem(item)
        itemBehavior.removeItem(item)
        for field in fieldBehaviors { field.removeItem(item) }
      }
    }
  }

  init(item: UIDynamicItem, cornerInset: CGFloat, verticalInset: CGFloat) {
    self.item = item
    self.cornerInset = cornerInset
    self.verticalInset = verticalInset
    collisionBehavior = UICollisionBehavior(items: [item])
    collisionBehavior.translatesReferenceBoundsIntoBoundary = true
    itemBehavior = UIDynamicItemBehavior(items: [item])
    itemBehavior.resistance = 6
    itemBehavior.allowsRotation = false
    super.init()
    for _ in 0..<4 {
      let field = UIFieldBehavior.springField()
      field.strength = 89.6
      field.addItem(item)
      fieldBehaviors.append(field)
      addChildBehavior(field)
    }
    addChildBehavior(collisionBehavior)
    addChildBehavior(itemBehavior)
  }

  override func willMove(to dynamicAnimator: UIDynamicAnimator?) {
    super.willMove(to: dynamicAnimator)
    guard let bounds = dynamicAnimator?.referenceView?.bounds else { return }
    updateFields(in: bounds)
  }

  /// Puts a field at the item's rest position in each corner, over that corner's quarter.
  private func updateFields(in bounds: CGRect) {
    let dx = cornerInset + item.bounds.width / 2
    let dy = verticalInset + item.bounds.height / 2
    let corners = [
      CGPoint(x: bounds.minX + dx, y: bounds.minY + dy), CGPoint(x: bounds.maxX - dx, y: bounds.minY + dy),
      CGPoint(x: bounds.minX + dx, y: bounds.maxY - dy), CGPoint(x: bounds.maxX - dx, y: bounds.maxY - dy),
    ]
    for (field, corner) in zip(fieldBehaviors, corners) {
      field.position = corner
      field.region = UIRegion(size: CGSize(width: 2 * abs(bounds.midX - corner.x), height: 2 * abs(bounds.midY - corner.y)))
    }
  }

  /// Gives the item `velocity`, whatever it kept from before the grab.
  func handOff(velocity: CGPoint) {
    let kept = itemBehavior.linearVelocity(for: item)
    itemBehavior.addLinearVelocity(CGPoint(x: velocity.x - kept.x, y: velocity.y - kept.y), for: item)
  }
}
