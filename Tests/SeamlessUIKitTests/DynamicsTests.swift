import Foundation
import SeamlessEngine
@testable import SeamlessUIKit
import Testing

/// UIKit Dynamics spelled in UIKit: the animator, the behaviors, items of the app's own and the
/// delegates, against the engine's documented physics.
@Suite struct DynamicsTests {
  /// A replay's engine (60 Hz, 390 × 844) with an empty root view, and `build` run on it.
  private func world<T>(_ build: (UIView) -> T) throws -> (Engine, UIKitScene, T) {
    let engine = Engine(frameRate: 60)
    let scene = UIKitScene { UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }
    scene.install(in: engine)
    let root = try #require(scene.rootView)
    return (engine, scene, AmbientEngine.run(engine) { build(root) })
  }

  @Test func gravityFallsAsTheEnginesIntegratorDoes() throws {
    // Semi-implicit Euler at h = 1/240 s: y(t) = y₀ + 500·t² + 500·h·t exactly at step ends.
    let (engine, scene, (ball, animator)) = try world { root in
      let ball = UIView(frame: CGRect(x: 175, y: 80, width: 40, height: 40))
      root.addSubview(ball)
      let animator = UIDynamicAnimator(referenceView: root)
      animator.addBehavior(UIGravityBehavior(items: [ball]))
      return (ball, animator)
    }
    defer { withExtendedLifetime(scene) {} }
    #expect(animator.isRunning)
    engine.advance(by: .milliseconds(500))
    let t = animator.elapsedTime
    #expect(abs(t - 0.5) < 1e-12)
    #expect(abs(Double(ball.center.y) - (100 + 500 * t * t + 500 * t / 240)) < 1e-9)
    #expect(ball.center.x == 195)
  }

  @Test func anItemOfTheAppsOwnMovesAndTurnsThroughItsTransform() throws {
    final class Knob: UIDynamicItem {
      var center = CGPoint(x: 100, y: 100)
      var bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
      var transform = CGAffineTransform.identity
    }
    let knob = Knob()
    let (engine, scene, (animator, properties)) = try world { root in
      let animator = UIDynamicAnimator(referenceView: root)
      // The same object in two behaviors is one body: the velocity given through one is the other's.
      let properties = UIDynamicItemBehavior(items: [knob])
      let push = UIPushBehavior(items: [knob], mode: .continuous)
      animator.addBehavior(properties)
      animator.addBehavior(push)
      properties.addLinearVelocity(CGPoint(x: 120, y: 0), for: knob)
      properties.addAngularVelocity(2, for: knob)
      return (animator, properties)
    }
    defer { withExtendedLifetime(scene) {} }
    engine.advance(by: .milliseconds(250))
    #expect(animator.items.count == 1 && animator.items.first === knob)
    #expect(abs(Double(knob.center.x) - (100 + 120 * 0.25)) < 1e-9)
    #expect(abs(Double(properties.linearVelocity(for: knob).x) - 120) < 1e-12)
    // Turned by 2 rad/s × 0.25 s, written as a rotation-only transform.
    #expect(abs(atan2(Double(knob.transform.b), Double(knob.transform.a)) - 0.5) < 1e-9)
    #expect(abs(Double(knob.transform.a) - cos(0.5)) < 1e-9)
  }

