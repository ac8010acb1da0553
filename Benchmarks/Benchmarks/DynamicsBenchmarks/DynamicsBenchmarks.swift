import Benchmark
import SeamlessEngine
import SeamlessUIKit

// UIKit Dynamics, spelled in UIKit (SeamlessUIKit), at 120 Hz: 100 items (50 boxes, 50 circles, 16–34 pt) in a 390×844
// reference view with gravity, collisions among themselves and with the bounds, and a
// seeded noise field that keeps them jostling (so the animator never pauses). Each
// iteration simulates 10 s of virtual time (1,200 frames, 2,400 steps of 1/240 s);
// simulated seconds per wall second = 10 s / time.

let simulatedSeconds: Int64 = 10

/// A circle for the collision shapes.
final class Ball: UIView {
  override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
}

/// The scene, spelled in UIKit: an engine, its installed root view, the animator and the 100
/// items, before any frame.
func makeScene() -> (Engine, UIKitScene, UIDynamicAnimator) {
  let engine = Engine(displaySize: Size(width: 390, height: 844), frameRate: 120)
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  var items: [UIView] = []
  for k in 0..<100 {
    let size = CGFloat(16 + (k * 37) % 19)
    let center = CGPoint(x: 30 + CGFloat(k % 10) * 36, y: 60 + CGFloat(k / 10) * 45)
    let frame = CGRect(x: center.x - size / 2, y: center.y - size / 2, width: size, height: size)
    let view = k % 2 == 1 ? Ball(frame: frame) : UIView(frame: frame)
    view.transform = CGAffineTransform(rotationAngle: CGFloat(k % 7) * 0.1)
    root.addSubview(view)
    items.append(view)
  }
  let scene = UIKitScene { root }
  scene.install(in: engine)
  // The root view is in the replay's window: the animator binds to its engine at once.
  let animator = UIDynamicAnimator(referenceView: root)
  let collision = UICollisionBehavior(items: items)
  collision.translatesReferenceBoundsIntoBoundary = true
  let properties = UIDynamicItemBehavior(items: items)
  properties.elasticity = 0.3
  properties.friction = 0.2
  let noise = UIFieldBehavior.noiseField(smoothness: 0.4, animationSpeed: 1)
  noise.strength = 0.4
  for item in items { noise.addItem(item) }
  let gravity = UIGravityBehavior(items: items)
  gravity.magnitude = 0.3
  animator.addBehavior(gravity)
  animator.addBehavior(collision)
  animator.addBehavior(properties)
  animator.addBehavior(noise)
  return (engine, scene, animator)
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
    timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(30), maxIterations: 5)
  Benchmark("10 s of dynamics at 120 Hz: 100 items, collisions, gravity, noise field") { benchmark in
    let (engine, scene, animator) = makeScene()
    benchmark.startMeasurement()
    engine.advance(to: Instant(nanoseconds: simulatedSeconds * 1_000_000_000))
    benchmark.stopMeasurement()
    withExtendedLifetime(scene) {}
    precondition(animator.isRunning && abs(animator.elapsedTime - Double(simulatedSeconds)) < 1e-6, "\(animator.elapsedTime)")
    precondition(engine.journal.problems.isEmpty, "\(engine.journal.problems)")
  }
}
