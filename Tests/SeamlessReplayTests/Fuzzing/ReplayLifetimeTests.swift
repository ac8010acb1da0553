import SeamlessEngine
import SeamlessReplay
import SeamlessScenes
import Testing

/// A replay's engine and scene go when the replay is over: a fuzz campaign runs in the memory of
/// one case, however many it runs (each case once kept its whole engine, through its checkers,
/// which the engine holds as observers and which hold the run).
@Suite struct ReplayLifetimeTests {
  /// Every engine a scene was installed in, weakly.
  final class Engines: @unchecked Sendable {
    private struct Weak { weak var engine: Engine? }
    private var engines: [Weak] = []
    func add(_ engine: Engine) { engines.append(Weak(engine: engine)) }
    var count: Int { engines.count }
    var alive: Int { engines.filter { $0.engine != nil }.count }
  }

  /// A built-in scene that notes the engine it is installed in.
  final class Noting: Scene {
    let inner: any Scene
    let engines: Engines
    init(_ inner: any Scene, _ engines: Engines) {
      self.inner = inner
      self.engines = engines
    }
    func install(in engine: Engine) {
      engines.add(engine)
      inner.install(in: engine)
    }
    func perform(_ command: SceneCommand, in engine: Engine) -> Bool { inner.perform(command, in: engine) }
  }

  /// Cases aimed at views (replayed live while their traces are made, restarted when an aim
  /// comes earlier), cases replayed afresh, determinism passes and shrinks: none is kept.
  @Test(arguments: ["card-drag", "uikit-fling-card", "card-drag/jump-on-catch"])
  func aFuzzCampaignKeepsNoReplay(scene name: String) throws {
    let setup = try #require(BuiltInScenes.fuzzSetup(for: name))
    let engines = Engines()
    let report = Fuzzer(configuration: .init(seed: 5, cases: 40)).run(space: setup.space, sceneName: name) {
      Noting(BuiltInScenes.make(name) ?? CardDragScene(), engines)
    }
    #expect(report.casesRun == 40)
    #expect(engines.count >= 40, "\(engines.count) engines")
    let alive = engines.alive
    #expect(alive == 0, "\(alive) of \(engines.count) engines outlived their replays")
  }
}
