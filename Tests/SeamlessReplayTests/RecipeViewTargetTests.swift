import Foundation
import SeamlessEngine
import SeamlessReplay
import SeamlessScenes
import SeamlessTrace
import Testing

/// Recipe gestures that start on a view, found where the scene shows it.
@Suite struct RecipeViewTargetTests {
  private func catchRecipe() throws -> Recipe {
    try Recipe(
      json: String(contentsOf: fixturesDirectory.appendingPathComponent("recipes/card-drag-catch.json"), encoding: .utf8))
  }

  private func resolver(for recipe: Recipe, bug: CardDragScene.Bug? = nil) -> LiveSceneResolver {
    LiveSceneResolver(header: recipe.header()) { CardDragScene(bug: bug) }
  }

  private func touches(_ trace: Trace) -> [TouchSample] {
    trace.events.compactMap { if case .touch(let sample) = $0 { sample } else { nil } }
  }

  @Test func aViewTargetStartsTheDragWhereTheCardIsShownMidFlight() throws {
    let recipe = try catchRecipe()
    #expect(recipe.aimsAtViews)
    #expect(recipe.timeline[1].target == ViewTarget(view: "card", anchor: .center))
    #expect(recipe.timeline[1].toOffset == Point(x: 0, y: 150))
    let trace = try recipe.synthesize(resolver: resolver(for: recipe))
    let dragStart = Int64((0.1 + 0.08 + 0.12) * 1e9)
    let drag = touches(trace).filter { $0.time >= dragStart }
    let first = try #require(drag.first)
    let last = try #require(drag.last)
    #expect(first.time == dragStart)

    // Independently: replay the tap alone by hand and read the card's presentation then.
    let engine = Engine(displaySize: Size(width: 390, height: 844), frameRate: 120)
    let scene = CardDragScene()
    scene.install(in: engine)
    for sample in touches(trace) where sample.time < dragStart { engine.enqueue(InputEvent(sample)) }
    engine.advance(to: Instant(nanoseconds: dragStart))
    let shownX = scene.card.presentationValue(of: .centerX, at: engine.now)
    let shownY = scene.card.presentationValue(of: .centerY, at: engine.now)
    // Mid-flight from the bottom rest (y 600) to the top one (y 300), and not at its model value.
    #expect(shownY > 300 + 20 && shownY < 600 - 20)
    #expect(scene.card.center.y == 300)
    // The trace stores positions quantised to 1/64 pt, plus 0.2 pt of seeded jitter (4σ bound).
    #expect(abs(first.x - shownX) <= 0.8 && abs(first.y - shownY) <= 0.8)
    #expect(abs(last.x - (first.x + 0)) <= 1.6 && abs(last.y - (first.y + 150)) <= 1.6)
  }

  @Test func theCatchPassesTheCorrectCardAndCatchesTheJumpingOne() throws {
    let recipe = try catchRecipe()
    let trace = try recipe.synthesize(resolver: resolver(for: recipe))
    let correct = Replayer().replay(trace, sceneName: "card-drag") { CardDragScene() }
    #expect(correct.passed, "\(correct.text)")
    let jumping = Replayer().replay(trace, sceneName: "card-drag/jump-on-catch") { CardDragScene(bug: .jumpOnCatch) }
    #expect(jumping.failures.map(\.name).contains("no-teleport"), "\(jumping.text)")
    // The resolver replays the scene it is given: the buggy card is shown in the same place
    // before the catch, so the trace is the same.
    let again = try recipe.synthesize(resolver: resolver(for: recipe, bug: .jumpOnCatch))
    #expect(try again.encoded() == trace.encoded())
  }

  @Test func synthesisIsDeterministicAndStoresCoordinates() throws {
    let recipe = try catchRecipe()
    let first = try recipe.synthesize(resolver: resolver(for: recipe))
    let second = try recipe.synthesize(resolver: resolver(for: recipe))
    #expect(try first.encoded() == second.encoded())
    #expect(try Trace(bytes: first.encoded()) == first)
  }

  @Test func aRecipeThatAimsAtAViewNeedsAResolver() throws {
    let recipe = try catchRecipe()
    #expect {
      try recipe.synthesize()
    } throws: { error in
      let error = try #require(error as? RecipeError)
      return error.path == "timeline[1]" && error.message.contains("center of \"card\"") && error.message.contains("--scene")
    }
  }

  @Test func aViewThatIsNotShownIsAClearError() throws {
    let text = """
      {"version": 1, "scene": "card-drag", "timeline": [
        {"at": 0.1, "gesture": "tap", "at_point": {"view": "no-such-view"}}]}
      """
    let recipe = try Recipe(json: text)
    #expect {
      try recipe.synthesize(resolver: resolver(for: recipe))
    } throws: { error in
      (error as? RecipeError)?.description == "timeline[0]: the center of \"no-such-view\" is not on screen at 0.1 s"
    }
  }

  @Test func relativeEndsWorkWithoutAScene() throws {
    let text = """
      {"version": 1, "timeline": [{"at": 0, "gesture": "drag", "from": [100, 400], "to": {"by": [50, -20]}, "easing": "linear"}]}
      """
    let trace = try Recipe(json: text).synthesize()
    let samples = touches(trace)
    #expect(samples.first?.x == 100 && samples.first?.y == 400)
    #expect(samples.last?.x == 150 && samples.last?.y == 380)
  }

  @Test(arguments: [
    (
      #"{"view": "card", "point": "middle"}"#,
      "timeline[0].at_point.point: unknown point \"middle\" (expected center, top, bottom, left, right)"
    ),
    (#"{"view": "card", "size": 3}"#, "timeline[0].at_point.size: unknown key (expected one of point, view)"),
    (#"{"view": ""}"#, "timeline[0].at_point.view: a view name cannot be empty"),
    (#"{"view": 7}"#, "timeline[0].at_point.view: expected a string, found 7"),
  ])
  func malformedViewTargetsAreClearErrors(target: String, message: String) throws {
    let text = #"{"version": 1, "timeline": [{"at": 0, "gesture": "tap", "at_point": \#(target)}]}"#
    #expect {
      try Recipe(json: text)
    } throws: { error in
      "\(error)" == message
    }
  }

  @Test func anAnchorIsTenPointsInsideItsEdge() throws {
    let text = """
      {"version": 1, "timeline": [
        {"at": 0, "gesture": "tap", "at_point": {"view": "card", "point": "top"}},
        {"after": 0.1, "gesture": "tap", "at_point": {"view": "card", "point": "left"}}]}
      """
    let recipe = try Recipe(json: text)
    let samples = touches(try recipe.synthesize(resolver: resolver(for: recipe)))
    // The card rests at (195, 600), 300 × 200 pt.
    #expect(samples.first?.x == 195 && samples.first?.y == 510)
    // The first tap toggles the card upwards: the second finds its left edge on the way.
    let second = try #require(samples.first { $0.time >= 180_000_000 })
    #expect(second.x == 55 && second.y > 300 && second.y < 600)
  }
}
