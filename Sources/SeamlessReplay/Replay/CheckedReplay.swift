import SeamlessEngine

/// A replay in progress with its invariants' checkers: the engine and installed scene they
/// read, and the events given so far (``Replayer/give(_:to:)``, then ``Replayer/finish(_:header:makeScene:secondPass:)``).
///
/// A replay is one of these fed a whole trace; a fuzz case is one fed as its trace is made
/// (``LiveReplay``), so the run that aims its gestures is also the run that is checked.
final class CheckedReplay {
  let engine: Engine
  let scene: any Scene
  let sceneName: String
  let run: ReplayRun
  let invariants: [any Invariant]
  let checkers: [any InvariantChecker]
  let recorder: TimelineRecorder?
  let viewer: ViewerRecorder?
  let tally: FrameTally
  /// What hands the engine's entries and frames to the checkers.
  let monitor: CheckerMonitor
  var feed = ReplayFeed()

  init(
    engine: Engine, scene: any Scene, sceneName: String, run: ReplayRun, invariants: [any Invariant],
    checkers: [any InvariantChecker], recorder: TimelineRecorder?, viewer: ViewerRecorder?, tally: FrameTally,
    monitor: CheckerMonitor
  ) {
    self.engine = engine
    self.scene = scene
    self.sceneName = sceneName
    self.run = run
    self.invariants = invariants
    self.checkers = checkers
    self.recorder = recorder
    self.viewer = viewer
    self.tally = tally
    self.monitor = monitor
  }

  /// Detaches the checkers from the engine, once the replay is finished or abandoned: the
  /// engine holds them as its observers and they hold the run, which holds the engine, so
  /// without this every replay would outlive itself (a fuzz campaign grew by each case).
  func close() {
    engine.journal.removeAllObservers()
    engine.sampler.removeObserver(monitor)
  }
}
