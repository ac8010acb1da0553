import SeamlessEngine
import SeamlessReplay
import SeamlessScenes
import SeamlessTrace
import Testing

/// UIKit Dynamics spelled in UIKit runs the engine's physics unchanged: the UIKit-spelled
/// StickyCorners (a `UIDynamicBehavior` subclass whose fields are placed in `willMove(to:)`)
/// and the engine-dialect one, with the same numbers, move the face through the same states (to
/// 1e-9 pt and pt/s).
@Suite struct UIKitDynamicsParityTests {
  /// Every physics state of the face, in order: (x, y, vx, vy, angle).
  private func faceStates(_ sceneName: String, _ trace: Trace) throws -> [[Double]] {
    let scene = try #require(BuiltInScenes.make(sceneName))
    let (engine, settle, _) = Replayer().run(trace, scene: scene, sceneName: sceneName)
    #expect(!settle.reachedLimit, "\(sceneName): \(settle)")
    return engine.journal.entries.compactMap { entry in
      guard case .dynamics(.itemState(_, _, let x, let y, let vx, let vy, let angle)) = entry.event else { return nil }
      return [x, y, vx, vy, angle]
    }
  }

  @Test(arguments: [
    // A fling from the bottom-right corner towards the top left, one across, and a slow drag.
    #"{"at": 0.5, "gesture": "fling", "from": [320, 714], "velocity": [-1500, -2500], "duration": 0.15}"#,
    #"{"at": 0.5, "gesture": "fling", "from": [320, 714], "velocity": [-2200, 300], "duration": 0.15}"#,
    #"{"at": 0.5, "gesture": "drag", "from": [320, 714], "to": [200, 300], "duration": 0.6}"#,
  ])
  func theUIKitSpelledSceneMovesTheFaceExactlyAsTheDialectOne(gesture: String) throws {
    let trace = try Recipe(
      json: #"{"version": 1, "seed": 3, "refresh_hz": 120, "touch_hz": 120, "timeline": ["# + gesture + "]}"
    ).synthesize()
    let dialect = try faceStates("sticky-corners", trace)
    let uikit = try faceStates("uikit-sticky-corners", trace)
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
    // The face ends in a corner, at rest.
    let last = try #require(uikit.last)
    #expect(StickyCornersScene.corners.contains { abs($0.x - last[0]) < 1 && abs($0.y - last[1]) < 1 }, "\(last)")
  }
}
