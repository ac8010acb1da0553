import SeamlessEngine
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct DynamicsFieldTests {
  /// A 100×100 card (mass 1) at `center` in `field`, with a velocity reader.
  func scene(_ field: FieldBehavior, center: Point = Point(x: 300, y: 400), hz: Int = 120)
    -> (DynamicsScene, View, DynamicItemBehavior)
  {
    let scene = DynamicsScene(hz: hz)
    let card = scene.view("card", x: center.x, y: center.y)
    field.addItem(card)
    let reader = DynamicItemBehavior(items: [card])
    scene.animator.addBehavior(field)
    scene.animator.addBehavior(reader)
    return (scene, card, reader)
  }

  @Test func aLinearGravityFieldFallsLikeGravity() {
    let (scene, card, _) = scene(.linearGravityField(direction: Point(x: 0, y: 1)), center: Point(x: 200, y: 0))
    scene.advance(toSeconds: 1)
    #expect(abs(card.center.y - (500 + 500.0 / 240)) < 1e-9)
  }

  @Test func aRadialGravityFieldPullsTowardsItsPositionWithFalloff() {
    for (falloff, distance) in [(0.0, 100.0), (2.0, 200.0), (1.0, 50.0)] {
      let field = FieldBehavior.radialGravityField(position: Point(x: 200, y: 400))
      field.falloff = falloff
      let (scene, _, reader) = scene(field, center: Point(x: 200 + distance, y: 400))
      scene.advance(toSeconds: 1.0 / 120)  // two steps
      // φ = (r/100)^(−falloff); after two steps v ≈ 2h·1000·φ (r barely changes).
      let expected = -2.0 / 240 * 1000 * pow(distance / 100, -falloff)
      #expect(abs(reader.linearVelocity(for: scene.animator.items[0]).x - expected) < 0.01 * abs(expected), "falloff \(falloff)")
    }
  }

  @Test func aDragFieldDecaysVelocityAtStrengthOverMass() {
    let field = FieldBehavior.dragField()
    field.strength = 2
    let (scene, card, reader) = scene(field)
    reader.addLinearVelocity(Point(x: 300, y: 0), for: card)
    scene.advance(toSeconds: 1)
    // Explicit steps: v = 300·(1 − 2h)^240 exactly, which is 300·e^(−2) within 1 %.
    let v = reader.linearVelocity(for: card).x
    #expect(abs(v - 300 * pow(1 - 2.0 / 240, 240)) < 1e-9)
    #expect(abs(v / (300 * exp(-2)) - 1) < 0.01)
  }

  @Test func aSpringFieldOscillatesAtRootStrengthOverMass() {
    let field = FieldBehavior.springField()
    field.position = Point(x: 200, y: 400)
    field.strength = 16 * Double.pi * Double.pi  // ω = 4π: 2 Hz on a mass-1 card
    let (scene, card, _) = scene(field)
    var crossings: [Double] = []
    var last = card.center.x - 200
    for frame in 1...360 {
      let t = Double(frame) / 120
      scene.advance(toSeconds: t)
      let x = card.center.x - 200
      if last > 0 && x <= 0 { crossings.append(t - 1.0 / 120 * x / (x - last)) }
      last = x
    }
    let period = (crossings[crossings.count - 1] - crossings[0]) / Double(crossings.count - 1)
    #expect(abs(period - 0.5) < 0.001, "period \(period) s")
  }

  @Test func aVelocityFieldDrivesItemsToItsVelocity() {
    let field = FieldBehavior.velocityField(direction: Point(x: 50, y: -20))
    field.strength = 10
    let (scene, card, reader) = scene(field)
    scene.advance(toSeconds: 2)
    #expect(reader.linearVelocity(for: card).distance(to: Point(x: 50, y: -20)) < 1e-3)
  }

  @Test func aVortexPushesAtRightAnglesToTheOffset() {
    let field = FieldBehavior.vortexField()
    field.position = Point(x: 200, y: 400)
    let (scene, card, reader) = scene(field)
    scene.advance(toSeconds: 1.0 / 240 * 2)
    let v = reader.linearVelocity(for: card)
    // Offset (+100, 0) turned +x → +y is (0, 1): 100 pt/s² for two steps.
    #expect(abs(v.x) < 0.01 && abs(v.y - 100.0 / 120) < 1e-9, "\(v)")
  }

  @Test func itemsOutsideTheRegionFeelNothing() {
    let field = FieldBehavior.linearGravityField(direction: Point(x: 0, y: 1))
    field.position = Point(x: 0, y: 0)
    field.region = .circle(radius: 100)
    let (scene, card, _) = scene(field)
    scene.advance(toSeconds: 0.5)
    #expect(card.center == Point(x: 300, y: 400))
  }

  @Test func aCustomFieldGetsTheSampleAndItsForceIsInUIKitNewtons() {
    let field = FieldBehavior.field { sample in Point(x: sample.mass, y: 0) }  // 1 N on mass 1
    let (scene, card, reader) = scene(field)
    scene.advance(toSeconds: 1)
    #expect(abs(reader.linearVelocity(for: card).x - 100) < 1e-9)
  }

  @Test func aNoiseFieldIsDeterministicPerSeedAndBounded() {
    func run(seed: UInt64) -> (String, Double) {
      let field = FieldBehavior.noiseField(smoothness: 0.3, animationSpeed: 2, seed: seed)
      field.strength = 5
      let (scene, card, reader) = scene(field)
      var fastest = 0.0
      var previous = Point.zero
      for frame in 1...120 {
        scene.advance(toSeconds: Double(frame) / 120)
        let v = reader.linearVelocity(for: card)
        // |a| ≤ 100·strength·√2 / m per axis pair.
        fastest = max(fastest, (v - previous).length * 120)
        previous = v
      }
      return (scene.engine.journal.digest.hex, fastest)
    }
    let (a, fastestA) = run(seed: 7)
    let (b, _) = run(seed: 7)
    let (c, _) = run(seed: 8)
    #expect(a == b)
    #expect(a != c)
    #expect(fastestA > 0 && fastestA <= 500 * 2.0.squareRoot() + 1e-6)
  }

  @Test func valueNoiseVersionOneIsPinned() {
    // A golden value: changing the algorithm must bump ValueNoise.version and this value.
    let noise = ValueNoise(seed: 42)
    #expect(ValueNoise.version == 1)
    let v = noise.value(x: 1.5, y: 2.25, t: 0.75, component: 0)
    #expect(v >= -1 && v <= 1)
    #expect(noise.value(x: 1.5, y: 2.25, t: 0.75, component: 0) == v)
    #expect(v == -0.013802894198157008)
    #expect(noise.value(x: 3, y: 4, t: 0, component: 1) == -0.5838484668458683)
  }
}

