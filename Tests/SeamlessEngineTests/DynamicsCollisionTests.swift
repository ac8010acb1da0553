import SeamlessEngine
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct DynamicsCollisionTests {
  /// A ball thrown at a wall at `speed` pt/s, with `elasticity`; returns the scene pieces.
  func throwBall(speed: Double, elasticity: Double, hz: Int = 60, boundary: Bool = false)
    -> (DynamicsScene, View, DynamicItemBehavior)
  {
    let scene = DynamicsScene(hz: hz)
    let ball = scene.view("ball", x: 200, y: 400, width: 40, height: 40)
    ball.collisionBoundsType = .ellipse
    let collision = CollisionBehavior(items: [ball])
    if boundary {
      collision.addBoundary(withIdentifier: "wall", from: Point(x: 350, y: 0), to: Point(x: 350, y: 800))
    } else {
      collision.translatesReferenceBoundsIntoBoundary = true
    }
    let properties = DynamicItemBehavior(items: [ball])
    properties.elasticity = elasticity
    scene.animator.addBehavior(collision)
    scene.animator.addBehavior(properties)
    properties.addLinearVelocity(Point(x: speed, y: 0), for: ball)
    return (scene, ball, properties)
  }

  @Test(arguments: [5_000.0, 50_000.0])
  func aFastItemNeverTunnelsThroughTheReferenceBounds(speed: Double) {
    let (scene, ball, _) = throwBall(speed: speed, elasticity: 1)
    for frame in 1...120 {
      scene.advance(toSeconds: Double(frame) / 60)
      #expect(ball.center.x >= 20 - 0.5 && ball.center.x <= 380 + 0.5, "frame \(frame): x=\(ball.center.x)")
    }
  }

  @Test(arguments: [5_000.0, 50_000.0])
  func aFastItemNeverTunnelsThroughASegmentBoundary(speed: Double) {
    let (scene, ball, properties) = throwBall(speed: speed, elasticity: 0, boundary: true)
    for frame in 1...60 {
      scene.advance(toSeconds: Double(frame) / 60)
      #expect(ball.center.x <= 330 + 0.5, "frame \(frame): x=\(ball.center.x)")
    }
    #expect(abs(ball.center.x - 330) < 0.5)
    #expect(abs(properties.linearVelocity(for: ball).x) < 1e-6)
  }

  @Test func elasticityOnePreservesSpeed() {
    let (scene, ball, properties) = throwBall(speed: 5_000, elasticity: 1)
    var bounces = 0
    var last = 5_000.0
    for frame in 1...60 {
      scene.advance(toSeconds: Double(frame) / 60)
      let v = properties.linearVelocity(for: ball).x
      if v.sign != last.sign { bounces += 1 }
      last = v
      #expect(abs(abs(v) - 5_000) < 1e-6, "frame \(frame): vx=\(v)")
    }
    #expect(bounces >= 10)
    #expect(ball.center.x >= 20 && ball.center.x <= 380)
  }

  @Test func elasticityZeroStopsTheNormalComponentOnly() {
    let scene = DynamicsScene()
    let box = scene.view("box", x: 200, y: 400, width: 40, height: 40)
    let collision = CollisionBehavior(items: [box])
    collision.translatesReferenceBoundsIntoBoundary = true
    let properties = DynamicItemBehavior(items: [box])
    properties.allowsRotation = false
    scene.animator.addBehavior(collision)
    scene.animator.addBehavior(properties)
    properties.addLinearVelocity(Point(x: 100, y: 1_000), for: box)
    scene.advance(toSeconds: 0.5)
    let v = properties.linearVelocity(for: box)
    #expect(abs(v.y) < 1e-9)
    #expect(abs(v.x - 100) < 1e-9)  // frictionless: the tangential part is kept
    #expect(abs(box.center.y - 780) < 0.5)
  }

  @Test func frictionDeceleratesASlidingBlockAtMuTimesG() {
    // Coulomb: on a floor under g = 1000 pt/s² the block decelerates at μ·g = 500 pt/s²,
    // stopping after v0/(μ·g) = 0.8 s and v0²/(2μg) = 160 pt.
    let scene = DynamicsScene(hz: 120)
    let block = scene.view("block", x: 100, y: 780, width: 40, height: 40)
    let gravity = GravityBehavior(items: [block])
    let collision = CollisionBehavior(items: [block])
    collision.translatesReferenceBoundsIntoBoundary = true
    let properties = DynamicItemBehavior(items: [block])
    properties.friction = 0.5
    properties.allowsRotation = false
    scene.animator.addBehavior(gravity)
    scene.animator.addBehavior(collision)
    scene.animator.addBehavior(properties)
    scene.advance(toSeconds: 0.1)
    let start = block.center.x
    properties.addLinearVelocity(Point(x: 400, y: 0), for: block)
    scene.advance(toSeconds: 0.1 + 0.4)
    let vHalf = properties.linearVelocity(for: block).x
    #expect(abs(vHalf - 200) < 1e-9, "v after 0.4 s: \(vHalf), expected 400 − 500·0.4 = 200")
    scene.advance(toSeconds: 1.5)
    #expect(abs(properties.linearVelocity(for: block).x) < 1e-6)
    // Semi-implicit Euler: Σ h·v_k = v0²/(2μg) − h·v0/2 = 160 − 0.83 pt.
    #expect(abs(block.center.x - start - (160 - 400.0 / 240 / 2)) < 1e-6, "slid \(block.center.x - start) pt, expected 160")
  }

  @Test func anEllipseCollidesByItsShape() {
    // A 100×60 ellipse on the floor rests with its centre 30 pt above it; a box with a
    // corner cut off by the ellipse would not. A circle resting in the corner touches
    // both walls at its radius.
    let scene = DynamicsScene(hz: 120)
    let ellipse = scene.view("ellipse", x: 200, y: 600, width: 100, height: 60)
    ellipse.collisionBoundsType = .ellipse
    let gravity = GravityBehavior(items: [ellipse])
    let collision = CollisionBehavior(items: [ellipse])
    collision.translatesReferenceBoundsIntoBoundary = true
    scene.animator.addBehavior(gravity)
    scene.animator.addBehavior(collision)
    scene.engine.advanceUntilIdle(frameLimit: 1_200)
    #expect(abs(ellipse.center.y - 770) < 0.6, "y=\(ellipse.center.y)")
    #expect(abs(ellipse.rotation) < 0.01)
  }

  @Test func twoCirclesTouchAtTheSumOfTheirRadii() {
    // A circle dropped onto a resting circle slides off sideways unless centred; centred,
    // it rests at r1 + r2 above the lower centre (not at the boxes' corner distance).
    let scene = DynamicsScene(hz: 120)
    let lower = scene.view("lower", x: 200, y: 760, width: 80, height: 80)
    let upper = scene.view("upper", x: 200, y: 500, width: 60, height: 60)
    for v in [lower, upper] { v.collisionBoundsType = .ellipse }
    let anchored = DynamicItemBehavior(items: [lower])
    anchored.isAnchored = true
    let free = DynamicItemBehavior(items: [upper])
    free.allowsRotation = false
    scene.animator.addBehavior(GravityBehavior(items: [upper]))
    scene.animator.addBehavior(CollisionBehavior(items: [lower, upper]))
    scene.animator.addBehavior(anchored)
    scene.animator.addBehavior(free)
    scene.engine.advanceUntilIdle(frameLimit: 1_200)
    // Circles collide exactly: resting overlap is within the 0.5 pt slop.
    #expect(abs(upper.center.distance(to: lower.center) - 70) < 0.55, "\(upper.center)")
    #expect(abs(upper.center.x - 200) < 1e-9)
    #expect(lower.center == Point(x: 200, y: 760))
  }

  @Test func aConvexPathCollidesByItsShape() {
    // A downward-pointing triangle (apex 40 pt below its centre) lands on its apex.
    let scene = DynamicsScene(hz: 120)
    let triangle = CustomDynamicItem(
      name: "triangle", center: Point(x: 200, y: 300), size: Size(width: 80, height: 80),
      collisionBoundsType: .path([Point(x: -40, y: -40), Point(x: 40, y: -40), Point(x: 0, y: 40)]))
    let collision = CollisionBehavior(items: [triangle])
    collision.translatesReferenceBoundsIntoBoundary = true
    let properties = DynamicItemBehavior(items: [triangle])
    properties.allowsRotation = false
    scene.animator.addBehavior(GravityBehavior(items: [triangle]))
    scene.animator.addBehavior(collision)
    scene.animator.addBehavior(properties)
    scene.engine.advanceUntilIdle(frameLimit: 1_200)
    #expect(abs(triangle.center.y - 760) < 0.6, "y=\(triangle.center.y)")
  }

  @Test func anAnchoredItemNeverMoves() {
    let scene = DynamicsScene(hz: 120)
    let post = scene.view("post", x: 200, y: 500, width: 40, height: 40)
    let ball = scene.view("ball", x: 205, y: 100, width: 40, height: 40)
    ball.collisionBoundsType = .ellipse
    let anchored = DynamicItemBehavior(items: [post])
    anchored.isAnchored = true
    let properties = DynamicItemBehavior(items: [ball])
    properties.elasticity = 0.8
    let push = PushBehavior(items: [post], mode: .continuous)
    push.magnitude = 50
    scene.animator.addBehavior(GravityBehavior(items: [post, ball]))
    scene.animator.addBehavior(CollisionBehavior(items: [post, ball]))
    scene.animator.addBehavior(anchored)
    scene.animator.addBehavior(properties)
    scene.animator.addBehavior(push)
    anchored.addLinearVelocity(Point(x: 100, y: 0), for: post)
    for frame in 1...240 {
      scene.advance(toSeconds: Double(frame) / 120)
      #expect(post.center == Point(x: 200, y: 500), "frame \(frame)")
      #expect(post.rotation == 0)
    }
    #expect(ball.center.y <= 460.6 || abs(ball.center.x - 200) >= 39.4, "the ball never sinks into the post")
  }

  @Test func contactsBeginAndEndWithDelegateCallsAndJournalEvents() {
    let (scene, _, _) = throwBall(speed: 1_000, elasticity: 1)
    let recorder = ContactRecorder()
    let collision = scene.animator.behaviors.compactMap { $0 as? CollisionBehavior }.first
    collision?.collisionDelegate = recorder
    scene.advance(toSeconds: 1)
    #expect(recorder.events.prefix(4) == ["began ball bounds", "ended ball bounds", "began ball bounds", "ended ball bounds"])
    let began = scene.dynamicsEvents.filter {
      if case .contactBegan(_, _, "ball", "boundary:reference-bounds", _, _) = $0 { return true }
      return false
    }
    #expect(began.count == recorder.events.filter { $0.hasPrefix("began") }.count)
  }

  @Test func itemsStackWithoutSinking() {
    let scene = DynamicsScene(hz: 120)
    let boxes = (0..<3).map { scene.view("box\($0)", x: 200, y: 600 - Double($0) * 60, width: 50, height: 50) }
    let collision = CollisionBehavior(items: boxes)
    collision.translatesReferenceBoundsIntoBoundary = true
    scene.animator.addBehavior(GravityBehavior(items: boxes))
    scene.animator.addBehavior(collision)
    let run = scene.engine.advanceUntilIdle(frameLimit: 2_400)
    #expect(!run.reachedLimit, "\(run)")
    for (k, box) in boxes.enumerated() {
      #expect(abs(box.center.y - (775 - Double(k) * 50)) < 1.6, "box \(k) at \(box.center)")
    }
  }
}

