/// The physics engine of UIKit Dynamics over a reference view (`UIDynamicAnimator`).
///
/// The animator steps on the main thread once per frame, in the display-link phase, so a
/// stalled main thread drops its frames (unlike render-server animations). Each frame it
/// advances its simulation by whole fixed steps of `h = 1/`\(`stepRate`) s up to the
/// frame's time: 4 steps per 60 Hz frame, 2 per 120 Hz frame. Step *k* after the animator
/// (re)started at *T₀* ends at `T₀ + k·10⁹/240` ns, computed from *k*, so there is no drift.
/// After a stall the next frame catches up with up to `maxStepsPerFrame` steps (0.25 s);
/// older time is dropped. The integrator is semi-implicit Euler (`v += h·a`, then `x +=
/// h·v`; see `DynamicsWorld`): under constant acceleration *a* from rest it gives
/// `x(t) = a·t²/2 + a·h·t/2` exactly at step boundaries, an error of `a·h·t/2` (2.08 pt
/// per second of fall under gravity 1.0).
///
/// Items move by writing their model values (``DynamicItem/center`` and
/// ``DynamicItem/rotation``) after every step; there is no presentation layer in between.
///
/// Rest: when, for every movable item, the centre moves slower than `restSpeed` (1 pt/s)
/// and the turn moves its farthest point slower than that too (`|ω|·r < 1 pt/s`, *r* the
/// distance from the centre to the farthest vertex) for `restSteps` consecutive steps
/// (30 steps = 0.125 s), the animator pauses: ``isRunning`` becomes false, the display
/// link stops (so `Engine.advanceUntilIdle(frameLimit:)` can finish) and the delegate
/// hears ``DynamicAnimatorDelegate/dynamicAnimatorDidPause(_:)``. Adding or removing a
/// behavior or item, changing a behavior's parameters or adding velocity resumes it
/// (``DynamicAnimatorDelegate/dynamicAnimatorWillResume(_:)``). Every pause, resume,
/// behavior change, contact and per-frame item state is journaled (``DynamicsEvent``).
///
/// ```swift
/// let animator = DynamicAnimator(referenceView: engine.window, engine: engine)
/// let gravity = GravityBehavior(items: [ball])
/// let collision = CollisionBehavior(items: [ball])
/// collision.translatesReferenceBoundsIntoBoundary = true
/// animator.addBehavior(gravity)
/// animator.addBehavior(collision)
/// engine.advanceUntilIdle()   // the ball falls, bounces and comes to rest; the animator pauses
/// ```
package final class DynamicAnimator {
  /// Simulation steps per second (the fixed step is 1/240 s).
  package static let stepRate = DynamicsWorld.stepRate
  /// The most steps one frame runs (0.25 s of simulated time).
  package static let maxStepsPerFrame = 60
  /// Items whose centre and farthest point (relative to the centre) move slower than this
  /// (pt/s) count as at rest.
  package static let restSpeed = 1.0
  /// Consecutive resting steps before the animator pauses.
  package static let restSteps = 30
  /// The fastest an overlap is pushed apart (pt/s): position correction that moves items
  /// without showing in their velocity (an item dropped inside a wall pops out at up to this).
  package static let maximumPushOutSpeed = DynamicsWorld.maxCorrectionVelocity

  /// The animator's name in the journal.
  package let name: String
  /// The view whose bounds space the items' centres are in (and whose bounds are the
  /// collision behaviors' reference boundary).
  package let referenceView: View
  /// Hears pauses and resumes.
  package weak var delegate: (any DynamicAnimatorDelegate)?
  /// The top-level behaviors, in the order added.
  package private(set) var behaviors: [DynamicBehavior] = []
  /// Whether the animator is stepping (false while paused at rest or with no behaviors).
  package private(set) var isRunning = false
  /// Simulated seconds the animator has run (paused time does not count).
  package var elapsedTime: Double { world.time }

  package let engine: Engine
  var world = DynamicsWorld()
  private var link: DisplayLink?
  var flatBehaviors: [DynamicBehavior] = []
  var needsRebuild = false
  private var baseline = Instant.zero
  private var stepsSinceBaseline: Int64 = 0
  private var restingSteps = 0
  private var behaviorCounter = 0
  /// Misuses found while rebuilding, journaled once each.
  var reportedMisuses: [DynamicsMisuse] = []

  /// An animator over `referenceView`, stepping in `engine`'s frames.
  package init(referenceView: View, engine: Engine, name: String = "animator") {
    self.referenceView = referenceView
    self.engine = engine
    self.name = name
    let link = engine.addDisplayLink(chargingCost: false) { [weak self] frame in self?.step(to: frame.time) }
    link.isPaused = true
    self.link = link
  }

  deinit {
    if let link {
      link.isPaused = true
      engine.removeFrameObserver(link)
    }
  }

  /// Adds `behavior` (and its children); a behavior already in an animator or under a
  /// parent is a recorded programmer error.
  package func addBehavior(_ behavior: DynamicBehavior) {
    guard behavior.dynamicAnimator == nil, behavior.parentBehavior == nil else {
      return record(.programmerError(.dynamics(.behaviorAlreadyInUse(behavior: behavior.displayName))))
    }
    behaviors.append(behavior)
    attach(behavior)
    behaviorsDidChange()
  }

  /// Removes `behavior` (a top-level one) and its children.
  package func removeBehavior(_ behavior: DynamicBehavior) {
    guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
    behaviors.remove(at: index)
    detach(behavior)
    behaviorsDidChange()
  }

  /// Removes every behavior.
  package func removeAllBehaviors() {
    for behavior in behaviors.reversed() { removeBehavior(behavior) }
  }

  /// Re-reads `item`'s centre and rotation (after the app moved it) and keeps its velocity.
  ///
  /// ```swift
  /// ball.center = finger   // while dragging, outside the physics
  /// animator.updateItem(usingCurrentState: ball)
  /// ```
  package func updateItem(usingCurrentState item: any DynamicItem) {
    guard let index = world.index(of: item) else { return }
    world.bodies[index].position = item.center
    world.bodies[index].angle = item.rotation
    world.bodies[index].updateWorldShapes()
    behaviorsDidChange()
  }

  /// The items the behaviors act on, in the order they joined.
  package var items: [any DynamicItem] {
    rebuildIfNeeded()
    return world.bodies.map(\.item)
  }

  // MARK: Tree bookkeeping

  func attach(_ behavior: DynamicBehavior) {
    behavior.dynamicAnimator = self
    if behavior.name.isEmpty {
      behaviorCounter += 1
      behavior.name = "\(behavior.kindName)#\(behaviorCounter)"
    }
    record(.dynamics(.behaviorAdded(animator: name, behavior: behavior.name)))
    for misuse in behavior.pendingMisuses { record(.programmerError(.dynamics(misuse))) }
    behavior.pendingMisuses.removeAll()
    for child in behavior.childBehaviors { attach(child) }
  }

  func detach(_ behavior: DynamicBehavior) {
    for child in behavior.childBehaviors { detach(child) }
    behavior.willLeave(self)
    record(.dynamics(.behaviorRemoved(animator: name, behavior: behavior.name)))
    behavior.dynamicAnimator = nil
  }

  /// The physics changed: rebuild before the next step and resume if paused.
  func behaviorsDidChange() {
    needsRebuild = true
    resume()
  }

  func record(_ event: JournalEvent) { engine.journal.record(event, at: engine.now) }

  // MARK: Running

  private func resume() {
    restingSteps = 0
    guard !isRunning else { return }
    isRunning = true
    baseline = engine.now
    stepsSinceBaseline = 0
    record(.dynamics(.resumed(animator: name, elapsed: world.time)))
    link?.isPaused = false
    delegate?.dynamicAnimatorWillResume(self)
  }

  private func pause() {
    guard isRunning else { return }
    isRunning = false
    link?.isPaused = true
    record(.dynamics(.paused(animator: name, elapsed: world.time)))
    delegate?.dynamicAnimatorDidPause(self)
  }

  /// The end of step `k` after the baseline.
  private func stepEnd(_ k: Int64) -> Instant {
    baseline + TimeSpan(nanoseconds: k * 1_000_000_000 / Int64(Self.stepRate))
  }

  /// Runs the steps due by `time` (a frame's time), writes items, journals their states
  /// and pauses at rest.
  func step(to time: Instant) {
    guard isRunning else { return }
    var steps = 0
    while isRunning && stepEnd(stepsSinceBaseline + 1) <= time {
      if steps == Self.maxStepsPerFrame {
        baseline = time
        stepsSinceBaseline = 0
        break
      }
      rebuildIfNeeded()
      if steps == 0 { noteHandOffVelocities() }
      world.step(flatBehaviors)
      stepsSinceBaseline += 1
      steps += 1
      writeItems()
      for behavior in flatBehaviors { behavior.deliverEvents() }
      for behavior in flatBehaviors { behavior.action?() }
      if needsRebuild { rebuildIfNeeded() }
      if isAtRest() {
        restingSteps += 1
      } else {
        restingSteps = 0
      }
      if restingSteps >= Self.restSteps { break }
    }
    guard steps > 0 else { return }
    if engine.mainThreadCosts.perDynamicsStep > .zero {
      engine.spendMainThreadTime(
        TimeSpan(nanoseconds: engine.mainThreadCosts.perDynamicsStep.nanoseconds.multipliedReportingOverflow(by: Int64(steps)).partialValue)
      )
    }
    let frameIndex = engine.lastFrame?.index ?? -1
    for i in world.bodies.indices {
      let position = world.bodies[i].position
      let velocity = world.bodies[i].velocity
      if world.bodies[i].inverseMass > 0, let view = world.bodies[i].item as? View {
        // What the frame sampler reports as the view's velocity this frame.
        view.dynamicsFrame = frameIndex
        view.dynamicsVelocity = velocity
        view.dynamicsAngularVelocity = world.bodies[i].angularVelocity
      }
      record(
        .dynamics(
          .itemState(
            animator: name, item: world.bodies[i].name, x: position.x, y: position.y, vx: velocity.x, vy: velocity.y,
            angle: world.bodies[i].angle)))
    }
    if restingSteps >= Self.restSteps { pause() }
  }

  /// Records, for the views it moves, the velocity the main thread left each item with
  /// before this frame's first step: what the app handed over (`addLinearVelocity`).
  private func noteHandOffVelocities() {
    let frameIndex = engine.lastFrame?.index ?? -1
    for body in world.bodies where body.inverseMass > 0 {
      guard let view = body.item as? View else { continue }
      view.dynamicsHandOffFrame = frameIndex
      view.dynamicsHandOffVelocity = body.velocity
    }
  }

  private func isAtRest() -> Bool {
    let speed2 = Self.restSpeed * Self.restSpeed
    for i in world.bodies.indices where world.bodies[i].inverseMass > 0 {
      let v = world.bodies[i].velocity
      let spin = world.bodies[i].angularVelocity * world.bodies[i].boundingRadius
      if v.x * v.x + v.y * v.y >= speed2 || spin * spin >= speed2 { return false }
    }
    return true
  }

  private func writeItems() {
    engine.animations.writing(.dynamics) {
      for i in world.bodies.indices where world.bodies[i].inverseMass > 0 {
        let item = world.bodies[i].item
        item.center = world.bodies[i].position
        item.rotation = world.bodies[i].angle
      }
    }
  }
}