  @Test func theCollisionDelegateHearsTheAppsIdentifierAndNilForTheReferenceBounds() throws {
    final class Ears: UICollisionBehaviorDelegate {
      var began: [String] = []
      var identifiers: [AnyObject] = []
      var enginesCurrent: [Bool] = []
      func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem, withBoundaryIdentifier identifier: (any NSCopying)?,
        at p: CGPoint
      ) {
        began.append(identifier.map { "\($0)" } ?? "nil")
        if let identifier { identifiers.append(identifier as AnyObject) }
        enginesCurrent.append(AmbientEngine.current != nil)
      }
    }
    let ears = Ears()
    let shelf = NSString(string: "shelf")
    // The animator is the app's to keep, as in UIKit: one nobody holds is gone, and so is its physics.
    let (engine, scene, (collision, animator)) = try world { root in
      let ball = UIView(frame: CGRect(x: 20, y: 100, width: 40, height: 40))
      let box = UIView(frame: CGRect(x: 300, y: 100, width: 40, height: 40))
      root.addSubview(ball)
      root.addSubview(box)
      let animator = UIDynamicAnimator(referenceView: root)
      let collision = UICollisionBehavior(items: [ball, box])
      collision.translatesReferenceBoundsIntoBoundary = true
      collision.addBoundary(withIdentifier: shelf, from: CGPoint(x: 0, y: 400), to: CGPoint(x: 100, y: 400))
      // Identifiers compare with isEqual, not by description: the number 1 is not the string "1".
      collision.addBoundary(withIdentifier: NSNumber(value: 1), from: CGPoint(x: 0, y: 900), to: CGPoint(x: 10, y: 900))
      collision.addBoundary(withIdentifier: NSString(string: "1"), from: CGPoint(x: 0, y: 950), to: CGPoint(x: 10, y: 950))
      collision.collisionDelegate = ears
      animator.addBehavior(UIGravityBehavior(items: [ball, box]))
      animator.addBehavior(collision)
      return (collision, animator)
    }
    defer { withExtendedLifetime((scene, animator)) {} }
    engine.advance(by: .seconds(2))
    // The ball lands on the shelf, the box (beyond it) on the floor: the reference bounds.
    #expect(ears.began.prefix(2).sorted() == ["nil", "shelf"], "\(ears.began)")
    #expect(ears.identifiers.first === shelf)
    #expect(ears.enginesCurrent.allSatisfy { $0 })
    #expect(collision.boundaryIdentifiers?.first as AnyObject === shelf)
    #expect(collision.boundaryIdentifiers?.count == 3)
    #expect(collision.boundary(withIdentifier: NSNumber(value: 1))?.bounds.minY == 900)
    #expect(collision.boundary(withIdentifier: NSString(string: "1"))?.bounds.minY == 950)
    #expect(collision.collisionMode == .everything)
    #expect(collision.boundary(withIdentifier: shelf)?.bounds == CGRect(x: 0, y: 400, width: 100, height: 0))
  }

  @Test func aComposedBehaviorHearsWillMoveAndItsActionRunsWithTheEngineCurrent() throws {
    final class Drop: UIDynamicBehavior {
      var moves: [Bool] = []
      var actions = 0
      init(item: any UIDynamicItem) {
        super.init()
        addChildBehavior(UIGravityBehavior(items: [item]))
        action = { [unowned self] in
          if AmbientEngine.current != nil { self.actions += 1 }
        }
      }
      override func willMove(to dynamicAnimator: UIDynamicAnimator?) {
        // Called before the animator changes: leaving, the behavior is still in it.
        moves.append(dynamicAnimator != nil)
        if dynamicAnimator == nil { stillInAnimatorWhenLeaving = self.dynamicAnimator != nil }
      }
      var stillInAnimatorWhenLeaving = false
    }
    var drop: Drop?
    let (engine, scene, animator) = try world { root in
      let ball = UIView(frame: CGRect(x: 175, y: 80, width: 40, height: 40))
      root.addSubview(ball)
      let animator = UIDynamicAnimator(referenceView: root)
      drop = Drop(item: ball)
      animator.addBehavior(drop!)
      return animator
    }
    defer { withExtendedLifetime(scene) {} }
    let behavior = try #require(drop)
    #expect(behavior.dynamicAnimator === animator && behavior.childBehaviors[0].dynamicAnimator === animator)
    engine.advance(by: .milliseconds(100))
    // 100 ms at 240 steps per second.
    #expect(behavior.actions == 24)
    AmbientEngine.run(engine) { animator.removeBehavior(behavior) }
    #expect(behavior.moves == [true, false])
    #expect(behavior.stillInAnimatorWhenLeaving)
    #expect(behavior.dynamicAnimator == nil && behavior.childBehaviors[0].dynamicAnimator == nil)
    #expect(animator.behaviors.isEmpty)
  }

  @Test func anAnimatorMadeOutsideAReplayRunsOnceItsViewIsInOne() throws {
    // Made the UIKit way before any replay: behaviors wait, then run in the replay.
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let ball = UIView(frame: CGRect(x: 175, y: 80, width: 40, height: 40))
    root.addSubview(ball)
    let animator = UIDynamicAnimator(referenceView: root)
    let snap = UISnapBehavior(item: ball, snapTo: CGPoint(x: 195, y: 400))
    animator.addBehavior(snap)
    #expect(!animator.isRunning && animator.behaviors.count == 1)
    let engine = Engine(frameRate: 60)
    let scene = UIKitScene { root }
    scene.install(in: engine)
    defer { withExtendedLifetime(scene) {} }
    // Its reference view is in the replay's window now: the first use binds it.
    #expect(animator.isRunning)
    _ = engine.advanceUntilIdle()
    #expect(!animator.isRunning)
    #expect(abs(Double(ball.center.x) - 195) < 1 && abs(Double(ball.center.y) - 400) < 1)
  }

  @Test func fieldsAttachmentsAndGroupsKeepWhatTheyAreGiven() throws {
    let (_, scene, (field, attachment, group, pair)) = try world { root in
      let a = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      let b = UIView(frame: CGRect(x: 40, y: 0, width: 20, height: 20))
      root.addSubview(a)
      root.addSubview(b)
      let field = UIFieldBehavior.radialGravityField(position: CGPoint(x: 10, y: 20))
      field.region = UIRegion(radius: 50)
      field.strength = 2
      let attachment = UIAttachmentBehavior.slidingAttachment(
        with: a, attachmentAnchor: CGPoint(x: 10, y: 10), axisOfTranslation: CGVector(dx: 1, dy: 0))
      attachment.attachmentRange = UIFloatRange(minimum: -5, maximum: 30)
      return (field, attachment, UIDynamicItemGroup(items: [a, b]), UIAttachmentBehavior(item: a, attachedTo: b))
    }
    // A behavior holds its items as UIKit's do: the group it was given comes back, itself.
    let gravity = UIGravityBehavior(items: [group])
    #expect(gravity.items.count == 1 && gravity.items[0] === group)
    #expect(field.region.contains(CGPoint(x: 30, y: 40)) && !field.region.contains(CGPoint(x: 40, y: 40)))
    defer { withExtendedLifetime(scene) {} }
    #expect(field.position == CGPoint(x: 10, y: 20) && field.region == UIRegion(radius: 50) && field.strength == 2)
    #expect(attachment.attachmentRange == UIFloatRange(minimum: -5, maximum: 30))
    #expect(attachment.attachedBehaviorType == .anchor && pair.attachedBehaviorType == .items)
    // An inverted range is ignored; an infinite one removes the limit.
    attachment.attachmentRange = UIFloatRange(minimum: 3, maximum: -3)
    #expect(attachment.attachmentRange == UIFloatRange(minimum: -5, maximum: 30))
    attachment.attachmentRange = .infinite
    #expect(attachment.attachmentRange == .infinite && attachment.attachmentRange.isInfinite)
    // One infinite bound stands for the largest finite one; the other is kept.
    attachment.attachmentRange = UIFloatRange(minimum: 0, maximum: .infinity)
    #expect(attachment.attachmentRange == UIFloatRange(minimum: 0, maximum: .greatestFiniteMagnitude))
    // The group's centre is its members' area-weighted centroid; moving it moves both.
    #expect(group.center == CGPoint(x: 30, y: 10))
    group.center = CGPoint(x: 40, y: 10)
    #expect(group.items[0].center == CGPoint(x: 20, y: 10) && group.items[1].center == CGPoint(x: 60, y: 10))
  }

  @Test func aCustomFieldPushesWithTheForceItsBlockReturns() throws {
    // A constant 2 N along +x on a 100 × 100 pt item of density 1 (mass 1): 200 pt/s².
    var positions: [CGPoint] = []
    let (engine, scene, (box, animator)) = try world { root in
      let box = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
      root.addSubview(box)
      let animator = UIDynamicAnimator(referenceView: root)
      let field = UIFieldBehavior.field { _, position, _, mass, _, deltaTime in
        positions.append(position)
        #expect(mass == 1 && deltaTime == 1.0 / 240)
        return CGVector(dx: 2, dy: 0)
      }
      field.addItem(box)
      animator.addBehavior(field)
      return (box, animator)
    }
    defer { withExtendedLifetime((scene, animator)) {} }
    engine.advance(by: .milliseconds(500))
    let t = animator.elapsedTime
    #expect(abs(Double(box.center.x) - (150 + 100 * t * t + 100 * t / 240)) < 1e-9)
    #expect(positions.first == CGPoint(x: 150, y: 150) && positions.count == 120)
  }
}
