import Foundation
import SeamlessEngine
import SeamlessReplay
import SeamlessScenes
import SeamlessTrace
import Testing

/// A scene driven from a test, step by step: gestures aimed at views where they are shown,
/// time passing, assertions on what is shown, and the invariants' verdict on it all.
@Suite struct SceneDriverTests {
  /// Fling the card up, let it fly 0.1 s, catch it with a drag: a catch mid-flight, written as
  /// a user would.
  func flingAndCatch(_ driver: SceneDriver) throws -> (flying: Rect, caughtAt: Double) {
    try driver.fling(ViewTarget(view: "card"), velocity: Point(x: 0, y: -1500))
    driver.advance(by: 0.1)
    let flying = try #require(driver.shownFrame(of: "card"))
    try driver.drag(ViewTarget(view: "card"), by: Point(x: 0, y: 40), duration: 0.3)
    return (flying, flying.center.y)
  }

  @Test func aDrivenCatchOfAFlyingCardHoldsEveryInvariant() throws {
    let driver = SceneDriver(sceneName: "card-drag") { CardDragScene() }
    // At rest at the bottom before anything happens.
    #expect(driver.shownFrame(of: "card") == Rect(x: 45, y: 500, width: 300, height: 200))
    let (flying, _) = try flingAndCatch(driver)
    // Caught mid-flight: the model is at the top rest, the card still shown short of it.
    #expect(driver.view("card")?.center.y == 300)
    #expect(abs(flying.center.y - 300) > 1, "\(flying)")
    #expect(driver.settle())
    let rest = try #require(driver.shownFrame(of: "card"))
    #expect(rest.center.y == 300 || rest.center.y == 600, "\(rest)")
    let report = driver.finish()
    #expect(report.passed, "\(report.text)")
    #expect(report.touchDownsOnViews == 2)
    // The driven run is its trace's replay: the same journal digest.
    let replayed = Replayer().replay(driver.trace, sceneName: "card-drag") { CardDragScene() }
    #expect(replayed.digest == report.digest)
    #expect(driver.trace.touchSequences == 2)
  }

  @Test func theInvariantsRunUnderneathAndCatchTheBug() throws {
    let driver = SceneDriver(sceneName: "card-drag/jump-on-catch") { CardDragScene(bug: .jumpOnCatch) }
    _ = try flingAndCatch(driver)
    let report = driver.finish()
    #expect(report.failures.map(\.name) == ["continuity", "no-teleport"])
    #expect(driver.finish().digest == report.digest, "finish is idempotent")
  }

  @Test func aTargetThatIsNotShownIsAClearError() throws {
    let driver = SceneDriver(sceneName: "card-drag") { CardDragScene() }
    #expect(throws: SceneDriver.Failure.self) { try driver.tap(ViewTarget(view: "no-such-view")) }
    do {
      try driver.tap(ViewTarget(view: "no-such-view"))
    } catch {
      #expect(
        error.description == "the center of \"no-such-view\" is not on screen at 0 s"
          || error.description.hasPrefix("the center of \"no-such-view\" is not on screen"))
    }
    // A gesture that leaves the display is refused with the synthesizer's reason.
    #expect(throws: SceneDriver.Failure.self) {
      try driver.fling(ViewTarget(view: "card"), velocity: Point(x: 0, y: 9000), duration: 0.3)
    }
  }

  @Test func commandsAndTimeAreStepsToo() throws {
    let driver = SceneDriver(sceneName: "card-drag") { CardDragScene() }
    driver.send("toggle")
    driver.advance(by: 0.05)
    let moving = try #require(driver.shownFrame(of: "card"))
    #expect(moving.center.y < 600 && moving.center.y > 300, "the toggle animates the card up: \(moving)")
    #expect(driver.settle())
    #expect(driver.shownFrame(of: "card")?.center.y == 300)
    #expect(driver.finish().passed)
    #expect(driver.trace.events.contains { if case .command(let c) = $0 { c.name == "toggle" } else { false } })
  }
}
