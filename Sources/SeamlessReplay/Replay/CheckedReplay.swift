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
  var feed = ReplayFeed()

  init(
    engine: Engine, scene: any Scene, sceneName: String, run: ReplayRun, invariants: [any Invariant],
    checkers: [any InvariantChecker], recorder: TimelineRecorder?, viewer: ViewerRecorder?, tally: FrameTally
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
  }
}
