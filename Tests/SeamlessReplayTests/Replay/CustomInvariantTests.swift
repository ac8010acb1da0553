import SeamlessEngine
import SeamlessReplay
import SeamlessTrace
import Testing

/// Your own invariants over your own journal events, replayed and fuzzed like the standard
/// ones: a checker reads the run as it happens (no `Sendable` needed) and may look at the
/// scene itself.
@Suite struct CustomInvariantTests {
  /// What the scene tells the journal.
  enum PanelEvent: SceneEvent, Equatable {
    case opened(at: Double)
    case closed

    var record: SceneCommand {
      switch self {
      case .opened(let y): SceneCommand(name: "panel-opened", arguments: [("y", .number(y))])
      case .closed: SceneCommand(name: "panel-closed")
      }
    }

    init?(record: SceneCommand) {
      switch record.name {
      case "panel-opened": self = .opened(at: record.number("y") ?? .nan)
      case "panel-closed": self = .closed
      default: return nil
      }
    }
  }

  /// A panel a tap opens and closes; the buggy one announces "opened" on every tap.
  final class Panel: Scene {
    let buggy: Bool
    let panel = View(name: "panel", center: Point(x: 195, y: 700), size: Size(width: 390, height: 200))
    let tap = TapGestureRecognizer(name: "panel-tap")
    private(set) var isOpen = false
    weak var engine: Engine?

    init(buggy: Bool) { self.buggy = buggy }

    func install(in engine: Engine) {
      self.engine = engine
      engine.window.addSubview(panel)
      tap.addAction { [unowned self] _ in self.toggle() }
      panel.addGestureRecognizer(tap)
    }

    func perform(_ command: SceneCommand, in engine: Engine) -> Bool { false }

    func toggle() {
      guard let engine else { return }
      isOpen.toggle()
      let target = isOpen ? 400.0 : 700.0
      engine.animate(withDuration: 0.3, options: .allowUserInteraction) { [panel] in panel.center.y = target }
      engine.record(isOpen || buggy ? PanelEvent.opened(at: target) : PanelEvent.closed)
    }
  }

  /// `panel-opened` and `panel-closed` alternate, starting with opened, and the scene's own
  /// state agrees with the last one at the end.
  struct OpenCloseAlternate: Invariant {
    let name = "open-close-alternate"
    let summary = "the panel's opened and closed events alternate, and the last one is the panel's state"

    func makeChecker(for run: ReplayRun) -> any InvariantChecker { Checker() }

    final class Checker: InvariantChecker {
      var open = false
      var violations: [InvariantViolation] = []

      func observe(_ entry: JournalEntry) {
        guard let event = entry.sceneEvent(as: PanelEvent.self) else { return }
        let opens = event != .closed
        if opens == open {
          violations.append(InvariantViolation(instant: entry.instant, message: "\(event) while already \(open ? "open" : "closed")"))
        }
        open = opens
      }

      func finish(_ run: ReplayRun) -> [InvariantViolation] {
        if let panel = run.scene as? Panel, panel.isOpen != open {
          violations.append(
            InvariantViolation(instant: nil, message: "the events say \(open ? "open" : "closed"), the scene says otherwise"))
        }
        return violations
      }
    }
  }

  func configuration() -> ReplayConfiguration {
    var configuration = ReplayConfiguration()
    configuration.invariants.append(OpenCloseAlternate())
    return configuration
  }

  @Test func theEventsAreJournaledAndDigested() throws {
    let trace = try Recipe(
      json: """
        {"version": 1, "timeline": [{"at": 0.1, "gesture": "tap", "at_point": [195, 700]}]}
        """
    ).synthesize()
    let (engine, _, _) = Replayer().run(trace, scene: Panel(buggy: false), sceneName: "panel")
    #expect(engine.journal.entries.map(\.canonicalText).contains { $0.hasSuffix("scene-event panel-opened y=400.0") })
  }

  @Test func aCustomInvariantPassesTheCorrectSceneAndCatchesTheBuggyOne() throws {
    let trace = try Recipe(
      json: """
        {"version": 1, "timeline": [
          {"at": 0.1, "gesture": "tap", "at_point": [195, 700]},
          {"after": 0.5, "gesture": "tap", "at_point": [195, 400]}
        ]}
        """
    ).synthesize()
    let good = Replayer(configuration: configuration()).replay(trace, sceneName: "panel") { Panel(buggy: false) }
    #expect(good.passed, "\(good.text)")
    let bad = Replayer(configuration: configuration()).replay(trace, sceneName: "panel/buggy") { Panel(buggy: true) }
    #expect(bad.failures.map(\.name) == ["open-close-alternate"])
    #expect(bad.failures.first?.violations.first?.message == "opened(at: 700.0) while already open")
  }

  @Test func theFuzzerChecksYourInvariantsToo() throws {
    let space = FuzzSpace(anchors: [Point(x: 195, y: 700), Point(x: 195, y: 400)])
    let report = Fuzzer(configuration: .init(seed: 1, cases: 30), replay: configuration()).run(space: space, sceneName: "panel/buggy") {
      Panel(buggy: true)
    }
    #expect(report.failures.map(\.invariant).contains("open-close-alternate"))
  }
}