extension DynamicsCollisionTests {
  @Test func aCircleRestsOnAnEllipsesCurveNotItsBoundingBox() {
    // An anchored 120×40 ellipse; a 20 pt circle with friction lands on its shoulder,
    // 50 pt right of centre, where the curve is 11.1 pt above centre (the box's top is 20).
    let scene = DynamicsScene(hz: 120)
    let hill = scene.view("hill", x: 200, y: 700, width: 120, height: 40)
    hill.collisionBoundsType = .ellipse
    let ball = scene.view("ball", x: 250, y: 600, width: 20, height: 20)
    ball.collisionBoundsType = .ellipse
    let anchored = DynamicItemBehavior(items: [hill])
    anchored.isAnchored = true
    anchored.friction = 1
    let sticky = DynamicItemBehavior(items: [ball])
    sticky.friction = 1
    sticky.allowsRotation = false
    scene.animator.addBehavior(GravityBehavior(items: [ball]))
    scene.animator.addBehavior(CollisionBehavior(items: [hill, ball]))
    scene.animator.addBehavior(anchored)
    scene.animator.addBehavior(sticky)
    scene.advance(toSeconds: 1.5)
    // Distance from the ball's centre to the ellipse curve, by dense sampling.
    var nearest = Double.infinity
    for k in 0..<20_000 {
      let theta = 2 * Double.pi * Double(k) / 20_000
      nearest = min(nearest, ball.center.distance(to: Point(x: 200 + 60 * cos(theta), y: 700 + 20 * sin(theta))))
    }
    #expect(abs(nearest - 10) < 0.6, "centre \(nearest) pt from the curve, \(ball.center)")
    #expect(ball.center.y > 675, "a box would hold it at y = 670: \(ball.center)")
  }
}