extension DynamicsFieldTests {
  /// Inside the minimum radius an item feels the field as at the minimum radius.
  ///
  /// Apple: "Distances that are less than the minimum value are treated as if they are equal
  /// to the minimum value", and falloff applies only beyond it. Radial gravity with falloff 1
  /// and a 150 pt minimum radius: an item 100 pt from the position accelerates at
  /// `1000 · (150/100)^−1 = 666.67` pt/s² towards it, as one 150 pt away does; with no
  /// minimum radius it accelerates at `1000 · (100/100)^−1 = 1000` pt/s².
  @Test func anItemInsideTheMinimumRadiusFeelsTheFieldAtTheMinimumRadius() {
    func speedAfterTwoSteps(distance: Double, minimumRadius: Double) -> Double {
      let field = FieldBehavior.radialGravityField(position: Point(x: 200, y: 400))
      field.falloff = 1
      field.minimumRadius = minimumRadius
      let (world, card, reader) = scene(field, center: Point(x: 200 + distance, y: 400))
      world.advance(toSeconds: 1.0 / 120)  // two steps
      return -reader.linearVelocity(for: card).x
    }
    // Inside the minimum radius the distance stays 150 pt through both steps: exact.
    let twoSteps = 2.0 / 240
    #expect(abs(speedAfterTwoSteps(distance: 100, minimumRadius: 150) - 1000 / 1.5 * twoSteps) < 1e-9)
    #expect(abs(speedAfterTwoSteps(distance: 150, minimumRadius: 150) - 1000 / 1.5 * twoSteps) < 1e-9)
    // Without it the item is at 100 pt, then a hair closer: within 1 %.
    #expect(abs(speedAfterTwoSteps(distance: 100, minimumRadius: 0) - 1000 * twoSteps) < 0.01 * 1000 * twoSteps)
    // A spring field keeps pulling inside it, with the force it has at the minimum radius.
    let spring = FieldBehavior.springField()
    spring.position = Point(x: 200, y: 400)
    spring.minimumRadius = 50
    let (world, card, reader) = scene(spring, center: Point(x: 210, y: 400))
    world.advance(toSeconds: 1.0 / 120)
    let pulled = -reader.linearVelocity(for: card).x
    #expect(pulled > 0)
    let unbounded = FieldBehavior.springField()
    unbounded.position = Point(x: 200, y: 400)
    let (world2, card2, reader2) = scene(unbounded, center: Point(x: 210, y: 400))
    world2.advance(toSeconds: 1.0 / 120)
    #expect(abs(pulled / -reader2.linearVelocity(for: card2).x - 5) < 1e-3, "50 pt counts, not 10 pt")
  }

  @Test func electricAndMagneticFieldsActByCharge() {
    // Electric: a like charge 100 pt right of the position is pushed right at 100·q/m.
    let electric = FieldBehavior.electricField()
    electric.position = Point(x: 200, y: 400)
    let (scene1, card1, reader1) = scene(electric)
    reader1.charge = 2
    scene1.advance(toSeconds: 1.0 / 120)
    #expect(abs(reader1.linearVelocity(for: card1).x - 2.0 / 240 * 200) < 1e-6)
    // Magnetic: speed is kept while the direction turns (no work done).
    let magnetic = FieldBehavior.magneticField()
    magnetic.strength = 3
    let (scene2, card2, reader2) = scene(magnetic)
    reader2.charge = 1
    reader2.addLinearVelocity(Point(x: 100, y: 0), for: card2)
    scene2.advance(toSeconds: 0.5)
    let v = reader2.linearVelocity(for: card2)
    #expect(abs(v.length - 100) < 1, "\(v)")
    #expect(v.y > 50, "turned towards +y: \(v)")
    // Uncharged items feel neither.
    let (scene3, card3, _) = scene(.magneticField())
    scene3.advance(toSeconds: 0.2)
    #expect(card3.center == Point(x: 300, y: 400))
  }
}
