import Foundation
import SeamlessEngine
import SeamlessReplay
import SeamlessScenes
import SeamlessTrace
import Testing

@Suite struct BallTossReplayTests {
  /// Let the ball fall and rest, then throw it up at 1500 pt/s: the physics takes over at
  /// the finger's velocity, the animator resumes, and everything comes to rest again.
  @Test func aThrowHandsTheFingersVelocityToThePhysics() throws {
    let recipe = try Recipe(
      json: """
        {"version": 1, "scene": "ball-toss", "seed": 1, "refresh_hz": 120, "touch_hz": 120, "timeline": [
          {"at": 4.0, "gesture": "fling", "from": [195, 804], "velocity": [0, -1500], "duration": 0.2}
        ]}
        """)
    let trace = try recipe.synthesize()
    let scene = try #require(BuiltInScenes.make("ball-toss"))
    let (engine, settle, _) = Replayer().run(trace, scene: scene, sceneName: "ball-toss")
    #expect(!settle.reachedLimit, "\(settle)")
    // At rest on the floor of the 844 pt window: 40 pt above it.
    let ball = try #require(view(named: "ball", in: engine.window))
    #expect(abs(ball.center.y - 804) < 1, "\(ball.center)")
    let lift = try #require(
      engine.journal.entries.last {
        if case .touchDelivered(let input, _, _) = $0.event { input.phase == .ended } else { false }
      })
    // The first physics state after the lift: the finger's velocity plus at most a step of gravity.
    let first = engine.journal.entries.first { entry in
      guard entry.instant > lift.instant, case .dynamics(.itemState(_, "ball", _, _, _, _, _)) = entry.event else { return false }
      return true
    }
    guard case .dynamics(.itemState(_, _, _, _, _, let vy, _))? = first?.event else {
      Issue.record("no physics state after the throw")
      return
    }
    #expect(abs(vy - -1500) < 1500 * 0.01 + 1000.0 / 120 + 1, "vy \(vy)")
    let pauses = engine.journal.entries.filter { if case .dynamics(.paused) = $0.event { true } else { false } }
    // At rest on the floor; again while carried (the physics holds nothing); after the throw.
    #expect(pauses.count == 3)
    let report = try Replayer().replay(trace, sceneName: "ball-toss", makeScene: #require(BuiltInScenes.entry(named: "ball-toss")).make)
    #expect(report.passed, "\(report.text)")
  }

  private func view(named name: String, in root: View) -> View? {
    root.name == name ? root : root.subviews.lazy.compactMap { view(named: name, in: $0) }.first
  }
}
