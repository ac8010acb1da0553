import Foundation
import SeamlessEngine
import SeamlessReplay
import SeamlessScenes
import SeamlessTrace
import Testing

@Suite struct PhotoReplayTests {
  @Test func pinchRotatePanSwipeTapAndPressEndWhereTheSceneSays() throws {
    let text = try String(contentsOf: fixturesDirectory.appendingPathComponent("recipes/pinch-rotate.json"), encoding: .utf8)
    let trace = try Recipe(json: text).synthesize()
    let scene = PhotoScene()
    let replayer = Replayer()
    let (engine, settle, ignored) = replayer.run(trace, scene: scene, sceneName: "photo")
    #expect(!settle.reachedLimit)
    #expect(ignored == 1)  // the orientation change
    // Pinch 80 → 260 pt (×3.25) springs back into [1, 3]; the double tap then zooms out to 1.
    #expect(scene.photo.scaleX == 1 && scene.photo.scaleY == 1)
    // A 90° rotation snaps to the quarter turn.
    #expect(abs(scene.photo.rotation - .pi / 2) < 1e-12)
    // The two-finger pan springs back to where it was.
    #expect(scene.photo.translation == .zero)
    // The edge swipe drags the drawer about halfway (it begins after the 10 pt hysteresis)
    // and lets go slowly: it closes again.
    #expect(scene.drawer.center.x == -140)
    let drawerMoves = engine.journal.entries.filter {
      if case .animationAdded(let record) = $0.event { record.view == "drawer" } else { false }
    }
    #expect(drawerMoves.count == 1)
    #expect(scene.badge.scaleX == 1)
    let added = engine.journal.entries.filter { if case .animationAdded = $0.event { true } else { false } }
    #expect(added.count >= 10)
    let report = replayer.replay(trace, sceneName: "photo") { PhotoScene() }
    #expect(report.passed, "\(report.text)")
  }

  /// Every example trace replays cleanly against the scene its header names.
  @Test(arguments: ["tap-drag-fling", "pinch-rotate"])
  func exampleTracesReplayCleanly(name: String) throws {
    let path = fixturesDirectory.deletingLastPathComponent().appendingPathComponent("Traces/examples/\(name).trace").path
    let trace = try Trace(contentsOf: path)
    let sceneName = trace.header.sceneName
    #expect(BuiltInScenes.make(sceneName) != nil, "no built-in scene \(sceneName)")
    let report = Replayer().replay(trace, sceneName: sceneName) { BuiltInScenes.make(sceneName) ?? CardDragScene() }
    #expect(report.passed, "\(report.text)")
  }
}
