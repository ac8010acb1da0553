import SeamlessEngine

/// StickyCorners (WWDC 2015 session 229, “What’s New in UIKit Dynamics and Visual Effects”): a FaceTime-like picture-in-picture that you fling
/// into any corner of the screen, where a spring field holds it.
///
/// A 100 × 140 pt `face` under UIKit Dynamics: a collision behavior with the window's
/// bounds, an item behavior (resistance 6, no rotation) and four spring fields, one per
/// corner, each at the face's rest position in that corner (20 pt from the sides, 60 pt
/// from the top and bottom) over a region that covers its quarter of the screen. Strength
/// 89.6 on the face's mass of 1.4 gives ω = 8 rad/s (damping ratio 0.375 with the
/// resistance). A pan picks the face up: the sticky behavior is disabled (the face leaves
/// every behavior, "otherwise it is going to slip out from underneath their finger"), the
/// face follows the finger, and on release the behavior is enabled again and the finger's
/// velocity is added to the face with `addLinearVelocity`, "so that when the user throws
/// that view around, it continues moving with the force of the user's action".
///
/// ``Bug/dropsVelocity`` enables the behavior without adding the velocity: the face stops
/// dead and is pulled into the nearest corner (`release-velocity`).
///
/// ```swift
/// let scene = StickyCornersScene()
/// ```
package final class StickyCornersScene: Scene {
  /// The mistake the seed warns about.
  package enum Bug: String, Sendable, Hashable, CaseIterable {
    /// The release does not hand the finger's velocity to the physics.
    case dropsVelocity = "drops-velocity"
  }

  /// The face's rest positions: top left, top right, bottom left, bottom right.
  package static let corners = [
    Point(x: 70, y: 130), Point(x: 320, y: 130), Point(x: 70, y: 714), Point(x: 320, y: 714),
  ]

  package let bug: Bug?
  package let face = View(name: "face", center: StickyCornersScene.corners[3], size: Size(width: 100, height: 140))
  package let pan = PanGestureRecognizer(name: "face-pan")
  package private(set) var animator: DynamicAnimator?
  private let collision = CollisionBehavior(name: "bounds")
  private let material = DynamicItemBehavior(name: "face-material")
  private let fields: [FieldBehavior] = StickyCornersScene.corners.indices.map { FieldBehavior.springField(name: "corner-\($0)") }
  private unowned var engine: Engine?
  private var grabCenter = Point.zero

  package init(bug: Bug? = nil) {
    self.bug = bug
  }

  package func install(in engine: Engine) {
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

  package func perform(_ command: SceneCommand, in engine: Engine) -> Bool { false }

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
      if pan.state == .ended && bug != .dropsVelocity {
        let velocity = pan.velocity(in: engine.window) ?? .zero
        material.addLinearVelocity(velocity - material.linearVelocity(for: face), for: face)
      }
    case .possible, .failed:
      break
    }
  }
}
