import SeamlessEngine
import SeamlessReplay
import SeamlessScenes
import SeamlessTrace
import Testing

/// UIKit Dynamics spelled in UIKit runs the engine's physics unchanged: the built-in
/// `sticky-corners` (a `UIDynamicBehavior` subclass whose fields are placed in `willMove(to:)`)
/// and `ball-toss` (gravity, collisions with an ellipse, elasticity and friction) move their
/// item through the same states (to 1e-9 pt and pt/s) as the same scenes in the engine's
/// spelling (``EngineStickyCornersScene``, ``EngineBallTossScene``).
@Suite struct UIKitDynamicsParityTests {
  /// Every physics state of the scene's item, in order: (x, y, vx, vy, angle).
  private func itemStates(_ sceneName: String, _ trace: Trace, scene: any Scene) throws -> [[Double]] {
    let (engine, settle, _) = Replayer().run(trace, scene: scene, sceneName: sceneName)
    #expect(!settle.reachedLimit, "\(sceneName): \(settle)")
    return engine.journal.entries.compactMap { entry in
      guard case .dynamics(.itemState(_, _, let x, let y, let vx, let vy, let angle)) = entry.event else { return nil }
      return [x, y, vx, vy, angle]
    }
  }

  private func expectSameStates(_ sceneName: String, gesture: String, engineSpelled: any Scene) throws -> [Double] {
    let trace = try Recipe(
      json: #"{"version": 1, "seed": 3, "refresh_hz": 120, "touch_hz": 120, "timeline": ["# + gesture + "]}"
    ).synthesize()
    let dialect = try itemStates(sceneName, trace, scene: engineSpelled)
    let uikit = try itemStates(sceneName, trace, scene: #require(BuiltInScenes.make(sceneName)))
    #expect(dialect.count > 100)
    // The same to 1e-9: the UIKit pan reports its velocity converted into the root view's space,
    // which can differ from the window's in the last bit.
    let firstDifference = dialect.indices.first { i in
      i >= uikit.count || zip(uikit[i], dialect[i]).contains { abs($0 - $1) > 1e-9 }
    }
    #expect(
      uikit.count == dialect.count && firstDifference == nil,
      "\(uikit.count) vs \(dialect.count) states; first difference at \(firstDifference.map { "\($0): \(uikit.indices.contains($0) ? uikit[$0] : []) vs \(dialect[$0])" } ?? "none")"
    )
    return try #require(uikit.last)
  }

  @Test(arguments: [
    // A fling from the bottom-right corner towards the top left, one across, and a slow drag.
    #"{"at": 0.5, "gesture": "fling", "from": [320, 714], "velocity": [-1500, -2500], "duration": 0.15}"#,
    #"{"at": 0.5, "gesture": "fling", "from": [320, 714], "velocity": [-2200, 300], "duration": 0.15}"#,
    #"{"at": 0.5, "gesture": "drag", "from": [320, 714], "to": [200, 300], "duration": 0.6}"#,
  ])
  func stickyCornersMovesTheFaceExactlyAsTheEngineSpelledOne(gesture: String) throws {
    let last = try expectSameStates("sticky-corners", gesture: gesture, engineSpelled: EngineStickyCornersScene())
    // The face ends in a corner, at rest.
    #expect(EngineStickyCornersScene.corners.contains { abs($0.x - last[0]) < 1 && abs($0.y - last[1]) < 1 }, "\(last)")
  }

  @Test(arguments: [
    // Thrown up and sideways off the floor (it bounces off the walls), caught in mid-fall, and
    // carried to the top and dropped.
    #"{"at": 1.5, "gesture": "fling", "from": [195, 804], "velocity": [900, -2000], "duration": 0.15}"#,
    #"{"at": 0.3, "gesture": "fling", "from": [195, 480], "velocity": [-900, -300], "duration": 0.2}"#,
    #"{"at": 1.5, "gesture": "drag", "from": [195, 804], "to": [100, 100], "duration": 0.5}"#,
  ])
  func ballTossMovesTheBallExactlyAsTheEngineSpelledOne(gesture: String) throws {
    let last = try expectSameStates("ball-toss", gesture: gesture, engineSpelled: EngineBallTossScene())
    // The ball ends on the floor of the 844 pt window, at rest.
    #expect(abs(last[1] - 804) < 1 && abs(last[2]) < 1 && abs(last[3]) < 1, "\(last)")
  }
}