extension DynamicsCollisionTests {
  @Test func collisionModeChoosesWhatCollides() {
    func drop(_ mode: CollisionMode) -> (upper: Point, lower: Point) {
      let scene = DynamicsScene(hz: 120)
      let lower = scene.view("lower", x: 200, y: 700, width: 60, height: 60)
      let upper = scene.view("upper", x: 200, y: 500, width: 60, height: 60)
      let collision = CollisionBehavior(items: [lower, upper])
      collision.translatesReferenceBoundsIntoBoundary = true
      collision.collisionMode = mode
      scene.animator.addBehavior(GravityBehavior(items: [lower, upper]))
      scene.animator.addBehavior(collision)
      scene.advance(toSeconds: 1.5)
      return (upper.center, lower.center)
    }
    let everything = drop(.everything)
    #expect(abs(everything.lower.y - 770) < 1 && abs(everything.upper.y - 710) < 1.5, "\(everything)")
    let boundaries = drop(.boundaries)
    #expect(abs(boundaries.lower.y - 770) < 1 && abs(boundaries.upper.y - 770) < 1, "\(boundaries)")
    let items = drop(.items)
    #expect(items.lower.y > 844 && items.upper.y > 844, "no floor: \(items)")
  }

  @Test func aClosedPathBoundaryHoldsItemsAndCanBeRemoved() {
    // A closed triangle, point down (its lid is the edge (300, 400) → (100, 400)); a ball
    // inside it rests in the bottom corner.
    let scene = DynamicsScene(hz: 120)
    let ball = scene.view("ball", x: 200, y: 430, width: 40, height: 40)
    ball.collisionBoundsType = .ellipse
    let collision = CollisionBehavior(items: [ball])
    collision.addBoundary(withIdentifier: "cup", forPath: [Point(x: 100, y: 400), Point(x: 200, y: 500), Point(x: 300, y: 400)])
    let recorder = ContactRecorder()
    collision.collisionDelegate = recorder
    let properties = DynamicItemBehavior(items: [ball])
    properties.friction = 0.3
    scene.animator.addBehavior(GravityBehavior(items: [ball]))
    scene.animator.addBehavior(collision)
    scene.animator.addBehavior(properties)
    scene.engine.advanceUntilIdle(frameLimit: 1_200)
    // Resting in the 90° V: the centre is r·√2 = 28.3 pt above the apex.
    #expect(abs(ball.center.x - 200) < 0.5 && abs(ball.center.y - (500 - 20 * 2.0.squareRoot())) < 0.6, "\(ball.center)")
    #expect(collision.boundaryIdentifiers == ["cup"])
    #expect(recorder.events.first == "began ball cup")
    collision.removeBoundary(withIdentifier: "cup")
    #expect(scene.animator.isRunning)
    scene.advance(toSeconds: Double(scene.engine.now.nanoseconds) / 1e9 + 0.5)
    #expect(ball.center.y > 500)
    #expect(collision.boundary(withIdentifier: "cup") == nil)
  }

