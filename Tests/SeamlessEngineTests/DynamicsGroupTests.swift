import SeamlessEngine
import Testing

@Suite struct DynamicsGroupTests {
  @Test func aGroupMovesAsOneBodyAndCollidesWithItsMembersShapes() {
    // A dumbbell: two 40 pt circles 100 pt apart (centres), dropped tilted onto the floor.
    let scene = DynamicsScene(hz: 120)
    let left = scene.view("left", x: 150, y: 300, width: 40, height: 40)
    let right = scene.view("right", x: 250, y: 340, width: 40, height: 40)
    for v in [left, right] { v.collisionBoundsType = .ellipse }
    let dumbbell = DynamicItemGroup(name: "dumbbell", items: [left, right])
    let collision = CollisionBehavior(items: [dumbbell])
    collision.translatesReferenceBoundsIntoBoundary = true
    let properties = DynamicItemBehavior(items: [dumbbell])
    properties.friction = 0.5
    scene.animator.addBehavior(GravityBehavior(items: [dumbbell]))
    scene.animator.addBehavior(collision)
    scene.animator.addBehavior(properties)
    let initialDistance = left.center.distance(to: right.center)
    let run = scene.engine.advanceUntilIdle(frameLimit: 2_400)
    #expect(!run.reachedLimit, "\(run)")
    #expect(abs(left.center.distance(to: right.center) - initialDistance) < 1e-6)
    // Both balls rest on the floor: the group turned until level.
    #expect(abs(left.center.y - 780) < 0.6 && abs(right.center.y - 780) < 0.6, "\(left.center) \(right.center)")
    #expect(abs(left.rotation - right.rotation) < 1e-12)
    #expect(scene.animator.items.count == 1)
    #expect(abs(properties.linearVelocity(for: dumbbell).x) < 1)
    // Mass: two circles of π·20² pt² at density 1.
    let push = PushBehavior(items: [dumbbell], mode: .instantaneous)
    push.magnitude = 1
    push.angle = -.pi / 2
    scene.animator.addBehavior(push)
    scene.advance(toSeconds: Double(scene.engine.now.nanoseconds) / 1e9 + 1.0 / 120)  // one frame: two steps
    // The instantaneous push adds 100/m pt/s up; gravity takes back 2·h·1000 pt/s.
    let expected = 100 / (2 * Double.pi * 400 / 10_000) - 1000.0 / 240 * 2
    #expect(abs(-properties.linearVelocity(for: dumbbell).y - expected) < 1, "\(properties.linearVelocity(for: dumbbell))")
  }

  @Test func aMemberAddedSeparatelyIsAMisuse() {
    let scene = DynamicsScene()
    let a = scene.view("a", x: 100, y: 100)
    let b = scene.view("b", x: 250, y: 100)
    let group = DynamicItemGroup(name: "pair", items: [a, b])
    scene.animator.addBehavior(GravityBehavior(items: [group, a]))
    scene.advance(toSeconds: 0.1)
    #expect(scene.misuses == [.groupMemberAddedSeparately(item: "a")])
    #expect(scene.animator.items.map(\.dynamicsName) == ["pair"])
  }

  /// A group nested in a group (Apple: a group "cannot contain other UIDynamicItemGroup
  /// objects", with no exception published) gives its members to the outer group: the three
  /// views fall as one body, keeping their placement, and nothing is recorded.
  @Test func aGroupInAGroupGivesItsMembers() {
    let scene = DynamicsScene()
    let a = scene.view("a", x: 100, y: 100)
    let b = scene.view("b", x: 180, y: 100)
    let c = scene.view("c", x: 140, y: 180)
    let inner = DynamicItemGroup(name: "inner", items: [a, b])
    let outer = DynamicItemGroup(name: "outer", items: [inner, c])
    #expect(outer.items.map(\.dynamicsName) == ["a", "b", "c"])
    scene.animator.addBehavior(GravityBehavior(items: [outer]))
    scene.advance(toSeconds: 0.3)
    #expect(scene.misuses.isEmpty)
    #expect(a.center.y > 100 && abs(a.center.y - b.center.y) < 1e-9 && abs(c.center.y - a.center.y - 80) < 1e-9)
  }

  /// A boundary path collides along its edges on both sides: clockwise and counter-clockwise
  /// give the same bounce, and a self-intersecting bow tie still stops the ball.
  @Test func aBoundaryPathsWindingMakesNoDifference() {
    func drop(onto path: [Point]) -> (Point, [DynamicsMisuse]) {
      let scene = DynamicsScene()
      let ball = scene.view("ball", x: 200, y: 300)
      let collision = CollisionBehavior(items: [ball])
      collision.addBoundary(withIdentifier: "floor", forPath: path)
      scene.animator.addBehavior(GravityBehavior(items: [ball]))
      scene.animator.addBehavior(collision)
      scene.advance(toSeconds: 1.5)
      return (ball.center, scene.misuses)
    }
    let square = [Point(x: 100, y: 500), Point(x: 300, y: 500), Point(x: 300, y: 700), Point(x: 100, y: 700)]
    let (counterClockwise, none) = drop(onto: square)
    let (clockwise, _) = drop(onto: Array(square.reversed()))
    #expect(none.isEmpty)
    #expect(abs(counterClockwise.y - clockwise.y) < 1e-6 && counterClockwise.y < 500)
    let bowTie = [Point(x: 100, y: 500), Point(x: 300, y: 700), Point(x: 300, y: 500), Point(x: 100, y: 700)]
    let (onBowTie, misuses) = drop(onto: bowTie)
    #expect(misuses.isEmpty)
    #expect(onBowTie.y < 600)
  }

  /// UIKit raises "Invalid size {0, 0} for item … in Dynamics" for an item without area: the
  /// engine journals it once and leaves the item out; the others move on.
  @Test func anItemWithoutAreaIsAMisuseAndLeftOut() {
    let scene = DynamicsScene()
    let flat = scene.view("flat", x: 100, y: 100, width: 0, height: 0)
    let ball = scene.view("ball", x: 250, y: 100)
    scene.animator.addBehavior(GravityBehavior(items: [flat, ball]))
    scene.advance(toSeconds: 0.5)
    #expect(scene.misuses == [.invalidItemSize(item: "flat", width: 0, height: 0)])
    #expect(flat.center == Point(x: 100, y: 100))
    #expect(ball.center.y > 100)
  }
}
