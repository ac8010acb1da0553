import SeamlessEngine

/// What an invariant looks at: the engine after the replay (its journal, views and pending
/// work) and how settling went.
///
/// ```swift
/// let run = ReplayRun(engine: engine, settle: engine.advanceUntilIdle(frameLimit: 1200))
/// NoProblems().check(run)
/// ```
public struct ReplayRun {
  public let engine: Engine
  /// The settling run after the last trace event.
  public let settle: Engine.IdleRun

  public init(engine: Engine, settle: Engine.IdleRun) {
    self.engine = engine
    self.settle = settle
  }

  public var journal: Journal { engine.journal }
}
