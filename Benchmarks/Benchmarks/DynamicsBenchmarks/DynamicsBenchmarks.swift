import Benchmark
import SeamlessEngine

// UIKit Dynamics at 120 Hz: 100 items (50 boxes, 50 circles, 16–34 pt) in a 390×844
// reference view with gravity, collisions among themselves and with the bounds, and a
// seeded noise field that keeps them jostling (so the animator never pauses). Each
// iteration simulates 10 s of virtual time (1,200 frames, 2,400 steps of 1/240 s);
// simulated seconds per wall second = 10 s / time.

let simulatedSeconds: Int64 = 10

/// The scene: an engine, its animator and the 100 items, before any frame.
func makeScene() -> (Engine, DynamicAnimator) {
  let engine = Engine(displaySize: Size(width: 390, height: 844), frameRate: 120)
  let animator = DynamicAnimator(referenceView: engine.window, engine: engine)
  var items: [View] = []
  for k in 0..<100 {
    let size = 16 + Double((k * 37) % 19)
    let view = View(
      name: "item\(k)", center: Point(x: 30 + Double(k % 10) * 36, y: 60 + Double(k / 10) * 45),
      size: Size(width: size, height: size))
    view.rotation = Double(k % 7) * 0.1
    if k % 2 == 1 { view.collisionBoundsType = .ellipse }
    engine.window.addSubview(view)
    items.append(view)
  }
  let collision = CollisionBehavior(items: items)
  collision.translatesReferenceBoundsIntoBoundary = true
  let properties = DynamicItemBehavior(items: items)
  properties.elasticity = 0.3
  properties.friction = 0.2
  let noise = FieldBehavior.noiseField(smoothness: 0.4, animationSpeed: 1, seed: 2015)
  noise.strength = 0.4
  for item in items { noise.addItem(item) }
  let gravity = GravityBehavior(items: items)
  gravity.magnitude = 0.3
  animator.addBehavior(gravity)
  animator.addBehavior(collision)
  animator.addBehavior(properties)
  animator.addBehavior(noise)
  return (engine, animator)
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
    timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(30), maxIterations: 5)
  Benchmark("10 s of dynamics at 120 Hz: 100 items, collisions, gravity, noise field") { benchmark in
    let (engine, animator) = makeScene()
    benchmark.startMeasurement()
    engine.advance(to: Instant(nanoseconds: simulatedSeconds * 1_000_000_000))
    benchmark.stopMeasurement()
    precondition(animator.isRunning && abs(animator.elapsedTime - Double(simulatedSeconds)) < 1e-6, "\(animator.elapsedTime)")
    precondition(engine.journal.problems.isEmpty, "\(engine.journal.problems)")
  }
}