  @Test func itemContactsReachTheDelegate() {
    let scene = DynamicsScene(hz: 120)
    let a = scene.view("a", x: 100, y: 400, width: 40, height: 40)
    let b = scene.view("b", x: 300, y: 400, width: 40, height: 40)
    let collision = CollisionBehavior(items: [a, b])
    collision.collisionMode = .items
    let recorder = ContactRecorder()
    collision.collisionDelegate = recorder
    let properties = DynamicItemBehavior(items: [a, b])
    properties.elasticity = 1
    scene.animator.addBehavior(collision)
    scene.animator.addBehavior(properties)
    properties.addLinearVelocity(Point(x: 200, y: 0), for: a)
    scene.advance(toSeconds: 1)
    #expect(recorder.events == ["began a b", "ended a b"])
    // Equal masses, elastic, head-on: the velocities swap.
    #expect(abs(properties.linearVelocity(for: a).x) < 1e-6)
    #expect(abs(properties.linearVelocity(for: b).x - 200) < 1e-6)
  }
}

extension DynamicsCollisionTests {
  @Test func contactsEndWhenTheirBoundaryItemOrBehaviorGoes() {
    // A box resting on a shelf boundary and on another box: every begun contact ends
    // exactly once, whether the boundary, an item or the behavior goes.
    let scene = DynamicsScene(hz: 120)
    let lower = scene.view("lower", x: 200, y: 575, width: 50, height: 50)
    let upper = scene.view("upper", x: 200, y: 525, width: 50, height: 50)
    let collision = CollisionBehavior(items: [lower, upper])
    collision.addBoundary(withIdentifier: "shelf", from: Point(x: 0, y: 600), to: Point(x: 400, y: 600))
    let recorder = ContactRecorder()
    collision.collisionDelegate = recorder
    let gravity = GravityBehavior(items: [lower, upper])
    scene.animator.addBehavior(gravity)
    scene.animator.addBehavior(collision)
    scene.advance(toSeconds: 0.1)
    #expect(Set(recorder.events) == ["began lower shelf", "began lower upper"], "\(recorder.events)")
    collision.removeBoundary(withIdentifier: "shelf")
    scene.advance(toSeconds: 0.11)
    #expect(recorder.events.filter { $0 == "ended lower shelf" }.count == 1, "\(recorder.events)")
    scene.animator.removeBehavior(collision)
    #expect(recorder.events.last == "ended lower upper", "\(recorder.events)")
    let began = recorder.events.filter { $0.hasPrefix("began") }.count
    let ended = recorder.events.filter { $0.hasPrefix("ended") }.count
    #expect(began == ended)
  }
}

