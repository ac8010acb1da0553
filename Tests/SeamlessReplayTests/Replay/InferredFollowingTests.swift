import SeamlessEngine
@testable import SeamlessReplay
import SeamlessTrace
import Testing

/// `follows-finger` and `release-velocity` on drags that declare nothing: the rules of
/// inference, each with a drag that keeps it and one that breaks it.
///
/// The scenes are a panel moved by a pan the way an app writes it, with one line changed per case.
@Suite struct InferredFollowingTests {
  /// How the panel's centre follows the pan's translation.
  enum Mapping: Sendable {
    /// Under the finger on both axes.
    case exact
    /// On y only (a drawer), clamped to 200…600.
    case verticalClamped
    /// On y, rubber-banded past 400 (`limit + (1 − 1 / (d × 0.55 / 844 + 1)) × 844`), the drag
    /// starting on the band 30 pt past the limit: the band's inverse gives the finger's place.
    case bandedFromBeyond
    /// At twice the finger's speed (a parallax layer).
    case double
    /// Each change adds the whole translation again.
    case accumulated
  }

  final class Panel: Scene {
    let mapping: Mapping
    let panel = View(name: "panel", center: Point(x: 195, y: 500), size: Size(width: 200, height: 200))
    let pan = PanGestureRecognizer(name: "panel-pan")
    var start = Point.zero
    var startRaw = 0.0
    weak var engine: Engine?

    init(_ mapping: Mapping) {
      self.mapping = mapping
      if case .bandedFromBeyond = mapping { panel.center.y = 430 }
    }

    func install(in engine: Engine) {
      self.engine = engine
      engine.window.addSubview(panel)
      pan.addAction { [unowned self] _ in self.panned() }
      panel.addGestureRecognizer(pan)
    }

    func perform(_ command: SceneCommand, in engine: Engine) -> Bool { false }

    static func band(_ d: Double) -> Double { (1 - 1 / (d * 0.55 / 844 + 1)) * 844 }
    static func unband(_ o: Double) -> Double { (1 / (1 - o / 844) - 1) * 844 / 0.55 }

    func panned() {
      let t = pan.translation(in: nil) ?? .zero
      switch pan.state {
      case .began:
        start = panel.center
        startRaw = start.y > 400 ? 400 + Self.unband(start.y - 400) : start.y
      case .changed:
        switch mapping {
        case .exact: panel.center = start + t
        case .verticalClamped: panel.center.y = min(max(start.y + t.y, 200), 600)
        case .bandedFromBeyond:
          let raw = startRaw + t.y
          panel.center.y = raw > 400 ? 400 + Self.band(raw - 400) : raw
        case .double: panel.center = start + 2 * t
        case .accumulated: panel.center = panel.center + t
        }
      case .ended, .cancelled, .possible, .failed:
        break
      }
    }
  }

  /// A drag of `by` from the panel's centre in `seconds`, eased in and out, lifted at rest.
  func drag(from: Point, by: Point, seconds: Double = 0.5) throws -> Trace {
    try Recipe(
      json: """
        {"version": 1, "scene": "panel", "seed": 1, "jitter": 0, "refresh_hz": 120, "touch_hz": 120,
         "timeline": [{"at": 0.1, "gesture": "drag", "from": [\(from.x), \(from.y)], "to": [\(from.x + by.x), \(from.y + by.y)],
                       "duration": \(seconds), "easing": "easeInOut"}]}
        """
    ).synthesize()
  }

  func verdict(_ mapping: Mapping, _ trace: Trace) -> InvariantResult? {
    Replayer().replay(trace, sceneName: "panel") { Panel(mapping) }.results.first { $0.name == "follows-finger" }
  }

  @Test func correctDragsOfEveryShapePass() throws {
    let diagonal = try drag(from: Point(x: 195, y: 500), by: Point(x: 60, y: -150))
    for mapping in [Mapping.exact, .verticalClamped, .double] {
      let result = try #require(verdict(mapping, diagonal))
      #expect(result.passed, "\(mapping): \(result.violations)")
      #expect(result.judged == "1 drag judged (0 declared, 1 inferred)")
    }
    // Past the clamp and back: the view waits at the limit, a lag.
    let overAndBack = try drag(from: Point(x: 195, y: 500), by: Point(x: 0, y: 250))
    #expect(try #require(verdict(.verticalClamped, overAndBack)).passed)
  }

  /// The example: a drag that starts 30 pt past a rubber-banded limit and comes back
  /// towards it moves less than the finger (the band shows 424.85 where 1:1 would be 420);
  /// the declared check required at least the finger's travel, the inferred one allows the lag.
  @Test func aDragThatStartsOnTheBandComesBackLagging() throws {
    let back = try drag(from: Point(x: 195, y: 430), by: Point(x: 0, y: -120))
    let result = try #require(verdict(.bandedFromBeyond, back))
    #expect(result.passed, "\(result.violations)")
    // The band's arithmetic: 30 pt past the limit is a finger 34.94… pt past it (the inverse), and
    // 10 pt of finger travel back leaves 24.94… pt, shown 24.85… pt past it.
    let finger = Panel.unband(30)
    #expect(abs(Panel.band(finger) - 30) < 1e-9)
    #expect(abs(400 + Panel.band(finger - 10) - 424.85) < 0.01)
  }

  @Test func accumulatedTranslationRunsAheadAndSaysWhatWasAssumed() throws {
    let trace = try drag(from: Point(x: 195, y: 500), by: Point(x: 0, y: -150))
    let result = try #require(verdict(.accumulated, trace))
    let message = try #require(result.violations.first?.message)
    #expect(message.contains("pt ahead of where the finger puts it"), "\(message)")
    #expect(message.contains("since the drag's first frame"))
    #expect(message.contains("Assumed (inferred: nothing declared)"))
    #expect(message.contains("declare `following`"))
    #expect(
      result.violations.first?.signature(of: "follows-finger")
        == FailureSignature(
          invariant: "follows-finger", view: "panel", phase: .drag))
  }

  /// The ratio is measured per axis over the first 8 pt: twice the finger is intended; a view
  /// that is more than twice ahead over them jumped, and is held to 1×.
  @Test func ratiosAreMeasuredAndJumpsAreNotRatios() {
    #expect(InferredFollowing.ratio(2) == 2)
    #expect(InferredFollowing.ratio(1.003) == 1.003)
    #expect(InferredFollowing.ratio(0.5) == 1)
    #expect(InferredFollowing.ratio(2.5) == 1)
    #expect(InferredFollowing.ratio(-.infinity) == 1)
  }
}
