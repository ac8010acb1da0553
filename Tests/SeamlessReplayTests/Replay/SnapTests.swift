import SeamlessEngine
import SeamlessReplay
import SeamlessTrace
import Testing

/// A write outside an animation block while a fade heads for the model snaps what is shown
/// (issue 20 item 1's semantics, judged as issue 18 asks: what the eye sees).
@Suite struct SnapTests {
  /// A badge that fades in over 1 s on `fade`, is set outside any block on `reset`, and fades
  /// out on `out`, then straight back in on `in` (a new fade begun as the old one ends).
  final class Badge: Scene {
    let badge = View(name: "badge", center: Point(x: 100, y: 100), size: Size(width: 50, height: 50))
    func install(in engine: Engine) {
      badge.alpha = 0
      engine.window.addSubview(badge)
    }
    func perform(_ command: SceneCommand, in engine: Engine) -> Bool {
      switch command.name {
      case "fade": engine.animate(withDuration: 1) { [badge] in badge.alpha = 1 }
      case "reset": badge.alpha = 0
      case "out": engine.animate(withDuration: 0.25) { [badge] in badge.alpha = 0 }
      case "in": engine.animate(withDuration: 0.25, options: .beginFromCurrentState) { [badge] in badge.alpha = 1 }
      default: return false
      }
      return true
    }
  }

  func replay(_ commands: [(Int64, String)]) -> ReplayReport {
    let trace = Trace(
      header: TraceHeader(producer: "test"),
      events: commands.map { .command(TraceCommand(time: $0.0 * 1_000_000, name: $0.1)) })
    return Replayer().replay(trace, sceneName: "badge") { Badge() }
  }

  @Test func aResetOutsideABlockMidFadeSnapsAndIsCaught() throws {
    let report = replay([(100, "fade"), (600, "reset")])
    #expect(report.failures.map(\.name) == ["no-teleport"])
    let message = try #require(report.failures.first?.violations.first?.message)
    #expect(message.contains("badge.alpha moved"), "\(message)")
    #expect(message.contains("the app set it outside an animation block while an animation of it was in flight"))
  }

  @Test func theSameResetAtRestIsADeliberateWrite() {
    #expect(replay([(100, "fade"), (1_200, "reset")]).passed)
  }

  /// The fade out (1.2 s, frame 72 at 60 Hz) ends at 1.45 s, frame 87, and the fade in begins at
  /// that frame from where it ended: an end and a start at one instant, seen as one continuous
  /// value (`continuity` judges the pair, not the end alone, whose right side is the new model).
  @Test func aFadeBegunAsTheLastOneEndsShowsNoJump() {
    let report = replay([(100, "fade"), (1_200, "out"), (1_450, "in")])
    #expect(report.passed, "\(report.failures.flatMap(\.violations).map(\.message))")
  }
}