/// A delegate that reads velocities and changes the animator from inside its callbacks.
final class MeddlingDelegate: CollisionBehaviorDelegate {
  let properties: DynamicItemBehavior
  let animator: DynamicAnimator
  var speeds: [Double] = []
  init(properties: DynamicItemBehavior, animator: DynamicAnimator) {
    self.properties = properties
    self.animator = animator
  }
  func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem, withBoundaryIdentifier identifier: String?,
    at point: Point
  ) {
    speeds.append(properties.linearVelocity(for: item).y)
    properties.addLinearVelocity(Point(x: 0, y: -100), for: item)
    animator.removeBehavior(behavior)
  }
}

extension DynamicsCollisionTests {
  @Test func aDelegateMayReadAndChangeTheAnimatorFromItsCallback() {
    let scene = DynamicsScene(hz: 120)
    let ball = scene.view("ball", x: 200, y: 700, width: 40, height: 40)
    let collision = CollisionBehavior(items: [ball])
    collision.translatesReferenceBoundsIntoBoundary = true
    let properties = DynamicItemBehavior(items: [ball])
    let delegate = MeddlingDelegate(properties: properties, animator: scene.animator)
    collision.collisionDelegate = delegate
    scene.animator.addBehavior(GravityBehavior(items: [ball]))
    scene.animator.addBehavior(collision)
    scene.animator.addBehavior(properties)
    scene.advance(toSeconds: 1)
    #expect(delegate.speeds.count == 1)
    #expect(scene.animator.behaviors.count == 2)
    #expect(ball.center.y > 800, "the floor went away: \(ball.center)")
  }
}
