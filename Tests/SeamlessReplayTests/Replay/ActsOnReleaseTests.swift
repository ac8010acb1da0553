import SeamlessEngine
import SeamlessReplay
import SeamlessTrace
import Testing

/// `acts-on-release` against the press patterns developers write: act on touch up inside;
/// highlight on touch down and take it back on drag exit; commit on touch down (the bug).
@Suite struct ActsOnReleaseTests {
  /// A button and what its actions do.
  final class PressScene: Scene {
    enum Pattern { case upInside, highlightThenUndoOnExit, commitOnDown }
    let pattern: Pattern
    let button = Button(name: "ok", center: Point(x: 195, y: 400), size: Size(width: 200, height: 60))
    var presses = 0

    init(_ pattern: Pattern) { self.pattern = pattern }

    func install(in engine: Engine) {
      engine.window.addSubview(button)
      switch pattern {
      case .upInside:
        button.addAction(named: "press", for: .touchUpInside) { [unowned self] _, _ in presses += 1 }
      case .highlightThenUndoOnExit:
        button.addAction(named: "shrink", for: .touchDown) { control, _ in control.scaleX = 0.95 }
        button.addAction(named: "grow", for: .touchDragExit) { control, _ in control.scaleX = 1 }
        button.addAction(named: "press", for: .touchUpInside) { [unowned self] _, _ in presses += 1 }
      case .commitOnDown:
        button.addAction(named: "press", for: .touchDown) { [unowned self] _, _ in presses += 1 }
      }
    }

    func perform(_ command: SceneCommand, in engine: Engine) -> Bool { false }
  }

  /// A finger that comes down on the button and leaves it far behind before lifting.
  static let dragOff: Trace = {
    var events: [TraceEvent] = []
    for k in 0...30 {
      let phase: TouchPhase = k == 0 ? .began : (k == 30 ? .ended : .moved)
      let time = 100_000_000 + Int64(k) * 8_333_333
      let y = 400.0 + Double(k) * 10
      events.append(.touch(TouchSample(time: time, touchID: 1, phase: phase, x: 195, y: y)))
    }
    return Trace(header: TraceHeader(producer: "test"), events: events)
  }()

  func verdict(_ pattern: PressScene.Pattern) -> [String] {
    var configuration = ReplayConfiguration()
    configuration.invariants = [ActsOnRelease()]
    configuration.checksDeterminism = false
    let report = Replayer(configuration: configuration).replay(Self.dragOff, sceneName: "press") { PressScene(pattern) }
    return report.failures.flatMap(\.violations).map(\.message)
  }

  @Test func actingOnTouchUpInsideOrUndoingOnExitPasses() {
    #expect(verdict(.upInside).isEmpty)
    #expect(verdict(.highlightThenUndoOnExit).isEmpty)
  }

  @Test func committingOnTouchDownIsCaught() throws {
    let messages = verdict(.commitOnDown)
    #expect(messages.count == 1)
    #expect(try #require(messages.first).hasPrefix("\"ok\" ran \"press\" on touchDown and then the finger was dragged off"))
  }
}
