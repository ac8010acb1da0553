import SeamlessEngine
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct DynamicsAttachmentTests {
  @Test func aRigidDistanceAttachmentKeepsItsLength() {
    // A pendulum: 100 pt rod from an anchor, released horizontally under gravity.
    let scene = DynamicsScene(hz: 120)
    let bob = scene.view("bob", x: 300, y: 200, width: 20, height: 20)
    let rod = AttachmentBehavior(item: bob, attachedToAnchor: Point(x: 200, y: 200))
    scene.animator.addBehavior(rod)
    scene.animator.addBehavior(GravityBehavior(items: [bob]))
    var lowest = 0.0
    for frame in 1...240 {
      scene.advance(toSeconds: Double(frame) / 120)
      #expect(abs(bob.center.distance(to: Point(x: 200, y: 200)) - 100) < 0.5, "frame \(frame): \(bob.center)")
      lowest = max(lowest, bob.center.y)
    }
    #expect(lowest > 299)  // it swung through the bottom
  }

  @Test func aLimitAttachmentIsARope() {
    let scene = DynamicsScene(hz: 120)
    let hook = scene.view("hook", x: 200, y: 100, width: 20, height: 20)
    let weight = scene.view("weight", x: 200, y: 150, width: 20, height: 20)
    let rope = AttachmentBehavior.limitAttachment(with: weight, attachedTo: hook)
    #expect(rope.length == 50)
    rope.length = 150
    let anchored = DynamicItemBehavior(items: [hook])
    anchored.isAnchored = true
    scene.animator.addBehavior(rope)
    scene.animator.addBehavior(anchored)
    scene.animator.addBehavior(GravityBehavior(items: [weight]))
    scene.advance(toSeconds: 0.2)  // slack: free fall 50 → 150 pt below takes √(0.2) ≈ 0.45 s
    #expect(weight.center.y > 150 && weight.center.y < 250 - 1)
    for frame in 25...240 {
      scene.advance(toSeconds: Double(frame) / 120)
      #expect(weight.center.distance(to: hook.center) < 150.5, "frame \(frame)")
    }
    #expect(abs(weight.center.y - 250) < 1)
    #expect(hook.center == Point(x: 200, y: 100))
  }

  @Test func aFixedAttachmentWeldsTwoItems() {
    let scene = DynamicsScene(hz: 120)
    let base = scene.view("base", x: 200, y: 400, width: 100, height: 20)
    let arm = scene.view("arm", x: 280, y: 400, width: 60, height: 20)
    let weld = AttachmentBehavior.fixedAttachment(with: arm, attachedTo: base, attachmentAnchor: Point(x: 250, y: 400))
    let anchored = DynamicItemBehavior(items: [base])
    anchored.isAnchored = true
    scene.animator.addBehavior(weld)
    scene.animator.addBehavior(anchored)
    scene.animator.addBehavior(GravityBehavior(items: [arm]))
    scene.advance(toSeconds: 2)
    // Gravity on a cantilever: Baumgarte holds it to a small steady sag.
    #expect(arm.center.distance(to: Point(x: 280, y: 400)) < 0.5, "\(arm.center)")
    #expect(abs(arm.rotation) < 0.01, "\(arm.rotation)")
  }

  @Test func aPinAttachmentSwingsAboutItsAnchorWithinItsRange() {
    let scene = DynamicsScene(hz: 120)
    let frame = scene.view("frame", x: 200, y: 200, width: 20, height: 20)
    let door = scene.view("door", x: 250, y: 200, width: 100, height: 10)
    let hinge = AttachmentBehavior.pinAttachment(with: door, attachedTo: frame, attachmentAnchor: Point(x: 200, y: 200))
    hinge.attachmentRange = 0...0.5
    let anchored = DynamicItemBehavior(items: [frame])
    anchored.isAnchored = true
    scene.animator.addBehavior(hinge)
    scene.animator.addBehavior(anchored)
    scene.animator.addBehavior(GravityBehavior(items: [door]))
    for f in 1...240 {
      scene.advance(toSeconds: Double(f) / 120)
      // The hinge end of the door stays at the anchor.
      let hingeEnd = Point(x: door.center.x - 50 * cos(door.rotation), y: door.center.y - 50 * sin(door.rotation))
      #expect(hingeEnd.distance(to: Point(x: 200, y: 200)) < 0.5, "frame \(f): \(hingeEnd)")
      #expect(door.rotation > -0.02 && door.rotation < 0.52, "frame \(f): angle \(door.rotation)")
    }
    #expect(door.rotation > 0.45)  // it fell to the stop
  }

  @Test func aSlidingAttachmentKeepsTheItemOnItsAxisWithinItsRange() {
    let scene = DynamicsScene(hz: 120)
    let bead = scene.view("bead", x: 200, y: 300, width: 30, height: 30)
    let rail = AttachmentBehavior.slidingAttachment(
      with: bead, attachmentAnchor: Point(x: 200, y: 300), axisOfTranslation: Point(x: 1, y: 1))
    rail.attachmentRange = -100...50
    scene.animator.addBehavior(rail)
    scene.animator.addBehavior(GravityBehavior(items: [bead]))
    for f in 1...240 {
      scene.advance(toSeconds: Double(f) / 120)
      let offset = bead.center - Point(x: 200, y: 300)
      #expect(abs(offset.x - offset.y) / 2.0.squareRoot() < 0.5, "frame \(f): off the axis \(offset)")
      #expect(abs(bead.rotation) < 0.01)
    }
    // Slid down the 45° rail to the far end of its range: 50 pt along (1, 1)/√2.
    let travelled = (bead.center.x - 200 + bead.center.y - 300) / 2.0.squareRoot()
    #expect(abs(travelled - 50) < 1, "\(travelled)")
  }

  @Test func anAnchorAttachmentFollowsAMovingAnchor() {
    let scene = DynamicsScene(hz: 120)
    let card = scene.view("card", x: 200, y: 400)
    let drag = AttachmentBehavior(item: card, attachedToAnchor: Point(x: 200, y: 400))
    drag.frequency = 4
    drag.damping = 1
    scene.animator.addBehavior(drag)
    drag.anchorPoint = Point(x: 300, y: 500)
    scene.engine.advanceUntilIdle(frameLimit: 1_200)
    #expect(card.center.distance(to: Point(x: 300, y: 500)) < 0.5)
  }
}

