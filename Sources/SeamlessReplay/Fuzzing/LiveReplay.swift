import SeamlessEngine
import SeamlessTrace

/// A fuzz case's replay, run while its trace is made: it aims the case's gestures at views
/// where they are shown (a ``ViewResolver``) and, given the rest of the trace, is the case's
/// checked replay: one run of the scene per case instead of two.
///
/// Events are given as a replay gives them (``ReplayFeed``), so the run is the replay of the
/// finished trace. A target at time *t* is read with the engine at *t* − 1 ns, where a replay
/// stands before it gives the events at *t*, from the presentation at *t* (fuzz algorithm
/// version 3; ``LiveSceneResolver``, for recipes, runs the frame at *t* first). When the events
/// asked about do not continue those given (an event added before one already aimed, or no
/// event at the last aim), the run starts again from scratch; when the finished trace does not
/// continue them, ``finish(_:)`` replays the trace afresh (with ``FuzzSpace``'s cases that is
/// only an action whose gesture could not be made). Either way the report is the trace's
/// replay's (tests compare the two on thousands of cases).
///
/// ```swift
/// let live = LiveReplay(replayer: replayer, header: header, sceneName: "card-drag") { CardDragScene() }
/// let trace = space.trace(from: choices, sceneName: "card-drag", resolver: live)
/// let report = live.finish(trace)   // what replayer.replay(trace, …) reports
/// ```
final class LiveReplay: ViewResolver {
  private let replayer: Replayer
  private let header: TraceHeader
  private let sceneName: String
  private let makeScene: () -> any Scene
  /// The replay so far, and the events given to it (every event before ``aimedAt``).
  private var replay: CheckedReplay?
  private var given: [TraceEvent] = []
  /// The instant of the last aim (ns), and whether aiming moved the clock to 1 ns before it
  /// (a replay stands there only to give an event at that instant).
  private var aimedAt: Int64 = .min
  private var aimMovedClock = false
  /// Whether an event was refused (beyond the maximum duration): the run is not the replay.
  private var refused = false
  /// Whether ``finish(_:)`` reported the live run (rather than a fresh replay).
  private(set) var finishedLive = false
  /// Whether a gesture was aimed (the live run started at all).
  var aimed: Bool { replay != nil }
  /// Whether a gesture was aimed at a view that was moving then (a catch).
  private(set) var aimedAtMovingView = false

  /// A live replay of `makeScene`'s scenes on the display of `header`, checked as `replayer` checks.
  init(replayer: Replayer, header: TraceHeader, sceneName: String, makeScene: @escaping () -> any Scene) {
    self.replayer = replayer
    self.header = header
    self.sceneName = sceneName
    self.makeScene = makeScene
  }

  deinit { replay?.close() }

  func resolve(_ target: ViewTarget, at time: Int64, after events: [TraceEvent]) -> Point? {
    let prior = events.filter { $0.time < time }
    if replay == nil || time < aimedAt || !continues(prior) { restart() }
    guard let replay else { return nil }
    for event in prior[given.count...] where !replayer.give(event, to: replay) {
      refused = true
      break
    }
    given = prior
    aimedAt = time
    let instant = Instant(nanoseconds: time)
    aimMovedClock = time - 1 > replay.engine.now.nanoseconds
    if aimMovedClock { replay.engine.advance(to: Instant(nanoseconds: time - 1)) }
    let point = LiveSceneResolver.point(of: target, in: replay.engine.window, at: instant)
    if point != nil && !aimedAtMovingView {
      aimedAtMovingView = LiveSceneResolver.isMoving(target.view, in: replay.engine.window, at: instant)
    }
    return point
  }

  /// The report of `trace`'s replay: the live run given the rest of the trace when it is that
  /// replay so far, a fresh replay otherwise.
  func finish(_ trace: Trace) -> ReplayReport {
    let events = trace.events
    guard let replay, !refused, continues(events) else {
      replay?.close()
      return replayer.replay(trace, sceneName: sceneName, makeScene: makeScene)
    }
    for event in events[given.count...] where !replayer.give(event, to: replay) { break }
    finishedLive = true
    return replayer.finish(replay, header: header, makeScene: makeScene) {
      var iterator = events.makeIterator()
      return { () throws(TraceError) in iterator.next() }
    }
  }

  /// Whether `events` (in time order) are the events given so far, then events no earlier than
  /// the last aim: what a replay would give after them, from where the engine stands.
  ///
  /// When the aim moved the clock to 1 ns before it, the next event must be at the aim itself (a
  /// replay stands there only to give such an event; without one, it would run straight on).
  private func continues(_ events: [TraceEvent]) -> Bool {
    guard events.count >= given.count, events.starts(with: given) else { return false }
    guard events.count > given.count else { return !aimMovedClock }
    let next = events[given.count].time
    return aimMovedClock ? next == aimedAt : next >= aimedAt
  }

  private func restart() {
    replay?.close()
    replay = replayer.startCheckedReplay(header: header, sceneName: sceneName, makeScene: makeScene)
    given = []
    aimedAt = .min
    aimMovedClock = false
    refused = false
  }
}
