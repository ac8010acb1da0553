import SeamlessEngine

/// StickyCorners (WWDC 2015 session 229) in the engine's own spelling of UIKit Dynamics, with
/// the numbers of the built-in `sticky-corners` (which is written in UIKit): the reference the
/// UIKit facade is checked against, state by state.
///
/// A 100 × 140 pt `face` under a collision behavior with the window's bounds, an item behavior
/// (resistance 6, no rotation) and four spring fields, one per corner, each at the face's rest
/// position in that corner over its quarter of the screen. A pan takes the face out of every
/// behavior; the release puts it back and adds the finger's velocity.
final class EngineStickyCornersScene: Scene {
  /// The face's rest positions: top left, top right, bottom left, bottom right.
  static let corners = [
    Point(x: 70, y: 130), Point(x: 320, y: 130), Point(x: 70, y: 714), Point(x: 320, y: 714),
  ]

  let face = View(name: "face", center: EngineStickyCornersScene.corners[3], size: Size(width: 100, height: 140))
  let pan = PanGestureRecognizer(name: "face-pan")
  private(set) var animator: DynamicAnimator?
  private let collision = CollisionBehavior(name: "bounds")
  private let material = DynamicItemBehavior(name: "face-material")
  private let fields: [FieldBehavior] = EngineStickyCornersScene.corners.indices.map { FieldBehavior.springField(name: "corner-\($0)") }
  private unowned var engine: Engine?
  private var grabCenter = Point.zero

  func install(in engine: Engine) {
    self.engine = engine
    engine.window.addSubview(face)
    let animator = DynamicAnimator(referenceView: engine.window, engine: engine, name: "sticky-corners")
    self.animator = animator
    collision.translatesReferenceBoundsIntoBoundary = true
    material.resistance = 6
    material.allowsRotation = false
    let middle = Point(x: engine.window.bounds.size.width / 2, y: engine.window.bounds.size.height / 2)
    for (field, corner) in zip(fields, Self.corners) {
      field.position = corner
      // Centred on the corner, reaching exactly to the middle of the screen: its quarter.
      field.region = .rectangle(Size(width: 2 * abs(middle.x - corner.x), height: 2 * abs(middle.y - corner.y)))
      field.strength = 89.6
      animator.addBehavior(field)
    }
    animator.addBehavior(collision)
    animator.addBehavior(material)
    enableSticky()
    pan.addAction(named: "move") { [unowned self] _ in self.panned() }
    face.addGestureRecognizer(pan)
  }

  func perform(_ command: SceneCommand, in engine: Engine) -> Bool { false }

  private func enableSticky() {
    collision.addItem(face)
    material.addItem(face)
    for field in fields { field.addItem(face) }
  }

  private func disableSticky() {
    collision.removeItem(face)
    material.removeItem(face)
    for field in fields { field.removeItem(face) }
  }

  private func panned() {
    guard let engine else { return }
    switch pan.state {
    case .began:
      disableSticky()
      grabCenter = face.center
    case .changed:
      face.center = grabCenter + (pan.translation(in: engine.window) ?? .zero)
    case .ended, .cancelled:
      enableSticky()
      animator?.updateItem(usingCurrentState: face)
      if pan.state == .ended {
        let velocity = pan.velocity(in: engine.window) ?? .zero
        material.addLinearVelocity(velocity - material.linearVelocity(for: face), for: face)
      }
    case .possible, .failed:
      break
    }
  }
}
