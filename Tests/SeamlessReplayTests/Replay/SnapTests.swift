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

  /// A 100 pt card at home (100, 100) that flies to (300, 600) in 0.3 s on each command, and
  /// whose completion handler puts it back home without animation, after doing what the
  /// command's name says to the view first.
  final class HomingCard: Scene {
    static let home = Point(x: 100, y: 100)
    let card = View(name: "card", center: HomingCard.home, size: Size(width: 100, height: 100))
    func install(in engine: Engine) { engine.window.addSubview(card) }
    func perform(_ command: SceneCommand, in engine: Engine) -> Bool {
      let card = card
      var destination = Point(x: 300, y: 600)
      var fades = false
      var turns = false
      switch command.name {
      case "shown", "hidden", "same": break
      case "faded": fades = true
      case "off-screen": destination = Point(x: 900, y: 600)
      case "whole-turn": turns = true
      default: return false
      }
      engine.animate(
        withDuration: 0.3,
        animations: {
          card.center = destination
          if fades { card.alpha = 0 }
          if turns { card.rotation = 2 * .pi }
        },
        completion: { _ in
          switch command.name {
          case "hidden": card.isHidden = true
          case "same": card.center = destination
          case "whole-turn":
            card.rotation = 0
            return
          default: break
          }
          if command.name != "same" { card.center = HomingCard.home }
        })
      return true
    }
  }

  func replayCard(_ command: String) -> ReplayReport {
    let trace = Trace(header: TraceHeader(producer: "test"), events: [.command(TraceCommand(time: 100_000_000, name: command))])
    return Replayer().replay(trace, sceneName: "homing-card") { HomingCard() }
  }

  /// The card lands at (300, 600) and its completion puts it back home in plain sight: a
  /// 200 × 500 pt jump at the end of the transition, judged (half a device pixel of slack at 3×).
  @Test func aCompletionThatMovesAShownViewSnaps() throws {
    let report = replayCard("shown")
    #expect(report.failures.map(\.name) == ["no-teleport"])
    let messages = try #require(report.failures.first?.violations.map(\.message))
    #expect(messages.count == 2, "\(messages)")
    let message = try #require(messages.first { $0.contains("card.centerY moved 500.0 pt") })
    #expect(message.contains("allowed 0.167 pt"), "\(message)")
    #expect(message.contains("a completion handler set it without animation while the view was on screen and visible"))
    // What the invariant assumed is printed under its violations, and in the JSON report.
    let assumption = try #require(InvariantName.noTeleport.assumption)
    #expect(report.text.contains("        assumed: \(assumption)"))
    #expect(report.json.contains("\"assumption\""))
  }

  /// The same reset of a view nobody sees is how transitions clean up: faded out, hidden, or
  /// off the window's bounds when the transition ends (it pops in at home, but the eye never
  /// saw it leave: not judged); and a value the transition already shows is no change.
  @Test(arguments: ["faded", "hidden", "off-screen", "same"])
  func aCompletionThatResetsWhatNobodySeesPasses(_ command: String) {
    let report = replayCard(command)
    #expect(report.passed, "\(report.failures.flatMap(\.violations).map(\.message))")
  }

  /// A whole turn is no jump: the card turned by 2π and set back to 0 looks the same.
  @Test func aCompletionThatUndoesAWholeTurnShowsNoJump() {
    let report = replayCard("whole-turn")
    #expect(report.passed, "\(report.failures.flatMap(\.violations).map(\.message))")
  }
}