extension DynamicsAttachmentTests {
  @Test func attachmentsMadeBetweenTurnedItemsKeepTheirRelativeAngle() {
    let scene = DynamicsScene(hz: 120)
    let base = scene.view("base", x: 200, y: 400, width: 100, height: 20)
    base.rotation = 0.3
    let arm = scene.view("arm", x: 200, y: 330, width: 20, height: 60)
    arm.rotation = -0.2
    let weld = AttachmentBehavior.fixedAttachment(with: arm, attachedTo: base, attachmentAnchor: Point(x: 200, y: 360))
    let anchored = DynamicItemBehavior(items: [base])
    anchored.isAnchored = true
    scene.animator.addBehavior(weld)
    scene.animator.addBehavior(anchored)
    scene.animator.addBehavior(GravityBehavior(items: [arm]))
    scene.advance(toSeconds: 1)
    #expect(abs(arm.rotation + 0.2) < 0.01, "\(arm.rotation)")
    #expect(arm.center.distance(to: Point(x: 200, y: 330)) < 0.5, "\(arm.center)")
  }
}

extension DynamicsAttachmentTests {
  @Test(arguments: [(60.0, true), (40.0, false)])
  func aPinsFrictionTorqueHoldsADoorOnlyAboveItsWeightsTorque(torque: Double, holds: Bool) {
    // Door 100×10 (mass 0.1), hinge at its left end: gravity's torque is
    // 0.1 · 1000 pt/s² · 50 pt = 5000 = 100 · 50 UIKit N·pt.
    let scene = DynamicsScene(hz: 120)
    let frame = scene.view("frame", x: 200, y: 200, width: 20, height: 20)
    let door = scene.view("door", x: 250, y: 200, width: 100, height: 10)
    let hinge = AttachmentBehavior.pinAttachment(with: door, attachedTo: frame, attachmentAnchor: Point(x: 200, y: 200))
    hinge.frictionTorque = torque
    let anchored = DynamicItemBehavior(items: [frame])
    anchored.isAnchored = true
    scene.animator.addBehavior(hinge)
    scene.animator.addBehavior(anchored)
    scene.animator.addBehavior(GravityBehavior(items: [door]))
    scene.advance(toSeconds: 1)
    if holds {
      #expect(abs(door.rotation) < 0.01, "\(door.rotation)")
    } else {
      #expect(door.rotation > 0.3, "\(door.rotation)")
    }
  }
}

extension DynamicsAttachmentTests {
  @Test func aSlidingRangeMustContainTheAnchor() {
    let scene = DynamicsScene()
    let bead = scene.view("bead", x: 200, y: 300, width: 30, height: 30)
    let rail = AttachmentBehavior.slidingAttachment(
      with: bead, attachmentAnchor: Point(x: 200, y: 300), axisOfTranslation: Point(x: 1, y: 0))
    scene.animator.addBehavior(rail)
    rail.attachmentRange = 10...50
    #expect(rail.attachmentRange == nil)
    #expect(
      scene.misuses == [
        .invalidParameter(
          behavior: "sliding-attachment#1", parameter: "attachmentRange", value: 10, expected: "a range containing 0 (the anchor)")
      ])
  }
}
