import SeamlessEngine

/// What an invariant looks at: the engine (its journal, views, sampler and pending work),
/// the scene under test, and, once the replay is over, how settling went.
///
/// ```swift
/// let run = ReplayRun(engine: engine, settle: engine.advanceUntilIdle(frameLimit: 1200))
/// NoProblems().check(run)
/// ```
public final class ReplayRun {
  public let engine: Engine
  /// The scene being replayed (`nil` for a run built by hand around an engine).
  public let scene: (any Scene)?
  /// The scene's name as the replay was asked for it.
  public let sceneName: String
  /// The display's scale (device pixels per point) from the trace's header: what "visible"
  /// means to invariants that judge what the eye sees (half a device pixel, `pointsPerPixel`).
  public internal(set) var displayScale: Double = 3
  /// The size of one device pixel in points.
  package var pointsPerPixel: Double { displayScale > 0 && displayScale.isFinite ? 1 / displayScale : 1.0 / 3 }
  /// Undeclared drags inferred from what they show, one model per run shared by the checkers
  /// that read it (`follows-finger`, `release-velocity`): each frame is judged once.
  lazy var inferredFollowing = InferredFollowing(pointsPerPixel: pointsPerPixel)
  /// The settling run after the last trace event (before the end: the engine's state now).
  package internal(set) var settle: Engine.IdleRun

  /// A run of `scene` on `engine`, not yet settled.
  package init(engine: Engine, scene: (any Scene)?, sceneName: String) {
    self.engine = engine
    self.scene = scene
    self.sceneName = sceneName
    self.settle = Engine.IdleRun(frames: 0, reachedLimit: false, pending: engine.pendingWork)
  }

  /// A finished run around `engine`, with no scene.
  package convenience init(engine: Engine, settle: Engine.IdleRun) {
    self.init(engine: engine, scene: nil, sceneName: "")
    self.settle = settle
  }

  public var journal: Journal { engine.journal }
}
